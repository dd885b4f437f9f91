/**
 * The rules-history widget's state and presets: the 'history-stage' rows of the worked examples (chapter II), and its
 * two 'history-capture' rows (pp. 32–33), each the case of a disabled gun under the capture rule of its stage.
 */
import type { CoinFall, HistoryStage, HistoryStageExample, ShortCrewReading } from '../../rules/wells/index.ts';
import { examplesOf } from '../shared/examples.ts';
import { presetsOf, type Preset } from '../shared/presets.ts';

/** The raid, the stage of the rules it is played under, the readings of chapter II's two trials, and a gun to take. */
export interface HistoryState {
  readonly horsemen: number;
  readonly gunners: number;
  readonly gunnersSupport: number;
  readonly horsemenSupport: number;
  readonly stage: HistoryStage;
  readonly coins: CoinFall;
  readonly shortCrew: ShortCrewReading;
  /** A disabled gun: its own men left within six inches (p. 32). */
  readonly ownMen: number;
  /** The enemy within six inches of it. */
  readonly enemyWithinSix: number;
  /** The enemy past its axle. */
  readonly enemyPastAxle: number;
}

/** The rows of the table that play a stage. */
export const HISTORY_EXAMPLES: readonly HistoryStageExample[] = examplesOf('history-stage');
/** The rows of the table that take a gun. */
export const CAPTURE_EXAMPLES = examplesOf('history-capture');

const STAGE_PRESETS = presetsOf(HISTORY_EXAMPLES, ({ inputs }) => ({
  horsemen: inputs.raid.horsemen,
  gunners: inputs.raid.gunners,
  gunnersSupport: inputs.raid.gunnersSupport,
  horsemenSupport: inputs.raid.horsemenSupport,
  stage: inputs.stage,
  coins: inputs.raid.options?.coins ?? 'alternate',
  shortCrew: inputs.raid.options?.shortCrew ?? 'silent',
  // Wells' own disputed gun (p. 32): three of its men left, eight of the enemy within six inches, none past the axle.
  ownMen: 3,
  enemyWithinSix: 8,
  enemyPastAxle: 0,
}));

/** Wells' raid (p. 30), which the capture rows play on: they set only the gun to take and the stage. */
const RAID = STAGE_PRESETS.find((p) => p.id === 'wells-history-horsemen-at-the-gun')?.state ?? STAGE_PRESETS[0]?.state;

/** Every stage and capture example as a preset; a capture row opens on the last stage of its rule. */
export const HISTORY_PRESETS: readonly Preset<HistoryState>[] = RAID
  ? [
      ...STAGE_PRESETS,
      ...presetsOf(CAPTURE_EXAMPLES, ({ inputs }) => ({
        ...RAID,
        stage: inputs.rule === 'past-the-axle' ? ('axle' as const) : ('melee' as const),
        ownMen: inputs.ownMen,
        enemyWithinSix: inputs.enemyWithinSix,
        enemyPastAxle: inputs.enemyPastAxle,
      })),
    ]
  : STAGE_PRESETS;
