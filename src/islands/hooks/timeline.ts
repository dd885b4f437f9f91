/**
 * The replay's timeline as a reducer over typed actions: the half-move on screen, how far its animation has run,
 * whether the replay plays, whether the reader has moved it (only then is the address written), and an address's
 * problem. The keymap is data beside it. Time itself (the animation's frames, the pause between half-moves) is the
 * hooks' (useTimeline.ts); this is tested without a DOM.
 */

/** How long the animation of one half-move takes, and the pause before the next when playing. */
export const STEP_MS = 1100;
export const PAUSE_MS = 1300;

export interface Timeline {
  /** The last half-move's index: the battle's length, fixed. */
  readonly last: number;
  readonly index: number;
  /** How far the animation into `index` has run, from 0 to 1 (1: at rest). */
  readonly t: number;
  readonly playing: boolean;
  readonly touched: boolean;
  /** Why the address could not be followed, until the reader moves the replay. */
  readonly problem: string | null;
}

export type TimelineAction =
  /** Go to a half-move; the next one forward is animated unless the reader prefers reduced motion. */
  | { readonly type: 'go'; readonly to: number; readonly reduced: boolean }
  /** Play or pause; played at the end, it begins again at the putting down. */
  | { readonly type: 'toggle' }
  | { readonly type: 'frame'; readonly t: number }
  /** The animation ends at once (the reader turned reduced motion on). */
  | { readonly type: 'settle' }
  /** Playing reached the last half-move. */
  | { readonly type: 'stop' }
  /** The address opened the replay at a half-move, with its problem if it named none. */
  | { readonly type: 'open'; readonly step: number; readonly problem: string | null };

/** The timeline at a half-move, at rest. */
export function initialTimeline(last: number, index: number): Timeline {
  return { last, index, t: 1, playing: false, touched: false, problem: null };
}

const HANDLERS: {
  readonly [K in TimelineAction['type']]: (s: Timeline, a: Extract<TimelineAction, { type: K }>) => Timeline;
} = {
  go: (s, a) => {
    const n = Math.max(0, Math.min(s.last, a.to));
    const moved = { ...s, touched: true, problem: null };
    if (n === s.index) return moved;
    return { ...moved, t: n === s.index + 1 && !a.reduced ? 0 : 1, index: n };
  },
  toggle: (s) => {
    const restart = !s.playing && s.index >= s.last;
    return { ...s, touched: true, playing: !s.playing, ...(restart ? { t: 1, index: 0 } : {}) };
  },
  frame: (s, a) => ({ ...s, t: a.t }),
  settle: (s) => ({ ...s, t: 1 }),
  stop: (s) => ({ ...s, playing: false }),
  open: (s, a) => ({ ...s, index: a.step, problem: a.problem }),
};

/** The reducer: one handler per kind of action. */
export function timelineReducer(s: Timeline, a: TimelineAction): Timeline {
  return (HANDLERS[a.type] as (s: Timeline, a: TimelineAction) => Timeline)(s, a);
}

/** Where each stepping key goes from the half-move on screen. */
const STEPS: { readonly [key: string]: (index: number, last: number) => number } = {
  ArrowRight: (i) => i + 1,
  ArrowLeft: (i) => i - 1,
  Home: () => 0,
  End: (_, last) => last,
};

/**
 * The action a key asks of the replay: Space plays or pauses; the arrows, Home and End step, except on the slider,
 * which steps with them by itself; any other key is left alone.
 */
export function keyAction(key: string, onSlider: boolean, s: Timeline, reduced: boolean): TimelineAction | undefined {
  if (key === ' ') return { type: 'toggle' };
  const to = onSlider ? undefined : STEPS[key];
  return to && { type: 'go', to: to(s.index, s.last), reduced };
}
