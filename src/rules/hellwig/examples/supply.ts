/**
 * Hellwig's worked examples of supply in the second school, on plate III (§248, §257, §258; notes
 * §5.9 E113–E116): a depot's field, where an enemy bridge or enemy artillery stops our river traffic,
 * and the squares an enemy rook and bishop bar to our supply. Kept apart from `HELLWIG_EXAMPLES`, whose
 * rows the board island presets; `test/rules/hellwig/supply.test.ts` runs these.
 *
 * The book does not print plate III's terrain: where a row needs a river, it lays the water on the
 * squares the example names and their row, and says so.
 */
import type { WorkedExample } from '../../types.ts';
import type { BoardSetup } from '../board.ts';
import { line, rowsOf } from './row.ts';
import { knight } from './setups.ts';

/** What a supply row runs through, and its inputs and outcome. */
export interface SupplyExampleShapes {
  /** `depotField`: how many squares, and its corners (the squares at its extreme rows and columns) (§248). */
  'depot-field': {
    inputs: { board: BoardSetup; depot: number };
    outcome: { count: number; corners: readonly number[] };
  };
  /** `barredSupplySquares` for `player`: the squares named are among them (§258). */
  'supply-barred': {
    inputs: { board: BoardSetup; player: 'A' | 'B'; squares: readonly number[] };
    outcome: { barred: readonly number[] };
  };
  /** `navigableWater` from a river square: which of the squares named it reaches, which not (§257). */
  navigable: {
    inputs: { board: BoardSetup; player: 'A' | 'B'; from: number; enemyBridges?: readonly number[] };
    outcome: { reaches: readonly number[]; stopsShortOf: readonly number[] };
  };
}
export type SupplyExampleKind = keyof SupplyExampleShapes;
export type SupplyExampleOf<K extends SupplyExampleKind> = WorkedExample<
  K,
  SupplyExampleShapes[K]['inputs'],
  SupplyExampleShapes[K]['outcome']
>;
export type SupplyExample = { [K in SupplyExampleKind]: SupplyExampleOf<K> }[SupplyExampleKind];

const ex = rowsOf<SupplyExampleShapes>();

/** Row 27 of plate III, counted from 0, is the river of §257: water from column 10 to column 30 (1362 to 1342). */
const RIVER: readonly number[] = Array.from({ length: 21 }, (_, i) => 1342 + i);

/** The supply examples, in the order of the book. */
export const HELLWIG_SUPPLY_EXAMPLES: readonly SupplyExample[] = [
  ex(
    'depot-field',
    'hellwig-s248-depot-818',
    'The field of the depot on 818',
    '§248',
    line(1620, 'the large square bounded by 1010, 1018, 618, and 626, comprising 81 smaller squares'),
    { board: { plate: 'III' }, depot: 818 },
    { count: 81, corners: [618, 626, 1010, 1018] },
  ),
  ex(
    'navigable',
    'hellwig-s257-bridge-1353-west',
    'An enemy bridge on 1353 stops our boats at 1354',
    '§257',
    line(1642, 'we could not navigate the river further than square 1354 on one side'),
    {
      board: { plate: 'III', terrain: { water: RIVER }, bridges: [1353] },
      player: 'A',
      from: 1360,
      enemyBridges: [1353],
    },
    { reaches: [1354], stopsShortOf: [1353, 1352] },
  ),
  ex(
    'navigable',
    'hellwig-s257-bridge-1353-east',
    'An enemy bridge on 1353 stops our boats at 1352',
    '§257',
    line(1642, 'nor further than square 1352 on the other side'),
    {
      board: { plate: 'III', terrain: { water: RIVER }, bridges: [1353] },
      player: 'A',
      from: 1345,
      enemyBridges: [1353],
    },
    { reaches: [1352], stopsShortOf: [1353, 1354] },
  ),
  ex(
    'navigable',
    'hellwig-s257-artillery-1353',
    'Enemy artillery sweeping 1353 stops our boats as a bridge would',
    '§257',
    line(1643, 'If therefore the aforementioned square 1353 lay within the field of effect of enemy artillery'),
    // The book names no gun: B's cannon on 1255/1294, manned by a knight, fires toward CD over 1353.
    {
      board: {
        plate: 'III',
        terrain: { water: RIVER },
        pieces: [knight(1255, 'B')],
        devices: [{ artillerists: 1255, gun: 1294, variant: 'axial' }],
      },
      player: 'A',
      from: 1360,
    },
    { reaches: [1354], stopsShortOf: [1353, 1352] },
  ),
  ex(
    'supply-barred',
    'hellwig-s258-rook-574',
    'An enemy rook on 574 bars our supply down its file and along its row',
    '§258',
    line(1646, 'would not permit us to bring any supply across the squares 995, 956, 897, 868, 799, 770, 701, 603'),
    {
      board: { plate: 'III', pieces: [{ square: 574, kind: 'rook', player: 'B' }] },
      player: 'A',
      squares: [995, 966, 897, 868, 799, 770, 701, 603, 575, 576, 577, 578, 579],
    },
    { barred: [995, 966, 897, 868, 799, 770, 701, 603, 575, 576, 577, 578, 579] },
    '956 → 966: the file of 574 (row 11, column 15 from 1) runs through 966 on row 19; 956 lies ten columns off it ' +
      '(notes E115). The list also passes over 672, on row 13.',
  ),
  ex(
    'supply-barred',
    'hellwig-s258-bishop-801',
    'An enemy bishop on 801 bars our supply along its diagonal',
    '§258',
    line(1646, 'would not permit us to pass through 867, 897, 951, 993, and 1067 with supplies'),
    {
      board: { plate: 'III', pieces: [{ square: 801, kind: 'bishop', player: 'B' }] },
      player: 'A',
      squares: [867, 897, 967, 993, 1067],
    },
    { barred: [867, 897, 967, 993, 1067] },
    '951 → 967: the diagonal from 801 toward corner C runs through 967 on row 19; 951 is not on any line of 801 ' +
      '(notes E116).',
  ),
];
