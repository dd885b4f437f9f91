/** The rules-history widget's inputs in the address (`grew.horsemen=5&grew.stage=melee…`). */
import { COIN_FALLS, HISTORY_STAGES, SHORT_CREW_READINGS } from '../../rules/wells/index.ts';
import type { AddressField } from '../shared/addressFields.ts';
import type { HistoryState } from './presets.ts';

/** Most men of a side the steppers allow: a raid, not a battle. */
export const MOST_RAIDERS = 60;

type Count = 'horsemen' | 'gunners' | 'gunnersSupport' | 'horsemenSupport';
type Choice = 'stage' | 'coins' | 'shortCrew';

const count = (key: Count, label: string): AddressField<HistoryState> => ({
  kind: 'count',
  key,
  label,
  min: 0,
  max: MOST_RAIDERS,
  get: (s) => s[key],
  set: (s, n) => ({ ...s, [key]: n }),
});

function choice<K extends Choice>(
  key: K,
  label: string,
  options: readonly HistoryState[K][],
): AddressField<HistoryState> {
  return {
    kind: 'choice',
    key,
    label,
    options,
    get: (s) => s[key],
    set: (s, v) => ({ ...s, [key]: options.find((o) => o === v) ?? s[key] }),
  };
}

export const HISTORY_FIELDS: readonly AddressField<HistoryState>[] = [
  count('horsemen', 'horsemen'),
  count('gunners', 'men about the gun'),
  count('gunnersSupport', 'the gun’s supports'),
  count('horsemenSupport', 'the horsemen’s supports'),
  choice('stage', 'stage of the rules', HISTORY_STAGES),
  choice('coins', 'how the coins fall', COIN_FALLS),
  choice('shortCrew', 'a gun with fewer than six', SHORT_CREW_READINGS),
];
