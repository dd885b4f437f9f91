/**
 * Cavalry charging in the Kriegspiel appendix (004 l.1012–1052, pp. 107–110): the vocabulary shared
 * by the charges on infantry, cavalry and guns: who may charge, the distance bands a charge starts
 * in, the rates of loss, and the readings where Wells leaves a number open.
 */
import { wholeNumber } from '../../errors.ts';
import { INCHES_PER_FOOT } from '../mobility.ts';
import { readOptions } from '../validate.ts';
import { KRIEGSPIEL_MOVE_INCHES } from './movement.ts';

/** "No body of less than eight cavalry may charge" (l.1014). */
export const CHARGE_MINIMUM = 8;

/**
 * The bands a charge starts in (l.1020–1032): `far`, more than two feet; `middle`, between one foot and
 * two; `near`, less than one foot.
 */
export const CHARGE_BANDS = ['far', 'middle', 'near'] as const;
export type ChargeBand = (typeof CHARGE_BANDS)[number];

/** The bands' bounds in inches: more than 24 is far, less than 12 is near (l.1020–1024). */
export const BAND_BOUNDS_INCHES = { far: 2 * INCHES_PER_FOOT, near: 1 * INCHES_PER_FOOT } as const;

/**
 * A charge that starts at exactly two feet or one foot (AMB-19), which none of "more than two feet / less
 * than two feet and more than one foot / less than one foot" covers: `nearer-band` counts it in the band
 * nearer the enemy (two feet is the middle band, as the close-order restatement's "at more than one foot"
 * has it, l.1030); `farther-band` in the band farther off.
 */
export const BAND_BOUNDARY_READINGS = ['nearer-band', 'farther-band'] as const;
export type BandBoundaryReading = (typeof BAND_BOUNDARY_READINGS)[number];

/**
 * "charging distance" (l.1040, l.1049, l.1052; AMB-19), never defined: `cavalry-move`, the three feet of
 * the Kriegspiel cavalry move (l.901), which the charges on guns and retiring infantry count down from;
 * `unlimited`, any distance (the far band has no upper bound in l.1020).
 */
export const CHARGING_DISTANCE_READINGS = ['cavalry-move', 'unlimited'] as const;
export type ChargingDistanceReading = (typeof CHARGING_DISTANCE_READINGS)[number];

/**
 * A loss "for every five … charged" when the men are not a multiple of five (AMB-19): `whole-groups`
 * counts only whole fives (12 men charged are two fives); `started-groups` counts a started five (three).
 * The same reading rounds the three-quarters and the quarter of an even cavalry fight.
 */
export const LOSS_FRACTION_READINGS = ['whole-groups', 'started-groups'] as const;
export type LossFractionReading = (typeof LOSS_FRACTION_READINGS)[number];

/**
 * The charges priced "at three feet … two feet … one foot" (l.1049–1050) when the charge starts between
 * them: `next-foot-up` prices it at the foot at or beyond it (28 inches at three feet); `nearest-foot` at
 * the nearest foot (28 inches at two feet, a half foot up; never less than one).
 */
export const POINT_DISTANCE_READINGS = ['next-foot-up', 'nearest-foot'] as const;
export type PointDistanceReading = (typeof POINT_DISTANCE_READINGS)[number];

/** Readings of the charge rules where the text is open; each defaults to the first of its tuple. */
export interface ChargeOptions {
  readonly boundary?: BandBoundaryReading;
  readonly chargingDistance?: ChargingDistanceReading;
  readonly fractions?: LossFractionReading;
  readonly pointDistance?: PointDistanceReading;
}

/** The charge readings, every one given. */
export type ChargeReadings = Required<ChargeOptions>;

/** The charge readings by option name (internal to the charge modules). */
export const CHARGE_OPTION_SPEC = {
  boundary: BAND_BOUNDARY_READINGS,
  chargingDistance: CHARGING_DISTANCE_READINGS,
  fractions: LOSS_FRACTION_READINGS,
  pointDistance: POINT_DISTANCE_READINGS,
} as const;

/** Read `options` of a charge function (internal to the charge modules). */
export function readChargeOptions(name: string, value: unknown): ChargeReadings {
  return readOptions(name, value, CHARGE_OPTION_SPEC, CHARGE_DEFAULTS);
}

/** The edition's readings of the charge rules (internal to the charge modules). */
export const CHARGE_DEFAULTS: ChargeReadings = {
  boundary: 'nearer-band',
  chargingDistance: 'cavalry-move',
  fractions: 'whole-groups',
  pointDistance: 'next-foot-up',
};

/** The first and last lines of the rules on charging and railways (l.1012–1054). */
const FIRST_CHARGE_LINE = 1012;
const LAST_CHARGE_LINE = 1054;

/** Longest charge an argument may hold under the `unlimited` reading: a drill-hall's length (l.1020, AMB-19). */
export const MAX_CHARGE_INCHES = 1200;

/** Read a charge's starting distance in whole inches, within charging distance (internal to the charge modules). */
export function readChargeDistance(name: string, value: unknown, readings: ChargeReadings): number {
  const max = readings.chargingDistance === 'cavalry-move' ? KRIEGSPIEL_MOVE_INCHES.cavalry : MAX_CHARGE_INCHES;
  return wholeNumber(name, value, 1, max);
}

/**
 * The distance bands (l.1020–1024, p. 108): the band a charge starting `distanceInches` from the enemy
 * falls in, with the `boundary` reading for exactly two feet and one foot.
 */
export function chargeBand(distanceInches: number, options?: ChargeOptions): ChargeBand {
  const readings = readChargeOptions('options', options);
  const d = readChargeDistance('distanceInches', distanceInches, readings);
  const nearer = readings.boundary === 'nearer-band';
  if (d > BAND_BOUNDS_INCHES.far || (d === BAND_BOUNDS_INCHES.far && !nearer)) return 'far';
  if (d > BAND_BOUNDS_INCHES.near || (d === BAND_BOUNDS_INCHES.near && !nearer)) return 'middle';
  return 'near';
}

/**
 * The foot a charge is priced at where the rules say "at three feet … two feet … one foot" (l.1049–1050,
 * p. 109), by the `pointDistance` reading.
 */
export function chargeFeet(distanceInches: number, options?: ChargeOptions): number {
  const readings = readChargeOptions('options', options);
  const d = readChargeDistance('distanceInches', distanceInches, readings);
  const feet =
    readings.pointDistance === 'next-foot-up' ? Math.ceil(d / INCHES_PER_FOOT) : Math.round(d / INCHES_PER_FOOT);
  return Math.max(1, feet);
}

/** A rate of loss: `men` lost for every `per` of the other side (l.1020–1032): "one man for every five". */
export interface LossRate {
  readonly men: number;
  readonly per: number;
}

/** The loss a rate gives for `count` men of the other side, by the fractions reading, never more than `present`. */
export function lossAt(rate: LossRate, count: number, present: number, fractions: LossFractionReading): number {
  const exact = (count * rate.men) / rate.per;
  return Math.min(present, fractions === 'whole-groups' ? Math.floor(exact) : Math.ceil(exact));
}

/** The page a line of the appendix's charge and railway rules stands on (l.1012–1054, pp. 107–110). */
export function appendixPage(line: number): number {
  wholeNumber('line', line, FIRST_CHARGE_LINE, LAST_CHARGE_LINE);
  if (line < 1018) return 107;
  if (line < 1044) return 108;
  if (line < 1052) return 109;
  return 110;
}

/** Where a line stands, for the steps: `p. 108, l. 1020`. */
export const at = (line: number): string => `p. ${appendixPage(line)}, l. ${line}`;

/** "8 sabres", "1 man": a count with its noun (internal to the charge modules). */
export const count = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;
