/** The time calculator's state and presets: the 'time' rows of the worked examples (move-3). */
import { TIME_ROUNDINGS, type TimeExample, type TimeRounding } from '../../rules/wells/index.ts';
import { examplesOf } from '../shared/examples.ts';
import { presetsOf, type Preset } from '../shared/presets.ts';

/** A force to be moved, and the reading of "about a minute … for moving 30 men" (AMB-11). */
export interface TimeState {
  readonly men: number;
  readonly guns: number;
  readonly rounding: TimeRounding;
}

/** The time rows of the table. */
export const TIME_EXAMPLES: readonly TimeExample[] = examplesOf('time');

/** Every time example as a preset, under the edition's reading. */
export const TIME_PRESETS: readonly Preset<TimeState>[] = presetsOf(TIME_EXAMPLES, ({ inputs }) => ({
  men: inputs.men,
  guns: inputs.guns,
  rounding: TIME_ROUNDINGS[0],
}));
