/**
 * The replay's half-move in the address (`?step=7`, state.ts): a shared link opens at that half-move; a bad value is
 * reported, never thrown, and does not stay in the address to be shared again. The address names the replay too
 * (#replay), so a copied link opens with the replay in view (and, as it hydrates when seen, at once). It is written
 * once the reader has moved the replay, when he pauses, not at every half-move of a fast run of keys or of Play.
 */
import { withOwnParams } from '../../edition/addressKeys.ts';
import { useAddressState } from '../shared/useAddressState.ts';
import { parseStep, STEP_KEYS, stepToSearch } from './state.ts';
import type { Timeline, TimelineAction } from './timeline.ts';

export function useStepAddress(
  timeline: Timeline,
  ids: readonly string[],
  initialStep: number,
  send: (a: TimelineAction) => void,
): void {
  useAddressState({
    namespace: '',
    keys: STEP_KEYS,
    own: timeline.touched ? stepToSearch(timeline.index) : null,
    hash: '#replay',
    open: (own, duplicates) => {
      const parsed = parseStep(own, ids, initialStep);
      const problems = [...duplicates, ...(parsed.problem ? [parsed.problem] : [])];
      send({ type: 'open', step: parsed.step, problem: problems.length ? problems.join(' ') : null });
      if (parsed.problem)
        window.history.replaceState(
          window.history.state,
          '',
          window.location.pathname + withOwnParams(window.location.search, '', STEP_KEYS, '') + window.location.hash,
        );
    },
  });
}
