/** The transport planner's inputs in the address (`transport.infantry=100&transport.approach=treble…`). */
import {
  APPROACH_CLOSINGS,
  APPROACH_MULTIPLIERS,
  CART_COUNTS,
  MAX_TRANSPORT_FEET,
  TRAIN_LENGTHS,
  TRAIN_SPEEDS,
  WAGGON_COUNTS,
} from '../../rules/wells/index.ts';
import { fieldsOver, type AddressField } from '../shared/addressFields.ts';
import { MOST_GUNS, MOST_MEN } from '../shared/calculator.ts';
import type { TransportState } from './presets.ts';

const fields = fieldsOver<TransportState>();
const count = (key: Parameters<typeof fields.count>[0], label: string, max: number) => fields.count(key, label, 0, max);
const { choice } = fields;

export const TRANSPORT_FIELDS: readonly AddressField<TransportState>[] = [
  count('infantry', 'infantry', MOST_MEN),
  count('cavalry', 'cavalry', MOST_MEN),
  count('guns', 'guns', MOST_GUNS),
  count('distanceFeet', 'feet to go', MAX_TRANSPORT_FEET),
  count('enemyFeet', 'feet to the enemy', MAX_TRANSPORT_FEET),
  choice('approach', 'moves far from the enemy', APPROACH_MULTIPLIERS),
  choice('closing', 'distance for ordinary moves', APPROACH_CLOSINGS),
  choice('trainSpeed', 'speed of the train', TRAIN_SPEEDS),
  choice('trainLength', 'trucks to an engine', TRAIN_LENGTHS),
  choice('waggons', 'supply waggons per fifty men', WAGGON_COUNTS),
  choice('carts', 'ammunition carts for the guns', CART_COUNTS),
];
