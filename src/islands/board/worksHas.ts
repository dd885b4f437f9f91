/** When a board asks the engine about the second half (worksView.ts). */
import type { BoardState } from './state.ts';

/**
 * Whether there is anything of the second half to answer about: breastworks or bridges on the board, or, on the full
 * board page, a selected piece (a small board of the first half keeps to its own §).
 */
export function hasWorksAnswers(state: BoardState, page: boolean): boolean {
  return Boolean(
    state.works?.length ||
    state.network?.transporters?.length ||
    state.hills?.length ||
    state.depots?.length ||
    state.fire ||
    state.fortresses?.length ||
    (page && state.selected?.type === 'piece'),
  );
}
