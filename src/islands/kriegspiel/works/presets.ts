/**
 * The works planner's presets: every row of the worked examples on the engineers' destructions and repairs, the
 * contents of waggons and earthworks (appendix pp. 105–107, l.952, 992–1010), in the order of the book.
 */
import { WELLS_EXAMPLES } from '../../../rules/examples.ts';
import type { EarthworksExample, EngineerWorkExample, WaggonExample } from '../../../rules/wells/index.ts';
import type { Preset } from '../../shared/presets.ts';
import { appendixPresets } from '../appendix.ts';
import type { WorksState } from './state.ts';

/** The rows the planner offers. */
export type WorksExample = EngineerWorkExample | WaggonExample | EarthworksExample;

/** The works rows of the table, in the order of the book. */
export const WORKS_EXAMPLES: readonly WorksExample[] = WELLS_EXAMPLES.filter(
  (row): row is WorksExample =>
    row.kind === 'kriegspiel-engineers' || row.kind === 'kriegspiel-waggons' || row.kind === 'kriegspiel-earthworks',
);

/** Wells' four men and six waggons, for the controls a row does not set. */
const BASE: WorksState = {
  work: 'railway-bridge',
  task: 'destroy',
  engineersMoved: 'no',
  men: 4,
  waggons: 6,
  rate: 'whole-parties',
};

function stateOf(row: WorksExample): WorksState {
  switch (row.kind) {
    case 'kriegspiel-engineers': {
      const { work, task, engineersMoved } = row.inputs;
      return { ...BASE, work, task, engineersMoved: engineersMoved ? 'yes' : 'no' };
    }
    case 'kriegspiel-waggons':
      return { ...BASE, work: 'waggons', men: row.inputs.men, waggons: row.inputs.waggons };
    case 'kriegspiel-earthworks':
      return { ...BASE, work: 'earthworks', men: row.inputs.men };
  }
}

/** Every works example as a preset. */
export const WORKS_PRESETS: readonly Preset<WorksState>[] = appendixPresets(WORKS_EXAMPLES, stateOf);
