/**
 * The moves calculator's state and presets: every row of the worked examples on the appendix's moves, slopes, action
 * costs and rivers (pp. 104–105, l.899–945), in the order of the book, then the General's three mishaps (p. 104,
 * l.893).
 */
import { WELLS_EXAMPLES } from '../../../rules/examples.ts';
import type {
  ActionCostExample,
  GeneralExample,
  GeneralMishap,
  GeneralReading,
  KriegspielAction,
  KriegspielMoveExample,
  KriegspielMover,
  RiverExample,
  TwentiesReading,
  WheelsExample,
} from '../../../rules/wells/index.ts';
import type { Preset } from '../../shared/presets.ts';
import { appendixPresets } from '../appendix.ts';
import type { YesNo } from '../supply/state.ts';

/** A body's move, the slope before it, an action it takes, and the reading of men short of a twenty. */
export interface MovesState {
  readonly mover: KriegspielMover;
  readonly road: YesNo;
  readonly up: number;
  readonly down: number;
  /** Contours to a foot of the slope, for wheels (l.917). */
  readonly slope: number;
  readonly action: KriegspielAction;
  readonly men: number;
  readonly twenties: TwentiesReading;
  /** What befalls the General (l.893), and whether he can be hurt at all. */
  readonly mishap: GeneralMishap;
  readonly disablement: GeneralReading;
}

/** The rows the calculator offers. */
export type MovesExample = KriegspielMoveExample | WheelsExample | ActionCostExample | RiverExample | GeneralExample;

/** The moves rows of the table in the order of the book, then the General's mishaps (so it still opens on a move). */
export const MOVES_EXAMPLES: readonly MovesExample[] = [
  ...WELLS_EXAMPLES.filter(
    (row): row is MovesExample =>
      row.kind === 'kriegspiel-move' ||
      row.kind === 'kriegspiel-wheels' ||
      row.kind === 'kriegspiel-action' ||
      row.kind === 'kriegspiel-river',
  ),
  ...WELLS_EXAMPLES.filter((row): row is GeneralExample => row.kind === 'general'),
];

/** Infantry on the flat, fording a river, for the controls a row does not set. */
const BASE: MovesState = {
  mover: 'infantry',
  road: 'no',
  up: 0,
  down: 0,
  slope: 0,
  action: 'infantry-ford',
  men: 1,
  twenties: 'started-twenty',
  mishap: 'shell',
  disablement: 'sykes',
};

const yes = (b: boolean): YesNo => (b ? 'yes' : 'no');

function stateOf(row: MovesExample): MovesState {
  switch (row.kind) {
    case 'kriegspiel-move': {
      const { mover, onRoad, contoursUp, contoursDown } = row.inputs;
      return { ...BASE, mover, road: yes(onRoad), up: contoursUp, down: contoursDown };
    }
    case 'kriegspiel-wheels':
      return { ...BASE, mover: 'artillery', slope: row.inputs.contoursPerFoot, road: yes(row.inputs.road) };
    case 'kriegspiel-action':
      return { ...BASE, action: row.inputs.action, men: row.inputs.men };
    case 'kriegspiel-river':
      return { ...BASE, mover: row.inputs.crosser };
    case 'general':
      return { ...BASE, mover: 'general', mishap: row.inputs.mishap };
  }
}

/** Every moves example as a preset. */
export const MOVES_PRESETS: readonly Preset<MovesState>[] = appendixPresets(MOVES_EXAMPLES, stateOf);
