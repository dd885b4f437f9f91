/**
 * Timing of moves (The Move, rule 3): "About a minute should be allowed for moving 30 men and a
 * minute for each gun. Thus for a force of 110 men and 3 guns … seven minutes is an ample
 * allowance." (004 l.410–416)
 */
import { wholeNumber } from '../errors.ts';
import { TIME_ROUNDINGS, type TimeRounding } from './types.ts';
import { gunCount, menCount, readOptions, readRecord } from './validate.ts';

/** Men moved in about a minute (move-3). */
export const MEN_PER_MINUTE = 30;
/** "and a minute for each gun" (move-3). */
export const MINUTES_PER_GUN = 1;
const SECONDS_PER_MINUTE = 60;
/** The longest allowance a check accepts: a day, far beyond any move. */
const MAX_ALLOWANCE_SECONDS = 24 * 60 * SECONDS_PER_MINUTE;
/** The timekeeper warns two minutes, one minute and thirty seconds before time is up (move-3). */
export const TIME_WARNINGS_SECONDS = [120, 60, 30] as const;
/** "This interval must not exceed five or four minutes, as may be agreed upon." (move-3) */
export const INTERVAL_MINUTES = [5, 4] as const;

/** Readings for `moveTimeAllowance`. */
export interface TimeOptions {
  /** AMB-11; default `ceil`. */
  readonly rounding?: TimeRounding;
}

/** The time allowed for one move (move-3). */
export interface TimeAllowance {
  /** Minutes allowed; whole unless the reading is `exact`. */
  readonly minutes: number;
  /** The same allowance in whole seconds. */
  readonly seconds: number;
  readonly rounding: TimeRounding;
}

/**
 * The time rule (move-3): the time allowed for one player's move of `men` men and `guns` guns.
 * /little-wars/the-rules/#move-3
 */
export function moveTimeAllowance(
  force: { readonly men: number; readonly guns: number },
  options?: TimeOptions,
): TimeAllowance {
  const record = readRecord('force', force, ['men', 'guns']);
  const men = menCount('force.men', record['men']);
  const guns = gunCount('force.guns', record['guns']);
  const { rounding } = readOptions('options', options, { rounding: TIME_ROUNDINGS }, { rounding: 'ceil' });
  // Whole-number arithmetic keeps every reading exact: 30 men take 60 s, so a man takes 2 s.
  const gunSeconds = SECONDS_PER_MINUTE * MINUTES_PER_GUN * guns;
  const menMinutes =
    rounding === 'ceil'
      ? Math.floor((men + MEN_PER_MINUTE - 1) / MEN_PER_MINUTE)
      : Math.floor((men + MEN_PER_MINUTE / 2) / MEN_PER_MINUTE);
  const seconds =
    (rounding === 'exact' ? (SECONDS_PER_MINUTE * men) / MEN_PER_MINUTE : SECONDS_PER_MINUTE * menMinutes) + gunSeconds;
  return { minutes: seconds / SECONDS_PER_MINUTE, seconds, rounding };
}

/**
 * The timekeeper's warnings (move-3): seconds into a move of `allowanceSeconds` at which he warns.
 * /little-wars/the-rules/#move-3
 */
export function warningTimes(allowanceSeconds: number): readonly number[] {
  const total = wholeNumber('allowanceSeconds', allowanceSeconds, 0, MAX_ALLOWANCE_SECONDS);
  return TIME_WARNINGS_SECONDS.filter((before) => before < total).map((before) => total - before);
}
