/**
 * Whether the reader asks for reduced motion, followed as it changes (a reader may turn the
 * setting on while the page is open). False on the server and before the island runs.
 */
import { useEffect, useState } from 'preact/hooks';

export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query =
      typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-reduced-motion: reduce)') : null;
    if (!query) return undefined;
    setReduced(query.matches);
    const onChange = (e: MediaQueryListEvent) => setReduced(e.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/** Cubic easing in and out (slow start, slow end), the curve of a wheel's swing and a half-move's progress. */
export function easeCubicInOut(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}
