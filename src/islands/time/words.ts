/**
 * How the time calculator says a time (move-3): the readings of "about a minute … for moving 30 men" in
 * words, an allowance in minutes and seconds, and the timekeeper's watch. The exercise sheets say it the same way.
 */
import type { TimeRounding } from '../../rules/wells/index.ts';
import { plural } from '../shared/words.ts';

/** The readings of AMB-11 in words. */
export const ROUNDING_LABELS: Record<TimeRounding, string> = {
  ceil: 'whole minutes, rounded up',
  nearest: 'whole minutes, to the nearest',
  exact: 'exactly, to the second',
};

/** `400` as `6 minutes 40 seconds`. */
export function duration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const parts = [
    minutes > 0 || rest === 0 ? plural(minutes, 'minute', 'minutes') : '',
    rest > 0 ? plural(rest, 'second', 'seconds') : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/** `390` as `6:30`, the timekeeper's watch. */
export const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
