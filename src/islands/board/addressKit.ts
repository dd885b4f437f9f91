/**
 * The board page's address (BoardPage.tsx): reading a shared position from it and writing the reader's back. A
 * small board beside its § never reads or writes the address, so it leaves this code out and keeps within its
 * budget of JavaScript.
 */
import { useAddressState } from '../shared/useAddressState.ts';
import { parseState } from './stateRead.ts';

/** What the board needs to keep its position in the address. */
export interface AddressKit {
  readonly parse: typeof parseState;
  readonly useAddressState: typeof useAddressState;
}

export const ADDRESS_KIT: AddressKit = { parse: parseState, useAddressState };
