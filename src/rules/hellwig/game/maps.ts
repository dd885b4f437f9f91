/**
 * The maps a game of Hellwig's is played on (§22, §186, §197): plate II, the book's example plate,
 * as the edition's games have used it; the edition's reconstruction of plate III, the playing plan,
 * with the two fortresses of §187 and §210; or an empty plate, with no terrain, of any size the
 * engine's grids allow: those of the two plates, 31 × 22 and 33 × 49 (§22, §197). On an empty plate
 * the edition places the fortresses where it has them on the plate of that size.
 */
import { RuleError, describeValue } from '../../errors.ts';
import type { BoardSetup } from '../board.ts';
import { FORTRESSES } from '../fortress.ts';
import { plateII, plateIII, squareAt, type Grid } from '../grid.ts';
import { plateIIISetupTerrain } from '../plate-iii-terrain.ts';
import type { Player } from '../types.ts';

/** A map: its plate, its terrain, where the starting layouts go on it, and each player's fortress centre (§187). */
export interface GameMap {
  /** As the notation's header writes it: `II`, `III`, `empty 33x49` (rows × columns). */
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

/** Plate II's fortress centres in the edition's games: the middle of each back row (plate II has none, §187). */
const PLATE_II_FORTRESS = { A: squareAt(30, 10, plateII), B: squareAt(0, 11, plateII) } as const;

/** Plate III's: A, at the foot, holds sheet C's fortress, and B sheet B's (§186, §187, §210). */
const PLATE_III_FORTRESS = { A: FORTRESSES.C.centre, B: FORTRESSES.B.centre } as const;

/** An empty plate of a grid's size: no terrain, the fortresses where the edition has them on that plate. */
function emptyOf(grid: Grid, fortress: GameMap['fortress'], offset: GameMap['offset'], where: string): GameMap {
  return {
    id: `empty ${grid.rows}x${grid.columns}`,
    title: `An empty plate of ${grid.rows} × ${grid.columns} squares`,
    description: `An empty plate of plate ${grid.name}’s size (${grid.rows} rows, ${grid.columns} columns), without terrain. The edition picks the fortress centres as on plate ${grid.name}: ${where}.`,
    grid,
    terrain: {},
    offset,
    fortress,
  };
}

/** The maps of the game, plate II first (§22, §186, §197). /hellwig/s197/ */
export const MAPS: readonly GameMap[] = [
  {
    id: 'II',
    title: 'Plate II, the book’s example plate',
    description:
      'Plate II has no fortress in the book: the edition puts each player’s fortress centre in the middle of his back row.',
    grid: plateII,
    terrain: {},
    offset: [0, 0],
    fortress: PLATE_II_FORTRESS,
  },
  {
    id: 'III',
    title: 'Plate III, the edition’s reconstruction',
    description:
      'Plate III’s terrain as the edition reconstructs it from the §§ that name its squares; squares the text is silent on are drawn as unknown and played as open ground. The fortresses are the book’s (§187, §210): A holds the one at corner C, B the one at corner B.',
    grid: plateIII,
    terrain: /* @__PURE__ */ plateIIISetupTerrain(),
    // Clear of the river on row 27 and of the hills on rows 1–4 (§§24–29).
    offset: [2, 7],
    fortress: PLATE_III_FORTRESS,
  },
  emptyOf(plateIII, PLATE_III_FORTRESS, [2, 7], 'square 1372 for A, 246 for B (§187, §210)'),
  emptyOf(plateII, PLATE_II_FORTRESS, [0, 0], 'the middle of each back row'),
];

/** The sizes an empty plate may have, rows × columns: those the engine's grids allow (§22, §197). */
const EMPTY_SIZES = MAPS.filter((m) => m.id.startsWith('empty')).map((m) => m.id.slice('empty '.length));

/**
 * The empty plate of `rows` × `columns` squares (§22, §197): BAD_INPUT naming the sizes the engine's grids allow
 * (31 × 22, 33 × 49) for any other. /hellwig/s197/
 */
export function emptyMap(rows: unknown, columns: unknown): GameMap {
  const map =
    typeof rows === 'number' && typeof columns === 'number'
      ? MAPS.find((m) => m.id === `empty ${rows}x${columns}`)
      : undefined;
  if (map) return map;
  throw new RuleError(
    'BAD_INPUT',
    `rows × columns of an empty plate must be one the engine's grids allow, ${EMPTY_SIZES.join(' or ')} (plate II's or plate III's, §22, §197); received ${describeValue(rows)} × ${describeValue(columns)}`,
  );
}

/** The map of an id as the notation writes it (§197); BAD_INPUT naming the maps for any other. /hellwig/s197/ */
export function mapOf(id: unknown): GameMap {
  const map = MAPS.find((m) => m.id === id);
  if (map) return map;
  const empty = typeof id === 'string' ? /^empty\s+(\d+)\s*[x×]\s*(\d+)$/.exec(id) : null;
  if (empty) return emptyMap(Number(empty[1]), Number(empty[2]));
  throw new RuleError(
    'BAD_INPUT',
    `map must be one of ${MAPS.map((m) => m.id).join(', ')}; received ${describeValue(id)}`,
  );
}
