/**
 * Input checking at the boundary of the Wells engine: records with known fields, counts of
 * men and guns within sane bounds, and options objects whose values are named readings.
 * Every failure is a `RuleError` naming the argument, the value received and what is allowed.
 */
import { RuleError, describeValue, wholeNumber } from '../errors.ts';
import { readRecord } from '../checks.ts';

// Records and options objects are read by the engine's shared checks, for both books.
export { readOptions, readRecord } from '../checks.ts';
import { MAX_GUNS, MAX_MEN, type Force } from './types.ts';

/** A count of men from `min` to `MAX_MEN`. */
export function menCount(name: string, value: unknown, min = 0): number {
  return wholeNumber(name, value, min, MAX_MEN);
}

/** A count of guns from 0 to `MAX_GUNS`. */
export function gunCount(name: string, value: unknown): number {
  return wholeNumber(name, value, 0, MAX_GUNS);
}

/** A force `{ infantry, cavalry, guns }` with every count in range. */
export function readForce(name: string, value: unknown): Force {
  const record = readRecord(name, value, ['infantry', 'cavalry', 'guns']);
  return {
    infantry: menCount(`${name}.infantry`, record['infantry']),
    cavalry: menCount(`${name}.cavalry`, record['cavalry']),
    guns: gunCount(`${name}.guns`, record['guns']),
  };
}

/** A non-empty label of at most 40 characters, used only in plain-language steps. */
export function readLabel(name: string, value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '' || value.length > 40) {
    throw new RuleError(
      'BAD_INPUT',
      `${name} must be a non-empty string of at most 40 characters; received ${describeValue(value)}`,
    );
  }
  return value;
}
