/**
 * Depots of the second school (§244–§249): established on practicable ground (§245), each feeding the 80 squares
 * around it (§248) and the troops there (§249). `Depots` is a value of its own, made against a board, in the shape a
 * `BoardSetup` may one day carry. Establishing, ruining and taking a depot and the counts of moves they set are
 * `depotRuin.ts`; how a depot communicates with the main magazine is `supply.ts` and `magazine.ts`.
 */
import { RuleError, describeValue, oneOf } from '../errors.ts';
import { fieldOf, listOf, objectOf } from '../checks.ts';
import { gunOn, readBoard, terrainOn, type Board } from './board.ts';
import { atOn, coordsOn, squareOn, type Square, plateCalled } from './grid.ts';
import { PLAYERS, type PlateName, type Player } from './types.ts';

/** "The 80 squares immediately adjacent to it": a depot feeds four squares every way (§248, l.1620). /hellwig/s248/ */
export const DEPOT_REACH = 4;
/**
 * The depot's square and the squares about it within `DEPOT_REACH`, away from the plate's edges: 81 (§248).
 * /hellwig/s248/
 */
export const DEPOT_FIELD_SQUARES = (2 * DEPOT_REACH + 1) ** 2;
/** A depot: its square and the player it feeds (§244). /hellwig/s244/ */
export interface Depot {
  readonly square: Square;
  readonly owner: Player;
}

/** A depot as plain data, as a `BoardSetup` could list it (§244). /hellwig/s244/ */
export interface DepotSetup {
  readonly square: number;
  readonly owner: Player;
}

/** The depots on a plate, by square (§244, §247: as many as one wishes). /hellwig/s247/ */
export interface Depots {
  readonly plate: PlateName;
  readonly depots: ReadonlyMap<Square, Depot>;
}

const made = new WeakSet<object>();

/** Seal a checked set of depots: only this module and depotRuin.ts make them. */
export function seal(value: Depots): Depots {
  made.add(value);
  return Object.freeze(value);
}

/** The depots, if made by createDepots or a change of them, on the board's plate. */
export function checkDepots(board: Board, value: unknown): Depots {
  if (typeof value !== 'object' || value === null || !made.has(value))
    throw new RuleError('BAD_INPUT', `depots must be made by createDepots; received ${describeValue(value)}`);
  const d = value as Depots;
  if (d.plate !== board.grid.name)
    throw new RuleError(
      'BAD_INPUT',
      `the depots are on ${plateCalled(d.plate)}; the board is on ${plateCalled(board.grid.name)}`,
    );
  return d;
}

/**
 * Whether a depot may lie on a square's ground: white, black or a building, not water even under a
 * bridge (§245, l.1614); pieces and boards standing there do not prevent it, a gun's square does (§46).
 */
export function depotGround(board: Board, square: Square): boolean {
  const t = terrainOn(board, square);
  return (t === 'open' || t === 'building') && !gunOn(board, square);
}

/** Check depots against a board (§244, §245): practicable land, one depot a square. /hellwig/s245/ */
export function createDepots(board: Board, setup: readonly DepotSetup[] = []): Depots {
  const b = readBoard(board);
  const depots = new Map<Square, Depot>();
  for (const [i, value] of listOf('setup', setup).entries()) {
    const name = `setup[${i}]`;
    const v = objectOf(name, value, 'a depot');
    const square = squareOn(fieldOf(name, v, 'square'), b.grid, `${name}.square`);
    const owner = oneOf(`${name}.owner`, fieldOf(name, v, 'owner'), PLAYERS);
    if (!depotGround(b, square))
      throw new RuleError(
        'BLOCKED',
        `a depot lies on white, black or building ground (§245); ${square} is ${gunOn(b, square) ? 'a gun square' : terrainOn(b, square)}`,
      );
    if (depots.has(square)) throw new RuleError('OVERLAP', `square ${square} already has a depot`);
    depots.set(square, { square, owner });
  }
  return seal({ plate: b.grid.name, depots });
}

function fieldOn(board: Board, square: Square): Square[] {
  const { row, col } = coordsOn(square, board.grid);
  const out: Square[] = [];
  for (let dr = -DEPOT_REACH; dr <= DEPOT_REACH; dr++)
    for (let dc = -DEPOT_REACH; dc <= DEPOT_REACH; dc++) {
      const s = atOn(row + dr, col + dc, board.grid);
      if (s !== undefined) out.push(s);
    }
  return out.sort((a, b) => a - b);
}

/**
 * A depot's field of effect: its square and the 80 around it, the 9 × 9 block, clipped at the edge
 * of the plate (§248, l.1620: 818 gives the square bounded by 1010, 1018, 618 and 626). /hellwig/s248/
 */
export function depotField(board: Board, square: number): readonly Square[] {
  const b = readBoard(board);
  return fieldOn(b, squareOn(square, b.grid));
}

/**
 * Whether troops of a player on a square are fed: it lies in the field of one of his depots (§248,
 * §249; the fortress, his main magazine, is not a depot, §243). /hellwig/s249/
 */
export function isSupplied(board: Board, depots: Depots, player: Player, square: number): boolean {
  const b = readBoard(board);
  const d = checkDepots(b, depots);
  const p = oneOf('player', player, PLAYERS);
  const sq = squareOn(square, b.grid);
  return [...d.depots.values()].some((x) => x.owner === p && fieldOn(b, x.square).includes(sq));
}
