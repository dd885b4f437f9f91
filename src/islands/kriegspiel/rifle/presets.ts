/**
 * The rifle-fire calculator's state and presets: every 'kriegspiel-rifle' row of the worked examples (appendix
 * pp. 102–105, l.883–885, 948, 984).
 */
import type { RifleExample } from '../../../rules/wells/index.ts';
import { examplesOf } from '../../shared/examples.ts';
import type { Preset } from '../../shared/presets.ts';
import { appendixPresets } from '../appendix.ts';
import type { YesNo } from '../supply/state.ts';

/** A line of infantry in one move, as the calculator's controls and address hold it. */
export interface RifleState {
  readonly infantry: number;
  readonly moved: YesNo;
  readonly ammunition: YesNo;
}

/** The rifle rows of the table, in the order of the book. */
export const RIFLE_EXAMPLES: readonly RifleExample[] = examplesOf('kriegspiel-rifle');

const yes = (b: boolean): YesNo => (b ? 'yes' : 'no');

/** Every rifle example as a preset. */
export const RIFLE_PRESETS: readonly Preset<RifleState>[] = appendixPresets(RIFLE_EXAMPLES, ({ inputs }) => ({
  infantry: inputs.infantry,
  moved: yes(inputs.moved),
  ammunition: yes(inputs.ammunition),
}));
