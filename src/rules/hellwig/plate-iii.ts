/**
 * Plate III's geometry and the four-player game's order beyond the numbering (§210, §222–§231): the
 * 180° turn that lets one set-up table serve both players, the dividing surface with the half a
 * square lies on and who may move what across it, and the rotation of moves among four players.
 */
import { RuleError, oneOf, wholeNumber } from '../errors.ts';
import { listOf } from '../checks.ts';
import { atOn, coordsOn, plateIII, squareOn, type Square } from './grid.ts';

/** The row of plate III that halves it lengthwise, squares 785 to 833 (§222, l.1534). /hellwig/s222/ */
export const DIVIDING_ROW = (plateIII.rows - 1) / 2;

/** Where a square lies by the dividing surface: above it (side AB), on it, or below it (side CD) (§222). */
export type DivideSide = 'AB' | 'dividing' | 'CD';

/** The squares of the dividing surface, 785 to 833, from side AC to side BD (§222, l.1534). /hellwig/s222/ */
export function dividingSurface(): readonly Square[] {
  return Array.from({ length: plateIII.columns }, (_, col) => atOn(DIVIDING_ROW, col, plateIII) as Square);
}

/**
 * The half of plate III a square lies on (§222, §223: pieces on the dividing surface may be moved by
 * either ally); throws OFF_BOARD for a number that is not a square of plate III. /hellwig/s223/
 */
export function sideOfDivide(square: number): DivideSide {
  return sideOn(squareOn(square, plateIII));
}

function sideOn(square: Square): DivideSide {
  const { row } = coordsOn(square, plateIII);
  return row < DIVIDING_ROW ? 'AB' : row > DIVIDING_ROW ? 'CD' : 'dividing';
}

/**
 * The square a square becomes when plate III is turned through 180° (§210, l.1428: each corner of a
 * set-up table carries one number for each player, e.g. 1578 and 40); throws OFF_BOARD off the plate.
 * /hellwig/s210/
 */
export function turnedSquare(square: number): Square {
  const { row, col } = coordsOn(squareOn(square, plateIII), plateIII);
  return atOn(plateIII.rows - 1 - row, plateIII.columns - 1 - col, plateIII) as Square;
}

/** The half of plate III a player of the four-player game commands on, side AB or side CD, by lot (§222). */
export const HALVES = ['AB', 'CD'] as const;
export type Half = (typeof HALVES)[number];

/**
 * Whether the player commanding on `half` may move a piece, machine or rectangle on `squares` (§223:
 * not on the far side; on the dividing surface, either ally; §224: his own side, even across; §225: a
 * rectangle partly on the dividing surface, either ally). /hellwig/s223/
 */
export function mayMoveAcross(half: Half, squares: readonly number[]): boolean {
  const h = oneOf('half', half, HALVES);
  const sides = listOf('squares', squares, 1).map((n, i) => sideOn(squareOn(n, plateIII, `squares[${i}]`)));
  return sides.includes('dividing') || sides.every((s) => s === h);
}

/** The four players: field marshals AA and BB, and their generals A and B (§219). /hellwig/s219/ */
export const FOUR_PLAYERS = ['AA', 'A', 'BB', 'B'] as const;
export type FourPlayer = (typeof FOUR_PLAYERS)[number];

const ALLY: { readonly [P in FourPlayer]: FourPlayer } = { AA: 'A', A: 'AA', BB: 'B', B: 'BB' };
const OPPONENT: { readonly [P in FourPlayer]: FourPlayer } = { AA: 'BB', BB: 'AA', A: 'B', B: 'A' };

/** Who moves next once the four players move in rotation, and who must first take back a move (§229, §231). */
export interface RotationStep {
  /** The ally who moved last, right after his ally, and takes his move back (§231 I), if any. */
  readonly takeBack: FourPlayer | undefined;
  readonly next: FourPlayer;
}

/**
 * The next mover when the four players move in rotation, allies never one after the other (§229),
 * given the last two movers (§231): after two opponents, the ally of the earlier; after two allies,
 * the later takes his move back and the earlier's opponent moves. /hellwig/s229/
 */
export function rotationAfter(previous: FourPlayer, last: FourPlayer): RotationStep {
  const p = oneOf('previous', previous, FOUR_PLAYERS);
  const l = oneOf('last', last, FOUR_PLAYERS);
  if (l === p)
    throw new RuleError(
      'BAD_INPUT',
      `last must be another player than previous, since no one moves twice running (§227); received ${l} twice`,
    );
  return ALLY[p] === l ? { takeBack: l, next: OPPONENT[p] } : { takeBack: undefined, next: ALLY[p] };
}

/** Who takes a move back, and the movers that follow in rotation (§229, §231). */
export interface RotationOrder {
  readonly takeBack: FourPlayer | undefined;
  readonly order: readonly FourPlayer[];
}

/**
 * The next `count` movers once the four players move in rotation (§229, §231), after `previous` and `last`: when the
 * later of two allies takes his move back, the rotation goes on from the earlier's move. /hellwig/s231/
 */
export function rotationOrder(previous: FourPlayer, last: FourPlayer, count: number): RotationOrder {
  const n = wholeNumber('count', count, 1, 64);
  const first = rotationAfter(previous, last);
  const order: FourPlayer[] = [first.next];
  let [p, l] = [first.takeBack === undefined ? last : previous, first.next];
  while (order.length < n) {
    const next = rotationAfter(p, l).next;
    order.push(next);
    [p, l] = [l, next];
  }
  return { takeBack: first.takeBack, order };
}
