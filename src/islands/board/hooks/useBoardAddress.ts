/**
 * The full board page keeps its position in the address: it reads it once on opening, and writes
 * its own keys back once the reader pauses after changing the board, leaving any other key (a campaign tag, a
 * click id) and the fragment as they came. A small board only brings its example into its frame on opening.
 */
import { useEffect } from 'preact/hooks';
import { sameState } from '../../shared/sameState.ts';
import type { BoardPreset } from '../lessons.ts';
import { ADDRESS_KEYS, stateToSearch, type BoardState } from '../state.ts';
import type { BoardAction } from '../state/actions.ts';
import type { BoardModel } from '../state/model.ts';
import type { TerrainLists } from '../plate3/plate.ts';
import type { WorksKit } from '../worksKitTypes.ts';
import type { AddressKit } from '../addressKit.ts';

/** The last address made, and of what: the board asks it twice a render (the address bar and the link to copy). */
let last: { readonly of: readonly unknown[]; readonly address: string } | undefined;

/** The board's part of the address: the example by name while it is on the board, else the position itself. */
export function addressOf(
  state: BoardState,
  preset: BoardPreset | undefined,
  base?: TerrainLists,
  kit?: WorksKit,
): string {
  const of = [state, preset, base, kit];
  if (last && last.of.every((x, i) => x === of[i])) return last.address;
  const address =
    preset && sameState(preset.state, state) ? `ex=${encodeURIComponent(preset.id)}` : stateToSearch(state, base, kit);
  last = { of, address };
  return address;
}

/**
 * Read the address once on opening (the full page), and keep the board's keys in it after the changes the reader
 * makes, written when they pause (the shared address hook: other keys and the fragment stay).
 */
export function useBoardAddress(
  page: boolean,
  model: BoardModel,
  preset: BoardPreset | undefined,
  dispatch: (a: BoardAction) => void,
  base?: TerrainLists,
  kit?: WorksKit,
  /** The page's reading and writing of the address (addressKit.ts); a small board has none. */
  address?: AddressKit,
): void {
  // A small board only brings its example into its frame on opening.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on opening
  useEffect(() => (page ? undefined : dispatch({ type: 'opened' })), []);
  // The reader's address stays in the bar, typo and all, until they change the board; then it is written when they
  // pause, as the replay's is (a run of keys or clicks writes it once).
  // The kit is the island's for its whole life: the same hooks run at every render.
  const useAddress = address?.useAddressState ?? noAddress;
  useAddress({
    namespace: page ? '' : null,
    keys: ADDRESS_KEYS,
    own: model.touched ? addressOf(model.state, preset, base, kit) : null,
    open: (search, duplicates) => dispatch({ type: 'address', search, duplicates }),
  });
}

/** A small board's address: nothing read, nothing written. */
function noAddress(): void {}
