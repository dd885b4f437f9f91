/**
 * Reach (§77, §116, §163; A11): the squares a piece may move to or capture on with its next move, and whether it could
 * occupy a square were that square empty, with the cannon-shot distance between them.
 */
import { RuleError } from '../errors.ts';
import { boardWith, passageOn, gunOn, practicableOn, type Board } from './board.ts';
import { readBoard } from './boardSetup.ts';
import { chebyshevDistance, coordsOn, squareOn, type Square } from './grid.ts';
import { PIECE_COMPONENTS, readings, type PieceOptions, type Readings } from './pieces.ts';
import { memoOf, stepsOn, type ReachMemo } from './pieceMoves.ts';
import { connects, shift } from './pieceSteps.ts';

function removing(board: Board, squares: readonly Square[]): Board {
  const pieces = new Map(board.pieces);
  for (const s of squares) pieces.delete(s);
  return boardWith(board, { pieces });
}

/**
 * `canReach`'s question for many pairs of squares on one board (§77, §116, §163; A11): whether the piece on `from`
 * could occupy `to` with its next move were `to` empty. /hellwig/s116/
 */
export function reacher(board: Board, options: PieceOptions = {}): (from: Square, to: Square) => boolean {
  const b = readBoard(board);
  const r = readings(options);
  // The position's memory is looked up once for all the pairs asked.
  const memo = memoOf(b, r);
  return (from, to) => reachesOn(b, from, to, r, memo);
}

/**
 * The squares each piece may move to or capture on with its next move, turns aside (§32–§42, §172): every `to` and
 * every capture of `pieceMoves`, since each victim of a chain is the end of a shorter one (§33). Asked of many pieces
 * of one board, each worked out once a position. /hellwig/s33/
 */
export function destinationsOf(board: Board, options: PieceOptions = {}): (from: Square) => ReadonlySet<Square> {
  const b = readBoard(board);
  const r = readings(options);
  const memo = memoOf(b, r);
  return (from) => destinationsOn(b, from, r, memo);
}

/** The squares the piece on `from` may move to or capture on, turns aside, asked once a position (§32–§42). */
function destinationsOn(b: Board, from: Square, r: Readings, memo = memoOf(b, r)): ReadonlySet<Square> {
  const { direct } = memo;
  let out = direct.get(from);
  if (!out) {
    const to = new Set<Square>();
    stepsOn(b, from, r, (kind, end) => {
      if (kind !== 'turn') to.add(end);
    });
    direct.set(from, (out = to));
  }
  return out;
}

/**
 * Whether the piece on `from` could occupy `to` with its next move were `to` empty (§77, §116,
 * §163; A11), and how many cannon-shot squares apart they are (§77: at most 3). /hellwig/s77/
 */
export function canReach(
  board: Board,
  from: number,
  to: number,
  options: PieceOptions = {},
): { readonly reaches: boolean; readonly distance: number } {
  const b = readBoard(board);
  const source = squareOn(from, b.grid, 'from');
  const target = squareOn(to, b.grid, 'to');
  return {
    reaches: reachesOn(b, source, target, readings(options)),
    distance: chebyshevDistance(source, target, b.grid),
  };
}

/** `canReach`'s answer on a checked board, squares and readings. */
function reachesOn(b: Board, source: Square, target: Square, r: Readings, memo?: ReachMemo): boolean {
  if (!practicableOn(b, target) || gunOn(b, target)) return false;
  // A square with no piece and no breastwork is already empty: the piece's moves on this board answer.
  if (!b.pieces.has(target) && !b.entrenched?.has(target)) return destinationsOn(b, source, r, memo).has(target);
  // "Were `to` empty": a breastwork on it is no bar to the question, as §116–§117 count pieces that could occupy one.
  // The mover itself emptied leaves nothing to ask: the plain path's refusal stands.
  if (source === target) return destinationsOn(emptiedOn(b, target, r), source, r).has(target);
  return entersEmptied(b, source, target, r);
}

/** The board with one square emptied of its piece and breastwork, remembered per position (§116, "were it empty"). */
function emptiedOn(b: Board, target: Square, r: Readings): Board {
  const { emptied } = memoOf(b, r);
  let e = emptied.get(target);
  if (!e)
    emptied.set(
      target,
      (e = b.entrenched?.has(target)
        ? boardWith(removing(b, [target]), { entrenched: new Set([...b.entrenched].filter((s) => s !== target)) })
        : removing(b, [target])),
    );
  return e;
}

/**
 * Whether the piece on `source` could move onto `target`, a practicable square without a gun, were `target` emptied of
 * its piece and breastwork (§77, §116; A11), asked without emptying it. On the emptied board nothing stands on
 * `target`, so no capture ends there (§33): only `stepsOn`'s plain moves can, and those ask nothing of `target` but
 * that it be free, nor of any other square that emptying it changes: a pawn's step to a side (§36), a knight's leap
 * over a connecting square, which is never `target` (§172), a line clear of pieces and obstacles up to it (§177).
 */
function entersEmptied(b: Board, source: Square, target: Square, r: Readings): boolean {
  const grid = b.grid;
  const piece = b.pieces.get(source);
  if (!piece) throw new RuleError('BAD_INPUT', `there is no piece on square ${source}`);
  const a = coordsOn(source, grid);
  const t = coordsOn(target, grid);
  const dr = t.row - a.row;
  const dc = t.col - a.col;
  return PIECE_COMPONENTS[piece.kind].some((as) => {
    switch (as) {
      case 'pawn':
        return piece.facing !== undefined && Math.abs(dr) + Math.abs(dc) === 1;
      case 'knight':
        return Math.abs(dr * dc) === 2 && connects(b, source, target, r.knightPassage);
      case 'rook':
      case 'bishop': {
        const straight = as === 'rook' ? dr === 0 || dc === 0 : Math.abs(dr) === Math.abs(dc);
        if (!straight) return false;
        const d = { row: Math.sign(dr), col: Math.sign(dc) };
        for (let k = 1; k < Math.max(Math.abs(dr), Math.abs(dc)); k++)
          if (passageOn(b, shift(source, d, grid, k) as Square) !== undefined) return false;
        return true;
      }
    }
  });
}
