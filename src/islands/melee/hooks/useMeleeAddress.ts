/**
 * The calculator's case in the address: a shared link (?a=11&b=9…) sets the case on opening, and
 * the address follows the case once the reader has changed something, so it can be shared.
 */
import { useEffect } from 'preact/hooks';
import { parseState, stateToSearch, type MeleeState } from '../state.ts';

/** Read the case from the address once on opening, and write it back after every change the reader makes. */
export function useMeleeAddress(
  syncUrl: boolean,
  initial: MeleeState,
  state: MeleeState,
  touched: boolean,
  opened: (state: MeleeState, problems: readonly string[]) => void,
): void {
  // A shared link (?a=11&b=9…) sets the case; bad values are reported, never thrown.
  useEffect(() => {
    if (!syncUrl) return;
    const parsed = parseState(window.location.search, initial);
    opened(parsed.state, parsed.problems);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on opening: a shared link sets the case; syncUrl and initial are props fixed for the island's life
  }, []);

  // Keep the URL in step once the reader has changed something, so it can be shared.
  useEffect(() => {
    if (!touched || !syncUrl) return;
    const url = new URL(window.location.href);
    url.search = stateToSearch(state);
    window.history.replaceState(null, '', url);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- syncUrl is a prop fixed for the island's life
  }, [state, touched]);
}
