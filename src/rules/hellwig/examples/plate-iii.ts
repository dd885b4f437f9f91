/**
 * Hellwig's worked examples of plate III's numbers and of four players (§187, §199, §210, §222–§231;
 * notes §5.9 E109, E110, E112, E117): the 180° turn that serves both players,
 * the dividing surface and who may move what across it, the four players' rotation, and the territory
 * line. Kept apart from `HELLWIG_EXAMPLES`, whose rows the board island presets from the first half;
 * `test/rules/hellwig/endgame-examples.test.ts` runs these.
 */
import type { WorkedExample } from '../../types.ts';
import type { DivideSide, FourPlayer, Half } from '../plate-iii.ts';
import type { Territory } from '../territory.ts';
import { line, rowsOf } from './row.ts';

/** What a plate III row runs through, and its inputs and outcome. */
export interface PlateIIIExampleShapes {
  /** `turnedSquare` of each square: where it lies for the other player (§187, §210). */
  turned: { inputs: { squares: readonly number[] }; outcome: { images: readonly number[] } };
  /** `dividingSurface`: its first and last square, how many, and its row (§222). */
  'dividing-surface': {
    inputs: Record<string, never>;
    outcome: { first: number; last: number; count: number; row: number };
  };
  /** `sideOfDivide` of each square (§222). */
  'divide-side': { inputs: { squares: readonly number[] }; outcome: { sides: readonly DivideSide[] } };
  /** `mayMoveAcross`: whether the general of `half` may move what stands on `squares` (§223–§225). */
  'move-across': { inputs: { half: Half; squares: readonly number[] }; outcome: { may: boolean } };
  /** `rotationAfter`, repeated: who takes a move back, and the next `count` movers (§229, §231). */
  rotation: {
    inputs: { previous: FourPlayer; last: FourPlayer; count: number };
    outcome: { takeBack?: FourPlayer; order: readonly FourPlayer[] };
  };
  /** `territoryBoundary`: where it starts and ends, and the squares named, in the order it passes them (§199). */
  'territory-line': {
    inputs: { squares: readonly number[] };
    outcome: { starts: number; ends: number; passes: readonly number[] };
  };
  /** `territoryOf` each square (§199). */
  'territory-of': {
    inputs: { squares: readonly number[] };
    outcome: { territories: readonly (Territory | 'boundary')[] };
  };
}
export type PlateIIIExampleKind = keyof PlateIIIExampleShapes;
export type PlateIIIExampleOf<K extends PlateIIIExampleKind> = WorkedExample<
  K,
  PlateIIIExampleShapes[K]['inputs'],
  PlateIIIExampleShapes[K]['outcome']
>;
export type PlateIIIExample = { [K in PlateIIIExampleKind]: PlateIIIExampleOf<K> }[PlateIIIExampleKind];

const ex = rowsOf<PlateIIIExampleShapes>();

/** Two squares of a rectangle standing across the dividing surface: row 15 and row 16, column 25. */
const ACROSS = [760, 809];

/** The plate III examples, in the order of the book. */
export const HELLWIG_PLATE_III_EXAMPLES: readonly PlateIIIExample[] = [
  ex(
    'turned',
    'hellwig-s187-centres-turned',
    'The two fortress centres are each other turned through 180°',
    '§187',
    line(1283, 'This place is square 246 in the fortress for one player, and square 1372'),
    { squares: [246] },
    { images: [1372] },
  ),
  ex(
    'territory-line',
    'hellwig-s199-territory-line',
    'The line between the two players’ territories',
    '§199',
    line(1340, 'runs through squares 10–0–285–272–61–1608–1346–1333'),
    { squares: [10, 285, 272, 1346, 1333, 1608] },
    { starts: 10, ends: 1608, passes: [10, 285, 272, 1346, 1333, 1608] },
    '"0" and "61" dropped (no squares the line can turn at); 1608, the image of 10, read after 1346 and 1333',
  ),
  ex(
    'territory-of',
    'hellwig-s199-provinces',
    'Each fortress centre lies in its player’s territory',
    '§199',
    line(1340, 'separates the territory of the two players from one another'),
    { squares: [246, 1372] },
    { territories: ['B', 'C'] },
  ),
  ex(
    'turned',
    'hellwig-s210-corners-turned',
    'Each corner of a set-up table: one square and its image (1578 | 40, …)',
    '§210',
    line(1428, 'the first number always applies to one player and the second to the other'),
    { squares: [1578, 873, 1569, 882] },
    { images: [40, 745, 49, 736] },
  ),
  ex(
    'dividing-surface',
    'hellwig-s222-dividing-surface',
    'The dividing surface: 785 to 833',
    '§222',
    line(1534, 'contains the squares 785, 786, 787, and so on up to 833'),
    {},
    { first: 785, last: 833, count: 49, row: 16 },
  ),
  ex(
    'divide-side',
    'hellwig-s222-fortresses-apart',
    'The dividing surface separates fortress B from fortress C',
    '§222',
    line(1534, 'the corps standing in V from the fortress B'),
    { squares: [246, 809, 1372] },
    { sides: ['AB', 'dividing', 'CD'] },
  ),
  ex(
    'move-across',
    'hellwig-s223-far-side',
    'No one moves what stands on the far side',
    '§223',
    line(1536, 'No player may move pieces or machines standing on the far side of the dividing surface'),
    { half: 'CD', squares: [246] },
    { may: false },
  ),
  ex(
    'move-across',
    'hellwig-s223-on-the-surface',
    'On the dividing surface, either ally may move',
    '§223',
    line(1536, 'may be moved by either he or his allied player'),
    { half: 'CD', squares: [809] },
    { may: true },
  ),
  ex(
    'move-across',
    'hellwig-s224-own-side',
    'One’s own side is one’s own to move',
    '§224',
    line(1538, 'Each player may move his pieces and machines standing on his own side'),
    { half: 'CD', squares: [1372, 1373] },
    { may: true },
  ),
  ex(
    'move-across',
    'hellwig-s224-allys-side',
    'On the far side it is the ally who moves them',
    '§224',
    line(1538, 'it is not he but his allied player who has the right'),
    { half: 'AB', squares: [1372, 1373] },
    { may: false },
  ),
  ex(
    'move-across',
    'hellwig-s225-rectangle',
    'A rectangle partly on the dividing surface: either ally moves it',
    '§225',
    line(1540, 'can be moved by either of the two allied players'),
    { half: 'CD', squares: ACROSS },
    { may: true },
  ),
  ex(
    'rotation',
    'hellwig-s229-rotation',
    'AA, then BB, A, B, and AA again: allies never one after the other',
    '§229',
    line(1548, 'AA has moved, then BB moves, followed by A, then B. AA begins again'),
    { previous: 'AA', last: 'BB', count: 3 },
    { order: ['A', 'B', 'AA'] },
  ),
  ex(
    'rotation',
    'hellwig-s231-aa-then-a',
    'AA moved before A: A takes his move back; then BB, A, B, AA',
    '§231',
    line(1556, 'Here A, who moved last, must take back his move; then BB moves, A follows, then B'),
    { previous: 'AA', last: 'A', count: 4 },
    { takeBack: 'A', order: ['BB', 'A', 'B', 'AA'] },
  ),
  ex(
    'rotation',
    'hellwig-s231-aa-then-b',
    'AA moved before B: A, BB, AA, B',
    '§231',
    line(1562, 'Here A moves first, then BB, then AA, then B'),
    { previous: 'AA', last: 'B', count: 4 },
    { order: ['A', 'BB', 'AA', 'B'] },
  ),
  ex(
    'rotation',
    'hellwig-s231-b-then-aa',
    'B moved before AA: BB, A, B, AA',
    '§231',
    line(1563, 'Here BB moves first, then A, then B, then AA'),
    { previous: 'B', last: 'AA', count: 4 },
    { order: ['BB', 'A', 'B', 'AA'] },
  ),
];
