/**
 * "The engine refused" as a value, for the edge where a widget asks the engine something a reader
 * typed or clicked: the answer, or the `RuleError` naming what was wrong. Only a `RuleError` is a
 * refusal; anything else thrown is a programming error and is thrown on, never shown as prose.
 */
import { RuleError, describeValue } from './errors.ts';

/** The engine's answer, or its refusal with the stable code and message of the `RuleError`. */
export type Result<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: RuleError };

/** Run an engine function: its value, or the `RuleError` it threw for bad input; any other error is rethrown. */
export function tryRule<T>(run: () => T): Result<T> {
  if (typeof run !== 'function')
    throw new RuleError('BAD_INPUT', `run must be a function that asks the engine; received ${describeValue(run)}`);
  try {
    return { ok: true, value: run() };
  } catch (e) {
    if (e instanceof RuleError) return { ok: false, error: e };
    throw e;
  }
}
