/**
 * Entrenching (§106–§109, §134a, §134b): how many moves a stack of signs takes, which squares a piece may entrench or
 * strengthen now, which pieces may entrench a square, and the move that throws up a breastwork or adds a sign.
 */
import { RuleError, describeValue, wholeNumber } from '../errors.ts';
import type { Board } from './board.ts';
import { readBoard } from './boardSetup.ts';
import { CANNON_SHOT, contestsOn, otherPlayer } from './defence.ts';
import { atOn, coordsOn, offset, toSquare, type Square } from './grid.ts';
import { frontDiagonals } from './pieceSteps.ts';
import { reacher } from './pieceReach.ts';
import type { PieceOptions } from './pieces.ts';
import type { Player } from './types.ts';
import { NEW_BREASTWORK_SIGNS, checkWorks, pieceOptions, seal, standable, type Breastworks } from './breastworks.ts';

/**
 * How many moves it takes to stack `signs` signs on one square: three in the first, one more each later move (§106,
 * l.991: 6 signs, 4 moves). /hellwig/s106/
 */
export function movesToBuild(signs: number): number {
  return wholeNumber('signs', signs, NEW_BREASTWORK_SIGNS, 200) - NEW_BREASTWORK_SIGNS + 1;
}

/**
 * The squares a piece could entrench by reach (§107–§109), before the rules of attack and fire, among those `open`
 * lets it (no enemy piece or breastwork there): asked first, as the cheaper question.
 */
function withinReach(board: Board, from: Square, options: PieceOptions, open: (square: Square) => boolean): Square[] {
  const piece = board.pieces.get(from);
  if (!piece) throw new RuleError('BAD_INPUT', `there is no piece on square ${from} to entrench`);
  if (piece.kind === 'pawn' && piece.facing !== undefined) {
    // §109: "only the three squares in front of it that it can reach through its diagonal captures".
    const ahead = offset(from, piece.facing, 1, board.grid);
    return [...frontDiagonals(from, piece.facing, board.grid), ...(ahead === undefined ? [] : [ahead])]
      .filter((s) => standable(board, s) && open(s))
      .sort((a, b) => a - b);
  }
  const reaches = reacher(board, options);
  const out: Square[] = [];
  // Only the squares within one cannon-shot, sorted as a walk over the whole plate would give them (a serpentine
  // plate numbers every other row backwards).
  const { row, col } = coordsOn(from, board.grid);
  for (let r = row - CANNON_SHOT; r <= row + CANNON_SHOT; r++)
    for (let c = col - CANNON_SHOT; c <= col + CANNON_SHOT; c++) {
      const sq = atOn(r, c, board.grid);
      // `reaches` asks first that the square be standable: practicable, and no gun on it (§107, §46).
      if (sq === undefined || sq === from || !open(sq)) continue;
      if (reaches(from, sq)) out.push(sq);
    }
  return out.sort((a, b) => a - b);
}

/**
 * The squares the piece on `from` may entrench or strengthen now (§107–§109, §134a, §134b): within
 * one cannon-shot and able to occupy it (a pawn: its three front squares), no enemy piece or
 * breastwork on it, not in the enemy's artillery field, and not attacked by enemy pieces at least
 * as strongly as ours defend it unless our own artillery covers it. /hellwig/s108/
 */
export function entrenchableSquares(
  board: Board,
  breastworks: Breastworks,
  from: number,
  options: PieceOptions = {},
): readonly Square[] {
  const b = readBoard(board);
  const w = checkWorks(b, breastworks);
  const o = pieceOptions(options);
  const sq = toSquare(from, b.grid, 'from');
  return entrenchableOn(b, w, sq, o);
}

/**
 * The squares of the pieces that may entrench or strengthen `square` now, in order: each piece within one cannon-shot
 * whose `entrenchableSquares` hold it (§107–§109, §134a, §134b), the square asked the other way about. Throws OFF_BOARD
 * for a square not on the board. /hellwig/s108/
 */
export function entrenchersOf(
  board: Board,
  breastworks: Breastworks,
  square: number,
  options: PieceOptions = {},
): readonly Square[] {
  const b = readBoard(board);
  const w = checkWorks(b, breastworks);
  const o = pieceOptions(options);
  const sq = toSquare(square, b.grid, 'square');
  const at = coordsOn(sq, b.grid);
  const near = (from: Square) => {
    const c = coordsOn(from, b.grid);
    return Math.max(Math.abs(c.row - at.row), Math.abs(c.col - at.col)) <= CANNON_SHOT;
  };
  return [...b.pieces.keys()]
    .filter((from) => near(from) && entrenchableOn(b, w, from, o).includes(sq))
    .sort((a, z) => a - z);
}

function entrenchableOn(board: Board, works: Breastworks, from: Square, options: PieceOptions): Square[] {
  const piece = board.pieces.get(from);
  if (!piece) throw new RuleError('BAD_INPUT', `there is no piece on square ${from} to entrench`);
  const me = piece.player;
  const contests = contestsOn(board, options);
  const open = (s: Square) => {
    const there = board.pieces.get(s);
    const work = works.works.get(s);
    return !((there && there.player !== me) || (work && work.owner !== me));
  };
  return withinReach(board, from, options, open).filter(
    (s) => !contests.covered(s, otherPlayer(me)) && !contests.outweighed(s, me),
  );
}

/**
 * Throw up a breastwork of three signs, or strengthen one's own by one sign: one move (§106, §107–§109, §134a, §134b).
 * /hellwig/s106/
 */
export function entrench(
  board: Board,
  breastworks: Breastworks,
  from: number,
  square: number,
  options: PieceOptions = {},
): Breastworks {
  const b = readBoard(board);
  const w = checkWorks(b, breastworks);
  const o = pieceOptions(options);
  const f = toSquare(from, b.grid, 'from');
  const sq = toSquare(square, b.grid, 'square');
  const allowed = entrenchableOn(b, w, f, o);
  if (!allowed.includes(sq))
    throw new RuleError(
      'BLOCKED',
      `the piece on ${f} may entrench ${describeValue(allowed)} (§107–§109, §134a, §134b); received ${sq}`,
    );
  const works = new Map(w.works);
  const before = w.works.get(sq);
  works.set(sq, {
    square: sq,
    owner: (b.pieces.get(f) as { player: Player }).player,
    signs: before ? before.signs + 1 : NEW_BREASTWORK_SIGNS,
  });
  return seal({ ...w, works });
}
