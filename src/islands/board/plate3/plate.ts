/**
 * Which plate the board shows, and what plate III brings with it: the board's grid is the one its
 * set-up names (plate II unless `plate: 'III'`), plate III starts with the terrain the text names
 * (the engine's reconstruction, plate-iii-terrain.ts), and the address carries only what differs
 * from that reconstruction, so a shared plate III position stays short.
 */
import {
  gridOf,
  plateIIISetupTerrain,
  plateIIITerrain,
  terrainAt,
  type Board,
  type BoardSetup,
  type Grid,
  type PlateName,
  type Square,
  type Terrain,
} from '../../../rules/hellwig/index.ts';
import type { Window } from '../lessons.ts';
import type { BoardState } from '../state.ts';

/** The grid a set-up stands on: plate II unless it says plate III. */
export function gridOfSetup(setup: BoardSetup): Grid {
  return gridOf(setup.plate ?? 'II');
}

/** The whole of a plate, as a window. */
export function wholePlate(grid: Grid): Window {
  return { top: 0, left: 0, rows: grid.rows, columns: grid.columns };
}

type TerrainLists = { readonly [T in Exclude<Terrain, 'open'>]?: readonly number[] };

/** The terrain of a set-up with plate III's reconstruction under it (a square painted by hand keeps its paint). */
export function withReconstruction(terrain: TerrainLists = {}): TerrainLists {
  const painted = new Set(Object.values(terrain).flat());
  const out: Record<string, number[]> = {};
  for (const [kind, list] of Object.entries(plateIIISetupTerrain()))
    out[kind] = [...list.filter((n) => !painted.has(n)), ...(terrain[kind as keyof TerrainLists] ?? [])];
  return out;
}

/** The terrain a set-up adds to plate III's reconstruction: what the address must carry. */
export function beyondReconstruction(terrain: TerrainLists = {}): TerrainLists {
  const base = plateIIISetupTerrain();
  const out: Record<string, readonly number[]> = {};
  for (const [kind, list] of Object.entries(terrain)) {
    const known = new Set(base[kind as keyof typeof base]);
    const extra = list.filter((n) => !known.has(n));
    if (extra.length) out[kind] = extra;
  }
  return out;
}

/** An empty board on a plate: plate III with the terrain the text names. */
export function emptyOn(plate: PlateName): BoardState {
  return plate === 'II'
    ? { setup: {}, showMoves: false }
    : { setup: { plate: 'III', terrain: withReconstruction() }, showMoves: false };
}

/**
 * The terrain a square is drawn with: the engine's, except that a square of plate III the text never describes is
 * `unknown` (drawn apart, never as open ground) unless the reader painted it.
 */
export function shownTerrain(board: Board, sq: Square): Terrain | 'unknown' {
  const t = terrainAt(board, sq);
  return board.grid.name === 'III' && t === 'open' && plateIIITerrain(sq).terrain === 'unknown' ? 'unknown' : t;
}
