/**
 * Bridge-transporters wheeled in Hellwig's game (§137, §62, §148): the pieces on one wheel it about its main or its
 * secondary surface, as the artillery device wheels; and two lying one on the other moved together (§150). Their
 * offers, refusals with the §, and effects; the rules are bridgeMoves.ts's and bridgeStacks.ts's, which this module
 * only asks.
 */
import { RuleError } from '../../errors.ts';
import type { Board } from '../board.ts';
import { BRIDGE_SURFACES, type BridgeNetwork } from '../bridges.ts';
import { bridgeTransporterMobility, wheelBridgeTransporter } from '../bridgeMoves.ts';
import { moveStack, stackMoves, stackRefusal } from '../bridgeStacks.ts';
import type { Square } from '../grid.ts';
import { WHEEL_KINDS, WHEEL_SENSES, type Player } from '../types.ts';
import type { Action } from './actions.ts';
import type { GameReadings } from './readings.ts';
import { asked, refuse } from './refusals.ts';
import { heldBridgeTransporter } from './bridgeHolders.ts';
import { blockerWords } from './blockers.ts';

const moving = (r: GameReadings) => ({ landing: r.landing, pawnFacing: r.pawnFacing });

/** A wheeling, or nothing where it would leave the plate (§62). */
function onPlate<T>(ask: () => T): T | undefined {
  try {
    return ask();
  } catch (e) {
    if (e instanceof RuleError && e.code === 'OFF_BOARD') return undefined;
    throw e;
  }
}

/**
 * The wheelings of the bridge-transporters whose pieces are the player's (§137, §137), or only of the one standing on
 * `square`, with the position and network each leaves.
 */
export function bridgeWheelOffers(
  board: Board,
  network: BridgeNetwork,
  player: Player,
  r: GameReadings,
  square?: Square,
): { readonly action: Action; readonly board: Board; readonly network: BridgeNetwork }[] {
  const out: { action: Action; board: Board; network: BridgeNetwork }[] = [];
  for (const t of network.transporters) {
    if (square !== undefined && t.main !== square && t.secondary !== square) continue;
    if (bridgeTransporterMobility(board, network, t.number).player !== player) continue;
    for (const pivot of BRIDGE_SURFACES)
      for (const kind of WHEEL_KINDS)
        for (const sense of WHEEL_SENSES) {
          const w = onPlate(() =>
            wheelBridgeTransporter(board, network, t.number, { pivot, kind, sense, ...moving(r) }),
          );
          if (w?.legal)
            out.push({
              action: { type: 'wheel-bridge', number: t.number, pivot, kind, sense },
              board: w.board,
              network: w.network,
            });
        }
  }
  return [...out, ...stackOffers(board, network, player, r, square)];
}

/** The squares of two bridge-transporters, and whether every piece on them is the player's. */
function pairOf(board: Board, network: BridgeNetwork, numbers: readonly [number, number], player: Player) {
  const ts = numbers.map((n) => network.transporters.find((t) => t.number === n));
  const squares = [...new Set(ts.flatMap((t) => (t ? [t.main, t.secondary] : [])))];
  const pieces = squares.flatMap((s) => board.pieces.get(s) ?? []);
  return { ts, squares, mine: pieces.length > 0 && pieces.every((p) => p.player === player) };
}

/** The moves of two stacked bridge-transporters the player's pieces move together (§150 I b, II a). */
function stackOffers(
  board: Board,
  network: BridgeNetwork,
  player: Player,
  r: GameReadings,
  square?: Square,
): { readonly action: Action; readonly board: Board; readonly network: BridgeNetwork }[] {
  const out: { action: Action; board: Board; network: BridgeNetwork }[] = [];
  const all = network.transporters;
  for (const [i, a] of all.entries())
    for (const b of all.slice(i + 1)) {
      const numbers = [a.number, b.number] as const;
      const { squares, mine } = pairOf(board, network, numbers, player);
      if (
        !mine ||
        (square !== undefined && !squares.includes(square)) ||
        stackRefusal(board, network, [a.number, b.number])
      )
        continue;
      for (const m of stackMoves(board, network, numbers, moving(r)))
        out.push({
          action: { type: 'bridge-stack', numbers, to: m.to.get(a.number) as readonly [Square, Square] },
          board: m.board,
          network: m.network,
        });
    }
  return out;
}

/**
 * The position and network a bridge-transporter's wheeling leaves (§137, §62), or undefined for any other action; a
 * refusal with the reason and its § where the rules do not allow it.
 */
export function bridgeWheelEffect(
  board: Board,
  network: BridgeNetwork,
  action: Action,
  player: Player,
  r: GameReadings,
): { readonly board: Board; readonly network: BridgeNetwork } | undefined {
  if (action.type === 'bridge-stack') return stackEffect(board, network, action, player, r);
  if (action.type !== 'wheel-bridge') return undefined;
  const t = heldBridgeTransporter(board, network, action.number, player, 'wheel');
  const options = { pivot: action.pivot, kind: action.kind, sense: action.sense, ...moving(r) };
  const w = onPlate(() => wheelBridgeTransporter(board, network, t.number, options));
  if (!w) return refuse(`the ${action.kind} wheeling of bridge-transporter ${t.number} would leave the plate (§62)`);
  if (!w.legal)
    refuse(
      `the ${action.kind} wheeling of bridge-transporter ${t.number} about its ${action.pivot} surface is blocked ` +
        `by ${blockerWords(w.blockedBy)} (§62, §137, §150, §170, §177, §178)`,
    );
  return { board: w.board, network: w.network };
}

/** The position and network two stacked bridge-transporters' move leaves (§150), or a refusal with the reason and §. */
function stackEffect(
  board: Board,
  network: BridgeNetwork,
  action: Extract<Action, { type: 'bridge-stack' }>,
  player: Player,
  r: GameReadings,
): { readonly board: Board; readonly network: BridgeNetwork } {
  const { ts, mine } = pairOf(board, network, action.numbers, player);
  const missing = action.numbers.find((_, i) => ts[i] === undefined);
  if (missing !== undefined) refuse(`there is no bridge-transporter numbered ${missing} on the plate (§136, §196)`);
  if (!mine)
    refuse(
      `the pieces on bridge-transporters ${action.numbers.join(' and ')} are not all ${player}’s: his pieces move ` +
        `them (§21, §99, §137, §150)`,
    );
  const m = asked(['BLOCKED', 'UNKNOWN_ID'], () => moveStack(board, network, action.numbers, action.to[0], moving(r)));
  const first = m.to.get(action.numbers[0]);
  if (first?.[1] !== action.to[1])
    refuse(
      `bridge-transporter ${action.numbers[0]}’s secondary surface comes to ${first?.[1]}, its main to ` +
        `${first?.[0]} (§137, §150)`,
    );
  return { board: m.board, network: m.network };
}
