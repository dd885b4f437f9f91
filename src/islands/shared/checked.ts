/**
 * "The engine refused" at the UI edge, one shape for every widget: a change or an answer the engine checked, with
 * its fields beside `ok`, or the refusal with its message (the engine's `RuleError` words, or the widget's own
 * sentence naming the rule). Built from the engine's `Result` (`tryRule`, src/rules/result.ts), which already lets
 * a programming error through rather than saying it as a rule; this only lays the answer flat for a widget to read.
 */
import type { Result } from '../../rules/result.ts';

/** The refusal: why the engine, or the rule a widget asks it about, says no. */
export interface Refused {
  readonly ok: false;
  readonly message: string;
}

/** A checked answer, its fields beside `ok`, or the refusal. */
export type Checked<T extends object> = ({ readonly ok: true } & T) | Refused;

/** A refusal with its message. */
export const refused = (message: string): Refused => ({ ok: false, message });

/** The engine's result laid flat: its value made into the answer's fields, or its `RuleError`'s message. */
export function checkedOf<T, U extends object>(result: Result<T>, fields: (value: T) => U): Checked<U> {
  return result.ok ? { ok: true, ...fields(result.value) } : refused(result.error.message);
}
