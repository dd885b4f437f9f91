/**
 * Abandoning a transporter (§101): "whoever abandons his transporter, leaving it to the enemy, can take it out of the
 * game, provided the enemy does not also hold it at the same time. Abandoning the transporter and taking it out of the
 * game happens in a single move." The edition reads abandoning as the last piece on the transporter, his own, leaving
 * it by one of its moves (with or without a capture): the transporter then goes out of the game in the same move. A
 * transporter that carries anything else, a device's part or another piece, is not abandoned.
 */
import { RuleError, describeValue } from '../errors.ts';
import { boardWith, readBoard, type Board, type Transporter } from './board.ts';
import { squareOn, type Square } from './grid.ts';
import { pieceMoves, type PieceMove, type PieceOptions } from './pieces.ts';

/** The transporter a piece on `from` may abandon, or the reason it may not (§101). */
function abandonable(board: Board, from: Square): Transporter | string {
  const piece = board.pieces.get(from);
  if (!piece) return `there is no piece on ${from}`;
  const t = board.transporters.find((x) => x.squares.includes(from));
  if (!t) return `the piece on ${from} stands on no transporter (§101)`;
  const other = t.squares.find((s) => s !== from && board.pieces.has(s));
  if (other !== undefined)
    return board.pieces.get(other)?.player === piece.player
      ? `the piece on ${other} still stands on the transporter ${t.squares.join('/')}: it is not abandoned (§101)`
      : `the enemy holds the transporter ${t.squares.join('/')} on ${other}: it cannot be taken out of the game (§101)`;
  const device = board.devices.find((d) => t.squares.includes(d.gun) || t.squares.includes(d.artillerists));
  if (device) return `the transporter ${t.squares.join('/')} carries a device: it is not abandoned (§101)`;
  return t;
}

/** Each move by which the piece on `from` abandons its transporter, taking it out of the game (§101). */
export interface AbandonMove {
  /** The piece's move off the transporter (§32–§42). */
  readonly move: PieceMove;
  /** The transporter taken out of the game. */
  readonly transporter: Transporter;
  /** The position after the move, without the transporter. */
  readonly board: Board;
}

/**
 * The moves by which the only piece on a transporter, carrying nothing else, leaves it and takes it out of the game in
 * the same move (§101): every move of the piece that ends off the transporter. None where the piece may not abandon
 * it. /hellwig/s101/
 */
export function abandonMoves(board: Board, from: number, options: PieceOptions = {}): readonly AbandonMove[] {
  const b = readBoard(board);
  const at = squareOn(from, b.grid, 'from');
  const t = abandonable(b, at);
  if (typeof t === 'string') return [];
  return pieceMoves(b, at, options)
    .filter((m) => m.kind !== 'turn' && !t.squares.includes(m.to))
    .map((move) => ({
      move,
      transporter: t,
      board: boardWith(move.board, { transporters: move.board.transporters.filter((x) => !same(x, t)) }),
    }));
}

const same = (a: Transporter, b: Transporter) => a.squares[0] === b.squares[0] && a.squares[1] === b.squares[1];

/**
 * The piece on `from` abandons its transporter by its move to `to` (taking `captures`, §33) and takes it out of the
 * game (§101), or BLOCKED with the reason. /hellwig/s101/
 */
export function abandonTransporter(
  board: Board,
  from: number,
  to: number,
  captures: readonly number[] = [],
  options: PieceOptions = {},
): AbandonMove {
  const b = readBoard(board);
  const at = squareOn(from, b.grid, 'from');
  const reason = abandonable(b, at);
  if (typeof reason === 'string') throw new RuleError('BLOCKED', `from ${at}: ${reason}`);
  const target = squareOn(to, b.grid, 'to');
  const found = abandonMoves(b, at, options).find(
    (m) => m.move.to === target && JSON.stringify(m.move.captures) === JSON.stringify(captures),
  );
  if (!found)
    throw new RuleError(
      'BLOCKED',
      `the piece on ${at} leaves its transporter by one of its moves off it (§32–§42, §101); received to ${target}, captures ${describeValue(captures)}`,
    );
  return found;
}
