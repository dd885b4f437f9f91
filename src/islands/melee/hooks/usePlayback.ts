/**
 * The step-through's clock: while playing, one pair of deaths a beat until the last step; with
 * reduced motion it jumps to the end.
 */
import { useEffect } from 'preact/hooks';
import type { StateUpdater, Dispatch } from 'preact/hooks';

/** Advance the shown step every 700 ms while `playing`, stopping on the last of `frames`. */
export function usePlayback(
  playing: boolean,
  frames: number,
  setFrame: Dispatch<StateUpdater<number | null>>,
  setPlaying: Dispatch<StateUpdater<boolean>>,
): void {
  // The step-through plays one pair of deaths a beat; with reduced motion it jumps to the end.
  useEffect(() => {
    if (!playing) return undefined;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
      setFrame(frames - 1);
      setPlaying(false);
      return undefined;
    }
    const timer = window.setInterval(() => {
      setFrame((f) => {
        const next = (f ?? 0) + 1;
        if (next >= frames - 1) {
          setPlaying(false);
          return frames - 1;
        }
        return next;
      });
    }, 700);
    return () => window.clearInterval(timer);
  }, [playing, frames, setFrame, setPlaying]);
}
