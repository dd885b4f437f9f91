/** The time calculator's inputs in the address (`time.men=61&time.guns=0&time.rounding=…`). */
import { TIME_ROUNDINGS } from '../../rules/wells/index.ts';
import type { AddressField } from '../shared/addressFields.ts';
import { MOST_GUNS, MOST_MEN } from '../shared/calculator.ts';
import type { TimeState } from './presets.ts';

export const TIME_FIELDS: readonly AddressField<TimeState>[] = [
  {
    kind: 'count',
    key: 'men',
    label: 'men',
    min: 0,
    max: MOST_MEN,
    get: (s) => s.men,
    set: (s, n) => ({ ...s, men: n }),
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
    kind: 'choice',
    key: 'rounding',
    label: 'reading of “about a minute”',
    options: TIME_ROUNDINGS,
    get: (s) => s.rounding,
    set: (s, v) => ({ ...s, rounding: TIME_ROUNDINGS.find((r) => r === v) ?? s.rounding }),
  },
];
