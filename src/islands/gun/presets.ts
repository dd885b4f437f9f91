/** The gun calculator's state and presets: every 'gun' row of the worked examples (mobility-iii, mobility-iv). */
import type { GunCrew, GunExample } from '../../rules/wells/index.ts';
import { examplesOf } from '../shared/examples.ts';
import { presetsOf, type Preset } from '../shared/presets.ts';

/** The gun rows of the table, in the order of the book. */
export const GUN_EXAMPLES: readonly GunExample[] = examplesOf('gun');

/** Every gun example as a preset. */
export const GUN_PRESETS: readonly Preset<GunCrew>[] = presetsOf(GUN_EXAMPLES, ({ inputs }) => ({
  infantry: inputs.infantry,
  cavalry: inputs.cavalry,
}));
