/**
 * The pieces and their moves (§31–§42a, §172): the pawn's steps, turns and diagonal captures by
 * its front; the knight with the practicable connecting square; rook, bishop and queen as
 * cavalry taking every unprotected enemy in a straight line; the leaping pieces moving as one
 * component per move; and inner strength 1, 2 or 3.
 */
import { RuleError, oneOf } from '../errors.ts';
import { objectOf, readOptions } from '../checks.ts';
import { afterMoveOn } from './position.ts';
import { boardWith, passageOn, gunOn, practicableOn, readBoard, type Board, type Piece } from './board.ts';
import {
  atOn,
  chebyshevDistance,
  coordsOn,
  DIRECTION_STEP,
  readGrid,
  squareOn,
  turn,
  type Coords,
  type Grid,
  type Square,
} from './grid.ts';
import {
  DIRECTIONS,
  FIRST_VICTIM_READINGS,
  KNIGHT_PASSAGE_READINGS,
  PAWN_TURNS,
  PIECE_KINDS,
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

/**
 * Inner strength: 1 for simple, 2 for doubly and 3 for triply composite pieces (§42a II; the queen is rook + bishop).
 * /hellwig/s42a/
 */
export function pieceStrength(kind: PieceKind): 1 | 2 | 3 {
  return PIECE_COMPONENTS[oneOf('kind', kind, PIECE_KINDS)].length as 1 | 2 | 3;
}

/** Whether a piece is cavalry: queens, rooks and bishops only (§42a I). /hellwig/s42a/ */
export function isCavalry(kind: PieceKind): boolean {
  oneOf('kind', kind, PIECE_KINDS);
  return kind === 'queen' || kind === 'rook' || kind === 'bishop';
}

/**
 * One move of a piece: a step, slide or leap, a capture of one or more pieces, or a pawn's turn (§32–§41).
 * /hellwig/s32/
 */
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

const PIECE_OPTIONS = { firstVictim: FIRST_VICTIM_READINGS, knightPassage: KNIGHT_PASSAGE_READINGS } as const;

function readings(options: unknown): Readings {
  return readOptions('options', objectOf('options', options), PIECE_OPTIONS, {
    firstVictim: FIRST_VICTIM_READINGS[0],
    knightPassage: KNIGHT_PASSAGE_READINGS[0],
  });
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
  const c = coordsOn(square, grid);
  return atOn(c.row + d.row * k, c.col + d.col * k, grid);
}

/** The two squares a pawn captures on: diagonally ahead of its front (§36, §38). /hellwig/s38/ */
export function frontDiagonals(square: number, facing: Direction, grid: Grid): Square[] {
  const g = readGrid(grid);
  return diagonalsOn(squareOn(square, g), oneOf('facing', facing, DIRECTIONS), g);
}

/** `frontDiagonals` of a checked square and front. */
function diagonalsOn(sq: Square, facing: Direction, grid: Grid): Square[] {
  const ahead = DIRECTION_STEP[facing];
  const side = DIRECTION_STEP[turn(facing, 1)];
  return [-1, 1]
    .map((s) => shift(sq, { row: ahead.row + s * side.row, col: ahead.col + s * side.col }, grid))
    .filter((s): s is Square => s !== undefined)
    .sort((a, b) => a - b);
}

/** A pawn's front after a quarter-turn on its square (§37, §38 a–b): left is anticlockwise. /hellwig/s38/ */
export function turnPawn(facing: Direction, side: PawnTurn): Direction {
  return turn(oneOf('facing', facing, DIRECTIONS), oneOf('side', side, PAWN_TURNS) === 'right' ? 1 : -1);
}

/**
 * Whether a knight's leap is "immediately connected … by means of a practicable square" (§172):
 * of the two squares next to both ends, at least one must be practicable (a bridge counts; A9
 * decides whether a gun cube blocks). /hellwig/s172/
 */
export function knightConnects(
  board: Board,
  from: Square,
  to: Square,
  passage: KnightPassageReading = 'terrain-and-guns',
): boolean {
  const b0 = readBoard(board);
  const a = coordsOn(squareOn(from, b0.grid, 'from'), b0.grid);
  const b = coordsOn(squareOn(to, b0.grid, 'to'), b0.grid);
  if (Math.abs((b.row - a.row) * (b.col - a.col)) !== 2) {
    throw new RuleError('BAD_INPUT', `to must be a knight's leap from ${from} (§172); received ${to}`);
  }
  return connects(b0, from, to, oneOf('passage', passage, KNIGHT_PASSAGE_READINGS));
}

/** `knightConnects` on a checked board, a knight's leap and a reading. */
function connects(board: Board, from: Square, to: Square, passage: KnightPassageReading): boolean {
  const a = coordsOn(from, board.grid);
  const b = coordsOn(to, board.grid);
  const dr = b.row - a.row;
  const dc = b.col - a.col;
  const sr = Math.sign(dr);
  const sc = Math.sign(dc);
  const links =
    Math.abs(dr) === 2
      ? [atOn(a.row + sr, a.col, board.grid), atOn(a.row + sr, a.col + dc, board.grid)]
      : [atOn(a.row, a.col + sc, board.grid), atOn(a.row + dr, a.col + sc, board.grid)];
  // A breastwork is impassable "just like any other impassable position" (§134c), so it stands with the gun cube.
  return links.some(
    (s) =>
      s !== undefined &&
      practicableOn(board, s) &&
      (passage === 'terrain-only' || (!gunOn(board, s) && !board.entrenched?.has(s))),
  );
}

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
function protectedOn(board: Board, sq: Square, r: Readings, gone: ReadonlySet<Square> = NONE): boolean {
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

function removing(board: Board, squares: readonly Square[]): Board {
  const pieces = new Map(board.pieces);
  for (const s of squares) pieces.delete(s);
  return boardWith(board, { pieces });
}

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
function stepsOn(board: Board, sq: Square, r: Readings, visit: Visit): void {
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

/** What one position has already answered about reach, for one reading of the pieces (§77, §116; A11). */
interface ReachMemo {
  /** Each asked piece's destinations on this board: its moves' squares, turns aside. */
  readonly direct: Map<Square, ReadonlySet<Square>>;
  /** The board with one square emptied of its piece and breastwork, as "were `to` empty" asks. */
  readonly emptied: Map<Square, Board>;
}
/** Reach answered per position: a board is immutable, so what it answered once it answers again. */
const REACH = new WeakMap<Board, Map<string, ReachMemo>>();

function memoOf(b: Board, r: Readings): ReachMemo {
  let byReading = REACH.get(b);
  if (!byReading) REACH.set(b, (byReading = new Map()));
  const key = `${r.firstVictim} ${r.knightPassage}`;
  let memo = byReading.get(key);
  if (!memo) byReading.set(key, (memo = { direct: new Map(), emptied: new Map() }));
  return memo;
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
