/**
 * Where Hellwig's exercises stand on plate II: a square the dice choose away from the edge, a square so many
 * steps toward a side (the engine's `offset`), a set-up the engine accepts, and the part of the plate drawn.
 */
import {
  coordsOf,
  createBoard,
  offset,
  plateII,
  squareAt,
  type BoardSetup,
  type Direction,
  type Terrain,
} from '../../rules/hellwig/index.ts';
import { tryRule } from '../../rules/result.ts';
import { windowCovering, type Window } from '../../islands/board/lessons.ts';
import { TERRAIN_WORDS } from '../../islands/board/words.ts';
import type { Rng } from '../random.ts';

/** A square at least `margin` squares from every edge of plate II. */
export function squareAwayFromEdge(rng: Rng, margin: number): number {
  return squareAt(rng.int(margin, plateII.rows - 1 - margin), rng.int(margin, plateII.columns - 1 - margin));
}

/** The square `n` steps from `square` toward `direction`, or undefined beyond the edge. */
export const toward = (square: number, direction: Direction, n = 1): number | undefined => offset(square, direction, n);

/** Whether the engine accepts a set-up as a position (no two things on one square, a device on two squares…). */
export const isPosition = (setup: BoardSetup): boolean => tryRule(() => createBoard(setup)).ok;

/** The part of the plate that shows `squares` with `margin` squares about them, at least five squares a side. */
export function windowAround(squares: readonly number[], margin = 1): Window {
  const first = coordsOf(squares[0] ?? 1);
  const seed: Window = {
    top: Math.max(0, Math.min(first.row - 2, plateII.rows - 5)),
    left: Math.max(0, Math.min(first.col - 2, plateII.columns - 5)),
    rows: 5,
    columns: 5,
  };
  return windowCovering(seed, squares, margin);
}

/** The terrain of a set-up in words, as the board names it: "a red square (mountain) on 297". */
export function terrainWords(setup: BoardSetup): string[] {
  return Object.entries(setup.terrain ?? {}).flatMap(([kind, squares]) =>
    (squares ?? []).map((sq) => `${TERRAIN_WORDS[kind as Terrain]} on ${sq}`),
  );
}
