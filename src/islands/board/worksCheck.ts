/**
 * Whether breastworks and bridges fit a position, by the engine (§104, §107, §141, §143). The second school's hills,
 * depots and fire are checked by its part of the kit (schoolPart.tsx), after these.
 */
import { createBoard, createBreastworks, createBridgeNetwork, type BoardSetup } from '../../rules/hellwig/index.ts';
import { tryRule } from '../../rules/result.ts';
import type { WorksState } from './worksState.ts';

/** The engine's reason the breastworks or bridges do not fit the position, if they do not. */
export function checkWorks(setup: BoardSetup, s: WorksState): string | undefined {
  if (!s.works && !s.network) return undefined;
  const checked = tryRule(() => {
    const board = createBoard(setup);
    if (s.works) createBreastworks(board, s.works);
    if (s.network) createBridgeNetwork(board, s.network);
  });
  return checked.ok ? undefined : checked.error.message;
}
