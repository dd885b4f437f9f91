/**
 * A key's step of the fire's stepper (§74–§76): the board's state at the turn before or after the one shown, with the
 * stepper's words, or why there is no such turn. The same turns and words as the stepper's buttons
 * (panels/SchoolControls.tsx), from the same view of the engine's fire course (schoolView.ts).
 */
import type { BoardState } from './state.ts';
import { schoolViewOf } from './schoolView.ts';
import { fireTurnWords, NO_FIRE } from './schoolWords.ts';

export type FireStep = { readonly next: BoardState; readonly sentence: string } | { readonly refused: string };

/** The fire one turn back (`by` −1) or on (+1) from the turn the stepper shows. */
export function fireStep(state: BoardState, by: -1 | 1): FireStep {
  const steps = state.fire ? schoolViewOf(state).fire?.steps : undefined;
  if (!steps) return { refused: NO_FIRE };
  const to = steps.turn + by;
  const turn = by < 0 ? steps.previous : steps.next;
  if (!turn)
    return {
      refused:
        by < 0
          ? 'The fire is shown as placed: there is no turn before it.'
          : `After ${steps.turn} ${steps.turn === 1 ? 'turn' : 'turns'} nothing burns any more: the fire has ` +
            `no further turn (§74).`,
    };
  return { next: { ...state, fireTurn: to }, sentence: fireTurnWords(to, turn) };
}
