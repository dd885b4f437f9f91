/**
 * The second and third means of ruining bridges in play (§161, §162): the holder of a bridge-transporter's secondary
 * surface ruins bridges aboard it and stays or leaves in the same move; a piece standing on a laid bridge leaves it
 * by one of its moves and ruins it as it goes. Their offers, their refusals with the §, and their effects; the rules
 * are bridgeRuin.ts's (`ruinBySecondaryHolder`, `ruinOnLeaving`), which this module only asks.
 */
import type { Board } from '../board.ts';
import { bridgedOn, type BridgeNetwork } from '../bridges.ts';
import { ruinBySecondaryHolder, ruinOnLeaving } from '../bridgeRuin.ts';
import type { Square } from '../grid.ts';
import { pieceMoves, type PieceOptions } from '../pieces.ts';
import type { Player } from '../types.ts';
import { sameAction, type Action } from './actions.ts';
import { refuse } from './refusals.ts';

type Leaving = Extract<Action, { type: 'ruin-secondary' | 'leave-ruin' }>;

/** An offer of this module: the action and the position it leaves, with the network. */
export interface LeavingOffer {
  readonly action: Leaving;
  readonly board: Board;
  readonly network: BridgeNetwork;
}

/**
 * The second and third means the player to move may use (§161, §162), or only those of what stands on `square`:
 * for each bridge-transporter whose secondary surface his piece holds, one to all the bridges aboard it ruined, the
 * piece staying or leaving by a move without taking (as the first means is offered, §160); for each of his pieces
 * on a laid bridge, each of its moves off it with the bridge ruined. A bridge carrying a breastwork is not ruined
 * while the breastwork stands (§167 (9), read of every means).
 */
export function leavingOffers(
  board: Board,
  network: BridgeNetwork,
  player: Player,
  pieces: PieceOptions,
  square?: Square,
): readonly LeavingOffer[] {
  const out: LeavingOffer[] = [];
  const here = (s: Square) => square === undefined || square === s;
  for (const t of network.transporters) {
    if (!here(t.secondary) || board.pieces.get(t.secondary)?.player !== player) continue;
    for (let count = 1; count <= t.aboard.secondary; count++) {
      const ruin = ruinBySecondaryHolder(board, network, t.number, count, pieces);
      const all = { type: 'ruin-secondary', number: t.number, count } as const;
      out.push({ action: all, board: ruin.board, network: ruin.network });
      for (const m of ruin.thenMoves)
        if (m.kind === 'move' && m.captures.length === 0)
          out.push({ action: { ...all, then: m.to }, board: m.board, network: ruin.network });
    }
  }
  if (network.laid.size === 0) return out;
  const bridged = bridgedOn(board, network);
  for (const p of board.pieces.values()) {
    if (p.player !== player || !here(p.square) || !network.laid.has(p.square) || board.entrenched?.has(p.square))
      continue;
    for (const m of pieceMoves(bridged, p.square, pieces)) {
      if (m.kind === 'turn') continue;
      const ruin = ruinOnLeaving(board, network, p.square, m.to, pieces);
      const action = { type: 'leave-ruin', from: p.square, to: m.to, captures: m.captures } as const;
      // The engine's move to a square is its first one there: a second way there (another capture) is not offered.
      if (out.some((o) => o.action.type === 'leave-ruin' && o.action.from === p.square && o.action.to === m.to))
        continue;
      out.push({ action, board: ruin.board, network: ruin.network });
    }
  }
  return out;
}

/**
 * The effect of a ruin by the second or third means (§161, §162), or undefined for any other action; a refusal with
 * the reason and its § where the rules do not allow it. /hellwig/s161/
 */
export function leavingEffect(
  board: Board,
  network: BridgeNetwork,
  action: Action,
  player: Player,
  pieces: PieceOptions,
): { readonly board: Board; readonly network: BridgeNetwork } | undefined {
  if (action.type === 'ruin-secondary') {
    const t = network.transporters.find((x) => x.number === action.number);
    if (!t) return refuse(`there is no bridge-transporter numbered ${action.number} on the plate (§136, §196)`);
    const holder = board.pieces.get(t.secondary);
    if (holder?.player !== player)
      refuse(
        `only the holder of bridge-transporter ${t.number}’s secondary surface ${t.secondary} ruins the bridges aboard it so, and it must be ${player}’s piece (§161)`,
      );
    if (action.count > t.aboard.secondary)
      refuse(
        `bridge-transporter ${t.number} has ${t.aboard.secondary} bridges aboard its secondary surface, not ${action.count} (§161)`,
      );
  } else if (action.type === 'leave-ruin') {
    const p = board.pieces.get(action.from);
    if (!p) return refuse(`there is no piece on ${action.from} to ruin a bridge as it leaves (§162)`);
    if (p.player !== player) refuse(`the piece on ${action.from} is ${p.player}’s, and it is ${player}’s turn (§21)`);
    if (!network.laid.has(action.from)) refuse(`the piece on ${action.from} does not stand on a laid bridge (§162)`);
    if (board.entrenched?.has(action.from))
      refuse(
        `the bridge on ${action.from} carries a breastwork: it is ruined first (§167 (9); the edition reads it of every means)`,
      );
  } else return undefined;
  const at = action.type === 'leave-ruin' ? action.from : undefined;
  const offer = leavingOffers(board, network, player, pieces, at).find((o) => sameAction(o.action, action));
  if (offer) return { board: offer.board, network: offer.network };
  if (action.type === 'leave-ruin')
    return refuse(
      `the ${board.pieces.get(action.from)?.kind ?? 'piece'} on ${action.from} cannot ${action.captures.length ? `take on ${action.captures.join(', ')}` : `go to ${action.to}`}: §162 ruins the bridge it leaves by one of its own moves (§32–§41)`,
    );
  const t = network.transporters.find((x) => x.number === action.number);
  return refuse(
    `the piece on ${t?.secondary ?? 'the secondary surface'} may then go to ${
      leavingOffers(board, network, player, pieces, t?.secondary)
        .flatMap((o) =>
          o.action.type === 'ruin-secondary' && o.action.then !== undefined && o.action.count === action.count
            ? [o.action.then]
            : [],
        )
        .join(', ') || 'nowhere'
    }, not ${action.then} (§161: it may stay or leave, by a move without taking)`,
  );
}
