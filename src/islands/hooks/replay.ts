/**
 * The Battle of Hook's Farm as the rules engine replays it, computed once when the module loads,
 * for the replay island, the page's static sequence and the maps in chapter IV alike.
 */
import { HOOKS_FARM, replayBattle, type BattleStep } from '../../rules/wells/hooks-farm/index.ts';

export { HOOKS_FARM };

/** The field and the ledger after every half-move. */
export const REPLAY = replayBattle(HOOKS_FARM);

/** The static sequence's anchor for a half-move: `step-red-3`. */
export const stepAnchor = (id: string) => `step-${id}`;

/** The step of a half-move by its id; an unknown id throws, naming the ids there are. */
export function stepById(id: string): BattleStep {
  const step = REPLAY.steps.find((s) => s.halfMove.id === id);
  if (!step) {
    const ids = REPLAY.steps.map((s) => s.halfMove.id).join(', ');
    throw new Error(`no half-move "${id}" in the Battle of Hook's Farm; expected one of ${ids}`);
  }
  return step;
}
