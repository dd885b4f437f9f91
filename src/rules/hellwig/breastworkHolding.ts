/**
 * Holding a breastwork (§115, §116, §118–§121): who holds one, when it lies abandoned, taking over an abandoned one
 * (its signs exchanged), and ruining one's own in one move.
 */
import { RuleError, oneOf } from '../errors.ts';
import type { Board } from './board.ts';
import { readBoard } from './boardSetup.ts';
import { contestOn, coveredBy } from './defence.ts';
import { toSquare, type Square } from './grid.ts';
import type { PieceOptions } from './pieces.ts';
import { PLAYERS, type Player } from './types.ts';
import { checkWorks, pieceOptions, seal, type Breastworks, without, workAt } from './breastworks.ts';

/**
 * Whether a player holds a breastwork: his pieces defend it, or it lies in his artillery's field (§116, §115, §118).
 */
function holds(board: Board, square: Square, player: Player, options: PieceOptions): boolean {
  return coveredBy(board, square, player) || contestOn(board, square, player, options).defenders.length > 0;
}

/**
 * Whether a breastwork is abandoned: none of its holder's pieces defends it and no artillery of his covers it (§118,
 * l.1034). /hellwig/s118/
 */
export function isAbandoned(
  board: Board,
  breastworks: Breastworks,
  square: number,
  options: PieceOptions = {},
): boolean {
  const b = readBoard(board);
  const w = checkWorks(b, breastworks);
  const o = pieceOptions(options);
  const sq = toSquare(square, b.grid, 'square');
  return !holds(b, sq, workAt(w, sq).owner, o);
}

/**
 * Occupy an abandoned breastwork by defending it or bringing it into one's field: the signs are exchanged, and it
 * counts as no move (§119, l.1036). /hellwig/s119/
 */
export function takeOver(
  board: Board,
  breastworks: Breastworks,
  square: number,
  player: Player,
  options: PieceOptions = {},
): Breastworks {
  const b = readBoard(board);
  const w = checkWorks(b, breastworks);
  const o = pieceOptions(options);
  const sq = toSquare(square, b.grid, 'square');
  const p = oneOf('player', player, PLAYERS);
  const work = workAt(w, sq);
  if (work.owner === p) throw new RuleError('BAD_INPUT', `the breastwork on ${sq} is already player ${p}'s`);
  if (holds(b, sq, work.owner, o))
    throw new RuleError(
      'BLOCKED',
      `player ${work.owner} still holds the breastwork on ${sq}; only an abandoned one is occupied (§118, §119)`,
    );
  if (!holds(b, sq, p, o))
    throw new RuleError(
      'BLOCKED',
      `player ${p} neither defends the breastwork on ${sq} with pieces nor covers it with artillery (§119)`,
    );
  const works = new Map(w.works);
  works.set(sq, { ...work, owner: p });
  return seal({ ...w, works });
}

/**
 * Ruin one's own breastwork: all its signs off in one move, not while it lies abandoned (§121, l.1043). /hellwig/s121/
 */
export function ruinBreastwork(
  board: Board,
  breastworks: Breastworks,
  square: number,
  options: PieceOptions = {},
): Breastworks {
  const b = readBoard(board);
  const w = checkWorks(b, breastworks);
  const o = pieceOptions(options);
  const sq = toSquare(square, b.grid, 'square');
  const work = workAt(w, sq);
  if (!holds(b, sq, work.owner, o))
    throw new RuleError(
      'BLOCKED',
      `the breastwork on ${sq} is abandoned; it cannot be ruined until someone occupies it again (§121)`,
    );
  return without(w, sq);
}
