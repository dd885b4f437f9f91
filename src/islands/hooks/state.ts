/**
 * The replay's place in the battle and its URL form, `?step=6`. A shared URL is untrusted input:
 * anything that is not the number of a half-move falls back to the putting down, with a message.
 */

/** The URL parameter that holds the half-move on screen. */
export const STEP_PARAM = 'step';

/** The half-move a URL asks for, and a message if the value could not be used. */
export interface ParsedStep {
  readonly step: number;
  readonly problem: string | null;
}

/** Read `?step=N` (0 is Red's putting down, `count - 1` Blue holding the field). */
export function parseStep(search: string, count: number, fallback = 0): ParsedStep {
  const raw = new URLSearchParams(search).get(STEP_PARAM);
  if (raw === null) return { step: fallback, problem: null };
  const text = raw.trim();
  const n = /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
  if (Number.isInteger(n) && n >= 0 && n < count) return { step: n, problem: null };
  return {
    step: fallback,
    problem: `“${STEP_PARAM}” must be the number of a half-move from 0 to ${count - 1}; the link gave “${raw.slice(0, 20)}”, so the replay opens at the start.`,
  };
}

/** The URL search string with `step` set, keeping any other parameters. */
export function searchWithStep(search: string, step: number): string {
  const params = new URLSearchParams(search);
  params.set(STEP_PARAM, String(step));
  return `?${params.toString()}`;
}
