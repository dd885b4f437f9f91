/**
 * The melee calculator's presets: every mêlée row of the shared table of worked examples
 * (src/rules/examples.ts), so each preset is also a golden test of the engine.
 */
import type { MeleeExample } from '../../rules/wells/index.ts';
import { examplesOf } from '../shared/examples.ts';
import { presetsOf } from '../shared/presets.ts';
import { DEFAULT_STATE, type MeleeState } from './state.ts';
import type { MeleePreset } from './MeleeCalculator.tsx';

/** The mêlée rows of the table, in the order of the book. */
export const MELEE_EXAMPLES: readonly MeleeExample[] = examplesOf('melee');

/** A preset's state: the row's inputs, the edition's readings, and the side that moved first charging. */
function presetState(row: MeleeExample): MeleeState {
  const { a, b, aSupport, bSupport, labels } = row.inputs;
  return { ...DEFAULT_STATE, a, b, aSupport, bSupport, labels: labels ?? DEFAULT_STATE.labels, charger: 'a' };
}

/** Every mêlée example as a preset. */
export const MELEE_PRESETS: readonly MeleePreset[] = presetsOf(MELEE_EXAMPLES, presetState);
