/**
 * The Blow at the Rear (game-2) and the Defensive Game (game-3). Source: 004 l.545–558.
 */
import { RuleError, wholeNumber } from '../errors.ts';
import { forcePoints } from './forces.ts';
import {
  DEFENSIVE_VICTORY_READINGS,
  STRENGTH_MEASURES,
  type DefensiveVictoryReading,
  type Force,
  type StrengthMeasure,
} from './types.ts';
import { menCount, readForce, readOptions, readRecord } from './validate.ts';

/** "at least three men of one force reach any point in the back line of their antagonist" (game-2). */
export const BLOW_AT_THE_REAR_MEN = 3;
/** "he must retreat his entire force over the back line in six moves, i.e. six of his moves" (game-2). */
export const BLOW_AT_THE_REAR_RETREAT_MOVES = 6;
/** A fraction the text names, kept as whole numbers so the rules compute it exactly ("two-thirds", "a quarter"). */
export interface Fraction {
  readonly numerator: number;
  readonly denominator: number;
}
/** "the defenders, two-thirds as strong as its antagonist" (game-3). */
export const DEFENDER_FRACTION: Fraction = { numerator: 2, denominator: 3 };
/** "while still a quarter of its original strength" (game-3). */
export const ARRIVAL_FRACTION: Fraction = { numerator: 1, denominator: 4 };

/** `part` of `total`, exactly as the text's fraction gives it: (total · numerator) / denominator. */
const partOf = (total: number, part: Fraction): number => (total * part.numerator) / part.denominator;

/** Whether `x` is at least `part` of `total`, compared in whole numbers (so "a quarter" is at least a quarter). */
const atLeast = (x: number, part: Fraction, total: number): boolean => x * part.denominator >= total * part.numerator;

/**
 * The Blow at the Rear (game-2): is the game decided with `menOnBackLine` men on the antagonist's back line?
 * /little-wars/the-rules/#game-2
 */
export function isBlowAtTheRearDecided(menOnBackLine: number): boolean {
  return menCount('menOnBackLine', menOnBackLine) >= BLOW_AT_THE_REAR_MEN;
}

/**
 * The Blow at the Rear (game-2): after `ownMovesTaken` of the beaten side's retreat moves, how
 * many remain, and how many of `menOnField` capitulate (all, once six moves are spent). /little-wars/the-rules/#game-2
 */
export function blowAtTheRearRetreat(input: { readonly ownMovesTaken: number; readonly menOnField: number }): {
  readonly movesLeft: number;
  readonly capitulating: number;
} {
  const record = readRecord('input', input, ['ownMovesTaken', 'menOnField']);
  const taken = wholeNumber('input.ownMovesTaken', record['ownMovesTaken'], 0, BLOW_AT_THE_REAR_RETREAT_MOVES);
  const men = menCount('input.menOnField', record['menOnField']);
  const movesLeft = BLOW_AT_THE_REAR_RETREAT_MOVES - taken;
  return { movesLeft, capitulating: movesLeft === 0 ? men : 0 };
}

/** Readings for the Defensive Game. */
export interface DefensiveOptions {
  /** AMB-10: strength as men or as force points; default `men`. */
  readonly measure?: StrengthMeasure;
  /** AMB-10: what "arriving, while still a quarter" asks; default `arriving-quarter`. */
  readonly victory?: DefensiveVictoryReading;
}

const DEFENSIVE_SPEC = { measure: STRENGTH_MEASURES, victory: DEFENSIVE_VICTORY_READINGS } as const;
const readDefensiveOptions = (value: unknown) =>
  readOptions('options', value, DEFENSIVE_SPEC, { measure: 'men', victory: 'arriving-quarter' });

const strength = (force: Force, measure: StrengthMeasure): number =>
  measure === 'men' ? force.infantry + force.cavalry : forcePoints(force);

/**
 * The Defensive Game (game-3): the attacker's strength, the defenders' two-thirds of it, and the
 * quarter that must arrive, unrounded (the text gives no rounding). /little-wars/the-rules/#game-3
 */
export function defensiveGameStrengths(
  attacker: Force,
  options?: DefensiveOptions,
): {
  readonly attacker: number;
  readonly defender: number;
  readonly arrivalQuota: number;
} {
  const force = readForce('attacker', attacker);
  const { measure } = readDefensiveOptions(options);
  const total = strength(force, measure);
  return { attacker: total, defender: partOf(total, DEFENDER_FRACTION), arrivalQuota: partOf(total, ARRIVAL_FRACTION) };
}

/**
 * The Defensive Game (game-3): has the attacker won, with `arrived` on the defender's back line,
 * `surviving` still in the game (arrived included) and `original` at the start? /little-wars/the-rules/#game-3
 */
export function hasAttackerWonDefensiveGame(
  input: { readonly original: Force; readonly surviving: Force; readonly arrived: Force },
  options?: DefensiveOptions,
): boolean {
  const record = readRecord('input', input, ['original', 'surviving', 'arrived']);
  const original = readForce('input.original', record['original']);
  const surviving = readForce('input.surviving', record['surviving']);
  const arrived = readForce('input.arrived', record['arrived']);
  for (const key of ['infantry', 'cavalry', 'guns'] as const) {
    if (surviving[key] > original[key]) {
      throw new RuleError(
        'OUT_OF_RANGE',
        `input.surviving.${key} must be from 0 to input.original.${key} (${original[key]}); received ${surviving[key]}`,
      );
    }
    if (arrived[key] > surviving[key]) {
      throw new RuleError(
        'OUT_OF_RANGE',
        `input.arrived.${key} must be from 0 to input.surviving.${key} (${surviving[key]}); received ${arrived[key]}`,
      );
    }
  }
  if (original.infantry + original.cavalry === 0) {
    throw new RuleError('OUT_OF_RANGE', 'input.original must hold at least 1 man; received 0 infantry and 0 cavalry');
  }
  const { measure, victory } = readDefensiveOptions(options);
  const start = strength(original, measure);
  const arrivedMen = arrived.infantry + arrived.cavalry;
  return victory === 'arriving-quarter'
    ? arrivedMen > 0 && atLeast(strength(arrived, measure), ARRIVAL_FRACTION, start)
    : arrivedMen > 0 && atLeast(strength(surviving, measure), ARRIVAL_FRACTION, start);
}
