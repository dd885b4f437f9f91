/**
 * Isolation and support (Hand-to-Hand Fighting, rule 1): "A man or a body of men which has
 * less than half its own number of men on its own side within a move of it, is said to be
 * isolated. But if there is at least half its number … it is supported." (004 l.464–468)
 */
import { RuleError, describeValue, oneOf } from '../errors.ts';
import { maxMoveInches, INFANTRY_MOVE_INCHES } from './mobility.ts';
import {
  ARMS,
  ISOLATION_THRESHOLDS,
  SUPPORT_REACH_READINGS,
  type Arm,
  type IsolationThreshold,
  type SupportReachReading,
} from './types.ts';
import { menCount, readOptions, readRecord } from './validate.ts';
import { isList, listOf } from '../checks.ts';

/** Readings for `isIsolated`. */
export interface IsolationOptions {
  /** AMB-2; default `exact-half`. */
  readonly isolationThreshold?: IsolationThreshold;
}

/** The outcome of the isolation rule for one body. */
export interface IsolationCheck {
  /** Less support than `needed`: the body is isolated. Otherwise it is supported. */
  readonly isolated: boolean;
  /** The least number of own men within a move that makes this body supported (18 needs 9). */
  readonly needed: number;
  readonly bodySize: number;
  readonly support: number;
  readonly isolationThreshold: IsolationThreshold;
}

const ISOLATION_OPTION_SPEC = { isolationThreshold: ISOLATION_THRESHOLDS } as const;
/** The default reading of "less than half" (melee-1; AMB-2): the literal 2·support < men. */
export const DEFAULT_ISOLATION_THRESHOLD: IsolationThreshold = 'exact-half';

function supportNeeded(bodySize: number, threshold: IsolationThreshold): number {
  // exact-half: 2·s < n is s < n/2, which for whole s is s < ⌈n/2⌉.
  return threshold === 'exact-half' ? Math.ceil(bodySize / 2) : Math.floor(bodySize / 2);
}

/**
 * The isolation rule (melee-1): is a body of men isolated, and how much support would it need?
 * /little-wars/the-rules/#melee-1
 */
export function isIsolated(bodySize: number, supportWithinMove: number, options?: IsolationOptions): IsolationCheck {
  const n = menCount('bodySize', bodySize, 1);
  const s = menCount('supportWithinMove', supportWithinMove);
  const { isolationThreshold } = readOptions('options', options, ISOLATION_OPTION_SPEC, {
    isolationThreshold: DEFAULT_ISOLATION_THRESHOLD,
  });
  const needed = supportNeeded(n, isolationThreshold);
  return { isolated: s < needed, needed, bodySize: n, support: s, isolationThreshold };
}

/** Readings for `supportReachInches`. */
export interface SupportReachOptions {
  /** AMB-1; default `supporter-move`. */
  readonly reach?: SupportReachReading;
}

/**
 * How near a supporter must be to count as "within a move" (melee-1; AMB-1), in inches; in a
 * mêlée the distance is measured from the points of contact (melee-3b). /little-wars/the-rules/#melee-1
 */
export function supportReachInches(
  input: { readonly supporter: Arm; readonly body: readonly Arm[] },
  options?: SupportReachOptions,
): number {
  const record = readRecord('input', input, ['supporter', 'body']);
  const supporter = oneOf('input.supporter', record['supporter'], ARMS);
  const bodyValue = record['body'];
  if (!isList('input.body', bodyValue) || bodyValue.length === 0) {
    throw new RuleError(
      'BAD_INPUT',
      `input.body must be a non-empty array of arms (${ARMS.join(', ')}); received ${describeValue(bodyValue)}`,
    );
  }
  const body = listOf('input.body', bodyValue).map((arm: unknown, index) => oneOf(`input.body[${index}]`, arm, ARMS));
  const { reach } = readOptions('options', options, { reach: SUPPORT_REACH_READINGS }, { reach: 'supporter-move' });
  const bodyMoves = body.map(maxMoveInches);
  switch (reach) {
    case 'supporter-move':
      return maxMoveInches(supporter);
    case 'body-slowest':
      return Math.min(...bodyMoves);
    case 'body-fastest':
      return Math.max(...bodyMoves);
    case 'infantry-move':
      return INFANTRY_MOVE_INCHES;
  }
}
