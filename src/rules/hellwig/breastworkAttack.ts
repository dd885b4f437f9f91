/**
 * Attacking a breastwork (§115–§117, §122–§131, §134): its defence and attack, bombarding it away with artillery,
 * one to three signs a move, and storming it with one more piece than defend it.
 */
import { RuleError, describeValue, wholeNumber } from '../errors.ts';
import { artilleryStrength } from './artilleryLines.ts';
import type { Board } from './board.ts';
import { readBoard } from './boardSetup.ts';
import { contestOn, type PositionContest } from './defence.ts';
import { toSquare, type Square } from './grid.ts';
import type { PieceOptions } from './pieces.ts';
import { checkWorks, pieceOptions, seal, type Breastworks, without, workAt } from './breastworks.ts';
import { BREASTWORK_FIRE_READINGS, breastworkField, type BreastworkFireReading } from './breastworkFire.ts';

/**
 * The strongest bombardment: triple artillery takes three signs a move; stronger counts as triple (§123–§124).
 * /hellwig/s124/
 */
const MAX_BOMBARDMENT_SIGNS = 3;

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
      `the device may bombard the enemy breastworks ${describeValue(field.targets)} ` +
        `(§116c, §122); received ${describeValue(target)}`,
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
      `the breastwork on ${describeValue(square)} cannot be stormed (§130, §134): ` +
        `${check.refusal}, defence ${check.defence}, attack ${check.attack}`,
    );
  return without(breastworks, square as Square);
}
