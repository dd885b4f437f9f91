/**
 * The whole game in the address (address.ts): written once the reader has changed the game or the computer's seats,
 * read when the page opens or the reader goes back, a link that cannot be read said with the engine's reason.
 */
import { useAddressState } from '../../shared/useAddressState.ts';
import { gameOf, ownOf, PLAY_KEYS } from '../address.ts';
import type { PlayAction, PlayState } from '../state.ts';

export function usePlayAddress(live: boolean, state: PlayState, dispatch: (a: PlayAction) => void): void {
  useAddressState({
    namespace: '',
    keys: PLAY_KEYS,
    own: live && state.touched ? ownOf(state.game, state.computer) : null,
    open: (own, duplicates) => {
      const read = gameOf(own);
      const problem = [...duplicates, ...(read.problem ? [read.problem] : [])].join(' ');
      dispatch({ type: 'open', game: read.game, computer: read.computer, problem: problem || undefined });
    },
  });
}
