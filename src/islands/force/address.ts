/** The force builder's inputs in the address (`force.infantry=60&force.cavalry=40&force.guns=3&force.limit=150`). */
import type { AddressField } from '../shared/addressFields.ts';
import { MOST_GUNS, MOST_MEN } from '../shared/calculator.ts';
import type { ForceState } from './presets.ts';

/** The highest limit the stepper allows. */
export const MAX_LIMIT = 10_000;

export const FORCE_FIELDS: readonly AddressField<ForceState>[] = [
  {
    kind: 'count',
    key: 'infantry',
    label: 'infantry',
    min: 0,
    max: MOST_MEN,
    get: (s) => s.infantry,
    set: (s, n) => ({ ...s, infantry: n }),
  },
  {
    kind: 'count',
    key: 'cavalry',
    label: 'cavalry',
    min: 0,
    max: MOST_MEN,
    get: (s) => s.cavalry,
    set: (s, n) => ({ ...s, cavalry: n }),
  },
  {
    kind: 'count',
    key: 'guns',
    label: 'guns',
    min: 0,
    max: MOST_GUNS,
    get: (s) => s.guns,
    set: (s, n) => ({ ...s, guns: n }),
  },
  {
    kind: 'count',
    key: 'limit',
    label: 'limit in points',
    min: 0,
    max: MAX_LIMIT,
    get: (s) => s.limit,
    set: (s, n) => ({ ...s, limit: n }),
  },
];
