/**
 * Every move of a piece (§32–§42, §172, §177): pawn steps, diagonal captures and quarter-turns; knight leaps over a
 * practicable connecting square; line moves and cavalry chains; leaping pieces one component per move. Each move's
 * position is worked out only when asked for, and what a position answered is remembered per reading.
 */
import { RuleError } from '../errors.ts';
import { afterMoveOn } from './position.ts';
import { passageOn, type Board } from './board.ts';
import { readBoard } from './boardSetup.ts';
import { squareOn, type Square } from './grid.ts';
import type { Direction, SimpleMove } from './types.ts';
import { PIECE_COMPONENTS, readings, type PieceMove, type PieceOptions, type Readings } from './pieces.ts';
import { DIAGONAL, KNIGHT_JUMPS, ORTHOGONAL, connects, diagonalsOn, shift, turnPawn } from './pieceSteps.ts';
import { protectedOn } from './protection.ts';

/**
 * Every move of the piece on `from` (§32–§42, §172): pawn steps to the nearest square (§36),
 * diagonal captures by its front and quarter-turns (§37–§39); knight leaps over a practicable
 * connecting square (§172); line moves stopped by any piece (§177), with cavalry chains that
 * take "as many enemy pieces as they encounter unprotected in a straight line" and may stop
 * after any of them (§33, §34, §42); leaping pieces use one component per move (§41). /hellwig/s33/
 */
export function pieceMoves(board: Board, from: number, options: PieceOptions = {}): readonly PieceMove[] {
  const b = readBoard(board);
  return movesOn(b, squareOn(from, b.grid, 'from'), readings(options));
}

/**
 * A move whose position is worked out when first asked for, then kept: most askers (reach, cut-offs, depots, the
 * side's list of actions) want only where a piece may go, and a position per move costs a copy of the board's pieces.
 * A class, its position's getter on the prototype: a plate III side offers some 1,700 moves, and an object with a
 * getter of its own costs a closure and a property dictionary each.
 */
class LazyMove implements PieceMove {
  readonly kind: PieceMove['kind'];
  readonly from: Square;
  readonly to: Square;
  readonly as: SimpleMove;
  readonly captures: readonly Square[];
  declare readonly facing?: Direction;
  readonly #before: Board;
  #after: Board | undefined;
  constructor(
    before: Board,
    kind: PieceMove['kind'],
    from: Square,
    to: Square,
    as: SimpleMove,
    captures: readonly Square[],
    facing: Direction | undefined,
  ) {
    this.kind = kind;
    this.from = from;
    this.to = to;
    this.as = as;
    this.captures = captures;
    if (facing !== undefined) this.facing = facing;
    this.#before = before;
  }
  get board(): Board {
    return (this.#after ??= afterMoveOn(this.#before, this));
  }
}

/** `pieceMoves` on a checked board, square and readings. */
function movesOn(board: Board, sq: Square, r: Readings): readonly PieceMove[] {
  const moves: PieceMove[] = [];
  const { direct } = memoOf(board, r);
  // The squares reached are kept for reach's askers (the whole side's entrenching asks them of every piece next).
  const to = direct.has(sq) ? undefined : new Set<Square>();
  stepsOn(board, sq, r, (kind, end, as, captures, facing) => {
    moves.push(new LazyMove(board, kind, sq, end, as, captures, facing));
    if (kind !== 'turn') to?.add(end);
  });
  if (to) direct.set(sq, to);
  return moves;
}

/** No pieces taken: one array for every plain move and turn, as nothing changes a move's captures. */
const NO_CAPTURES: readonly Square[] = Object.freeze([]);

/** What `stepsOn` hands on of each move: its kind, end, simple piece, captures and the pawn's front after it. */
type Visit = (
  kind: PieceMove['kind'],
  to: Square,
  as: SimpleMove,
  captures: readonly Square[],
  facing: Direction | undefined,
) => void;

/**
 * Each move of the piece on `sq`, without its position, handed to `visit` in `pieceMoves`' order (§32–§42), as
 * arguments: reach's askers want only its end, and make no object of it.
 */
export function stepsOn(board: Board, sq: Square, r: Readings, visit: Visit): void {
  const grid = board.grid;
  const piece = board.pieces.get(sq);
  if (!piece) throw new RuleError('BAD_INPUT', `there is no piece on square ${sq}`);
  const facing = piece.facing;
  for (const as of PIECE_COMPONENTS[piece.kind]) {
    if (as === 'pawn' && facing !== undefined) {
      for (const d of ORTHOGONAL) {
        const to = shift(sq, d, grid);
        if (to !== undefined && passageOn(board, to) === undefined) visit('move', to, as, NO_CAPTURES, facing);
      }
      for (const to of diagonalsOn(sq, facing, grid)) {
        const there = board.pieces.get(to);
        if (there && there.player !== piece.player) visit('capture', to, as, [to], facing);
      }
      for (const side of ['left', 'right'] as const) visit('turn', sq, as, NO_CAPTURES, turnPawn(facing, side));
    } else if (as === 'knight') {
      for (const d of KNIGHT_JUMPS) {
        const to = shift(sq, d, grid);
        if (to === undefined || !connects(board, sq, to, r.knightPassage)) continue;
        const there = board.pieces.get(to);
        if (there) {
          if (there.player !== piece.player) visit('capture', to, as, [to], facing);
        } else if (passageOn(board, to) === undefined) {
          visit('move', to, as, NO_CAPTURES, facing);
        }
      }
    } else if (as === 'rook' || as === 'bishop') {
      for (const d of as === 'rook' ? ORTHOGONAL : DIAGONAL) {
        const victims: Square[] = [];
        for (let k = 1; ; k++) {
          const to = shift(sq, d, grid, k);
          if (to === undefined) break;
          const there = board.pieces.get(to);
          if (!there) {
            if (passageOn(board, to) !== undefined) break;
            if (victims.length === 0) visit('move', to, as, NO_CAPTURES, facing);
            continue;
          }
          if (there.player === piece.player) break;
          // A later victim must be unprotected when taken, with the earlier ones gone (§34, third example).
          const unprotected = !protectedOn(board, to, r, new Set([sq, ...victims]));
          if (victims.length > 0 && !unprotected) break;
          victims.push(to);
          visit('capture', to, as, [...victims], facing);
          if (victims.length === 1 && r.firstVictim === 'unprotected' && !unprotected) break;
        }
      }
    }
  }
}

/** What one position has already answered about reach, for one reading of the pieces (§77, §116; A11). */
export interface ReachMemo {
  /** Each asked piece's destinations on this board: its moves' squares, turns aside. */
  readonly direct: Map<Square, ReadonlySet<Square>>;
  /** The board with one square emptied of its piece and breastwork, as "were `to` empty" asks. */
  readonly emptied: Map<Square, Board>;
}
/** Reach answered per position: a board is immutable, so what it answered once it answers again. */
const REACH = new WeakMap<Board, Map<string, ReachMemo>>();

/** The memory of one position for one reading of the pieces, made on first asking (§77, §116; A11). */
export function memoOf(b: Board, r: Readings): ReachMemo {
  let byReading = REACH.get(b);
  if (!byReading) REACH.set(b, (byReading = new Map()));
  const key = `${r.firstVictim} ${r.knightPassage}`;
  let memo = byReading.get(key);
  if (!memo) byReading.set(key, (memo = { direct: new Map(), emptied: new Map() }));
  return memo;
}
