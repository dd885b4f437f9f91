/**
 * The pieces and their moves (§31–§42a, §172): the pawn's steps, turns and diagonal captures by
 * its front; the knight with the practicable connecting square; rook, bishop and queen as
 * cavalry taking every unprotected enemy in a straight line; the leaping pieces moving as one
 * component per move; and inner strength 1, 2 or 3.
 */
import { RuleError, oneOf } from '../errors.ts';
import { passageObstacle, gunAt, isPracticable, type Board, type Piece } from './board.ts';
import { afterPieceMove } from './position.ts';
import { at, chebyshevDistance, coordsOf, DIRECTION_STEP, toSquare, turn, type Coords, type Grid, type Square } from './grid.ts';
import {
  FIRST_VICTIM_READINGS,
  KNIGHT_PASSAGE_READINGS,
  type Direction,
  type FirstVictimReading,
  type KnightPassageReading,
  type PawnTurn,
  type PieceKind,
  type SimpleMove,
} from './types.ts';

/** The simple pieces each piece is composed of (§41, §42a II). /hellwig/s42a/ */
export const PIECE_COMPONENTS: { readonly [K in PieceKind]: readonly SimpleMove[] } = {
  pawn: ['pawn'],
  knight: ['knight'],
  rook: ['rook'],
  bishop: ['bishop'],
  queen: ['rook', 'bishop'],
  'leaping-queen': ['rook', 'bishop', 'knight'],
  elephant: ['rook', 'knight'],
  'leaping-bishop': ['bishop', 'knight'],
};

/** The letters by which the plates mark the pieces (§31a, §41a, §206). /hellwig/s31a/ */
export const PIECE_LETTERS: { readonly [K in PieceKind]: string } = {
  pawn: 'b',
  knight: 'S',
  rook: 'T',
  bishop: 'L',
  queen: 'K',
  'leaping-queen': 'SK',
  elephant: 'E',
  'leaping-bishop': 'SL',
};

/** Inner strength: 1 for simple, 2 for doubly and 3 for triply composite pieces (§42a II; the queen is rook + bishop). /hellwig/s42a/ */
export function pieceStrength(kind: PieceKind): 1 | 2 | 3 {
  return PIECE_COMPONENTS[kind].length as 1 | 2 | 3;
}

/** Whether a piece is cavalry: queens, rooks and bishops only (§42a I). /hellwig/s42a/ */
export function isCavalry(kind: PieceKind): boolean {
  return kind === 'queen' || kind === 'rook' || kind === 'bishop';
}

/** One move of a piece: a step, slide or leap, a capture of one or more pieces, or a pawn's turn (§32–§41). /hellwig/s32/ */
export interface PieceMove {
  readonly kind: 'move' | 'capture' | 'turn';
  readonly from: Square;
  readonly to: Square;
  /** The simple piece whose property the move uses (§41). */
  readonly as: SimpleMove;
  /** The squares of the pieces taken, in the order taken; the piece ends on the last (§33). */
  readonly captures: readonly Square[];
  /** A pawn's front after the move (§38: steps and captures keep it; turns change it). */
  readonly facing?: Direction;
  /** The position after the move (§32, §33, §38), as device and formation moves carry theirs. */
  readonly board: Board;
}

/** Readings for piece moves (A9, A10), defaulting to the notes' recommendation (§33, §172). /hellwig/s33/ */
export interface PieceOptions {
  readonly firstVictim?: FirstVictimReading;
  readonly knightPassage?: KnightPassageReading;
}

interface Readings {
  readonly firstVictim: FirstVictimReading;
  readonly knightPassage: KnightPassageReading;
}

function readings(options: PieceOptions): Readings {
  if (typeof options !== 'object' || options === null) throw new RuleError('BAD_INPUT', `piece options must be an object; received ${JSON.stringify(options)}`);
  const known = ['firstVictim', 'knightPassage'];
  for (const k of Object.keys(options)) {
    if (!known.includes(k)) throw new RuleError('UNKNOWN_OPTION', `piece option must be one of ${known.join(', ')}; received ${JSON.stringify(k)}`);
  }
  return {
    firstVictim: oneOf('firstVictim', options.firstVictim ?? FIRST_VICTIM_READINGS[0], FIRST_VICTIM_READINGS),
    knightPassage: oneOf('knightPassage', options.knightPassage ?? KNIGHT_PASSAGE_READINGS[0], KNIGHT_PASSAGE_READINGS),
  };
}

const ORTHOGONAL: readonly Coords[] = [DIRECTION_STEP.AB, DIRECTION_STEP.BD, DIRECTION_STEP.CD, DIRECTION_STEP.AC];
const DIAGONAL: readonly Coords[] = [
  { row: -1, col: -1 },
  { row: -1, col: 1 },
  { row: 1, col: 1 },
  { row: 1, col: -1 },
];
const KNIGHT_JUMPS: readonly Coords[] = [
  { row: -2, col: -1 },
  { row: -2, col: 1 },
  { row: -1, col: 2 },
  { row: 1, col: 2 },
  { row: 2, col: 1 },
  { row: 2, col: -1 },
  { row: 1, col: -2 },
  { row: -1, col: -2 },
];

function shift(square: Square, d: Coords, grid: Grid, k = 1): Square | undefined {
  const c = coordsOf(square, grid);
  return at(c.row + d.row * k, c.col + d.col * k, grid);
}

/** The two squares a pawn captures on: diagonally ahead of its front (§36, §38). /hellwig/s38/ */
export function frontDiagonals(square: number, facing: Direction, grid: Grid): Square[] {
  const sq = toSquare(square, grid);
  const ahead = DIRECTION_STEP[facing];
  const side = DIRECTION_STEP[turn(facing, 1)];
  return [-1, 1]
    .map((s) => shift(sq, { row: ahead.row + s * side.row, col: ahead.col + s * side.col }, grid))
    .filter((s): s is Square => s !== undefined)
    .sort((a, b) => a - b);
}

/** A pawn's front after a quarter-turn on its square (§37, §38 a–b): left is anticlockwise. /hellwig/s38/ */
export function turnPawn(facing: Direction, side: PawnTurn): Direction {
  return turn(facing, side === 'right' ? 1 : -1);
}

/**
 * Whether a knight's leap is "immediately connected … by means of a practicable square" (§172):
 * of the two squares next to both ends, at least one must be practicable (a bridge counts; A9
 * decides whether a gun cube blocks). /hellwig/s172/
 */
export function knightConnects(board: Board, from: Square, to: Square, passage: KnightPassageReading = 'terrain-and-guns'): boolean {
  const a = coordsOf(from, board.grid);
  const b = coordsOf(to, board.grid);
  const dr = b.row - a.row;
  const dc = b.col - a.col;
  const sr = Math.sign(dr);
  const sc = Math.sign(dc);
  const links =
    Math.abs(dr) === 2
      ? [at(a.row + sr, a.col, board.grid), at(a.row + sr, a.col + dc, board.grid)]
      : [at(a.row, a.col + sc, board.grid), at(a.row + dr, a.col + sc, board.grid)];
  return links.some((s) => s !== undefined && isPracticable(board, s) && (passage === 'terrain-only' || !gunAt(board, s)));
}

/** Whether a piece could capture on `target` with one simple move (chess sense of attack; used for protection, A10). */
function attacks(board: Board, piece: Piece, target: Square, r: Readings): boolean {
  const grid = board.grid;
  const a = coordsOf(piece.square, grid);
  const b = coordsOf(target, grid);
  const dr = b.row - a.row;
  const dc = b.col - a.col;
  return PIECE_COMPONENTS[piece.kind].some((as) => {
    switch (as) {
      case 'pawn':
        return piece.facing !== undefined && frontDiagonals(piece.square, piece.facing, grid).includes(target);
      case 'knight':
        return Math.abs(dr * dc) === 2 && knightConnects(board, piece.square, target, r.knightPassage);
      case 'rook':
      case 'bishop': {
        const straight = as === 'rook' ? dr === 0 || dc === 0 : Math.abs(dr) === Math.abs(dc);
        const n = Math.max(Math.abs(dr), Math.abs(dc));
        if (!straight || n === 0) return false;
        const d = { row: Math.sign(dr), col: Math.sign(dc) };
        for (let k = 1; k < n; k++) {
          const s = shift(piece.square, d, grid, k) as Square;
          if (passageObstacle(board, s) !== undefined) return false;
        }
        return true;
      }
    }
  });
}

/** Whether the piece on `square` is protected: another piece of its player could take on that square (chess sense; A10). /hellwig/s33/ */
export function isProtected(board: Board, square: number, options: PieceOptions = {}): boolean {
  const r = readings(options);
  const sq = toSquare(square, board.grid);
  const victim = board.pieces.get(sq);
  if (!victim) throw new RuleError('BAD_INPUT', `there is no piece on square ${sq} to be protected`);
  return [...board.pieces.values()].some((p) => p.square !== sq && p.player === victim.player && attacks(board, p, sq, r));
}

function removing(board: Board, squares: readonly Square[]): Board {
  const pieces = new Map(board.pieces);
  for (const s of squares) pieces.delete(s);
  return { ...board, pieces };
}

/**
 * Every move of the piece on `from` (§32–§42, §172): pawn steps to the nearest square (§36),
 * diagonal captures by its front and quarter-turns (§37–§39); knight leaps over a practicable
 * connecting square (§172); line moves stopped by any piece (§177), with cavalry chains that
 * take "as many enemy pieces as they encounter unprotected in a straight line" and may stop
 * after any of them (§33, §34, §42); leaping pieces use one component per move (§41). /hellwig/s33/
 */
export function pieceMoves(board: Board, from: number, options: PieceOptions = {}): readonly PieceMove[] {
  const r = readings(options);
  const grid = board.grid;
  const sq = toSquare(from, grid, 'from');
  const piece = board.pieces.get(sq);
  if (!piece) throw new RuleError('BAD_INPUT', `there is no piece on square ${sq}`);
  const moves: PieceMove[] = [];
  const facing = piece.facing;
  const push = (m: Omit<PieceMove, 'from' | 'facing' | 'board'>) => {
    const move = facing === undefined ? { ...m, from: sq } : { ...m, from: sq, facing };
    moves.push({ ...move, board: afterPieceMove(board, move) });
  };
  for (const as of PIECE_COMPONENTS[piece.kind]) {
    if (as === 'pawn' && facing !== undefined) {
      for (const d of ORTHOGONAL) {
        const to = shift(sq, d, grid);
        if (to !== undefined && passageObstacle(board, to) === undefined) push({ kind: 'move', to, as, captures: [] });
      }
      for (const to of frontDiagonals(sq, facing, grid)) {
        const there = board.pieces.get(to);
        if (there && there.player !== piece.player) push({ kind: 'capture', to, as, captures: [to] });
      }
      for (const side of ['left', 'right'] as const) {
        const turned = { kind: 'turn', from: sq, to: sq, as, captures: [], facing: turnPawn(facing, side) } as const;
        moves.push({ ...turned, board: afterPieceMove(board, turned) });
      }
    } else if (as === 'knight') {
      for (const d of KNIGHT_JUMPS) {
        const to = shift(sq, d, grid);
        if (to === undefined || !knightConnects(board, sq, to, r.knightPassage)) continue;
        const there = board.pieces.get(to);
        if (there) {
          if (there.player !== piece.player) push({ kind: 'capture', to, as, captures: [to] });
        } else if (passageObstacle(board, to) === undefined) {
          push({ kind: 'move', to, as, captures: [] });
        }
      }
    } else if (as === 'rook' || as === 'bishop') {
      const vacated = removing(board, [sq]);
      for (const d of as === 'rook' ? ORTHOGONAL : DIAGONAL) {
        const victims: Square[] = [];
        for (let k = 1; ; k++) {
          const to = shift(sq, d, grid, k);
          if (to === undefined) break;
          const there = board.pieces.get(to);
          if (!there) {
            if (passageObstacle(board, to) !== undefined) break;
            if (victims.length === 0) push({ kind: 'move', to, as, captures: [] });
            continue;
          }
          if (there.player === piece.player) break;
          // A later victim must be unprotected when taken, with the earlier ones gone (§34, third example).
          const unprotected = !isProtected(removing(vacated, victims), to, r);
          if (victims.length > 0 && !unprotected) break;
          victims.push(to);
          push({ kind: 'capture', to, as, captures: [...victims] });
          if (victims.length === 1 && r.firstVictim === 'unprotected' && !unprotected) break;
        }
      }
    }
  }
  return moves;
}

/**
 * Whether the piece on `from` could occupy `to` with its next move were `to` empty (§77, §116,
 * §163; A11), and how many cannon-shot squares apart they are (§77: at most 3). /hellwig/s77/
 */
export function canReach(board: Board, from: number, to: number, options: PieceOptions = {}): { readonly reaches: boolean; readonly distance: number } {
  const target = toSquare(to, board.grid, 'to');
  const emptied = removing(board, [target]);
  const reaches = isPracticable(board, target) && !gunAt(board, target) && pieceMoves(emptied, from, options).some((m) => m.to === target && m.kind !== 'turn');
  return { reaches, distance: chebyshevDistance(from, target, board.grid) };
}
