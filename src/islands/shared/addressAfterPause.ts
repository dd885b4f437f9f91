/**
 * Writing an island's state into the address when the reader pauses, not at every change: the
 * history API is one of the slowest things a step does, and browsers throttle a page that calls
 * `history.replaceState` too often. A write still pending when the page is hidden or left, or the
 * island goes, is made at once, so a link copied or a page left just after a change names that change.
 */
import { useEffect, useRef } from 'preact/hooks';

/** How long the reader stays on a state before the address names it. */
export const ADDRESS_PAUSE_MS = 150;

/**
 * Call `write` once the reader has left it unchanged for `ms`; a new `write` (its state changed) puts the pause off
 * again, and null (nothing to write) drops the pending one. Give a `write` that is the same function while its state
 * is (useCallback), or every render puts the write off.
 */
export function useAddressAfterPause(write: (() => void) | null, ms: number = ADDRESS_PAUSE_MS): void {
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
