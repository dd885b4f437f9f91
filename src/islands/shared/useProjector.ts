/**
 * The projector mode of a widget: its frame made full screen with the Fullscreen API, large type
 * and a layout that keeps the result and the drawing in view, and the shared keys (projectorKeys.ts)
 * while it is on. Offered only where it makes sense: not on a phone (a coarse pointer and a narrow
 * screen) and not where the browser has no Fullscreen API. Should the browser refuse full screen,
 * the frame fills the window instead, with the same layout and keys.
 */
import { useEffect, useRef, useState, type MutableRef } from 'preact/hooks';
import { projectorCommand, type ProjectorAbilities, type ProjectorCommand } from './projectorKeys.ts';

/** What a widget does for each command it has. */
export type ProjectorActions = Partial<Record<Exclude<ProjectorCommand, 'leave'>, () => void>>;

export interface Projector {
  /** Whether the button is offered: false on the server, on a phone and without the Fullscreen API. */
  readonly available: boolean;
  readonly on: boolean;
  readonly abilities: ProjectorAbilities;
  readonly toggle: () => void;
}

/** A phone: a coarse pointer on a narrow screen, where a projector makes no sense. */
const PHONE = '(pointer: coarse) and (max-width: 48rem)';

/** Hold the projector mode of the element `root`, answering the shared keys with `actions` while it is on. */
export function useProjector(root: MutableRef<HTMLElement | null>, actions: ProjectorActions): Projector {
  const [available, setAvailable] = useState(false);
  const [full, setFull] = useState(false);
  const [fallback, setFallback] = useState(false);
  const on = full || fallback;
  // The actions change at every render; the key handler reads the latest.
  const latest = useRef(actions);
  latest.current = actions;
  const abilities: ProjectorAbilities = {
    step: !!actions.step,
    play: !!actions.play,
    examples: !!actions['next-example'],
  };

  useEffect(() => {
    const el = root.current;
    const phone = typeof matchMedia === 'function' && matchMedia(PHONE).matches;
    setAvailable(!!el && typeof el.requestFullscreen === 'function' && document.fullscreenEnabled !== false && !phone);
    const onChange = () => setFull(!!el && document.fullscreenElement === el);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [root]);

  const leave = () => {
    setFallback(false);
    if (root.current && document.fullscreenElement === root.current) void document.exitFullscreen?.();
  };

  useEffect(() => {
    if (!on) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      const target = e.target instanceof Element ? e.target : null;
      // Keys typed into a field are the field's (a key the widget itself answered, as the board's arrows, is prevented
      // and left alone above); Space on a button presses it.
      if (target?.closest('input, select, textarea') && e.key !== 'Escape') return;
      if (e.key === ' ' && target?.closest('button, a, summary')) return;
      const command = projectorCommand(e.key, {
        step: !!latest.current.step,
        play: !!latest.current.play,
        examples: !!latest.current['next-example'],
      });
      if (!command) return;
      e.preventDefault();
      if (command === 'leave') leave();
      else latest.current[command]?.();
    };
    document.addEventListener('keydown', onKey);
    document.documentElement.classList.add('projector-open');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.documentElement.classList.remove('projector-open');
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- leave only reads the ref and sets state
  }, [on]);

  const toggle = () => {
    const el = root.current;
    if (!el) return;
    if (on) {
      leave();
      return;
    }
    // A browser that refuses full screen (a permission, an iframe) gets the frame filling the window.
    el.requestFullscreen().then(
      () => setFull(document.fullscreenElement === el),
      () => setFallback(true),
    );
  };

  return { available, on, abilities, toggle };
}
