/**
 * The replay's time: the timeline's reducer (timeline.ts) driven by a d3 transition whose frames Preact renders
 * (d3-timer paces it, a cubic ease shapes it), and, while playing, a pause and then the next half-move. A reader who
 * turns on reduced motion while a half-move plays sees its end at once.
 */
import { timer } from 'd3-timer';
import { useEffect, useReducer } from 'preact/hooks';
import { easeCubicInOut, useReducedMotion } from '../shared/motion.ts';
import { initialTimeline, PAUSE_MS, STEP_MS, timelineReducer, type Timeline, type TimelineAction } from './timeline.ts';

export interface TimelineControl {
  readonly timeline: Timeline;
  readonly send: (a: TimelineAction) => void;
  readonly reduced: boolean;
  /** Go to a half-move (the next one forward animated unless the reader prefers reduced motion). */
  readonly go: (to: number) => void;
}

export function useTimeline(last: number, initialStep: number): TimelineControl {
  const [timeline, send] = useReducer(timelineReducer, undefined, () => initialTimeline(last, initialStep));
  const reduced = useReducedMotion();
  const { index, playing } = timeline;
  const animating = timeline.t < 1;

  useEffect(() => {
    if (reduced) send({ type: 'settle' });
  }, [reduced]);

  useEffect(() => {
    if (!animating) return undefined;
    const run = timer((elapsed) => {
      const progress = Math.min(1, elapsed / STEP_MS);
      send({ type: 'frame', t: progress < 1 ? easeCubicInOut(progress) : 1 });
      if (progress >= 1) run.stop();
    });
    return () => run.stop();
  }, [index, animating]);

  useEffect(() => {
    if (!playing || animating) return undefined;
    if (index >= last) {
      send({ type: 'stop' });
      return undefined;
    }
    const pause = window.setTimeout(() => send({ type: 'go', to: index + 1, reduced }), PAUSE_MS);
    return () => window.clearTimeout(pause);
  }, [playing, animating, index, last, reduced]);

  return { timeline, send, reduced, go: (to) => send({ type: 'go', to, reduced }) };
}
