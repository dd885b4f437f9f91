/**
 * What every calculator does with its inputs: keep them as one state, set them from a preset, and
 * keep them in the address under the calculator's namespace (useAddressState).
 * Asking the engine goes through `tryRule` (src/rules/result.ts): its `RuleError` is shown, any
 * other error is a bug and is thrown.
 */
import { useState } from 'preact/hooks';
import { fieldKeys, fieldsToSearch, parseFields, type AddressField } from './addressFields.ts';
import type { Preset } from './presets.ts';
import { sameState } from './sameState.ts';
import { useAddressState } from './useAddressState.ts';
import type { HeadingLevel } from './headingLevel.ts';

/**
 * A calculator's state, its presets, and which preset is on screen: the one last chosen while its
 * case stands (two examples may share a case), else the first whose case is on screen, else -1.
 */
export function useCalculator<S extends object>(
  initial: S,
  presets: readonly Preset<S>[],
  address: { readonly namespace: string | null; readonly fields: readonly AddressField<S>[] },
) {
  const [state, setState] = useState<S>(initial);
  const [chosen, setChosen] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  // What a shared address asked for that could not be used, until the reader changes something.
  const [problems, setProblems] = useState<readonly string[]>([]);
  const { namespace, fields } = address;
  useAddressState({
    namespace,
    keys: fieldKeys(fields),
    own: touched ? fieldsToSearch(fields, state) : null,
    open: (own, duplicates) => {
      const parsed = parseFields(own, fields, initial, namespace ?? '');
      setState(parsed.state);
      setProblems([...duplicates, ...parsed.problems]);
    },
  });
  const onScreen = (p: Preset<S>) => sameState(p.state, state);
  const picked = presets.findIndex((p) => p.id === chosen && onScreen(p));
  const changed = () => {
    setTouched(true);
    setProblems([]);
  };
  return {
    state,
    problems,
    update: (patch: Partial<S>) => {
      changed();
      setState((s) => ({ ...s, ...patch }));
    },
    choose: (preset: Preset<S>) => {
      changed();
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
  /** Its namespace in the address (`gun` keeps `gun.infantry`…), unique on the page; null (the default): none. */
  readonly address?: string | null;
  /** The level of its heading, to fit the page's outline (3, the default: under a section's h2). */
  readonly heading?: HeadingLevel;
}

/** Most men of one arm a calculator's steppers allow: several times Wells' largest games. */
export const MOST_MEN = 2000;
/** Most guns a calculator's steppers allow. */
export const MOST_GUNS = 100;
