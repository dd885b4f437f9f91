/**
 * Hellwig's worked examples of cutting off (§182–§184; notes §5.9 E108): whether a corps on plate III
 * communicates with another body, and the six moves a declared cut-off corps has to restore it. Kept
 * apart from `HELLWIG_EXAMPLES`, whose rows the board island presets from the first half;
 * `test/rules/hellwig/endgame-examples.test.ts` runs these.
 *
 * The book does not print plate III's terrain: §184 names the river, marsh and mountain squares around
 * terrains F and H, and each row lays exactly those (with the edition's reading of the garbled ranges,
 * said in the row's comment). The corps stands inside the terrain, the other body outside it.
 */
import type { WorkedExample } from '../../types.ts';
import type { BoardSetup, PieceSetup } from '../board.ts';
import type { CommunicationOptions } from '../cutting-off.ts';
import { line, rowsOf } from './row.ts';

/** What a cutting-off row runs through, and its inputs and outcome. */
export interface CuttingOffExampleShapes {
  /**
   * `communication` for player A: whether the corps communicates with the other body, and squares the answer must name
   * (on the path when it does, among the cut squares when not) (§182, §184).
   */
  communication: {
    inputs: { board: BoardSetup; corps: readonly number[]; other: readonly number[]; options?: CommunicationOptions };
    outcome: { communicates: boolean; names?: readonly number[] };
  };
  /** `cutOffOutcome`: the corps's fate from its declaration (if any), its player's own move count and communication. */
  'cut-off': {
    inputs: { declaredAt?: number; ownMoves: number; communicates: boolean };
    outcome:
      { kind: 'undeclared' } | { kind: 'restored' } | { kind: 'counting'; movesLeft: number } | { kind: 'surrenders' };
  };
}
export type CuttingOffExampleKind = keyof CuttingOffExampleShapes;
export type CuttingOffExampleOf<K extends CuttingOffExampleKind> = WorkedExample<
  K,
  CuttingOffExampleShapes[K]['inputs'],
  CuttingOffExampleShapes[K]['outcome']
>;
export type CuttingOffExample = { [K in CuttingOffExampleKind]: CuttingOffExampleOf<K> }[CuttingOffExampleKind];

const ex = rowsOf<CuttingOffExampleShapes>();

/**
 * §184 I's river, "392, 386, 302–4–10", read as the edition's note reads it: 392 to 386 along row 7, then, a corner
 * further on, 302 to 304 along row 6 and up column 10 to 10.
 */
export const RIVER_F: readonly number[] = [
  392, 391, 390, 389, 388, 387, 386, 302, 303, 304, 285, 206, 187, 108, 89, 10,
];

/**
 * §184 III's terrain H: marsh [592, 501, 500] (592 read as 502, beside 501), the river [499, 498–302–304, 285–278–507]
 * along its rows and columns, and the mountain [504]; the defiles 503, 505 and 506 are open ground.
 */
export const H_TERRAIN: NonNullable<BoardSetup['terrain']> = {
  water: [499, 498, 483, 400, 385, 302, 303, 304, 285, 284, 283, 282, 281, 280, 279, 278, 311, 376, 409, 474, 507],
  marsh: [502, 501, 500],
  mountain: [504],
};

/** A corps in terrain F (row 3, column 3), one in H (row 8, column 12), and a body south of H (row 14, column 12). */
const IN_F = 193;
const IN_H = 405;
const SOUTH_OF_H = 699;
/** The defiles of H (§184 III). */
const DEFILES = [506, 505, 503];
const enemyKnights = (squares: readonly number[]): PieceSetup[] =>
  squares.map((square) => ({ square, kind: 'knight', player: 'B' }));

/** The cutting-off examples, in the order of the book. */
export const HELLWIG_CUTTING_OFF_EXAMPLES: readonly CuttingOffExample[] = [
  ex(
    'cut-off',
    'hellwig-s182-six-moves',
    'Still cut off after its six moves: the corps lays down its arms',
    '§182',
    line(1264, 'in 6 moves to be performed by that player, the cut-off corps lays down its arms'),
    { declaredAt: 10, ownMoves: 16, communicates: false },
    { kind: 'surrenders' },
  ),
  ex(
    'cut-off',
    'hellwig-s182-restored',
    'Communication restored within the six moves: the corps is saved',
    '§182',
    line(1264, 'If it is not possible for the player of the cut-off corps to restore the interrupted communication'),
    { declaredAt: 10, ownMoves: 14, communicates: true },
    { kind: 'restored' },
  ),
  ex(
    'cut-off',
    'hellwig-s183-undeclared',
    'Never declared cut off, never captured',
    '§183',
    line(1266, 'to which this has not been expressly declared in advance cannot be captured'),
    { ownMoves: 500, communicates: false },
    { kind: 'undeclared' },
  ),
  ex(
    'communication',
    'hellwig-s184-river-cuts-f',
    'The river cuts terrain F off from G, H and I',
    '§184',
    line(1269, 'cut off from G, H, and I by the river [squares] 392, 386, 302–4–10'),
    { board: { plate: 'III', terrain: { water: RIVER_F } }, corps: [IN_F], other: [IN_H] },
    { communicates: false, names: [392, 386, 302, 10] },
    '"302–4–10" read as 302 to 304 along row 6 and up column 10 to 10',
  ),
  ex(
    'communication',
    'hellwig-s184-bridge-restores',
    'A bridge over the river restores F’s communication',
    '§184',
    line(1269, 'could not use them to restore the communication in 6 turns'),
    { board: { plate: 'III', terrain: { water: RIVER_F }, bridges: [89] }, corps: [IN_F], other: [IN_H] },
    { communicates: true, names: [89] },
    '"302–4–10" read as 302 to 304 along row 6 and up column 10 to 10',
  ),
  ex(
    'communication',
    'hellwig-s184-h-defiles-open',
    'Terrain H communicates through its open defiles',
    '§184',
    line(1271, 'Terrain H is surrounded by marsh [592, 501, 500]'),
    { board: { plate: 'III', terrain: H_TERRAIN }, corps: [IN_H], other: [SOUTH_OF_H] },
    { communicates: true },
    '592 → 502 (592 lies seven squares from 501)',
  ),
  ex(
    'communication',
    'hellwig-s184-h-defiles-held',
    'The enemy holds the defiles 506, 505 and 503: H is cut off',
    '§184',
    line(1271, 'when the defiles [506, 505, and 503] are occupied by the enemy'),
    { board: { plate: 'III', terrain: H_TERRAIN, pieces: enemyKnights(DEFILES) }, corps: [IN_H], other: [SOUTH_OF_H] },
    { communicates: false },
    '592 → 502 (592 lies seven squares from 501)',
  ),
  ex(
    'communication',
    'hellwig-s184-h-defiles-held-squares',
    'Counting held squares only, the occupied defiles are what cuts H off',
    '§184',
    line(1271, 'when the defiles [506, 505, and 503] are occupied by the enemy'),
    {
      board: { plate: 'III', terrain: H_TERRAIN, pieces: enemyKnights(DEFILES) },
      corps: [IN_H],
      other: [SOUTH_OF_H],
      options: { barring: 'occupied' },
    },
    { communicates: false, names: DEFILES },
    '592 → 502 (592 lies seven squares from 501)',
  ),
  ex(
    'communication',
    'hellwig-s184-h-rook-bars',
    'One enemy rook below 506 bars every defile by its reach',
    '§184',
    line(1271, 'cannot be traversed without the troops being captured'),
    {
      board: { plate: 'III', terrain: H_TERRAIN, pieces: [{ square: 573, kind: 'rook', player: 'B' }] },
      corps: [IN_H],
      other: [SOUTH_OF_H],
    },
    { communicates: false, names: [506, 576, 574] },
    '592 → 502 (592 lies seven squares from 501)',
  ),
];
