/**
 * The pieces' elementary steps (§36–§38, §172): the four straight and four diagonal directions, the knight's eight
 * leaps, the pawn's two capturing squares ahead of its front and its quarter-turns, and the knight's practicable
 * connecting square.
 */
import { RuleError, oneOf } from '../errors.ts';
import { gunOn, practicableOn, type Board } from './board.ts';
import { readBoard } from './boardSetup.ts';
import {
  atOn,
  coordsOn,
  DIRECTION_STEP,
  readGrid,
  squareOn,
  turn,
  type Coords,
  type Grid,
  type Square,
} from './grid.ts';
import {
  DIRECTIONS,
  KNIGHT_PASSAGE_READINGS,
  PAWN_TURNS,
  type Direction,
  type KnightPassageReading,
  type PawnTurn,
} from './types.ts';

/** The four straight steps, along rows and columns: the rook's lines and the pawn's steps (§33, §36). */
export const ORTHOGONAL: readonly Coords[] = [
  DIRECTION_STEP.AB,
  DIRECTION_STEP.BD,
  DIRECTION_STEP.CD,
  DIRECTION_STEP.AC,
];
/** The four diagonal steps: the bishop's lines and the pawn's captures (§33, §38). */
export const DIAGONAL: readonly Coords[] = [
  { row: -1, col: -1 },
  { row: -1, col: 1 },
  { row: 1, col: 1 },
  { row: 1, col: -1 },
];
/** The knight's eight leaps (§172). */
export const KNIGHT_JUMPS: readonly Coords[] = [
  { row: -2, col: -1 },
  { row: -2, col: 1 },
  { row: -1, col: 2 },
  { row: 1, col: 2 },
  { row: 2, col: 1 },
  { row: 2, col: -1 },
  { row: 1, col: -2 },
  { row: -1, col: -2 },
];

/** The square `k` steps of `d` from `square`, if it is on the plate. */
export function shift(square: Square, d: Coords, grid: Grid, k = 1): Square | undefined {
  const c = coordsOn(square, grid);
  return atOn(c.row + d.row * k, c.col + d.col * k, grid);
}

/** The two squares a pawn captures on: diagonally ahead of its front (§36, §38). /hellwig/s38/ */
export function frontDiagonals(square: number, facing: Direction, grid: Grid): Square[] {
  const g = readGrid(grid);
  return diagonalsOn(squareOn(square, g), oneOf('facing', facing, DIRECTIONS), g);
}

/** `frontDiagonals` of a checked square and front. */
export function diagonalsOn(sq: Square, facing: Direction, grid: Grid): Square[] {
  const ahead = DIRECTION_STEP[facing];
  const side = DIRECTION_STEP[turn(facing, 1)];
  return [-1, 1]
    .map((s) => shift(sq, { row: ahead.row + s * side.row, col: ahead.col + s * side.col }, grid))
    .filter((s): s is Square => s !== undefined)
    .sort((a, b) => a - b);
}

/** A pawn's front after a quarter-turn on its square (§37, §38 a–b): left is anticlockwise. /hellwig/s38/ */
export function turnPawn(facing: Direction, side: PawnTurn): Direction {
  return turn(oneOf('facing', facing, DIRECTIONS), oneOf('side', side, PAWN_TURNS) === 'right' ? 1 : -1);
}

/**
 * Whether a knight's leap is "immediately connected … by means of a practicable square" (§172):
 * of the two squares next to both ends, at least one must be practicable (a bridge counts; A9
 * decides whether a gun cube blocks). /hellwig/s172/
 */
export function knightConnects(
  board: Board,
  from: Square,
  to: Square,
  passage: KnightPassageReading = 'terrain-and-guns',
): boolean {
  const b0 = readBoard(board);
  const a = coordsOn(squareOn(from, b0.grid, 'from'), b0.grid);
  const b = coordsOn(squareOn(to, b0.grid, 'to'), b0.grid);
  if (Math.abs((b.row - a.row) * (b.col - a.col)) !== 2) {
    throw new RuleError('BAD_INPUT', `to must be a knight's leap from ${from} (§172); received ${to}`);
  }
  return connects(b0, from, to, oneOf('passage', passage, KNIGHT_PASSAGE_READINGS));
}

/** `knightConnects` on a checked board, a knight's leap and a reading. */
export function connects(board: Board, from: Square, to: Square, passage: KnightPassageReading): boolean {
  const a = coordsOn(from, board.grid);
  const b = coordsOn(to, board.grid);
  const dr = b.row - a.row;
  const dc = b.col - a.col;
  const sr = Math.sign(dr);
  const sc = Math.sign(dc);
  const links =
    Math.abs(dr) === 2
      ? [atOn(a.row + sr, a.col, board.grid), atOn(a.row + sr, a.col + dc, board.grid)]
      : [atOn(a.row, a.col + sc, board.grid), atOn(a.row + dr, a.col + sc, board.grid)];
  // A breastwork is impassable "just like any other impassable position" (§134c), so it stands with the gun cube.
  return links.some(
    (s) =>
      s !== undefined &&
      practicableOn(board, s) &&
      (passage === 'terrain-only' || (!gunOn(board, s) && !board.entrenched?.has(s))),
  );
}
