/**
 * The replay's place in the battle and its URL form, `?step=7`: the half-move's number as the page
 * shows it ("Half-move 7 of 16"), counted from 1. A half-move's id (`?step=red-3`) is read too. A
 * shared URL is untrusted input: anything that names no half-move falls back to the putting
 * down, with a message.
 */

/** The URL parameter that holds the half-move on screen. */
const STEP_PARAM = 'step';

/** The half-move a URL asks for (an index into the steps, from 0), and a message if the value could not be used. */
export interface ParsedStep {
  readonly step: number;
  readonly problem: string | null;
}

/**
 * Read `?step=N`, N from 1 (Red's putting down) to the number of half-moves, or `?step=<id>`.
 * `ids` are the half-moves' ids in order; `fallback` is the index opened when the URL has no step.
 */
export function parseStep(search: string, ids: readonly string[], fallback = 0): ParsedStep {
  const raw = new URLSearchParams(search).get(STEP_PARAM);
  if (raw === null) return { step: fallback, problem: null };
  const text = raw.trim();
  const n = /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
  if (Number.isInteger(n) && n >= 1 && n <= ids.length) return { step: n - 1, problem: null };
  const byId = ids.indexOf(text);
  if (byId >= 0) return { step: byId, problem: null };
  return {
    step: fallback,
    problem:
      `“${STEP_PARAM}” must be the number of a half-move from 1 to ${ids.length}; ` +
      `the link gave “${raw.slice(0, 20)}”, so the replay opens at the start.`,
  };
}

/** The replay's keys in the address (it is alone on its page: no namespace). */
export const STEP_KEYS = [STEP_PARAM] as const;

/** The replay's part of the address for the half-move at `index` (from 0), written as its number (from 1). */
export function stepToSearch(index: number): string {
  return `${STEP_PARAM}=${index + 1}`;
}
