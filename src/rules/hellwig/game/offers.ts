/**
 * The actions the engine offers in Hellwig's game (§181): each piece's moves, captures and turns,
 * a transporter's moves, a device's moves, wheelings, firings and destruction, and the peace offers
 * (§12, §13), each with the position it leaves. The rules are the engine's; this module only asks them.
 */
import { RuleError } from '../../errors.ts';
import { fire as fireDevices, fieldOfEffect, deviceMoves } from '../artillery.ts';
import { gunOn, type ArtilleryDevice, type Board } from '../board.ts';
import { controller, effective } from '../combined.ts';
import { otherPlayer } from '../defence.ts';
import { formationAt, formationMoves } from '../formations.ts';
import type { Square } from '../grid.ts';
import { pieceMoves, type PieceMove } from '../pieces.ts';
import { wheel } from '../wheeling.ts';
import { PIVOTS, WHEEL_KINDS, WHEEL_SENSES, type Player } from '../types.ts';
import type { Action } from './actions.ts';
import { pieceOptions, type GameReadings } from './readings.ts';
import { destroyOffers } from './destroy.ts';
import type { Game, Offer } from './game.ts';

/** The player holding a square with a piece or with artillery (§187: "with a piece or with artillery"). */
export function holderOf(board: Board, square: Square): Player | undefined {
  const piece = board.pieces.get(square);
  if (piece) return piece.player;
  const device = board.devices.find((d) => d.gun === square || d.artillerists === square);
  return device === undefined ? undefined : controller(board, device);
}

/** The devices a player works, manned directly or through a combination (§46, §67, §70). */
function devicesOf(board: Board, player: Player): ArtilleryDevice[] {
  return board.devices.filter((d) => controller(board, d) === player && effective(board, d));
}

export const boardOptions = (r: GameReadings) => ({ landing: r.landing, pawnFacing: r.pawnFacing });

/** Whether anything of the enemy's stands on a square of a field: a piece or a gun (§47, §49). */
export function enemyOn(board: Board, square: Square, player: Player): boolean {
  const piece = board.pieces.get(square);
  if (piece && piece.player !== player) return true;
  const gun = gunOn(board, square);
  return gun !== undefined && controller(board, gun) !== player && controller(board, gun) !== undefined;
}

/** The actions of the thing(s) on one square, or of the whole side, with their positions (§181). */
export function offersOn(board: Board, player: Player, r: GameReadings, square?: Square): Offer[] {
  const offers: Offer[] = [];
  const here = (squares: readonly Square[]) => square === undefined || squares.includes(square);
  // One square's piece is looked up, not found among the plate's 200.
  const pieces = square === undefined ? board.pieces.values() : [board.pieces.get(square)];
  for (const p of pieces) {
    if (p === undefined || p.player !== player) continue;
    for (const m of pieceMoves(board, p.square, pieceOptions(r))) {
      const action: Action =
        m.kind === 'turn'
          ? { type: 'turn', square: m.from, side: m.facing === turnedLeft(p.facing) ? 'left' : 'right' }
          : { type: 'move', from: m.from, to: m.to, captures: m.captures };
      // The position is worked out only when asked for: the side's list of actions never asks (see pieceMoves).
      offers.push(new MoveOffer(action, m));
    }
  }
  for (const t of board.transporters) {
    if (!here(t.squares)) continue;
    const f = formationAt(board, t.squares);
    if (f.immobile || f.player !== player || f.devices.length > 0) continue;
    const sorted = [...t.squares].sort((a, b) => a - b) as [Square, Square];
    for (const m of formationMoves(board, sorted, boardOptions(r))) {
      const to: [Square, Square] = [m.moves.get(sorted[0]) as Square, m.moves.get(sorted[1]) as Square];
      offers.push({ action: { type: 'transport', squares: sorted, to }, board: m.board });
    }
  }
  for (const d of devicesOf(board, player)) {
    if (!here([d.gun, d.artillerists])) continue;
    for (const m of deviceMoves(board, d, boardOptions(r)))
      offers.push({ action: { type: 'device', gun: d.gun, to: m.device.gun }, board: m.board });
    for (const pivot of PIVOTS)
      for (const kind of WHEEL_KINDS)
        for (const sense of WHEEL_SENSES) {
          // A half-turn's two senses end alike (A4); both are offered, as the book gives both paths.
          const w = wheelOrOff(board, d, { pivot, kind, sense, ...boardOptions(r) });
          if (w?.legal) offers.push({ action: { type: 'wheel', gun: d.gun, pivot, kind, sense }, board: w.board });
        }
    // Its artillerists may destroy it, to keep it from the enemy, and stay or move off (§72, §72a, §73): destroy.ts.
    offers.push(...destroyOffers(board, d, player, r));
    const field = fieldOfEffect(board, d).inEffect.filter((s) => enemyOn(board, s, player));
    const volleys =
      d.kind === 'howitzer' ? field.map((s) => [s]) : field.length ? [fieldOfEffect(board, d).inEffect] : [];
    for (const targets of volleys)
      offers.push({
        action: { type: 'fire', gun: d.gun, targets },
        board: fireDevices(board, d, { targets }).board,
      });
  }
  return offers;
}

/**
 * A piece's move offered, its position the move's own, worked out when first asked for: a class with its getter on the
 * prototype, as an object with a getter of its own costs a closure and a property dictionary for each of a side's
 * 1,700 moves on plate III.
 */
class MoveOffer implements Offer {
  readonly action: Action;
  readonly #move: PieceMove;
  constructor(action: Action, move: PieceMove) {
    this.action = action;
    this.#move = move;
  }
  get board(): Board {
    return this.#move.board;
  }
}

/** A wheeling, or nothing where it would leave the plate (§62: a wheeling stays on the plan). */
function wheelOrOff(board: Board, d: ArtilleryDevice, options: Parameters<typeof wheel>[2]) {
  try {
    return wheel(board, d, options);
  } catch (e) {
    if (e instanceof RuleError && e.code === 'OFF_BOARD') return undefined;
    throw e;
  }
}

const turnedLeft = (facing: Piece['facing']) =>
  facing === undefined ? undefined : ({ AB: 'AC', AC: 'CD', CD: 'BD', BD: 'AB' } as const)[facing];

type Piece = Board['pieces'] extends ReadonlyMap<Square, infer P> ? P : never;

/** The peace offers a player may make, and the acceptance of one pending (§12, §13). */
export function peaceOffers(game: Game, board: Board, player: Player): Offer[] {
  const last = game.actions[game.actions.length - 1];
  const offers: Offer[] = [];
  if (last?.type === 'peace') offers.push({ action: { type: 'accept' }, board });
  for (const receiver of [otherPlayer(player), player])
    for (const flags of [1, 2, 3] as const) offers.push({ action: { type: 'peace', receiver, flags }, board });
  return offers;
}
