/**
 * Which plate the board shows, and what plate III brings with it: the board's grid is the one its
 * set-up names (plate II unless `plate: 'III'`), plate III starts with the terrain the text names
 * (the engine's reconstruction, plate-iii-terrain.ts), and the address carries only what differs
 * from that reconstruction, so a shared plate III position stays short.
 *
 * The reconstruction itself, its words and its controls come in a kit (`PlateKit`, kit.tsx) that
 * only the board page's island brings, as it brings predict-then-reveal: the small boards beside
 * the §§ show plate II only and load none of it.
 */
import type { JSX } from 'preact';
import {
  gridOf,
  terrainAt,
  type Board,
  type BoardSetup,
  type Grid,
  type BookPlate,
  type Square,
  type Terrain,
} from '../../../rules/hellwig/index.ts';
import type { Window } from '../lessons.ts';
import type { EndgameLesson } from '../endgame/lessons.ts';
import type { BoardState } from '../state.ts';

/** Terrain lists as a set-up carries them. */
export type TerrainLists = { readonly [T in Exclude<Terrain, 'open'>]?: readonly number[] };

/** What the text says of a square of plate III: its terrain, and the §§ in words (status line) and short (title). */
export interface SquareKnown {
  readonly terrain: (sq: number) => Terrain | 'unknown';
  readonly words: (sq: number) => string;
  readonly title: (sq: number) => string | undefined;
}

/** What the board page brings for plate III: the reconstruction, what is known of each square, and the controls. */
export interface PlateKit {
  /** The impassable squares and buildings the text names, as a set-up's terrain. */
  readonly reconstruction: TerrainLists;
  readonly known: SquareKnown;
  readonly Choice: (props: {
    readonly id: string;
    readonly plate: BookPlate;
    readonly mounted: boolean;
    readonly onChoose: (plate: BookPlate) => void;
  }) => JSX.Element;
  readonly Key: (props: { readonly id: string }) => JSX.Element;
  /** What plate III's fixed works add to the drawing and the status line: its two fortresses (§186, §187, §190). */
  readonly Layer: (props: {
    readonly corner: (square: number) => readonly [number, number] | undefined;
  }) => JSX.Element | null;
  readonly squareWords: (square: number) => string;
  /** §199's territory line on the drawing, and what of it is printed and what reconstructed, in words. */
  readonly Territory: (props: {
    readonly corner: (square: number) => readonly [number, number] | undefined;
  }) => JSX.Element | null;
  readonly territoryWords: () => string;
  /** The answer to an example of cutting off, the fortress or plate III (all on plate III), for the board. */
  readonly answer: (lesson: EndgameLesson, board: Board) => JSX.Element;
}

/** The grid a set-up stands on: plate II unless it says plate III. */
export function gridOfSetup(setup: BoardSetup): Grid {
  return gridOf(setup.plate ?? 'II');
}

/** The whole of a plate, as a window. */
export function wholePlate(grid: Grid): Window {
  return { top: 0, left: 0, rows: grid.rows, columns: grid.columns };
}

/** A set-up's terrain with plate III's reconstruction under it (a square painted by hand keeps its paint). */
export function withReconstruction(base: TerrainLists, terrain: TerrainLists = {}): TerrainLists {
  const painted = new Set(Object.values(terrain).flat());
  const out: Record<string, number[]> = {};
  for (const [kind, list] of Object.entries(base))
    out[kind] = [...list.filter((n) => !painted.has(n)), ...(terrain[kind as keyof TerrainLists] ?? [])];
  for (const [kind, list] of Object.entries(terrain)) if (!(kind in out)) out[kind] = [...list];
  return out;
}

/** The terrain a set-up adds to plate III's reconstruction: what the address must carry. */
export function beyondReconstruction(base: TerrainLists, terrain: TerrainLists = {}): TerrainLists {
  const out: Record<string, readonly number[]> = {};
  for (const [kind, list] of Object.entries(terrain)) {
    const known = new Set(base[kind as keyof TerrainLists]);
    const extra = list.filter((n) => !known.has(n));
    if (extra.length) out[kind] = extra;
  }
  return out;
}

/** An empty board on a plate: plate III with the terrain the text names. */
export function emptyOn(plate: BookPlate, base: TerrainLists = {}): BoardState {
  return plate === 'II'
    ? { setup: {}, showMoves: false }
    : { setup: { plate: 'III', terrain: withReconstruction(base) }, showMoves: false };
}

/**
 * The terrain a square is drawn with: the engine's, except that a square of plate III the text never describes is
 * `unknown` (drawn apart, never as open ground) unless the reader painted it.
 */
export function shownTerrain(board: Board, sq: Square, known: SquareKnown | undefined): Terrain | 'unknown' {
  const t = terrainAt(board, sq);
  return known && board.grid.name === 'III' && t === 'open' ? (known.terrain(sq) === 'unknown' ? 'unknown' : t) : t;
}
