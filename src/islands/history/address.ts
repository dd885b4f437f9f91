/** The rules-history widget's inputs in the address (`grew.horsemen=5&grew.stage=melee…`). */
import { COIN_FALLS, HISTORY_STAGES, SHORT_CREW_READINGS } from '../../rules/wells/index.ts';
import { fieldsOver, type AddressField } from '../shared/addressFields.ts';
import type { HistoryState } from './presets.ts';

/** Most men of a side the steppers allow: a raid, not a battle. */
export const MOST_RAIDERS = 60;

const fields = fieldsOver<HistoryState>();
const count = (key: Parameters<typeof fields.count>[0], label: string) => fields.count(key, label, 0, MOST_RAIDERS);
const { choice } = fields;

export const HISTORY_FIELDS: readonly AddressField<HistoryState>[] = [
  count('horsemen', 'horsemen'),
  count('gunners', 'men about the gun'),
  count('gunnersSupport', 'the gun’s supports'),
  count('horsemenSupport', 'the horsemen’s supports'),
  choice('stage', 'stage of the rules', HISTORY_STAGES),
  choice('coins', 'how the coins fall', COIN_FALLS),
  choice('shortCrew', 'a gun with fewer than six', SHORT_CREW_READINGS),
  fields.count('ownMen', 'the gun’s men within six inches', 0, MOST_RAIDERS),
  fields.count('enemyWithinSix', 'the enemy within six inches', 0, MOST_RAIDERS),
  fields.count('enemyPastAxle', 'the enemy past the axle', 0, MOST_RAIDERS),
];
