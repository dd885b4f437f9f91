/** The rifle-fire calculator's inputs in the address (`rifle.infantry=10&rifle.moved=no&rifle.ammunition=yes`). */
import { fieldsOver, type AddressField } from '../../shared/addressFields.ts';
import { YES_NO } from '../supply/state.ts';
import type { RifleState } from './presets.ts';

/** Most men in one line the stepper allows: a long firing line of the small Kriegspiel soldiers. */
export const MOST_IN_LINE = 200;

const { count, choice } = fieldsOver<RifleState>();

export const RIFLE_FIELDS: readonly AddressField<RifleState>[] = [
  count('infantry', 'infantry in the line', 0, MOST_IN_LINE),
  choice('moved', 'they moved this move', YES_NO),
  choice('ammunition', 'they have ammunition', YES_NO),
];
