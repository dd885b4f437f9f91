/**
 * A transporter abandoned in Hellwig's game (§101): the last piece on it leaves by one of its moves and takes it out
 * of the game in the same move. Its offers, refusal with the § and effect; the rule is abandon.ts's, which this
 * module only asks.
 */
import { RuleError } from '../../errors.ts';
import { abandonMoves, abandonTransporter } from '../abandon.ts';
import type { Board } from '../board.ts';
import type { Square } from '../grid.ts';
import type { Player } from '../types.ts';
import type { Action } from './actions.ts';
import { pieceOptions, type GameReadings } from './readings.ts';

/** The player's pieces that may abandon their transporters, each by its moves off it, or only the one on `square`. */
export function abandonOffers(
  board: Board,
  player: Player,
  r: GameReadings,
  square?: Square,
): { readonly action: Action; readonly board: Board }[] {
  const out: { action: Action; board: Board }[] = [];
  for (const t of board.transporters)
    for (const from of t.squares) {
      if (board.pieces.get(from)?.player !== player || (square !== undefined && square !== from)) continue;
      for (const m of abandonMoves(board, from, pieceOptions(r)))
        out.push({ action: { type: 'abandon', from, to: m.move.to, captures: m.move.captures }, board: m.board });
    }
  return out;
}

/** The position an abandoning leaves (§101), or undefined for any other action; a refusal with the reason and §. */
export function abandonEffect(board: Board, action: Action, player: Player, r: GameReadings): Board | undefined {
  if (action.type !== 'abandon') return undefined;
  const p = board.pieces.get(action.from);
  if (!p) throw new RuleError('BAD_INPUT', `there is no piece on ${action.from}`);
  if (p.player !== player)
    throw new RuleError('BAD_INPUT', `the piece on ${action.from} is ${p.player}’s, and it is ${player}’s turn (§21)`);
  try {
    return abandonTransporter(board, action.from, action.to, action.captures, pieceOptions(r)).board;
  } catch (e) {
    if (e instanceof RuleError && e.code === 'BLOCKED') throw new RuleError('BAD_INPUT', e.message);
    throw e;
  }
}
