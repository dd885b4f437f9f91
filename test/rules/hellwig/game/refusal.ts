/**
 * The engine's refusal of an action in Hellwig's game (issue 17): the `RuleError`'s message, which
 * names the reason and its §. The game tests share it so that an action the engine accepts fails
 * the test instead of passing as a refusal.
 */
import { RuleError } from '../../../../src/rules/errors.ts';
import { applyAction, type Action, type Game } from '../../../../src/rules/hellwig/index.ts';

/** The message of the `RuleError` with which the engine refuses `action` in `game`; throws if it is accepted. */
export function refusal(game: Game, action: unknown): string {
  try {
    applyAction(game, action as Action);
  } catch (e) {
    if (e instanceof RuleError) return e.message;
    throw e;
  }
  throw new Error(`the action was not refused: ${JSON.stringify(action)}`);
}
