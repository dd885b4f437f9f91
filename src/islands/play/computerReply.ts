/**
 * What the computer's worker answers (computerWorker.ts ⇄ askComputer.ts): its action, the engine's refusal
 * (a `RuleError`, sent as its code and message, since a worker's message carries plain data only), or a fault,
 * a programming error, which the page reports as one and never dresses as a rule.
 */
import type { Action } from '../../rules/hellwig/index.ts';
import type { RuleErrorCode } from '../../rules/errors.ts';

/** The worker's message for the game it was sent as `text`. */
export type ComputerReply = { readonly text: string } & (
  | { readonly kind: 'action'; readonly action: Action }
  | { readonly kind: 'refused'; readonly code: RuleErrorCode; readonly message: string }
  | { readonly kind: 'fault'; readonly message: string }
);
