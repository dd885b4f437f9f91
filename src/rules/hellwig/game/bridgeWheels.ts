/**
 * Bridge-transporters wheeled in Hellwig's game (§137, §62, §148): the pieces on one wheel it about its main or its
 * secondary surface, as the artillery device wheels. Its offers, refusals with the §, and effect; the rule is
 * bridgeMoves.ts's, which this module only asks.
 */
import { RuleError } from '../../errors.ts';
import type { Board } from '../board.ts';
import { BRIDGE_SURFACES, type BridgeNetwork } from '../bridges.ts';
import { bridgeTransporterMobility, wheelBridgeTransporter } from '../bridgeMoves.ts';
import type { Square } from '../grid.ts';
import { WHEEL_KINDS, WHEEL_SENSES, type Player } from '../types.ts';
import type { Action } from './actions.ts';
import type { GameReadings } from './readings.ts';

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
  return out;
}

/** Refuse an action with the reason and its §. */
function refuse(reason: string): never {
  throw new RuleError('BAD_INPUT', reason);
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
  if (action.type !== 'wheel-bridge') return undefined;
  const t = network.transporters.find((x) => x.number === action.number);
  if (!t) return refuse(`there is no bridge-transporter numbered ${action.number} on the plate (§136, §196)`);
  const m = bridgeTransporterMobility(board, network, t.number);
  if (m.immobile)
    refuse(
      `bridge-transporter ${t.number} cannot wheel: ${m.immobile.reason} on ${m.immobile.square} (it wheels with the pieces on it, of one player, §86, §99, §137, §148)`,
    );
  if (m.player !== player)
    refuse(
      `the pieces on bridge-transporter ${t.number} are ${m.player ?? 'nobody'}’s, and it is ${player}’s turn (§21, §137)`,
    );
  const options = { pivot: action.pivot, kind: action.kind, sense: action.sense, ...moving(r) };
  const w = onPlate(() => wheelBridgeTransporter(board, network, t.number, options));
  if (!w) return refuse(`the ${action.kind} wheeling of bridge-transporter ${t.number} would leave the plate (§62)`);
  if (!w.legal)
    refuse(
      `the ${action.kind} wheeling of bridge-transporter ${t.number} about its ${action.pivot} surface is blocked by ${w.blockedBy.reason} on ${w.blockedBy.square} (§62, §137, §170, §177, §178)`,
    );
  return { board: w.board, network: w.network };
}
