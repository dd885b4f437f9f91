/** The rules-history widget's state and presets: the 'history-stage' rows of the worked examples (chapter II). */
import type { CoinFall, HistoryStage, HistoryStageExample, ShortCrewReading } from '../../rules/wells/index.ts';
import { examplesOf } from '../shared/examples.ts';
import { presetsOf, type Preset } from '../shared/presets.ts';

/** The raid, the stage of the rules it is played under, and the readings of chapter II's two trials. */
export interface HistoryState {
  readonly horsemen: number;
  readonly gunners: number;
  readonly gunnersSupport: number;
  readonly horsemenSupport: number;
  readonly stage: HistoryStage;
  readonly coins: CoinFall;
  readonly shortCrew: ShortCrewReading;
}

/** The rows of the table that play a stage. */
export const HISTORY_EXAMPLES: readonly HistoryStageExample[] = examplesOf('history-stage');

/** Every stage example as a preset. */
export const HISTORY_PRESETS: readonly Preset<HistoryState>[] = presetsOf(HISTORY_EXAMPLES, ({ inputs }) => ({
  horsemen: inputs.raid.horsemen,
  gunners: inputs.raid.gunners,
  gunnersSupport: inputs.raid.gunnersSupport,
  horsemenSupport: inputs.raid.horsemenSupport,
  stage: inputs.stage,
  coins: inputs.raid.options?.coins ?? 'alternate',
  shortCrew: inputs.raid.options?.shortCrew ?? 'silent',
}));
