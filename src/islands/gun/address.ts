/** The gun calculator's inputs in the address (`gun.infantry=3&gun.cavalry=1`). */
import type { GunCrew } from '../../rules/wells/index.ts';
import type { AddressField } from '../shared/addressFields.ts';

/** Most men of one arm the steppers allow: far more than can stand within six inches of a gun. */
export const MAX_CREW = 40;

export const GUN_FIELDS: readonly AddressField<GunCrew>[] = [
  {
    kind: 'count',
    key: 'infantry',
    label: 'infantry within 6 inches',
    min: 0,
    max: MAX_CREW,
    get: (s) => s.infantry,
    set: (s, n) => ({ ...s, infantry: n }),
  },
  {
    kind: 'count',
    key: 'cavalry',
    label: 'cavalry within 6 inches',
    min: 0,
    max: MAX_CREW,
    get: (s) => s.cavalry,
    set: (s, n) => ({ ...s, cavalry: n }),
  },
];
