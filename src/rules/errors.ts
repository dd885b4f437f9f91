/**
 * Errors of the rules engine. Bad input is rejected at the boundary with a `RuleError`
 * whose `code` is stable (tests and widgets match on it) and whose message names the
 * argument, the value received and what is allowed.
 */

export const RULE_ERROR_CODES = [
  /** A count that must be a whole number of men or guns was negative, fractional, NaN or infinite. */
  'BAD_COUNT',
  /** A number outside the range the rule allows. */
  'OUT_OF_RANGE',
  /** An option or variant name the engine does not know. */
  'UNKNOWN_OPTION',
  /** A square number or coordinate that is not on the named grid. */
  'OFF_BOARD',
  /** The two squares of a device (or the squares of a piece group) are not adjacent. */
  'NOT_ADJACENT',
  /** A pivot that is not one of the squares of the device being wheeled. */
  'BAD_PIVOT',
  /** Two devices, pieces or transporters claim the same square. */
  'OVERLAP',
  /** A square required to be free is occupied or impassable. */
  'BLOCKED',
  /** Any other malformed input (wrong type, missing field). */
  'BAD_INPUT',
  /** An id (of a body of men, a gun, a group of prisoners) that names nothing on the field. */
  'UNKNOWN_ID',
  /** A move longer than the mover's arm may make (mobility-i, mobility-ii, mobility-iv). */
  'TOO_FAR',
  /** A gun fired or moved without four of its own men within six inches (mobility-iii). */
  'OUT_OF_ACTION',
  /** Something done when the rules do not allow it: fire before the first player's second move, guns after men, two moves in one. */
  'OUT_OF_TURN',
] as const;

export type RuleErrorCode = (typeof RULE_ERROR_CODES)[number];

/** The one error type the engine throws for bad input. */
export class RuleError extends Error {
  override readonly name = 'RuleError';
  constructor(
    readonly code: RuleErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** The longest description of a received value a message quotes; the rest is cut with an ellipsis. */
const DESCRIPTION_LIMIT = 120;

/**
 * Describe a received value for an error message without throwing on any input: BigInt, Symbol,
 * functions, cyclic objects, objects whose `toJSON` or getters throw, and Proxies included.
 */
export function describeValue(value: unknown): string {
  try {
    switch (typeof value) {
      case 'string':
        return clip(JSON.stringify(value));
      case 'number':
      case 'boolean':
      case 'undefined':
        return String(value);
      case 'bigint':
        return `${String(value)}n`;
      case 'symbol':
        return String(value);
      case 'function':
        return 'a function';
    }
    if (value === null) return 'null';
    const json = JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? `${String(v)}n` : v));
    if (json !== undefined) return clip(json);
  } catch {
    // A cyclic object, a throwing toJSON or getter, a revoked Proxy: fall through to its kind.
  }
  return kindOf(value);
}

function clip(text: string): string {
  return text.length <= DESCRIPTION_LIMIT ? text : `${text.slice(0, DESCRIPTION_LIMIT - 1)}…`;
}

/** The kind of a value that cannot be shown, read without calling any of its own code. */
function kindOf(value: unknown): string {
  try {
    return Array.isArray(value) ? 'an array that cannot be shown' : 'an object that cannot be shown';
  } catch {
    // Array.isArray throws on a revoked Proxy.
    return 'a value that cannot be shown';
  }
}

/** An argument's name for a message (internal to the engine's checks): a helper given a name that is not a string still says something. */
export function nameOf(name: unknown): string {
  return typeof name === 'string' && name !== '' ? name : `the argument named ${describeValue(name)}`;
}

/** Check that a bound given to a checking helper is a number, not NaN; otherwise throw `BAD_INPUT` naming it. */
function bound(name: string, value: unknown): number {
  if (typeof value !== 'number' || Number.isNaN(value)) {
    throw new RuleError('BAD_INPUT', `${name} must be a number; received ${describeValue(value)}`);
  }
  return value;
}

/**
 * Check that `value` is a whole number in [min, max] and return it; otherwise throw
 * `RuleError('BAD_COUNT' | 'OUT_OF_RANGE')` naming `name`.
 */
export function wholeNumber(name: string, value: unknown, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  const label = nameOf(name);
  const lo = bound('min', min);
  const hi = bound('max', max);
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw new RuleError('BAD_COUNT', `${label} must be a whole number from ${lo} to ${hi}; received ${describeValue(value)}`);
  }
  if (value < lo || value > hi) {
    throw new RuleError('OUT_OF_RANGE', `${label} must be from ${lo} to ${hi}; received ${value}`);
  }
  return value;
}

function listOfNames(allowed: unknown): allowed is readonly string[] {
  try {
    return Array.isArray(allowed) && allowed.every((a) => typeof a === 'string');
  } catch {
    return false;
  }
}

/** Check that `value` is one of `allowed`; otherwise throw `RuleError('UNKNOWN_OPTION')` naming `name`. */
export function oneOf<const T extends string>(name: string, value: unknown, allowed: readonly T[]): T {
  if (!listOfNames(allowed)) {
    throw new RuleError('BAD_INPUT', `allowed must be a list of names; received ${describeValue(allowed)}`);
  }
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw new RuleError(
    'UNKNOWN_OPTION',
    `${nameOf(name)} must be one of ${allowed.map((a) => JSON.stringify(a)).join(', ')}; received ${describeValue(value)}`,
  );
}

