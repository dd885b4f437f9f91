/**
 * The railway calculator's state and presets: every row of the worked examples on trucks, engines, track and a
 * train's move (chapter V p. 94, l.827; the appendix p. 110, l.1054), in the order of the book.
 */
import { WELLS_EXAMPLES } from '../../../rules/examples.ts';
import type {
  RailwayMoveExample,
  RailwaySpeedReading,
  TrackExample,
  TrackWork,
  TrainExample,
  TrucksPerEngineReading,
} from '../../../rules/wells/index.ts';
import type { Preset } from '../../shared/presets.ts';
import { appendixPresets } from '../appendix.ts';

/** A force to entrain, a rail to tear up or relay, and the readings of the train's length and speed. */
export interface RailwayState {
  readonly infantry: number;
  readonly cavalry: number;
  readonly guns: number;
  readonly track: TrackWork;
  readonly trackMen: number;
  readonly trucksPerEngine: TrucksPerEngineReading;
  readonly speed: RailwaySpeedReading;
}

/** The rows the calculator offers. */
export type RailwayExample = TrainExample | TrackExample | RailwayMoveExample;

/** The railway rows of the table, in the order of the book. */
export const RAILWAY_EXAMPLES: readonly RailwayExample[] = WELLS_EXAMPLES.filter(
  (row): row is RailwayExample =>
    row.kind === 'railway-train' || row.kind === 'railway-track' || row.kind === 'railway-move',
);

/** Chapter V's truck of twelve infantry and four men at a rail, for the controls a row does not set. */
const BASE: RailwayState = {
  infantry: 12,
  cavalry: 0,
  guns: 0,
  track: 'tear-up',
  trackMen: 4,
  trucksPerEngine: 'eight',
  speed: 'eight-feet',
};

function stateOf(row: RailwayExample): RailwayState {
  switch (row.kind) {
    case 'railway-train':
      return { ...BASE, ...row.inputs };
    case 'railway-track':
      return { ...BASE, track: row.inputs.kind, trackMen: row.inputs.men };
    case 'railway-move':
      return { ...BASE, speed: row.inputs.speed };
  }
}

/** Every railway example as a preset. */
export const RAILWAY_PRESETS: readonly Preset<RailwayState>[] = appendixPresets(RAILWAY_EXAMPLES, stateOf);
