/**
 * A wheel under way, drawn: the moving squares swing about the pivot with an eased angle until
 * the turn is done, then the board is told it landed. A wheel abandoned (the model's swing gone,
 * by any change to the board) stops at once, and so does one whose island goes away.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { easeCubicInOut } from '../../shared/motion.ts';
import type { Swing } from '../BoardSvg.tsx';
import type { Landing } from '../state/model.ts';

/** The swing drawn at this frame of a wheel under way, if one is; `onLanded` when its turn is done. */
export function useWheelAnimation(landing: Landing | undefined, onLanded: () => void): Swing | undefined {
  const [swing, setSwing] = useState<Swing | undefined>();
  const landed = useRef(onLanded);
  landed.current = onLanded;
  useEffect(() => {
    if (!landing) {
      setSwing(undefined);
      return;
    }
    // The frame and the clock are looked up as the wheel starts (not kept from when the module loaded), so a test's
    // fake clock drives them. The clock starts at the first frame drawn, not when the wheel was asked for: on a busy
    // machine that frame may come late, and the swing is still seen from its start instead of landing at once.
    let start: number | undefined;
    let frame = requestAnimationFrame(function draw() {
      start ??= performance.now();
      const k = Math.min(1, (performance.now() - start) / landing.duration);
      setSwing({ squares: landing.squares, pivot: landing.pivot, angle: landing.angle * easeCubicInOut(k) });
      if (k >= 1) landed.current();
      else frame = requestAnimationFrame(draw);
    });
    return () => cancelAnimationFrame(frame);
  }, [landing]);
  return swing;
}

/** Whether the reader asks for less motion: a wheel then lands at once. */
export function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}
