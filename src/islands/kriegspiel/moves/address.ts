/** The moves calculator's inputs in the address (`moves.mover=cavalry&moves.road=yes&moves.up=1&…`). */
import {
  GENERAL_MISHAPS,
  GENERAL_READINGS,
  KRIEGSPIEL_ACTIONS,
  KRIEGSPIEL_MOVERS,
  TWENTIES_READINGS,
} from '../../../rules/wells/index.ts';
import { fieldsOver, type AddressField } from '../../shared/addressFields.ts';
import { MOST_MEN } from '../../shared/calculator.ts';
import { YES_NO } from '../supply/state.ts';
import type { MovesState } from './presets.ts';

/** Most contours the steppers allow in a move or to a foot of slope: more than any table's hills. */
export const MOST_CONTOURS = 12;

const { count, choice } = fieldsOver<MovesState>();

export const MOVES_FIELDS: readonly AddressField<MovesState>[] = [
  choice('mover', 'who moves', KRIEGSPIEL_MOVERS),
  choice('road', 'on a road', YES_NO),
  count('up', 'contours up', 0, MOST_CONTOURS),
  count('down', 'contours down', 0, MOST_CONTOURS),
  count('slope', 'contours to a foot of slope', 0, MOST_CONTOURS),
  choice('action', 'the action', KRIEGSPIEL_ACTIONS),
  count('men', 'men taking it', 1, MOST_MEN),
  choice('twenties', 'men short of a twenty', TWENTIES_READINGS),
  choice('mishap', 'what befalls the General', GENERAL_MISHAPS),
  choice('disablement', 'the General’s disablement', GENERAL_READINGS),
];
