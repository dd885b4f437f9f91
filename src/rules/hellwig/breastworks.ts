/**
 * Breastworks (§103–§134f): green signs stacked on a square, three laid in one move and one more
 * each later move; who may entrench which square; the shelter they give from the enemy's fire
 * while one's own fires through them; who defends and attacks them; bombardment, storming,
 * ruin by the holder and taking over an abandoned one. `Breastworks` is a value of its own, made
 * by `createBreastworks` against a board, so the board keeps its shape; `entrenchedBoard` gives the
 * position in which the breastworks stop every piece and board (§110, §134c, §179).
 */
import { RuleError, describeValue, oneOf, wholeNumber } from '../errors.ts';
import { fieldOf, listOf, objectOf } from '../checks.ts';
import { artilleryStrength, computeField } from './artillery.ts';
import {
  boardWith,
  deviceOnBoard,
  gunAt,
  gunOn,
  isPracticable,
  practicableOn,
  terrainAt,
  type Board,
  readBoard,
} from './board.ts';
import { controllerOf, isEffective } from './combined.ts';
import { CANNON_SHOT, contestOn, contestsOn, coveredBy, otherPlayer, type PositionContest } from './defence.ts';
import { atOn, coordsOn, offset, toSquare, type Square, plateCalled } from './grid.ts';
import { frontDiagonals, reacher, type PieceOptions } from './pieces.ts';
import { PLAYERS, type PlateName, type Player } from './types.ts';

/** "One lays three of the signs … on top of each other": a new breastwork (§106, l.991). /hellwig/s106/ */
export const NEW_BREASTWORK_SIGNS = 3;

/**
 * The strongest bombardment: triple artillery takes three signs a move; stronger counts as triple (§123–§124).
 * /hellwig/s124/
 */
const MAX_BOMBARDMENT_SIGNS = 3;

/** A breastwork: its holder and how many signs lie stacked on it (§104, §106). /hellwig/s104/ */
export interface Breastwork {
  readonly square: Square;
  readonly owner: Player;
  readonly signs: number;
}

/** The breastworks on a plate, by square (§104). /hellwig/s104/ */
export interface Breastworks {
  readonly plate: PlateName;
  readonly works: ReadonlyMap<Square, Breastwork>;
}

/** A breastwork as plain data (§104, §106). /hellwig/s104/ */
export interface BreastworkSetup {
  readonly square: number;
  readonly owner: Player;
  readonly signs?: number;
}

const made = new WeakSet<object>();

function seal(value: Breastworks): Breastworks {
  made.add(value);
  return Object.freeze(value);
}

function checkWorks(board: Board, value: unknown): Breastworks {
  if (typeof value !== 'object' || value === null || !made.has(value)) {
    throw new RuleError('BAD_INPUT', `breastworks must be made by createBreastworks; received ${describeValue(value)}`);
  }
  const w = value as Breastworks;
  if (w.plate !== board.grid.name)
    throw new RuleError(
      'BAD_INPUT',
      `the breastworks are on ${plateCalled(w.plate)}; the board is on ${plateCalled(board.grid.name)}`,
    );
  for (const sq of w.works.keys()) {
    if (!isPracticable(board, sq) || gunAt(board, sq))
      throw new RuleError(
        'BLOCKED',
        `a breastwork stands on practicable ground (§107, §134d); on this board ${sq} is not`,
      );
  }
  return w;
}

/**
 * Where a breastwork may stand: practicable ground, transporters, artillerists' squares and buildings included, not a
 * gun's square (§107, §134d, §46).
 */
function standable(board: Board, square: Square): boolean {
  return practicableOn(board, square) && !gunOn(board, square);
}

/**
 * Check breastworks against a board (§104, §106, §134d): practicable squares without a gun, one breastwork a square, at
 * least one sign each. /hellwig/s104/
 */
export function createBreastworks(board: Board, setup: readonly BreastworkSetup[] = []): Breastworks {
  const b = readBoard(board);
  const list = listOf('setup', setup);
  const works = new Map<Square, Breastwork>();
  for (const [i, value] of list.entries()) {
    const name = `setup[${i}]`;
    const v = objectOf(name, value, 'a breastwork');
    const square = toSquare(fieldOf(name, v, 'square'), b.grid, `${name}.square`);
    const owner = oneOf(`${name}.owner`, fieldOf(name, v, 'owner'), PLAYERS);
    // §213: each player keeps 40 signs in reserve, and the fortress starts with 4 a square (§212).
    const signs = wholeNumber(`${name}.signs`, fieldOf(name, v, 'signs') ?? NEW_BREASTWORK_SIGNS, 1, 200);
    if (!standable(b, square))
      throw new RuleError(
        'BLOCKED',
        `a breastwork is thrown up on practicable ground (§107, §134d); ${square} is ${gunAt(b, square) ? 'a gun square' : terrainAt(b, square)}`,
      );
    if (works.has(square)) throw new RuleError('OVERLAP', `square ${square} already has a breastwork`);
    works.set(square, { square, owner, signs });
  }
  return seal({ plate: b.grid.name, works });
}

/**
 * The position with its breastworks as obstacles: no piece, device or transporter moves, wheels or
 * lands over one, the owner's no more than the enemy's (§110; §134c: "just like any other impassable
 * position"; §179: "against both our own and the enemy's movements"). Fire is `breastworkField`'s. /hellwig/s134c/
 */
export function entrenchedBoard(board: Board, breastworks: Breastworks): Board {
  const b = readBoard(board);
  const w = checkWorks(b, breastworks);
  return boardWith(b, { entrenched: new Set(w.works.keys()) });
}

/**
 * How many moves it takes to stack `signs` signs on one square: three in the first, one more each later move (§106,
 * l.991: 6 signs, 4 moves). /hellwig/s106/
 */
export function movesToBuild(signs: number): number {
  return wholeNumber('signs', signs, NEW_BREASTWORK_SIGNS, 200) - NEW_BREASTWORK_SIGNS + 1;
}

/** The pieces' readings, passed on to pieceMoves, which reads them (§33, §172). */
function pieceOptions(value: unknown): PieceOptions {
  return objectOf('options', value, 'the pieces’ readings') as PieceOptions;
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

/**
 * Whether a breastwork stops fire (A14). §180 (3) says breastworks "do not obstruct the effect of
 * artillery fire" (l.1247), yet (4) has them "prevent the effect of the enemy's cannon on those that
 * this breastwork covers" but not "our own artillery placed behind" it (l.1248), as §110–§112 do.
 * `enemy-cannon` (the edition's reading): the other player's cannon fire stops at the breastwork,
 * which it may bombard, and what lies beyond is sheltered; howitzers and the owner's own guns are not
 * stopped, (3) being read of them. `never`: (3) literally, no fire is stopped. /hellwig/s180/
 */
export const BREASTWORK_FIRE_READINGS = ['enemy-cannon', 'never'] as const;
export type BreastworkFireReading = (typeof BREASTWORK_FIRE_READINGS)[number];

/** What a device's fire does with breastworks in its line (§110–§112, §116c, §180). /hellwig/s111/ */
export interface BreastworkField {
  /** Squares the fire reaches, nearest first. */
  readonly inEffect: readonly Square[];
  /**
   * The other player's breastworks it may bombard: a cannon the first in its line, a howitzer any in its field (§116c,
   * §122, §66).
   */
  readonly targets: readonly Square[];
  /** Squares beyond the breastwork that stops the fire, sheltered (§110, §111, §180 (4)). */
  readonly sheltered: readonly Square[];
}

/**
 * A device's field of effect among breastworks (§110–§112, §116c, §180): its owner fires through his
 * own (§112, l.1007: B's guns on 533 and 534 reach the tower on 577 past B's work on 555); the other
 * player's breastwork takes a cannon's fire and shelters what lies beyond (§111, §180 (4); A14). /hellwig/s111/
 */
export function breastworkField(
  board: Board,
  breastworks: Breastworks,
  device: unknown,
  reading: BreastworkFireReading = BREASTWORK_FIRE_READINGS[0],
): BreastworkField {
  const b = readBoard(board);
  const w = checkWorks(b, breastworks);
  const d = deviceOnBoard(b, device);
  const r = oneOf('breastwork fire reading', reading, BREASTWORK_FIRE_READINGS);
  const firer = controllerOf(b, d);
  if (!isEffective(b, d) || firer === undefined)
    throw new RuleError(
      'OUT_OF_ACTION',
      `the device ${d.artillerists}→${d.gun} has no artillerists and cannot fire (§46, §71)`,
    );
  const line = computeField(b, d).inEffect;
  const enemy = line.filter((s) => {
    const work = w.works.get(s);
    return work !== undefined && work.owner !== firer;
  });
  const first = enemy[0];
  if (first === undefined || r === 'never' || d.kind === 'howitzer')
    return { inEffect: line, targets: enemy, sheltered: [] };
  const i = line.indexOf(first);
  return { inEffect: line.slice(0, i), targets: [first], sheltered: line.slice(i + 1) };
}

/**
 * A breastwork's defence and attack (§115–§117, §125, §127), with its holder's artillery and the enemy's that covers
 * it. /hellwig/s116/
 */
export function breastworkContest(
  board: Board,
  breastworks: Breastworks,
  square: number,
  options: PieceOptions = {},
): PositionContest {
  const b = readBoard(board);
  const w = checkWorks(b, breastworks);
  const o = pieceOptions(options);
  const sq = toSquare(square, b.grid, 'square');
  return contestOn(b, sq, workAt(w, sq).owner, o);
}

function workAt(works: Breastworks, square: Square): Breastwork {
  const work = works.works.get(square);
  if (!work)
    throw new RuleError(
      'BAD_INPUT',
      `there is no breastwork on square ${square}; there are on ${describeValue([...works.works.keys()])}`,
    );
  return work;
}

/**
 * How many moves a breastwork of `signs` takes to bombard away with artillery of a strength: 1, 2 or 3 signs a move
 * (§122–§124: 3 signs, 3 moves single, 2 double). /hellwig/s123/
 */
export function bombardmentMoves(signs: number, strength: number): number {
  return Math.ceil(
    wholeNumber('signs', signs, 1, 200) / wholeNumber('artillery strength', strength, 1, MAX_BOMBARDMENT_SIGNS),
  );
}

/**
 * Bombard an enemy breastwork in a device's field (the first in line for a cannon, a chosen one for a
 * howitzer): it loses as many signs as the artillery is single, double or triple, and is gone with
 * its last (§122–§124). /hellwig/s124/
 */
export function bombard(
  board: Board,
  breastworks: Breastworks,
  device: unknown,
  target?: number,
  reading: BreastworkFireReading = BREASTWORK_FIRE_READINGS[0],
): Breastworks {
  const b = readBoard(board);
  const w = checkWorks(b, breastworks);
  const field = breastworkField(b, w, device, reading);
  const sq = target === undefined ? field.targets[0] : toSquare(target, b.grid, 'target');
  if (sq === undefined || !field.targets.includes(sq)) {
    throw new RuleError(
      'BLOCKED',
      `the device may bombard the enemy breastworks ${describeValue(field.targets)} (§116c, §122); received ${describeValue(target)}`,
    );
  }
  const work = workAt(w, sq);
  const strength = Math.min(MAX_BOMBARDMENT_SIGNS, artilleryStrength(b, device));
  const works = new Map(w.works);
  if (work.signs <= strength) works.delete(work.square);
  else works.set(work.square, { ...work, signs: work.signs - strength });
  return seal({ ...w, works });
}

/** Why a breastwork cannot be stormed (§130, §134). */
export type StormRefusal = 'defended-by-artillery' | 'too-weak';

/**
 * Whether a breastwork can be stormed, with its defence and the attack it needs: one more than the defence (§130,
 * §131). /hellwig/s130/
 */
export interface StormCheck {
  readonly allowed: boolean;
  readonly defence: number;
  readonly attack: number;
  /** The least attack that storms it: "greater … even if only by 1" (§130, l.1063). */
  readonly needed: number;
  readonly refusal?: StormRefusal;
}

/**
 * Whether the other player may storm the breastwork on `square` (§128, §130, §131, §134): not if
 * its holder's artillery defends it; else when the attack by pieces exceeds the defence. /hellwig/s130/
 */
export function stormCheck(
  board: Board,
  breastworks: Breastworks,
  square: number,
  options: PieceOptions = {},
): StormCheck {
  const c = breastworkContest(board, breastworks, square, options);
  const base = { defence: c.defence, attack: c.attack, needed: c.defence + 1 };
  if (c.holderArtillery.length > 0) return { ...base, allowed: false, refusal: 'defended-by-artillery' };
  return c.attack > c.defence ? { ...base, allowed: true } : { ...base, allowed: false, refusal: 'too-weak' };
}

/** Storm a breastwork: all its signs go back to its holder in one move (§130 No. 2, §133). /hellwig/s130/ */
export function storm(board: Board, breastworks: Breastworks, square: number, options: PieceOptions = {}): Breastworks {
  const check = stormCheck(board, breastworks, square, options);
  if (!check.allowed)
    throw new RuleError(
      'BLOCKED',
      `the breastwork on ${describeValue(square)} cannot be stormed (§130, §134): ${check.refusal}, defence ${check.defence}, attack ${check.attack}`,
    );
  return without(breastworks, square as Square);
}

function without(breastworks: Breastworks, square: Square): Breastworks {
  const works = new Map(breastworks.works);
  works.delete(square);
  return seal({ ...breastworks, works });
}

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
