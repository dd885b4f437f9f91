/**
 * How the game refuses an action (§181): a `RuleError` whose message gives the reason and its §, the one kind of
 * refusal every part of the play layer throws, and the engine's own refusals of some codes passed on as the game's.
 */
import { RuleError, type RuleErrorCode } from '../../errors.ts';

/** Refuse an action with the reason and its §. /hellwig/s181/ */
export function refuse(reason: string): never {
  throw new RuleError('BAD_INPUT', reason);
}

/**
 * Ask the engine: a refusal of one of `codes` (a blocked square, a square out of range…) becomes the game's, with the
 * engine's reason and §; any other error passes, as a fault, not a refusal. /hellwig/s181/
 */
export function asked<T>(codes: readonly RuleErrorCode[], ask: () => T): T {
  try {
    return ask();
  } catch (e) {
    if (e instanceof RuleError && codes.includes(e.code)) refuse(e.message);
    throw e;
  }
}
