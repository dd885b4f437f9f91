/**
 * The projector mode of a widget: its frame made full screen with the Fullscreen API, large type
 * and a layout that keeps the result and the drawing in view (projector.css), and the same keys in
 * every widget while it is on: ← and → step, Space plays or pauses, Page Up and Page Down go to the
 * previous or next example, Escape leaves. A widget names what it does for each; the legend lists
 * only those. Offered only where it makes sense: not on a phone (a coarse pointer and a narrow
 * screen) and not without the Fullscreen API.
 */
import { useEffect, useRef, useState, type MutableRef } from 'preact/hooks';

/** What the widget does for each shared key it answers. */
export interface ProjectorActions {
  readonly step?: () => void;
  readonly 'step-back'?: () => void;
  readonly play?: () => void;
  readonly 'next-example'?: () => void;
  readonly 'previous-example'?: () => void;
}

const KEYS: Readonly<Record<string, keyof ProjectorActions>> = {
  ArrowLeft: 'step-back',
  ArrowRight: 'step',
  ' ': 'play',
  PageUp: 'previous-example',
  PageDown: 'next-example',
};

/** The key legend, by the action that puts a line in it. */
const LEGEND: readonly (readonly [keyof ProjectorActions, string, string])[] = [
  ['step', '← →', 'step back, step'],
  ['play', 'Space', 'play or pause'],
  ['next-example', 'Page Up, Page Down', 'previous or next example'],
];

export interface Projector {
  /** Whether the button is offered: false on the server, on a phone and without the Fullscreen API. */
  readonly available: boolean;
  readonly on: boolean;
  /** The keys this widget answers, and what each does, for the legend. */
  readonly legend: readonly (readonly [string, string])[];
  readonly toggle: () => void;
}

/** A phone: a coarse pointer on a narrow screen, where a projector makes no sense. */
const PHONE = '(pointer: coarse) and (max-width: 48rem)';

/** Leave full screen; the browser may have left it already (its own Escape), which is no error. */
const leave = () => void document.exitFullscreen().catch(() => undefined);

/** Hold the projector mode of the element `root`, answering the shared keys with `actions` while it is on. */
export function useProjector(root: MutableRef<HTMLElement | null>, actions: ProjectorActions): Projector {
  const [available, setAvailable] = useState(false);
  const [on, setOn] = useState(false);
  // The actions change at every render; the key handler reads the latest.
  const latest = useRef(actions);
  latest.current = actions;

  useEffect(() => {
    const el = root.current;
    const phone = typeof matchMedia === 'function' && matchMedia(PHONE).matches;
    setAvailable(!!el && typeof el.requestFullscreen === 'function' && document.fullscreenEnabled !== false && !phone);
    const onChange = () => setOn(!!el && document.fullscreenElement === el);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [root]);

  useEffect(() => {
    if (!on) return undefined;
    const onKey = (e: KeyboardEvent) => {
      // A key the widget itself answered (the board's arrows) is its own; so are keys typed into a field, and Space on
      // a button, which presses it.
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      const target = e.target instanceof Element ? e.target : null;
      if (e.key === 'Escape') leave();
      else {
        const name = KEYS[e.key];
        const act = name && latest.current[name];
        if (
          !act ||
          target?.closest(e.key === ' ' ? 'input, select, textarea, button, a, summary' : 'input, select, textarea')
        )
          return;
        act();
      }
      e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [on]);

  // A browser that refuses full screen (a permission, an iframe) leaves the widget as it was.
  const toggle = () => (on ? leave() : void root.current?.requestFullscreen().catch(() => undefined));

  const legend = LEGEND.filter(([name]) => actions[name]).map(([, keys, what]) => [keys, what] as const);
  return { available, on, legend: [...legend, ['Esc', 'leave the projector']], toggle };
}
