/** The force builder's state and presets: the five forces of the 150-point game (forces). */
import { FORCE_LIMIT, type Force, type ForceExample } from '../../rules/wells/index.ts';
import { examplesOf } from '../shared/examples.ts';
import { presetsOf, type Preset } from '../shared/presets.ts';

/** A force, and the points it must not exceed. */
export interface ForceState extends Force {
  readonly limit: number;
}

/** The force rows of the table: the book's 150-point forces. */
export const FORCE_EXAMPLES: readonly ForceExample[] = examplesOf('force');

/** Every force example as a preset, against the book's limit. */
export const FORCE_PRESETS: readonly Preset<ForceState>[] = presetsOf(FORCE_EXAMPLES, ({ inputs }) => ({
  infantry: inputs.infantry,
  cavalry: inputs.cavalry,
  guns: inputs.guns,
  limit: FORCE_LIMIT,
}));
