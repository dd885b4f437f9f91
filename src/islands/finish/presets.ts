/** The Fight-to-the-Finish scorer's state and presets: the 'draw' rows of the worked examples (game-1). */
import {
  SMALL_GAME_READINGS,
  type DrawExample,
  type GameResult,
  type PerSide,
  type SideHoldings,
  type SmallGameReading,
} from '../../rules/wells/index.ts';
import { examplesOf } from '../shared/examples.ts';
import { presetsOf, type Preset } from '../shared/presets.ts';

/** The end of a battle: what each side holds, the result, the men each started with, and the reading of the Note. */
export interface FinishState {
  readonly a: SideHoldings;
  readonly b: SideHoldings;
  readonly result: GameResult;
  readonly startingMen: PerSide<number>;
  readonly smallGame: SmallGameReading;
}

/** The draw rows of the table. */
export const DRAW_EXAMPLES: readonly DrawExample[] = examplesOf('draw');

/** Free men of one side, with nothing else: the draw rule counts men only, not their arm. */
const menOnly = (men: number): SideHoldings => ({ guns: 0, cavalry: 0, infantry: men, prisonersTaken: 0 });

/**
 * A draw row as a case to score. The row describes a battle that ended under the draw rule, so its
 * result is entered as the row states it; the scorer then tests the draw itself with `isDrawn`.
 */
function presetState(row: DrawExample): FinishState {
  return {
    a: menOnly(row.inputs.men.a),
    b: menOnly(row.inputs.men.b),
    result: row.outcome.drawn ? 'drawn' : 'undecided',
    startingMen: row.inputs.startingMen,
    smallGame: SMALL_GAME_READINGS[0],
  };
}

/** Every draw example as a preset. */
export const FINISH_PRESETS: readonly Preset<FinishState>[] = presetsOf(DRAW_EXAMPLES, presetState);
