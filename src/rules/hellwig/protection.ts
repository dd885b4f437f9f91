/**
 * Protection (§33, §34, A10): whether a piece could be retaken by one of its own side, in the chess sense, asked from
 * the square outward; cavalry chains take only unprotected pieces after the first.
 */
import { RuleError } from '../errors.ts';
import { passageOn, type Board, type Piece } from './board.ts';
import { readBoard } from './boardSetup.ts';
import { squareOn, type Square } from './grid.ts';
import type { SimpleMove } from './types.ts';
import { PIECE_COMPONENTS, readings, type PieceOptions, type Readings } from './pieces.ts';
import { DIAGONAL, KNIGHT_JUMPS, ORTHOGONAL, connects, diagonalsOn, shift } from './pieceSteps.ts';

/**
 * Whether the piece on `square` is protected: another piece of its player could take on that square (chess sense; A10).
 * /hellwig/s33/
 */
export function isProtected(board: Board, square: number, options: PieceOptions = {}): boolean {
  const b = readBoard(board);
  return protectedOn(b, squareOn(square, b.grid), readings(options));
}

/** No squares taken off the board. */
const NONE: ReadonlySet<Square> = new Set();

/** Whether a square stops a line move, the pieces on `gone` taken off (a breastwork under one still stops, §134c). */
function blocksOn(board: Board, s: Square, gone: ReadonlySet<Square>): boolean {
  const passage = passageOn(board, s);
  return passage === 'piece' && gone.has(s) ? board.entrenched?.has(s) === true : passage !== undefined;
}

/**
 * `isProtected` on a checked board, square and readings, with the pieces on `gone` taken off: the board those pieces
 * would leave, asked without copying it (§34: a later victim is judged with the mover and earlier victims gone).
 */
export function protectedOn(board: Board, sq: Square, r: Readings, gone: ReadonlySet<Square> = NONE): boolean {
  const victim = board.pieces.get(sq);
  if (!victim) throw new RuleError('BAD_INPUT', `there is no piece on square ${sq} to be protected`);
  // Asked from the square outward, as `attacks` would answer for each piece that could reach it: along each line to the
  // first thing that stops it, a knight's leap away, a pawn's diagonal (a plate of 200 pieces asks few squares, not
  // every piece, for each capture a cavalry line meets).
  const guard = (s: Square | undefined, as: SimpleMove): Piece | undefined => {
    const p = s === undefined || gone.has(s) ? undefined : board.pieces.get(s);
    return p && p.player === victim.player && PIECE_COMPONENTS[p.kind].includes(as) ? p : undefined;
  };
  for (const [lines, as] of [
    [ORTHOGONAL, 'rook'],
    [DIAGONAL, 'bishop'],
  ] as const)
    for (const d of lines)
      for (let k = 1; ; k++) {
        const s = shift(sq, d, board.grid, k);
        if (s === undefined) break;
        if (board.pieces.has(s) && !gone.has(s)) {
          if (guard(s, as)) return true;
          break;
        }
        if (blocksOn(board, s, gone)) break;
      }
  for (const d of KNIGHT_JUMPS) {
    const s = shift(sq, d, board.grid);
    if (guard(s, 'knight') && connects(board, s as Square, sq, r.knightPassage)) return true;
  }
  for (const d of DIAGONAL) {
    const pawn = guard(shift(sq, d, board.grid), 'pawn');
    if (pawn?.facing !== undefined && diagonalsOn(pawn.square, pawn.facing, board.grid).includes(sq)) return true;
  }
  return false;
}
