/**
 * Breastworks, the value (§103–§106, §110, §134c, §134d, §179): green signs stacked on a square, three in a new one.
 * `Breastworks` is a value of its own, made by `createBreastworks` against a board, so the board keeps its shape;
 * `entrenchedBoard` gives the position in which the breastworks stop every piece and board. Entrenching is in
 * `entrenching.ts`, the shelter from fire in `breastworkFire.ts`, bombardment and storming in `breastworkAttack.ts`,
 * abandoning, taking over and ruining one's own in `breastworkHolding.ts`.
 */
import { RuleError, describeValue, oneOf, wholeNumber } from '../errors.ts';
import { fieldOf, listOf, objectOf } from '../checks.ts';
import { boardWith, gunOn, practicableOn, type Board } from './board.ts';
import { gunAt, isPracticable, terrainAt } from './boardLookups.ts';
import { readBoard } from './boardSetup.ts';
import { toSquare, type Square, plateCalled } from './grid.ts';
import type { PieceOptions } from './pieces.ts';
import { PLAYERS, type PlateName, type Player } from './types.ts';

/** "One lays three of the signs … on top of each other": a new breastwork (§106, l.991). /hellwig/s106/ */
export const NEW_BREASTWORK_SIGNS = 3;

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

/** Freeze breastworks made by a breastwork module and mark them as the engine's own (§104). */
export function seal(value: Breastworks): Breastworks {
  made.add(value);
  return Object.freeze(value);
}

/**
 * Breastworks made by `createBreastworks` or a move of the breastwork modules, on the board's plate, each on
 * practicable ground without a gun (§107, §134d).
 */
export function checkWorks(board: Board, value: unknown): Breastworks {
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
export function standable(board: Board, square: Square): boolean {
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
        `a breastwork is thrown up on practicable ground (§107, §134d); ${square} is ` +
          `${gunAt(b, square) ? 'a gun square' : terrainAt(b, square)}`,
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

/** The pieces' readings, passed on to pieceMoves, which reads them (§33, §172). */
export function pieceOptions(value: unknown): PieceOptions {
  return objectOf('options', value, 'the pieces’ readings') as PieceOptions;
}

/** The breastwork on a square (§104); BAD_INPUT if there is none. */
export function workAt(works: Breastworks, square: Square): Breastwork {
  const work = works.works.get(square);
  if (!work)
    throw new RuleError(
      'BAD_INPUT',
      `there is no breastwork on square ${square}; there are on ${describeValue([...works.works.keys()])}`,
    );
  return work;
}

/** The breastworks without the one on a square: stormed or ruined (§121, §131). */
export function without(breastworks: Breastworks, square: Square): Breastworks {
  const works = new Map(breastworks.works);
  works.delete(square);
  return seal({ ...breastworks, works });
}
