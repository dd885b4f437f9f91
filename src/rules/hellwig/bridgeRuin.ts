/**
 * Ruining bridges (§159–§165, §167): taking them out of the game, laid or still aboard. By the
 * holder of the main surface (§160, the first means), of the secondary surface (§161), by a piece
 * within one cannon-shot that could occupy the bridge (§163, the fourth), by a cannon (§164) or a
 * mortar (§165). Fire, the seventh and eighth means (§166, §166b), is in `bridgeFire.ts`.
 */
import { RuleError, describeValue, wholeNumber } from '../errors.ts';
import { computeField } from './artillery.ts';
import { boardWith, deviceOnBoard, type Board, readBoard } from './board.ts';
import {
  bridgedOn,
  checkNetwork,
  connectedOn,
  liftOn,
  transporterNumbered,
  type BridgeChange,
  type BridgeNetwork,
  type BridgeSurface,
  type BridgeTransporter,
} from './bridges.ts';
import { isEffective } from './combined.ts';
import { CANNON_SHOT, contestOn, coveredBy } from './defence.ts';
import { chebyshevDistance, toSquare, type Square } from './grid.ts';
import { canReach, pieceMoves, pieceStrength, type PieceMove, type PieceOptions } from './pieces.ts';

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

function record(name: string, value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null)
    throw new RuleError('BAD_INPUT', `${name} must be an object; received ${describeValue(value)}`);
  return value as Record<string, unknown>;
}

function squares(name: string, board: Board, value: unknown): Square[] {
  if (!Array.isArray(value))
    throw new RuleError('BAD_INPUT', `${name} must be a list of squares; received ${describeValue(value)}`);
  const out = value.map((v) => toSquare(v, board.grid, `${name} square`));
  if (new Set(out).size !== out.length)
    throw new RuleError('BAD_INPUT', `${name} names a square twice; received ${describeValue(value)}`);
  return out;
}

function pieceOptions(value: unknown): PieceOptions {
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
        `the holder of transporter ${t.number} ruins laid bridges connected to it, ${describeValue(connected)} (§160); received ${s}`,
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

/** Why a piece may not ruin a laid bridge by the fourth means (§163, §167 (4), (8)). */
export type PieceRuinRefusal = 'too-far' | 'cannot-reach' | 'occupied' | 'in-owner-field' | 'defended';

/** Whether a piece may ruin a laid bridge by the fourth means, how far it stands, and why not. */
export interface PieceRuinCheck {
  readonly allowed: boolean;
  readonly distance: number;
  readonly refusal?: PieceRuinRefusal;
}

/**
 * Whether the piece on `from` may ruin the laid bridge on `bridge` (§163, l.1174; §167 (4), (8)): at
 * most two squares between, able to occupy it next move past terrain and enemy pieces (its own do
 * not stand in the way, §163 (4), l.1180, read with its "Player B" as the ruiner's own, as (3) just
 * before requires); not on an occupied bridge, nor on the enemy's in the field of his artillery or
 * defended as strongly as attacked. /hellwig/s163/
 */
export function pieceRuinCheck(
  board: Board,
  network: BridgeNetwork,
  from: number,
  bridge: number,
  options: PieceOptions = {},
): PieceRuinCheck {
  const b = readBoard(board);
  const n = checkNetwork(b, network);
  const o = pieceOptions(options);
  const sq = toSquare(from, b.grid, 'from');
  const target = toSquare(bridge, b.grid, 'bridge');
  return checkOn(b, n, sq, target, o);
}

function checkOn(
  board: Board,
  network: BridgeNetwork,
  from: Square,
  bridge: Square,
  options: PieceOptions,
): PieceRuinCheck {
  const piece = board.pieces.get(from);
  if (!piece) throw new RuleError('BAD_INPUT', `there is no piece on square ${from}`);
  const number = network.laid.get(bridge);
  if (number === undefined)
    throw new RuleError(
      'BAD_INPUT',
      `there is no laid bridge on square ${bridge}; laid bridges are on ${describeValue([...network.laid.keys()])}`,
    );
  const owner = transporterNumbered(network, number).owner;
  const bridged = bridgedOn(board, network);
  const distance = chebyshevDistance(from, bridge, board.grid);
  const refuse = (refusal: PieceRuinRefusal): PieceRuinCheck => ({ allowed: false, distance, refusal });
  if (bridged.pieces.has(bridge)) return refuse('occupied');
  if (distance > CANNON_SHOT) return refuse('too-far');
  const clear = new Map([...bridged.pieces].filter(([s, p]) => s === from || p.player !== piece.player));
  if (!canReach(boardWith(bridged, { pieces: clear }), from, bridge, options).reaches) return refuse('cannot-reach');
  if (piece.player !== owner) {
    if (coveredBy(bridged, bridge, owner)) return refuse('in-owner-field');
    const c = contestOn(bridged, bridge, owner, options);
    const attackers = new Set([...c.attackers, from]);
    const attack = [...attackers].reduce((sum, s) => sum + pieceStrength(bridged.pieces.get(s)?.kind ?? 'pawn'), 0);
    if (c.defence >= attack) return refuse('defended');
  }
  return { allowed: true, distance };
}

/** The laid bridges the piece on `from` may ruin by the fourth means (§163, §167 (4), (8)). /hellwig/s163/ */
export function bridgesRuinableBy(
  board: Board,
  network: BridgeNetwork,
  from: number,
  options: PieceOptions = {},
): readonly Square[] {
  const b = readBoard(board);
  const n = checkNetwork(b, network);
  const o = pieceOptions(options);
  const sq = toSquare(from, b.grid, 'from');
  if (!b.pieces.has(sq)) throw new RuleError('BAD_INPUT', `there is no piece on square ${sq}`);
  return [...n.laid.keys()].filter((s) => checkOn(b, n, sq, s, o).allowed).sort((x, y) => x - y);
}

/**
 * The fourth means (§163): the piece ruins the bridge and stays where it stands; "nothing else is performed in that
 * move". /hellwig/s163/
 */
export function ruinByPiece(
  board: Board,
  network: BridgeNetwork,
  from: number,
  bridge: number,
  options: PieceOptions = {},
): BridgeRuin {
  const b = readBoard(board);
  const n = checkNetwork(b, network);
  const o = pieceOptions(options);
  const sq = toSquare(from, b.grid, 'from');
  const target = toSquare(bridge, b.grid, 'bridge');
  const check = checkOn(b, n, sq, target, o);
  if (!check.allowed)
    throw new RuleError(
      'BLOCKED',
      `the piece on ${sq} may not ruin the bridge on ${target} (§163, §167): ${check.refusal}`,
    );
  return { ...liftOn(b, n, [target], n.transporters), removedTransporters: [], thenMoves: [] };
}

/** A square of a bridge-transporter in a field of effect, with the bridges aboard it (§165). */
export interface AboardTarget {
  readonly square: Square;
  readonly transporter: number;
  readonly surface: BridgeSurface;
  readonly count: number;
}

/**
 * What a device may ruin in one move: laid bridges and bridges aboard transporters in its field; a cannon any or all of
 * them, a mortar one (§164, §165).
 */
export interface ArtilleryRuinable {
  readonly laid: readonly Square[];
  readonly aboard: readonly AboardTarget[];
  readonly strikes: 'all' | 'one';
}

/**
 * What a device may ruin (§164, l.1186; §165, l.1190; §167 (9)): a cannon every bridge lying in its
 * field, a mortar one laid bridge or the bridges aboard one square; a mortar not a bridge under a
 * breastwork (`entrenched`, the squares carrying one). The device must be worked (§46, §71). /hellwig/s164/
 */
export function artilleryRuinable(
  board: Board,
  network: BridgeNetwork,
  device: unknown,
  entrenched: readonly number[] = [],
): ArtilleryRuinable {
  const b = readBoard(board);
  const n = checkNetwork(b, network);
  const bridged = bridgedOn(b, n);
  const d = deviceOnBoard(bridged, device);
  const walls = squares('entrenched', b, entrenched);
  if (!isEffective(bridged, d))
    throw new RuleError(
      'OUT_OF_ACTION',
      `the device ${d.artillerists}→${d.gun} has no artillerists and cannot fire (§46, §71)`,
    );
  const field = computeField(bridged, d);
  const howitzer = d.kind === 'howitzer';
  const laid = field.inEffect.filter((s) => n.laid.has(s) && !(howitzer && walls.includes(s)));
  const aboard: AboardTarget[] = [];
  for (const t of n.transporters) {
    for (const surface of ['main', 'secondary'] as const) {
      if (field.inEffect.includes(t[surface]) && t.aboard[surface] > 0)
        aboard.push({ square: t[surface], transporter: t.number, surface, count: t.aboard[surface] });
    }
  }
  return { laid, aboard, strikes: field.strikes };
}

/**
 * The fifth and sixth means (§164, §165): the device ruins the chosen laid bridges and the bridges
 * aboard the chosen transporter squares in its field; a mortar one target only. One move; what
 * stands on a ruined laid bridge falls with it (§167 (7), as the water under it is impassable, §166). /hellwig/s165/
 */
export function ruinByArtillery(
  board: Board,
  network: BridgeNetwork,
  device: unknown,
  targets: { readonly laid?: readonly number[]; readonly aboard?: readonly number[] },
  entrenched: readonly number[] = [],
): BridgeRuin {
  const b = readBoard(board);
  const n = checkNetwork(b, network);
  const can = artilleryRuinable(b, n, device, entrenched);
  const tg = record('targets', targets);
  const laid = squares('laid', b, tg['laid'] ?? []);
  const aboard = squares('aboard', b, tg['aboard'] ?? []);
  for (const s of laid)
    if (!can.laid.includes(s))
      throw new RuleError(
        'BLOCKED',
        `the device may ruin the laid bridges ${describeValue(can.laid)} (§164, §165, §167 (9)); received ${s}`,
      );
  for (const s of aboard) {
    if (!can.aboard.some((a) => a.square === s))
      throw new RuleError(
        'BLOCKED',
        `the device may ruin bridges aboard ${describeValue(can.aboard.map((a) => a.square))} (§164, §165); received ${s}`,
      );
  }
  const count = laid.length + aboard.length;
  if (count === 0 || (can.strikes === 'one' && count > 1)) {
    throw new RuleError(
      'OUT_OF_RANGE',
      `a ${can.strikes === 'one' ? 'mortar ruins one target' : 'cannon ruins one or more targets'} a move (§164, §165); received ${count}`,
    );
  }
  const transporters = n.transporters.map((t) => {
    const hit = (['main', 'secondary'] as const).filter((s) => aboard.includes(t[s]));
    return hit.length === 0
      ? t
      : {
          ...t,
          aboard: {
            main: hit.includes('main') ? 0 : t.aboard.main,
            secondary: hit.includes('secondary') ? 0 : t.aboard.secondary,
          },
        };
  });
  return { ...liftOn(b, n, laid, transporters), removedTransporters: [], thenMoves: [] };
}
