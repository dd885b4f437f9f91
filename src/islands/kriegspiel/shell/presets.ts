/** The shell calculator's presets: every 'kriegspiel-shell' row of the worked examples (appendix p. 102, l.881). */
import type { ShellCircle, ShellExample } from '../../../rules/wells/index.ts';
import { examplesOf } from '../../shared/examples.ts';
import type { Preset } from '../../shared/presets.ts';
import { appendixPresets } from '../appendix.ts';

/** The shell rows of the table, in the order of the book. */
export const SHELL_EXAMPLES: readonly ShellExample[] = examplesOf('kriegspiel-shell');

/** Every shell example as a preset. */
export const SHELL_PRESETS: readonly Preset<ShellCircle>[] = appendixPresets(SHELL_EXAMPLES, ({ inputs }) => ({
  men: inputs.men,
  menBehindCover: inputs.menBehindCover,
  gunsWhollyInside: inputs.gunsWhollyInside,
  gunsPartlyInside: inputs.gunsPartlyInside,
  waggons: inputs.waggons,
}));
