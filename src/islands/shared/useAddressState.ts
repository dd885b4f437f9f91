/**
 * The one way a widget keeps its state in the address. Each widget owns a namespace of keys
 * (`hooks-farm-18v21.a`: see `addressKey` in src/edition/addressKeys.ts), so two widgets on one page
 * never share a key. On opening it reads its own keys (a key given twice with different values is
 * named, not resolved); once the reader changes something, it writes them back when the reader
 * pauses, not at every change: the history API is one of the slowest things a step does, and
 * browsers throttle a page that calls `history.replaceState` too often. Every other key and the
 * `#fragment` stay as they were. A write still pending when the page is hidden or left, or the
 * island goes, is made at once, so a link copied or a page left just after a change names it.
 */
import { useCallback, useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import { ownParams, withOwnParams } from '../../edition/addressKeys.ts';

/** How long the reader stays on a state before the address names it. */
export const ADDRESS_PAUSE_MS = 150;

export interface AddressStateOptions {
  /** The widget's namespace (`''`: plain keys, for a widget alone on its page), or null: this one keeps no address. */
  readonly namespace: string | null;
  /** The keys the widget owns, without their namespace. */
  readonly keys: readonly string[];
  /** Its part of the address to write (a query of its keys without the namespace), or null: nothing to write yet. */
  readonly own: string | null;
  /** Called once, on opening, with its part of the address and a sentence for each of its keys given twice. */
  readonly open: (own: string, duplicates: readonly string[]) => void;
  /** The fragment a write adds when the address has none (the replay's `#replay`, so a copied link shows it). */
  readonly hash?: string;
  /** The pause before a write. */
  readonly ms?: number;
}

/** Read the widget's keys from the address on opening, and write them back when the reader pauses after a change. */
export function useAddressState({
  namespace,
  keys,
  own,
  open,
  hash = '',
  ms = ADDRESS_PAUSE_MS,
}: AddressStateOptions): void {
  // Before the first paint and before any event: the woken widget shows the address's state at once, and a click just
  // as it wakes is never undone by the address read after it.
  useLayoutEffect(() => {
    if (namespace === null) return;
    const read = ownParams(location.search, namespace, keys);
    open(read.own.toString(), read.duplicates);
    // once, on opening: the namespace and keys are fixed for the island's life
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const write = useCallback(() => {
    if (namespace === null || own === null) return;
    const search = withOwnParams(location.search, namespace, keys, own);
    history.replaceState(history.state, '', `${location.pathname}${search}${location.hash || hash}`);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the keys are fixed for the island's life
  }, [namespace, own, hash]);
  useAfterPause(namespace !== null && own !== null ? write : null, ms);
}

/**
 * Call `write` once the reader has left it unchanged for `ms`; a new `write` (its state changed) puts the pause off
 * again, and null (nothing to write) drops the pending one.
 */
function useAfterPause(write: (() => void) | null, ms: number): void {
  const pending = useRef<{ readonly timer: number; readonly write: () => void } | null>(null);

  // A write the pause has not yet let through is made at once when the page goes (pagehide) or the island unmounts.
  useEffect(() => {
    const flush = () => {
      const p = pending.current;
      if (!p) return;
      window.clearTimeout(p.timer);
      pending.current = null;
      p.write();
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);

  useEffect(() => {
    // No cleanup here: an unmount must find the pending write (above), so the next change drops it instead.
    if (pending.current) window.clearTimeout(pending.current.timer);
    pending.current = null;
    if (!write) return;
    const timer = window.setTimeout(() => {
      pending.current = null;
      write();
    }, ms);
    pending.current = { timer, write };
  }, [write, ms]);
}
