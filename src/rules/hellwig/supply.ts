/**
 * Communication of a depot with the main magazine, the fortress (§243, §255–§259): by land past
 * every square an enemy piece could occupy with its next move or enemy artillery sweeps (§258), by
 * river up to a bridge the enemy masters or his field of effect (§257), the two mixed as the country
 * allows (§256). If both are cut, the troops it feeds have three moves (§259, `supplyDeadline`).
 */
import { RuleError, oneOf } from '../errors.ts';
import { fieldOf, listOf, objectOf } from '../checks.ts';
import { computeField } from './artillery.ts';
import { gunOn, readBoard, terrainOn, type Board } from './board.ts';
import { controllerOf, isEffective } from './combined.ts';
import { otherPlayer } from './defence.ts';
import { atOn, coordsOn, squareOn, type Square } from './grid.ts';
import { pieceMoves, type PieceOptions } from './pieces.ts';
import { PLAYERS, type Player } from './types.ts';

/** Why supply cannot pass a square (§257, §258). /hellwig/s258/ */
export type SupplyBar = 'enemy-piece' | 'enemy-reach' | 'enemy-artillery' | 'enemy-bridge' | 'impassable';

/** A square the supply of a player cannot pass, and why (§257, §258). /hellwig/s258/ */
export interface BarredSquare {
  readonly square: Square;
  readonly reason: SupplyBar;
}

/** Readings and the state a supply question needs beyond the board (§257). */
export interface SupplyOptions {
  /** Laid bridges the enemy is master of: he can ruin them (§257, l.1642). The caller knows the network. */
  readonly enemyBridges?: readonly number[];
  readonly pieces?: PieceOptions;
}

interface Bars {
  readonly land: Map<Square, SupplyBar>;
  readonly enemyBridges: ReadonlySet<Square>;
}

function barsOn(board: Board, player: Player, options: unknown): Bars {
  const o = objectOf('options', options);
  const given = fieldOf('options', o, 'pieces');
  const pieces = (given === undefined ? {} : objectOf('options.pieces', given)) as PieceOptions;
  const enemyBridges = new Set(
    listOf('options.enemyBridges', fieldOf('options', o, 'enemyBridges') ?? []).map((v, i) =>
      squareOn(v, board.grid, `options.enemyBridges[${i}]`),
    ),
  );
  for (const s of enemyBridges)
    if (!board.bridges.has(s))
      throw new RuleError('BAD_INPUT', `an enemy bridge is a laid bridge on the board (§257); ${s} has none`);
  const enemy = otherPlayer(player);
  const land = new Map<Square, SupplyBar>();
  for (const p of board.pieces.values()) {
    if (p.player !== enemy) continue;
    for (const m of pieceMoves(board, p.square, pieces)) if (m.kind !== 'turn') land.set(m.to, 'enemy-reach');
  }
  for (const d of board.devices) {
    if (!isEffective(board, d) || controllerOf(board, d) !== enemy) continue;
    for (const s of computeField(board, d).inEffect) land.set(s, 'enemy-artillery');
  }
  for (const p of board.pieces.values()) if (p.player === enemy) land.set(p.square, 'enemy-piece');
  for (const s of enemyBridges) land.set(s, 'enemy-bridge');
  return { land, enemyBridges };
}

/** Why supply cannot pass a square, if it cannot: by land (§258) or by water (§257). */
function barOn(board: Board, bars: Bars, square: Square): SupplyBar | undefined {
  const t = terrainOn(board, square);
  if (t === 'mountain' || t === 'marsh') return 'impassable';
  if (gunOn(board, square)) return 'impassable';
  const bar = bars.land.get(square);
  // On the river only a bridge the enemy masters and his artillery's field interrupt the passage (§257).
  if (t === 'water' && bar === 'enemy-reach') return undefined;
  return bar;
}

/**
 * The squares a player's supply cannot pass (§257, §258): every square an enemy piece could occupy
 * with its next move or holds (§258 (1): the rook on 574, the bishop on 801), every square in the
 * field of effect of effective enemy artillery (§258 (2)), and the enemy's bridges (§257). /hellwig/s258/
 */
export function barredSupplySquares(
  board: Board,
  player: Player,
  options: SupplyOptions = {},
): readonly BarredSquare[] {
  const b = readBoard(board);
  const p = oneOf('player', player, PLAYERS);
  const bars = barsOn(b, p, options);
  return [...bars.land]
    .filter(([s]) => barOn(b, bars, s) !== undefined)
    .map(([square, reason]) => ({ square, reason }))
    .sort((x, y) => x.square - y.square);
}

const SIDES = [
  [-1, 0],
  [0, 1],
  [1, 0],
  [0, -1],
] as const;

/** Breadth first over the squares `open` lets pass, from `from`; each reached square with where it was reached from. */
function search(board: Board, from: readonly Square[], open: (s: Square) => boolean): Map<Square, Square | undefined> {
  const cameFrom = new Map<Square, Square | undefined>(from.filter(open).map((s) => [s, undefined]));
  const queue = [...cameFrom.keys()];
  for (let i = 0; i < queue.length; i++) {
    const s = queue[i] as Square;
    const { row, col } = coordsOn(s, board.grid);
    for (const [dr, dc] of SIDES) {
      const n = atOn(row + dr, col + dc, board.grid);
      if (n === undefined || cameFrom.has(n) || !open(n)) continue;
      cameFrom.set(n, s);
      queue.push(n);
    }
  }
  return cameFrom;
}

/**
 * The river squares a player's boats reach from a river square (§257, l.1642): along the water, side
 * by side, not onto a bridge the enemy masters nor into his artillery's field (an enemy bridge on
 * 1353 stops our passage at 1354 on one side and 1352 on the other). /hellwig/s257/
 */
export function navigableWater(
  board: Board,
  player: Player,
  from: number,
  options: SupplyOptions = {},
): readonly Square[] {
  const b = readBoard(board);
  const p = oneOf('player', player, PLAYERS);
  const start = squareOn(from, b.grid, 'from');
  if (terrainOn(b, start) !== 'water')
    throw new RuleError('BAD_INPUT', `from must be a river square (§257); ${start} is ${terrainOn(b, start)}`);
  const bars = barsOn(b, p, options);
  const reached = search(b, [start], (s) => terrainOn(b, s) === 'water' && barOn(b, bars, s) === undefined);
  return [...reached.keys()].sort((x, y) => x - y);
}

/** Whether a depot communicates with the main magazine, and by which squares (§255–§259). /hellwig/s255/ */
export type SupplyLine =
  | { readonly open: true; readonly path: readonly Square[] }
  | { readonly open: false; readonly barred: readonly BarredSquare[] };

/**
 * Whether supply passes between a depot and the main magazine (§255–§259): a chain of squares side
 * by side from the one to the other, by land over practicable ground no enemy piece could occupy next
 * and no enemy artillery sweeps (§258), by river past no enemy bridge or field (§257), the two mixed as
 * the country allows (§256). Where it is shut, the barred squares bordering what the depot reaches;
 * the troops it feeds then have three moves to open it (§259, `supplyDeadline`). /hellwig/s258/
 */
export function supplyLine(
  board: Board,
  player: Player,
  depot: number,
  magazine: readonly number[],
  options: SupplyOptions = {},
): SupplyLine {
  const b = readBoard(board);
  const p = oneOf('player', player, PLAYERS);
  const start = squareOn(depot, b.grid, 'depot');
  const ends = new Set(listOf('magazine', magazine, 1).map((v, i) => squareOn(v, b.grid, `magazine[${i}]`)));
  const bars = barsOn(b, p, options);
  const open = (s: Square) => barOn(b, bars, s) === undefined;
  const reached = search(b, [start], open);
  const end = [...ends].find((s) => reached.has(s));
  if (end !== undefined) {
    const path: Square[] = [];
    for (let s: Square | undefined = end; s !== undefined; s = reached.get(s)) path.unshift(s);
    return { open: true, path };
  }
  // The depot's own square shut: that square is the whole answer.
  if (reached.size === 0)
    return { open: false, barred: [{ square: start, reason: barOn(b, bars, start) as SupplyBar }] };
  const barred = new Map<Square, SupplyBar>();
  for (const s of reached.keys()) {
    const { row, col } = coordsOn(s, b.grid);
    for (const [dr, dc] of SIDES) {
      const n = atOn(row + dr, col + dc, b.grid);
      const why = n === undefined || reached.has(n) ? undefined : barOn(b, bars, n);
      if (n !== undefined && why !== undefined) barred.set(n, why);
    }
  }
  return {
    open: false,
    barred: [...barred].map(([square, reason]) => ({ square, reason })).sort((x, y) => x.square - y.square),
  };
}
