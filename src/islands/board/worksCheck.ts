/** Whether breastworks and bridges fit a position, by the engine (§104, §107, §141, §143). */
import { createBoard, createBreastworks, createBridgeNetwork, type BoardSetup } from '../../rules/hellwig/index.ts';
import { tryRule } from '../../rules/result.ts';
import type { WorksState } from './worksState.ts';
import { checkSchool } from './schoolEdits.ts';

/** The engine's reason the breastworks or bridges do not fit the position, if they do not. */
export function checkWorks(setup: BoardSetup, s: WorksState): string | undefined {
  if (!s.works && !s.network) return checkSchool(setup, s);
  const checked = tryRule(() => {
    const board = createBoard(setup);
    if (s.works) createBreastworks(board, s.works);
    if (s.network) createBridgeNetwork(board, s.network);
  });
  return checked.ok ? checkSchool(setup, s) : checked.error.message;
}
