/**
 * What every calculator does with its inputs: keep them as one state and set them from a preset.
 * Asking the engine goes through `tryRule` (src/rules/result.ts): its `RuleError` is shown, any
 * other error is a bug and is thrown.
 */
import { useState } from 'preact/hooks';
import type { Preset } from './presets.ts';
import { sameState } from './sameState.ts';

/**
 * A calculator's state, its presets, and which preset is on screen: the one last chosen while its
 * case stands (two examples may share a case), else the first whose case is on screen, else -1.
 */
export function useCalculator<S extends object>(initial: S, presets: readonly Preset<S>[]) {
  const [state, setState] = useState<S>(initial);
  const [chosen, setChosen] = useState<string | null>(null);
  const onScreen = (p: Preset<S>) => sameState(p.state, state);
  const picked = presets.findIndex((p) => p.id === chosen && onScreen(p));
  return {
    state,
    update: (patch: Partial<S>) => setState((s) => ({ ...s, ...patch })),
    choose: (preset: Preset<S>) => {
      setChosen(preset.id);
      setState(preset.state);
    },
    active: picked >= 0 ? picked : presets.findIndex(onScreen),
  };
}

/** The props of every calculator but the mêlée's. */
export interface CalculatorProps<S> {
  readonly presets: readonly Preset<S>[];
  /** The case shown before any interaction (and without JavaScript). */
  readonly initial: S;
  /** Prefix of the element ids, unique on the page. */
  readonly idPrefix?: string;
}

/** Most men of one arm a calculator's steppers allow: several times Wells' largest games. */
export const MOST_MEN = 2000;
/** Most guns a calculator's steppers allow. */
export const MOST_GUNS = 100;
