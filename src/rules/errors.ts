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
  /**
   * Something done when the rules do not allow it: fire before the first player's second move, guns after men, two
   * moves in one.
   */
  'OUT_OF_TURN',
] as const;

export type RuleErrorCode = (typeof RULE_ERROR_CODES)[number];

/**
 * The one error type the engine throws for bad input. Built with a code that is not one of `RULE_ERROR_CODES`, it
 * throws a `RuleError('UNKNOWN_OPTION')` naming `code` and the codes allowed; a message that is not a string is
 * described (as `describeValue` does), never a `TypeError` from turning a Symbol into text.
 */
export class RuleError extends Error {
  override readonly name = 'RuleError';
  readonly code: RuleErrorCode;
  // No parameter properties in the engine: Node loads it with type stripping alone (`npm run bench` does).
  constructor(code: RuleErrorCode, message: string) {
    super(typeof message === 'string' ? message : describeValue(message));
    if (!(RULE_ERROR_CODES as readonly unknown[]).includes(code))
      throw new RuleError(
        'UNKNOWN_OPTION',
        `code must be one of ${RULE_ERROR_CODES.join(', ')}; got ${describeValue(code)} (message: ${this.message})`,
      );
    this.code = code;
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
    if (typeof value === 'bigint') return `${value}n`;
    if (typeof value === 'function') return 'a function';
    if (typeof value !== 'object' && typeof value !== 'string') return String(value);
    const json = JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v));
    if (json !== undefined) return json.length > DESCRIPTION_LIMIT ? `${json.slice(0, DESCRIPTION_LIMIT - 1)}…` : json;
  } catch {
    // A cyclic object, a throwing toJSON or getter, a Proxy: said without calling any of its code.
  }
  return 'a value that cannot be shown';
}

/** An argument's name for a message (internal to the engine's checks): a name that is not a string is still shown. */
export function nameOf(name: unknown): string {
  return typeof name === 'string' && name !== '' ? name : describeValue(name);
}

/**
 * Check that `value` is a whole number in [min, max] and return it; otherwise throw
 * `RuleError('BAD_COUNT' | 'OUT_OF_RANGE')` naming `name`.
 */
export function wholeNumber(name: string, value: unknown, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  const label = nameOf(name);
  if (typeof min !== 'number' || typeof max !== 'number' || Number.isNaN(min) || Number.isNaN(max)) {
    throw new RuleError(
      'BAD_INPUT',
      `min and max must be numbers; received ${describeValue(min)} and ${describeValue(max)}`,
    );
  }
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw new RuleError(
      'BAD_COUNT',
      `${label} must be a whole number from ${min} to ${max}; received ${describeValue(value)}`,
    );
  }
  if (value < min || value > max) {
    throw new RuleError('OUT_OF_RANGE', `${label} must be from ${min} to ${max}; received ${value}`);
  }
  return value;
}

/** Check that `value` is one of `allowed`; otherwise throw `RuleError('UNKNOWN_OPTION')` naming `name`. */
export function oneOf<const T extends string>(name: string, value: unknown, allowed: readonly T[]): T {
  let names = false;
  try {
    names = Array.isArray(allowed) && allowed.every((a) => typeof a === 'string');
  } catch {
    // A Proxy for a list: not a list of names.
  }
  if (!names) {
    throw new RuleError('BAD_INPUT', `allowed must be a list of names; received ${describeValue(allowed)}`);
  }
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw new RuleError(
    'UNKNOWN_OPTION',
    `${nameOf(name)} must be one of ${allowed.map((a) => JSON.stringify(a)).join(', ')}; received ` +
      `${describeValue(value)}`,
  );
}
