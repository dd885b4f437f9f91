/**
 * Hellwig's worked examples of the fortress (§13, §186–§190, §210; notes §5.9 E109–E111, E122, E123): its
 * centre and block on plate III, the ditch, conquest by holding the centre, the blockade and its count,
 * and the flags a victory earns. Kept apart from `HELLWIG_EXAMPLES`, whose rows the board island presets
 * from the first half; `test/rules/hellwig/endgame-examples.test.ts` runs these.
 *
 * Where the book leaves a position open (which piece takes the centre, where the garrison's answer
 * comes from), the row fills it in with the simplest choice that does not touch what is tested.
 */
import type { WorkedExample } from '../../types.ts';
import type { BoardSetup } from '../board.ts';
import type { BlockadeEvent, FortressSheet, GameEnd } from '../fortress.ts';
import { line, rowsOf } from './row.ts';
import type { RefusedOutcome } from './types.ts';

/** What a fortress row runs through, and its inputs and outcome. */
export interface FortressExampleShapes {
  /** `FORTRESSES[sheet].centre` (§187). */
  'fortress-centre': { inputs: { sheet: FortressSheet }; outcome: { centre: number } };
  /** `fortressSquares`: how many, and the corners of the block they make (§186, §210). */
  'fortress-block': { inputs: { sheet: FortressSheet }; outcome: { count: number; corners: readonly number[] } };
  /** `fortressSquares`: which of `squares` lie in the fortress (§186). */
  'fortress-contains': {
    inputs: { sheet: FortressSheet; squares: readonly number[] };
    outcome: { inside: readonly number[] };
  };
  /** `outerDitch`: which of `squares` lie on it (§190 (1)). */
  'outer-ditch': { inputs: { sheet: FortressSheet; squares: readonly number[] }; outcome: { on: readonly number[] } };
  /** `conquest`: the besieger of `garrison` on the centre in `occupied`, and after the garrison's move (§187, §188). */
  conquest: {
    inputs: { occupied: BoardSetup; answered: BoardSetup; sheet: FortressSheet; garrison: 'A' | 'B' };
    outcome: { kind: 'not-occupied' | 'driven-off' | 'conquered' };
  };
  /** `fortressCommunication` and `declareBlockade`: whether it communicates, so whether it is blockaded (§190 (1)). */
  'fortress-communication': {
    inputs: { board: BoardSetup; sheet: FortressSheet; garrison: 'A' | 'B' };
    outcome: { communicates: boolean };
  };
  /** `blockadeStep` over runs of events, then `blockadeOutcome` (§190 (2)–(5)). */
  blockade: {
    inputs: { events: readonly (readonly [BlockadeEvent, number])[] };
    outcome: { kind: 'not-blockaded' } | { kind: 'holding'; movesLeft: number } | { kind: 'surrenders' };
  };
  /** `isGameDecided` (§186). */
  'game-decided': { inputs: { enemyFortresses: number }; outcome: { decided: boolean } };
  /** `victoryFlags` (§13). */
  'victory-flags': {
    inputs: { end: GameEnd; agreed?: number };
    outcome: { large: number; small: number } | RefusedOutcome;
  };
}
export type FortressExampleKind = keyof FortressExampleShapes;
export type FortressExampleOf<K extends FortressExampleKind> = WorkedExample<
  K,
  FortressExampleShapes[K]['inputs'],
  FortressExampleShapes[K]['outcome']
>;
export type FortressExample = { [K in FortressExampleKind]: FortressExampleOf<K> }[FortressExampleKind];

const ex = rowsOf<FortressExampleShapes>();

/** Fortress B's outermost ditch as water (§190 (1)): its squares facing the plan, row 15 and column 40 of the block. */
const DITCH_B = [
  40, 59, 138, 157, 236, 255, 334, 353, 432, 451, 530, 549, 628, 647, 726, 736, 737, 738, 739, 740, 741, 742, 743, 744,
  745,
];
/** A bridge over the ditch's middle (row 15, column 45), and the square beyond it (row 16). */
const BRIDGE = 740;
const BEYOND = 829;
/** The besieger's knight on centre 246, and squares near it from which a rook stands (rows 5 and 9, column 48). */
const BESIDE = 247;
const FURTHER = 443;

/** The fortress examples, in the order of the book. */
export const HELLWIG_FORTRESS_EXAMPLES: readonly FortressExample[] = [
  ex(
    'victory-flags',
    'hellwig-s13-large-flag',
    'Complete defeat earns one large flag',
    '§13',
    line(364, 'the winner receives from the defeated a large flag'),
    { end: 'conquest' },
    { large: 1, small: 0 },
  ),
  ex(
    'victory-flags',
    'hellwig-s13-peace-flag',
    'A peace earns one or more small flags',
    '§13',
    line(365, 'the winner receives one or more small flags'),
    { end: 'peace', agreed: 1 },
    { large: 0, small: 1 },
  ),
  ex(
    'victory-flags',
    'hellwig-s13-peace-three',
    'A peace earns at most three small flags',
    '§13',
    line(366, 'the winner through a peace treaty can receive at most three small flags'),
    { end: 'peace', agreed: 3 },
    { large: 0, small: 3 },
  ),
  ex(
    'victory-flags',
    'hellwig-s13-peace-four',
    'Four small flags are a large one, more than a peace gives',
    '§13',
    line(366, 'If it is agreed that 4 small flags shall count as one large one'),
    { end: 'peace', agreed: 4 },
    { error: 'OUT_OF_RANGE' },
  ),
  ex(
    'game-decided',
    'hellwig-s186-fortress-left',
    'Not concluded while the enemy still holds a fortress',
    '§186',
    line(1277, 'the game is not entirely concluded so long as the enemy still possesses a fortress'),
    { enemyFortresses: 1 },
    { decided: false },
  ),
  ex(
    'fortress-block',
    'hellwig-s186-fortress-b',
    'The fortress on sheet B',
    '§186',
    line(1279, 'situated on sheet B between the squares 736–747–40–48'),
    { sheet: 'B' },
    { count: 160, corners: [40, 49, 736, 745] },
    '736–747–40–48 → 40, 745, 49, 736 (§210): 747 lies outside the block and 48 is no corner of it',
  ),
  ex(
    'fortress-block',
    'hellwig-s186-fortress-c',
    'The fortress on sheet C',
    '§186',
    line(1279, 'on sheet C between the squares 892–873–1578–1570'),
    { sheet: 'C' },
    { count: 160, corners: [873, 882, 1569, 1578] },
    '892–873–1578–1570 → 1578, 873, 1569, 882 (§210): 892 and 1570 lie inside the block, not at its corners',
  ),
  ex(
    'fortress-contains',
    'hellwig-s186-ditch',
    'The ditch between the main fortress and the outworks',
    '§186',
    line(1281, 'The ditch — between squares 340–345–349–347–242–240–44–48'),
    { sheet: 'B', squares: [340, 345, 349, 347, 242, 240, 44, 48] },
    { inside: [340, 345, 349, 347, 242, 240, 44, 48] },
  ),
  ex(
    'fortress-centre',
    'hellwig-s187-centre-246',
    'The centre of one fortress: 246',
    '§187',
    line(1283, 'This place is square 246 in the fortress for one player'),
    { sheet: 'B' },
    { centre: 246 },
  ),
  ex(
    'fortress-centre',
    'hellwig-s187-centre-1372',
    'The centre of the other fortress: 1372',
    '§187',
    line(1283, 'and square 1372 in the fortress for the other player'),
    { sheet: 'C' },
    { centre: 1372 },
  ),
  ex(
    'conquest',
    'hellwig-s188-held',
    'He holds 246 through the garrison’s move: the fortress is conquered',
    '§188',
    line(1285, 'If he remains on that square undisturbed for one move, then the fortress is conquered'),
    {
      occupied: {
        plate: 'III',
        pieces: [
          { square: 246, kind: 'knight', player: 'B' },
          { square: BESIDE, kind: 'rook', player: 'A' },
        ],
      },
      answered: {
        plate: 'III',
        pieces: [
          { square: 246, kind: 'knight', player: 'B' },
          { square: FURTHER, kind: 'rook', player: 'A' },
        ],
      },
      sheet: 'B',
      garrison: 'A',
    },
    { kind: 'conquered' },
  ),
  ex(
    'conquest',
    'hellwig-s188-driven-off',
    'The garrison takes him on 246: he is driven off',
    '§188',
    line(1285, 'he must not be driven from that square by the move which the garrison makes'),
    {
      occupied: {
        plate: 'III',
        pieces: [
          { square: 246, kind: 'knight', player: 'B' },
          { square: BESIDE, kind: 'rook', player: 'A' },
        ],
      },
      answered: { plate: 'III', pieces: [{ square: 246, kind: 'rook', player: 'A' }] },
      sheet: 'B',
      garrison: 'A',
    },
    { kind: 'driven-off' },
  ),
  ex(
    'conquest',
    'hellwig-s188-artillery',
    'Artillery on the centre holds it as a piece does',
    '§188',
    line(1285, 'merely occupies this place with a piece or with artillery'),
    {
      occupied: { plate: 'III', devices: [{ artillerists: BESIDE, gun: 246, variant: 'axial', owner: 'B' }] },
      answered: { plate: 'III', devices: [{ artillerists: BESIDE, gun: 246, variant: 'axial', owner: 'B' }] },
      sheet: 'B',
      garrison: 'A',
    },
    { kind: 'conquered' },
  ),
  ex(
    'outer-ditch',
    'hellwig-s190-outer-ditch',
    'The outermost ditch over 40, 745 and 736',
    '§190',
    line(1290, 'over the outermost ditch of the fortress — e.g. over squares 40–745–736'),
    { sheet: 'B', squares: [40, 745, 736] },
    { on: [40, 745, 736] },
  ),
  ex(
    'fortress-communication',
    'hellwig-s190-no-bridge',
    'No bridge over the outermost ditch: the fortress is blockaded',
    '§190',
    line(1290, 'As soon as there is no bridge over the outermost ditch of the fortress'),
    { board: { plate: 'III', terrain: { water: DITCH_B } }, sheet: 'B', garrison: 'A' },
    { communicates: false },
  ),
  ex(
    'fortress-communication',
    'hellwig-s190-bridge',
    'A bridge over the ditch: the fortress is not blockaded',
    '§190',
    line(1290, 'by which it would be possible to pass from the fortress into one of the adjacent terrains'),
    {
      board: { plate: 'III', terrain: { water: DITCH_B }, bridges: [BRIDGE] },
      sheet: 'B',
      garrison: 'A',
    },
    { communicates: true },
  ),
  ex(
    'fortress-communication',
    'hellwig-s190-bridge-held',
    'An enemy piece at the bridge’s far end closes it again',
    '§190',
    line(1290, 'by which it would be possible to pass from the fortress into one of the adjacent terrains'),
    {
      board: {
        plate: 'III',
        terrain: { water: DITCH_B },
        bridges: [BRIDGE],
        pieces: [{ square: BEYOND, kind: 'pawn', player: 'B', facing: 'AB' }],
      },
      sheet: 'B',
      garrison: 'A',
    },
    { communicates: false },
  ),
  ex(
    'blockade',
    'hellwig-s190-hundred-moves',
    'A hundred moves without provisions: the fortress surrenders',
    '§190',
    line(1291, 'the fortress must surrender for lack of provisions'),
    {
      events: [
        ['declare', 1],
        ['move', 100],
      ],
    },
    { kind: 'surrenders' },
  ),
  ex(
    'blockade',
    'hellwig-s190-ninety-nine',
    'After 99 moves it holds, for one more',
    '§190',
    line(1291, 'each player has made 50 moves, and in total 100 moves have been made'),
    {
      events: [
        ['declare', 1],
        ['move', 99],
      ],
    },
    { kind: 'holding', movesLeft: 1 },
  ),
  ex(
    'blockade',
    'hellwig-s190-undeclared',
    'Moves before the declaration are not counted',
    '§190',
    line(1292, 'So long as he has not done so, the fortress shall not be considered blockaded'),
    {
      events: [
        ['move', 300],
        ['declare', 1],
        ['move', 1],
      ],
    },
    { kind: 'holding', movesLeft: 99 },
  ),
  ex(
    'blockade',
    'hellwig-s190-garrison-provisions',
    'A garrison piece fetching provisions delays the surrender by 20 moves',
    '§190',
    line(1293, 'delayed by 20 moves in total'),
    {
      events: [
        ['declare', 1],
        ['move', 90],
        ['resupply', 1],
      ],
    },
    { kind: 'holding', movesLeft: 30 },
  ),
  ex(
    'blockade',
    'hellwig-s190-relief',
    'Each relieving piece lets it hold out 20 moves longer',
    '§190',
    line(1294, 'it can hold out 20 moves longer'),
    {
      events: [
        ['declare', 1],
        ['resupply', 2],
        ['move', 139],
      ],
    },
    { kind: 'holding', movesLeft: 1 },
  ),
  ex(
    'fortress-block',
    'hellwig-s210-fortress-b',
    'The fourth table: the terrain between 40, 745, 49 and 736',
    '§210',
    line(1428, 'the other player finds the terrain between 40, 745, 49, and 736'),
    { sheet: 'B' },
    { count: 160, corners: [40, 49, 736, 745] },
  ),
  ex(
    'fortress-block',
    'hellwig-s210-fortress-c',
    'The fourth table: the terrain between 1578, 873, 1569 and 882',
    '§210',
    line(1428, 'seeks the terrain lying between 1578, 873, 1569, and 882'),
    { sheet: 'C' },
    { count: 160, corners: [873, 882, 1569, 1578] },
  ),
];
