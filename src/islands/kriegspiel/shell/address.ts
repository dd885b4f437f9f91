/** The shell calculator's inputs in the address (`shell.men=5&shell.cover=0&shell.whole=0&shell.partly=0&…`). */
import type { ShellCircle } from '../../../rules/wells/index.ts';
import type { AddressField } from '../../shared/addressFields.ts';

/** Most men the steppers allow within three inches: far more than stand in a circle six inches across. */
export const MOST_IN_CIRCLE = 60;
/** Most guns or waggons the steppers allow in or across the circle. */
export const MOST_PIECES = 6;

const count = (key: string, label: string, field: keyof ShellCircle, max: number): AddressField<ShellCircle> => ({
  kind: 'count',
  key,
  label,
  min: 0,
  max,
  get: (s) => s[field],
  set: (s, n) => ({ ...s, [field]: n }),
});

export const SHELL_FIELDS: readonly AddressField<ShellCircle>[] = [
  count('men', 'men in the open within 3 inches', 'men', MOST_IN_CIRCLE),
  count('cover', 'men behind cover within 3 inches', 'menBehindCover', MOST_IN_CIRCLE),
  count('whole', 'guns wholly inside', 'gunsWhollyInside', MOST_PIECES),
  count('partly', 'guns partly inside', 'gunsPartlyInside', MOST_PIECES),
  count('waggons', 'supply waggons inside', 'waggons', MOST_PIECES),
];
