/**
 * The calculator's state: the case, the problems a shared link had, the step shown and whether it
 * plays; the engine's outcome for the case; and every change a reader can make to them.
 */
import { useMemo, useState } from 'preact/hooks';
import type { Preset } from '../../shared/presets.ts';
import { settle, type Outcome } from '../outcome.ts';
import { frameCount } from '../frames.ts';
import { MELEE_KEYS, parseState, stateToSearch, type MeleeState } from '../state.ts';
import { useAddressState } from '../../shared/useAddressState.ts';
import { usePlayback } from './usePlayback.ts';

/** The case on the calculator, its outcome and step-through, and the reader's ways to change them. */
export interface MeleeCase {
  readonly state: MeleeState;
  readonly problems: readonly string[];
  readonly outcome: Outcome;
  /** How many steps the fight has (the last one is the end). */
  readonly frames: number;
  readonly shownFrame: number;
  readonly playing: boolean;
  /** The index of the example on the calculator, or -1. */
  readonly activePreset: number;
  readonly update: (patch: Partial<MeleeState>) => void;
  readonly choosePreset: (p: Preset<MeleeState>) => void;
  readonly step: (delta: number) => void;
  readonly start: () => void;
  /** The Play/Pause button: from the last step it plays from the start. */
  readonly playOrPause: () => void;
  /** The P key: play or pause where the fight stands. */
  readonly flipPlaying: () => void;
  readonly end: () => void;
}

/**
 * Hold the calculator's case and step-through, kept in the address under its namespace (`address`; null: none, where
 * another widget owns the address).
 */
export function useMeleeCase(
  presets: readonly Preset<MeleeState>[],
  initial: MeleeState,
  address: string | null,
): MeleeCase {
  const [state, setState] = useState<MeleeState>(initial);
  const [problems, setProblems] = useState<readonly string[]>([]);
  const [frame, setFrame] = useState<number | null>(null);
  const [playing, setPlaying] = useState(false);
  const [touched, setTouched] = useState(false);

  const outcome = useMemo(() => settle(state), [state]);
  const frames = outcome.ok ? frameCount(outcome.result) : 1;
  const shownFrame = frame === null ? frames - 1 : Math.min(frame, frames - 1);

  // A shared link (?a=11&b=9…, or ?hooks-farm-18v21.a=11… for a calculator opened on an example) sets the case; bad
  // values and keys given twice are reported, never thrown.
  useAddressState({
    namespace: address,
    keys: MELEE_KEYS,
    own: touched ? stateToSearch(state) : null,
    open: (own, duplicates) => {
      const parsed = parseState(own, initial);
      setState(parsed.state);
      setProblems([...duplicates, ...parsed.problems]);
    },
  });
  usePlayback(playing, frames, setFrame, setPlaying);

  const update = (patch: Partial<MeleeState>) => {
    setTouched(true);
    setProblems([]);
    setFrame(null);
    setPlaying(false);
    setState((s) => ({ ...s, ...patch }));
  };
  const choosePreset = (p: Preset<MeleeState>) => {
    setTouched(true);
    setProblems([]);
    setFrame(null);
    setPlaying(false);
    setState(p.state);
  };
  const activePreset = presets.findIndex(
    (p) => stateToSearch(p.state) === stateToSearch(state) && p.state.labels.a === state.labels.a,
  );

  const step = (delta: number) => {
    setPlaying(false);
    setFrame((f) => Math.max(0, Math.min(frames - 1, (f ?? frames - 1) + delta)));
  };
  const start = () => {
    setPlaying(false);
    setFrame(0);
  };
  const playOrPause = () => {
    if (shownFrame >= frames - 1) setFrame(0);
    setPlaying((p) => !p);
  };
  const flipPlaying = () => setPlaying((p) => !p);
  const end = () => {
    setPlaying(false);
    setFrame(null);
  };

  return {
    state,
    problems,
    outcome,
    frames,
    shownFrame,
    playing,
    activePreset,
    update,
    choosePreset,
    step,
    start,
    playOrPause,
    flipPlaying,
    end,
  };
}
