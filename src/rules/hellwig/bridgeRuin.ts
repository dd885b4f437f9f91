/**
 * Ruining bridges by their holders (§159–§162, §167): taking them out of the game, laid or still aboard, by the holder
 * of the main surface (§160, the first means), of the secondary surface (§161), or by a piece leaving a laid bridge
 * (§162); with the shapes shared by every means. A piece within one cannon-shot (§163, the fourth means) is in
 * `bridgeRuinByPiece.ts`, a cannon or a mortar (§164, §165) in `bridgeRuinByArtillery.ts`, fire (§166, §166b) in
 * `bridgeFire.ts`.
 */
import { RuleError, describeValue, wholeNumber } from '../errors.ts';
import { boardWith, type Board } from './board.ts';
import { readBoard } from './boardSetup.ts';
import { bridgedOn, checkNetwork, transporterNumbered } from './bridgeNetwork.ts';
import { connectedOn, liftOn } from './bridgeBreaking.ts';
import type { BridgeChange, BridgeNetwork, BridgeTransporter } from './bridges.ts';
import { toSquare, type Square } from './grid.ts';
import { pieceMoves } from './pieceMoves.ts';
import type { PieceMove, PieceOptions } from './pieces.ts';

/** Bridges to ruin: laid ones by square, and how many of those aboard each surface. */
export interface RuinTargets {
  readonly laid?: readonly number[];
  readonly main?: number;
  readonly secondary?: number;
}

/** A ruin's outcome: the change, and the moves the ruining piece may still make in the same move (§160, §161). */
export interface BridgeRuin extends BridgeChange {
  /** Numbers of the bridge-transporters that left the game with their last bridge (§160). */
  readonly removedTransporters: readonly number[];
  /** The moves the piece may make in the same move; empty where it must stay (§163, §164). */
  readonly thenMoves: readonly PieceMove[];
}

/** An object received as input (options, targets); BAD_INPUT naming `name` otherwise. */
export function record(name: string, value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null)
    throw new RuleError('BAD_INPUT', `${name} must be an object; received ${describeValue(value)}`);
  return value as Record<string, unknown>;
}

/** A list of distinct squares of the board received as input; BAD_INPUT naming `name` otherwise. */
export function squares(name: string, board: Board, value: unknown): Square[] {
  if (!Array.isArray(value))
    throw new RuleError('BAD_INPUT', `${name} must be a list of squares; received ${describeValue(value)}`);
  const out = value.map((v) => toSquare(v, board.grid, `${name} square`));
  if (new Set(out).size !== out.length)
    throw new RuleError('BAD_INPUT', `${name} names a square twice; received ${describeValue(value)}`);
  return out;
}

/** The pieces' readings passed on to the piece rules (§33, §172; A9, A10), checked to be an object. */
export function pieceOptions(value: unknown): PieceOptions {
  return record('piece options', value) as PieceOptions;
}

/**
 * The first means (§160, l.1164; §167 (7)): whoever holds the main surface ruins any of its bridges,
 * aboard or laid and connected to it, in one move, whatever attacks or defends them; what stands on
 * them is lost, and the piece may stay or move on in the same move. The transporter leaves the game
 * with its last bridge: the example's reading ("If he ruined all the bridges", l.1166), where the
 * rule's first sentence says so unconditionally. /hellwig/s160/
 */
export function ruinByHolder(
  board: Board,
  network: BridgeNetwork,
  number: number,
  targets: RuinTargets,
  options: PieceOptions = {},
): BridgeRuin {
  const b = readBoard(board);
  const n = checkNetwork(b, network);
  const t = transporterNumbered(n, number);
  const tg = record('targets', targets);
  const o = pieceOptions(options);
  if (!b.pieces.has(t.main))
    throw new RuleError(
      'BLOCKED',
      `the first means needs a piece on the main surface ${t.main} of transporter ${t.number} (§160)`,
    );
  const laid = squares('laid', b, tg['laid'] ?? []);
  const connected = connectedOn(b.grid, n, t);
  for (const s of laid) {
    if (!connected.includes(s))
      throw new RuleError(
        'BLOCKED',
        `the holder of transporter ${t.number} ruins laid bridges connected to it, ` +
          `${describeValue(connected)} (§160); received ${s}`,
      );
  }
  const main = wholeNumber('bridges ruined aboard the main surface', tg['main'] ?? 0, 0, t.aboard.main);
  const secondary = wholeNumber(
    'bridges ruined aboard the secondary surface',
    tg['secondary'] ?? 0,
    0,
    t.aboard.secondary,
  );
  if (laid.length + main + secondary === 0)
    throw new RuleError('OUT_OF_RANGE', `a ruin takes at least one bridge (§160); received none`);
  return finish(
    b,
    n,
    t,
    laid,
    { main: t.aboard.main - main, secondary: t.aboard.secondary - secondary },
    t.main,
    true,
    o,
  );
}

/**
 * The second means (§161, l.1168): whoever holds the secondary surface ruins the bridges aboard it, and may stay or
 * leave in the same move. /hellwig/s161/
 */
export function ruinBySecondaryHolder(
  board: Board,
  network: BridgeNetwork,
  number: number,
  count: number,
  options: PieceOptions = {},
): BridgeRuin {
  const b = readBoard(board);
  const n = checkNetwork(b, network);
  const t = transporterNumbered(n, number);
  const o = pieceOptions(options);
  if (!b.pieces.has(t.secondary))
    throw new RuleError(
      'BLOCKED',
      `the second means needs a piece on the secondary surface ${t.secondary} of transporter ${t.number} (§161)`,
    );
  if (t.aboard.secondary === 0)
    throw new RuleError(
      'OUT_OF_RANGE',
      `transporter ${t.number} has no bridge aboard its secondary surface to ruin (§161)`,
    );
  const k = wholeNumber('bridges ruined aboard the secondary surface', count, 1, t.aboard.secondary);
  return finish(b, n, t, [], { main: t.aboard.main, secondary: t.aboard.secondary - k }, t.secondary, false, o);
}

function finish(
  board: Board,
  network: BridgeNetwork,
  t: BridgeTransporter,
  laid: readonly Square[],
  aboard: BridgeTransporter['aboard'],
  mover: Square | undefined,
  removeEmpty: boolean,
  options: PieceOptions,
): BridgeRuin {
  const left =
    aboard.main + aboard.secondary + [...network.laid].filter(([s, k]) => k === t.number && !laid.includes(s)).length;
  const removed = removeEmpty && left === 0;
  const transporters = removed
    ? network.transporters.filter((x) => x !== t)
    : network.transporters.map((x) => (x === t ? { ...x, aboard } : x));
  const change = liftOn(board, network, laid, transporters);
  const stays = mover !== undefined && change.board.pieces.has(mover);
  return {
    ...change,
    removedTransporters: removed ? [t.number] : [],
    thenMoves: stays ? pieceMoves(bridgedOn(change.board, change.network), mover, options) : [],
  };
}

/**
 * The third means (§162, l.1171): a piece standing on a laid bridge leaves it by one of its moves
 * and ruins it in the same move. Returns the board after the move, the bridge gone. /hellwig/s162/
 */
export function ruinOnLeaving(
  board: Board,
  network: BridgeNetwork,
  from: number,
  to: number,
  options: PieceOptions = {},
): BridgeRuin {
  const b = readBoard(board);
  const n = checkNetwork(b, network);
  const o = pieceOptions(options);
  const sq = toSquare(from, b.grid, 'from');
  const target = toSquare(to, b.grid, 'to');
  const piece = b.pieces.get(sq);
  if (!piece) throw new RuleError('BAD_INPUT', `there is no piece on square ${sq}`);
  if (!n.laid.has(sq)) throw new RuleError('BAD_INPUT', `the piece on ${sq} does not stand on a laid bridge (§162)`);
  const bridged = bridgedOn(b, n);
  const move = pieceMoves(bridged, sq, o).find((m) => m.kind !== 'turn' && m.to === target);
  if (!move)
    throw new RuleError(
      'BLOCKED',
      `the ${piece.kind} on ${sq} cannot move to ${target} (§162 ruins the bridge it leaves by a move it may make)`,
    );
  const pieces = new Map(b.pieces);
  for (const c of move.captures) pieces.delete(c);
  pieces.delete(sq);
  pieces.set(target, { ...piece, square: target });
  return { ...liftOn(boardWith(b, { pieces }), n, [sq], n.transporters), removedTransporters: [], thenMoves: [] };
}
