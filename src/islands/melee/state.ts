/**
 * The melee calculator's state and its URL form. A shared URL is untrusted input: it is
 * parsed field by field, and anything missing, malformed or absurd falls back to the
 * default with a message naming the field (never an exception, never markup).
 */
import {
  BEYOND_DOUBLE_READINGS,
  ISOLATION_THRESHOLDS,
  SIDES,
  type BeyondDoubleReading,
  type IsolationThreshold,
  type Side,
} from '../../rules/wells/index.ts';

/** The most men a side may have in the calculator: enough for any game Wells describes, few enough to draw. */
export const MAX_SIDE = 120;
/** The most supporters a side may have. */
export const MAX_SUPPORT = 240;

/** Everything the calculator needs to settle one mêlée. */
export interface MeleeState {
  readonly a: number;
  readonly b: number;
  readonly aSupport: number;
  readonly bSupport: number;
  /** The side that charged (moved into contact): it chooses who dies and who is taken. */
  readonly charger: Side;
  readonly labels: { readonly a: string; readonly b: string };
  readonly isolationThreshold: IsolationThreshold;
  readonly beyondDouble: BeyondDoubleReading;
}

/** The opening case: Wells' own example, nine against eleven (melee-3b-i). */
export const DEFAULT_STATE: MeleeState = {
  a: 9,
  b: 11,
  aSupport: 0,
  bSupport: 0,
  charger: 'a',
  labels: { a: 'A', b: 'B' },
  isolationThreshold: ISOLATION_THRESHOLDS[0],
  beyondDouble: BEYOND_DOUBLE_READINGS[0],
};

/** URL parameter names, short enough for a teacher to type. */
const PARAMS = {
  a: 'a',
  b: 'b',
  aSupport: 'as',
  bSupport: 'bs',
  charger: 'charge',
  isolationThreshold: 'half',
  beyondDouble: 'double',
} as const;

/** The calculator's keys in the address (under its namespace, where it has one). */
export const MELEE_KEYS: readonly string[] = Object.values(PARAMS);

/** The outcome of reading a URL: a usable state, plus one message per field that was ignored. */
export interface ParsedState {
  readonly state: MeleeState;
  readonly problems: readonly string[];
}

function count(
  params: URLSearchParams,
  key: string,
  label: string,
  min: number,
  max: number,
  fallback: number,
  problems: string[],
): number {
  const raw = params.get(key);
  if (raw === null) return fallback;
  const text = raw.trim();
  const n = /^\d{1,6}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isInteger(n) || n < min || n > max) {
    problems.push(
      `“${key}” (${label}) must be a whole number from ${min} to ${max}; the link gave ` +
        `“${raw.slice(0, 20)}”, so ${fallback} is used.`,
    );
    return fallback;
  }
  return n;
}

function choice<const T extends string>(
  params: URLSearchParams,
  key: string,
  label: string,
  allowed: readonly T[],
  fallback: T,
  problems: string[],
): T {
  const raw = params.get(key);
  if (raw === null) return fallback;
  if ((allowed as readonly string[]).includes(raw)) return raw as T;
  problems.push(
    `“${key}” (${label}) must be one of ${allowed.join(', ')}; the link gave “${raw.slice(0, 20)}”, so ` +
      `${fallback} is used.`,
  );
  return fallback;
}

/** Read a state from URL search parameters; unknown parameters are ignored. */
export function parseState(search: string, base: MeleeState = DEFAULT_STATE): ParsedState {
  const params = new URLSearchParams(search);
  const problems: string[] = [];
  const relevant = Object.values(PARAMS).some((k) => params.has(k));
  if (!relevant) return { state: base, problems };
  const state: MeleeState = {
    a: count(params, PARAMS.a, 'men of side A in the mêlée', 1, MAX_SIDE, base.a, problems),
    b: count(params, PARAMS.b, 'men of side B in the mêlée', 1, MAX_SIDE, base.b, problems),
    aSupport: count(params, PARAMS.aSupport, 'A’s men in support', 0, MAX_SUPPORT, base.aSupport, problems),
    bSupport: count(params, PARAMS.bSupport, 'B’s men in support', 0, MAX_SUPPORT, base.bSupport, problems),
    charger: choice(params, PARAMS.charger, 'the side that charged', SIDES, base.charger, problems),
    labels: base.labels,
    isolationThreshold: choice(
      params,
      PARAMS.isolationThreshold,
      'reading of “less than half”',
      ISOLATION_THRESHOLDS,
      base.isolationThreshold,
      problems,
    ),
    beyondDouble: choice(
      params,
      PARAMS.beyondDouble,
      'reading when one side is double or more',
      BEYOND_DOUBLE_READINGS,
      base.beyondDouble,
      problems,
    ),
  };
  return { state, problems };
}

/** The URL search string for a state (defaults of the readings left out). */
export function stateToSearch(state: MeleeState): string {
  const params = new URLSearchParams();
  params.set(PARAMS.a, String(state.a));
  params.set(PARAMS.b, String(state.b));
  params.set(PARAMS.aSupport, String(state.aSupport));
  params.set(PARAMS.bSupport, String(state.bSupport));
  params.set(PARAMS.charger, state.charger);
  if (state.isolationThreshold !== DEFAULT_STATE.isolationThreshold)
    params.set(PARAMS.isolationThreshold, state.isolationThreshold);
  if (state.beyondDouble !== DEFAULT_STATE.beyondDouble) params.set(PARAMS.beyondDouble, state.beyondDouble);
  return `?${params.toString()}`;
}
