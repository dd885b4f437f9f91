/**
 * Input checking at the boundary of the Wells engine: records with known fields, counts of
 * men and guns within sane bounds, and options objects whose values are named readings.
 * Every failure is a `RuleError` naming the argument, the value received and what is allowed.
 */
import { RuleError, describeValue, oneOf, wholeNumber, type RuleErrorCode } from '../errors.ts';
import { fieldOf } from '../checks.ts';
import { MAX_GUNS, MAX_MEN, type Force } from './types.ts';

/** Check that `value` is a plain object whose keys are all in `allowed`; return it. */
export function readRecord(
  name: string,
  value: unknown,
  allowed: readonly string[],
  unknownKeyCode: RuleErrorCode = 'BAD_INPUT',
): Readonly<Record<string, unknown>> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new RuleError('BAD_INPUT', `${name} must be an object with fields ${allowed.join(', ')}; received ${describeValue(value)}`);
  }
  let keys: string[];
  try {
    keys = Object.keys(value);
  } catch {
    throw new RuleError('BAD_INPUT', `${name} must be a plain object with fields ${allowed.join(', ')}; its fields cannot be listed`);
  }
  const record: Record<string, unknown> = {};
  for (const key of keys) {
    if (!allowed.includes(key)) {
      throw new RuleError(unknownKeyCode, `${name} has no field ${JSON.stringify(key)}; allowed fields are ${allowed.join(', ')}`);
    }
    record[key] = fieldOf(name, value, key);
  }
  // A copy: each field is read once, so a getter cannot answer differently later.
  return record;
}

type Readings<S extends Readonly<Record<string, readonly string[]>>> = { -readonly [K in keyof S]: S[K][number] };

/**
 * Read an options object: each key names an ambiguity, each value one of its readings.
 * Missing keys take the default; an unknown key or value throws `UNKNOWN_OPTION`.
 */
export function readOptions<const S extends Readonly<Record<string, readonly string[]>>>(
  name: string,
  value: unknown,
  spec: S,
  defaults: Readings<S>,
): Readings<S> {
  const result = { ...defaults };
  if (value === undefined) return result;
  const keys = Object.keys(spec) as (keyof S & string)[];
  const record = readRecord(name, value, keys, 'UNKNOWN_OPTION');
  for (const key of keys) {
    const given = record[key];
    if (given !== undefined) result[key] = oneOf(`${name}.${key}`, given, spec[key] as readonly string[]) as S[typeof key][number];
  }
  return result;
}

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
    throw new RuleError('BAD_INPUT', `${name} must be a non-empty string of at most 40 characters; received ${describeValue(value)}`);
  }
  return value;
}
