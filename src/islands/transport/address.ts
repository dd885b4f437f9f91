/** The transport planner's inputs in the address (`transport.infantry=100&transport.approach=treble…`). */
import { APPROACH_CLOSINGS, APPROACH_MULTIPLIERS, MAX_TRANSPORT_FEET, TRAIN_SPEEDS } from '../../rules/wells/index.ts';
import type { AddressField } from '../shared/addressFields.ts';
import { MOST_GUNS, MOST_MEN } from '../shared/calculator.ts';
import type { TransportState } from './presets.ts';

type Count = 'infantry' | 'cavalry' | 'guns' | 'distanceFeet' | 'enemyFeet';

const count = (key: Count, label: string, max: number): AddressField<TransportState> => ({
  kind: 'count',
  key,
  label,
  min: 0,
  max,
  get: (s) => s[key],
  set: (s, n) => ({ ...s, [key]: n }),
});

function choice<K extends 'approach' | 'closing' | 'trainSpeed'>(
  key: K,
  label: string,
  options: readonly TransportState[K][],
): AddressField<TransportState> {
  return {
    kind: 'choice',
    key,
    label,
    options,
    get: (s) => s[key],
    set: (s, v) => ({ ...s, [key]: options.find((o) => o === v) ?? s[key] }),
  };
}

export const TRANSPORT_FIELDS: readonly AddressField<TransportState>[] = [
  count('infantry', 'infantry', MOST_MEN),
  count('cavalry', 'cavalry', MOST_MEN),
  count('guns', 'guns', MOST_GUNS),
  count('distanceFeet', 'feet to go', MAX_TRANSPORT_FEET),
  count('enemyFeet', 'feet to the enemy', MAX_TRANSPORT_FEET),
  choice('approach', 'moves far from the enemy', APPROACH_MULTIPLIERS),
  choice('closing', 'distance for ordinary moves', APPROACH_CLOSINGS),
  choice('trainSpeed', 'speed of the train', TRAIN_SPEEDS),
];
