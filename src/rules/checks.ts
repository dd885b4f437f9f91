/**
 * The engine's checks of received values, one helper for each kind (lists, objects and their
 * fields, finite numbers, booleans), beside `wholeNumber` and `oneOf` in `errors.ts`. Internal:
 * not re-exported by any barrel. Every failure is a `RuleError` naming the argument, the value
 * received and what is allowed.
 */
import { RuleError, describeValue, nameOf, oneOf, type RuleErrorCode } from './errors.ts';

/**
 * Check that `value` is a list and return it; otherwise throw `RuleError('BAD_INPUT')` naming
 * `name` (the one check of a list argument, before its items are checked one by one).
 */
export function listOf(name: string, value: unknown, minLength = 0): readonly unknown[] {
  if (!isList(name, value))
    throw new RuleError('BAD_INPUT', `${nameOf(name)} must be a list; received ${describeValue(value)}`);
  const items = guarded(name, () => [...(value as readonly unknown[])]);
  if (items.length < minLength) {
    throw new RuleError(
      'BAD_INPUT',
      `${nameOf(name)} must hold at least ${minLength} item(s); received ${describeValue(value)}`,
    );
  }
  return items;
}

/**
 * Run `read` on received input; if the input's own code throws (a getter, a Proxy), that is a `RuleError('BAD_INPUT')`
 * naming `name`.
 */
function guarded<T>(name: string, read: () => T): T {
  try {
    return read();
  } catch {
    throw new RuleError('BAD_INPUT', `${nameOf(name)} cannot be read (its getter or Proxy throws)`);
  }
}

/**
 * Whether a received value is a list; a revoked Proxy, which cannot say, is a `RuleError('BAD_INPUT')` naming `name`.
 */
export function isList(name: string, value: unknown): value is readonly unknown[] {
  return guarded(name, () => Array.isArray(value));
}

/**
 * Whether a received value is an instance of `kind` (Map, Set); a Proxy that throws on the question is a `RuleError`
 * naming `name`.
 */
export function isInstance(name: string, value: unknown, kind: abstract new (...args: never[]) => unknown): boolean {
  return guarded(name, () => value instanceof kind);
}

/**
 * Read the field `key` of a received object, turning a getter or Proxy that throws into a
 * `RuleError('BAD_INPUT')` naming `name.key`, so reading bad input never throws anything else.
 */
export function fieldOf(name: string, value: object, key: string): unknown {
  return guarded(`${nameOf(name)}.${String(key)}`, () => (value as Record<string, unknown>)[key]);
}

/**
 * The own keys of a received object, a Proxy that refuses to list them being a `RuleError('BAD_INPUT')` naming `name`.
 */
export function keysOf(name: string, value: object): string[] {
  return guarded(name, () => Object.keys(value));
}

/** Check that `value` is an object (not null, not a list) and return it; otherwise throw `BAD_INPUT` naming `name`. */
export function objectOf(name: string, value: unknown, what = 'an object'): Readonly<Record<string, unknown>> {
  if (typeof value !== 'object' || value === null || isList(name, value)) {
    throw new RuleError('BAD_INPUT', `${nameOf(name)} must be ${what}; received ${describeValue(value)}`);
  }
  return value as Readonly<Record<string, unknown>>;
}

/** Check that `value` is a finite number (rows, columns, inches); otherwise throw `BAD_INPUT` naming `name`. */
export function finiteNumber(name: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new RuleError('BAD_INPUT', `${nameOf(name)} must be a finite number; received ${describeValue(value)}`);
  }
  return value;
}

/** Check that `value` is true or false; otherwise throw `BAD_INPUT` naming `name`. */
export function booleanOf(name: string, value: unknown): boolean {
  if (typeof value !== 'boolean')
    throw new RuleError('BAD_INPUT', `${nameOf(name)} must be true or false; received ${describeValue(value)}`);
  return value;
}

/** Check that `value` is a plain object whose keys are all in `allowed`; return it. */
export function readRecord(
  name: string,
  value: unknown,
  allowed: readonly string[],
  unknownKeyCode: RuleErrorCode = 'BAD_INPUT',
): Readonly<Record<string, unknown>> {
  if (typeof value !== 'object' || value === null || isList(name, value)) {
    throw new RuleError(
      'BAD_INPUT',
      `${name} must be an object with fields ${allowed.join(', ')}; received ${describeValue(value)}`,
    );
  }
  const keys = keysOf(name, value);
  const record: Record<string, unknown> = {};
  for (const key of keys) {
    if (!allowed.includes(key)) {
      throw new RuleError(
        unknownKeyCode,
        `${name} has no field ${JSON.stringify(key)}; allowed fields are ${allowed.join(', ')}`,
      );
    }
    record[key] = fieldOf(name, value, key);
  }
  // A copy: each field is read once, so a getter cannot answer differently later.
  return record;
}

type Readings<S extends Readonly<Record<string, readonly string[]>>> = { -readonly [K in keyof S]: S[K][number] };

/**
 * Read an options object: each key names an ambiguity, each value one of its readings.
 * Missing keys take the default; an unknown key or value throws `UNKNOWN_OPTION`. `others` are
 * keys the object may also hold, read by the caller (a wheeling's pivot, kind and sense).
 */
export function readOptions<const S extends Readonly<Record<string, readonly string[]>>>(
  name: string,
  value: unknown,
  spec: S,
  defaults: Readings<S>,
  others: readonly string[] = [],
): Readings<S> {
  const result = { ...defaults };
  if (value === undefined) return result;
  const keys = Object.keys(spec) as (keyof S & string)[];
  const record = readRecord(name, value, [...keys, ...others], 'UNKNOWN_OPTION');
  for (const key of keys) {
    const given = record[key];
    if (given !== undefined)
      result[key] = oneOf(`${name}.${key}`, given, spec[key] as readonly string[]) as S[typeof key][number];
  }
  return result;
}
