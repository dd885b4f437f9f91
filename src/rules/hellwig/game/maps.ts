/**
 * The maps a game of Hellwig's is played on (§22, §186, §197): plate II, the book's example plate,
 * as the edition's games have used it; the edition's reconstruction of plate III, the playing plan,
 * with the two fortresses of §187 and §210; or an empty plate, with no terrain, of any size in
 * EMPTY_PLATE_SIZES (8 to 60 rows and columns), numbered row by row from corner A as plate II is (§22),
 * for the readers to paint. An empty plate of plate II's or plate III's size is that plate's grid, its
 * fortresses where the edition has them on the plate; on any other the edition puts each player's
 * fortress centre in the middle of his back row, as on plate II.
 */
import { RuleError, describeValue } from '../../errors.ts';
import type { BoardSetup } from '../board.ts';
import { FORTRESSES } from '../fortress.ts';
import { EMPTY_PLATE_SIZES, gridOf, gridOfSize, plateII, plateIII, squareAt, type Grid } from '../grid.ts';
import { plateIIISetupTerrain } from '../plate-iii-terrain.ts';
import type { Player } from '../types.ts';

/** A map: its plate, its terrain, where the starting layouts go on it, and each player's fortress centre (§187). */
export interface GameMap {
  /** As the notation's header writes it: `II`, `III`, `empty 20x30` (rows × columns). */
  readonly id: string;
  readonly title: string;
  /** What the map is, and whose it is: the book's, or the edition's. */
  readonly description: string;
  readonly grid: Grid;
  readonly terrain: NonNullable<BoardSetup['terrain']>;
  /** Rows down and columns right from where the layouts are drawn on plate II, to where they stand on this map. */
  readonly offset: readonly [number, number];
  readonly fortress: { readonly [P in Player]: number };
}

/**
 * The middle of each back row (§187: plate II and an empty plate have no fortress in the book, so the edition's):
 * A's on the foot row, B's its half-turn on the top row.
 */
function backRowMiddles(grid: Grid): GameMap['fortress'] {
  const col = Math.floor((grid.columns - 1) / 2);
  return { A: squareAt(grid.rows - 1, col, grid), B: squareAt(0, grid.columns - 1 - col, grid) };
}

/** Plate II's fortress centres in the edition's games: the middle of each back row (plate II has none, §187). */
const PLATE_II_FORTRESS = backRowMiddles(plateII);

/** Where the layouts stand on plate III: clear of the river on row 27 and of the hills on rows 1–4 (§§24–29). */
const PLATE_III_OFFSET = [2, 7] as const;

/** Plate III's: A, at the foot, holds sheet C's fortress, and B sheet B's (§186, §187, §210). */
const PLATE_III_FORTRESS = { A: FORTRESSES.C.centre, B: FORTRESSES.B.centre } as const;

/**
 * Where the layouts drawn on plate II go on an empty plate of `rows` × `columns` (§191, §201): each army as far from
 * its back row as on plate II, and centred across the plate (to half a square). Rows down, columns right.
 */
export function emptyOffset(rows: number, columns: number): GameMap['offset'] {
  return [rows - plateII.rows, Math.floor((columns - plateII.columns) / 2)];
}

/**
 * An empty plate of a grid's size, without terrain: the fortress centres where plate III has them on its size, else
 * in the middle of each back row as on plate II (§187, the edition's); the layouts placed as on the plate of that size,
 * else centred (`emptyOffset`).
 */
function emptyOf(grid: Grid): GameMap {
  const { rows, columns, name } = grid;
  const iii = grid === plateIII;
  return {
    id: `empty ${rows}x${columns}`,
    title: `An empty plate of ${rows} × ${columns} squares`,
    description:
      `An empty plate of ${rows} rows and ${columns} columns, without terrain, numbered ` +
      `${name.includes('x') ? 'row by row from corner A (§22)' : `as plate ${name}`}. The edition puts the ` +
      `fortress centres ${iii ? 'where plate III has them (§187, §210)' : 'in the middle of each back row (§187)'}.`,
    grid,
    terrain: {},
    offset: iii ? PLATE_III_OFFSET : emptyOffset(rows, columns),
    fortress: iii ? PLATE_III_FORTRESS : backRowMiddles(grid),
  };
}

/**
 * The maps of the game, plate II first (§22, §186, §197); an empty plate of another size is `emptyMap`'s.
 * /hellwig/s197/
 */
export const MAPS: readonly GameMap[] = [
  {
    id: 'II',
    title: 'Plate II, the book’s example plate',
    description:
      'Plate II has no fortress in the book: the edition puts each player’s fortress centre in the middle of his ' +
      'back row.',
    grid: plateII,
    terrain: {},
    offset: [0, 0],
    fortress: PLATE_II_FORTRESS,
  },
  {
    id: 'III',
    title: 'Plate III, the edition’s reconstruction',
    description:
      'Plate III’s terrain as the edition reconstructs it from the §§ that name its squares; squares the text is ' +
      'silent on are drawn as unknown and played as open ground. The fortresses are the book’s (§187, §210): A ' +
      'holds the one at corner C, B the one at corner B.',
    grid: plateIII,
    terrain: /* @__PURE__ */ plateIIISetupTerrain(),
    offset: PLATE_III_OFFSET,
    fortress: PLATE_III_FORTRESS,
  },
  /* @__PURE__ */ emptyOf(plateIII),
  /* @__PURE__ */ emptyOf(plateII),
];

/** The empty plates of other sizes made so far, each once (so a game's map is the same object when read again). */
const EMPTY = new Map<Grid, GameMap>();

/**
 * The empty plate of `rows` × `columns` squares, without terrain (§22): any size in EMPTY_PLATE_SIZES, numbered row by
 * row from corner A as plate II; the edition's fortress centres in the middle of each back row (§187, as on plate II),
 * and the starting layouts centred on it. Plate II's and plate III's sizes give those plates' grids (the maps
 * `empty 31x22` and `empty 33x49`). The same size is the same map every call. Any other size is refused naming `rows`
 * or `columns` and the range. /hellwig/s22/
 */
export function emptyMap(rows: number, columns: number): GameMap {
  const grid = gridOfSize(rows, columns);
  const own = MAPS.find((m) => m.id.startsWith('empty') && m.grid === grid);
  if (own) return own;
  let map = EMPTY.get(grid);
  if (map === undefined) {
    map = emptyOf(grid);
    EMPTY.set(grid, map);
  }
  return map;
}

/**
 * The map of an id as the notation writes it (§197): `II`, `III`, or `empty 20x30` (rows × columns, `×` too); BAD_INPUT
 * naming the maps for any other; an empty plate's size outside EMPTY_PLATE_SIZES is refused with the range.
 * /hellwig/s197/
 */
export function mapOf(id: unknown): GameMap {
  const map = MAPS.find((m) => m.id === id);
  if (map) return map;
  const empty = typeof id === 'string' ? /^empty\s+(\d{1,6})\s*[x×]\s*(\d{1,6})$/.exec(id) : null;
  if (empty) {
    const grid = gridOf(`${Number(empty[1])}x${Number(empty[2])}`, 'map');
    return emptyMap(grid.rows, grid.columns);
  }
  const { rows: r, columns: c } = EMPTY_PLATE_SIZES;
  throw new RuleError(
    'BAD_INPUT',
    `map must be II, III or empty RxC (${r.min}–${r.max} rows, ${c.min}–${c.max} columns); received ` +
      `${describeValue(id)}`,
  );
}
