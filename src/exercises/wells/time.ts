/**
 * Time allowances (move-3): `moveTimeAllowance` and `warningTimes` answer, in the time calculator's words
 * (time/words.ts); the edge cases are forces whose readings of "about a minute … for moving 30 men" differ (AMB-11).
 */
import {
  MEN_PER_MINUTE,
  TIME_ROUNDINGS,
  moveTimeAllowance,
  warningTimes,
  type TimeRounding,
} from '../../rules/wells/index.ts';
import { clock, duration, ROUNDING_LABELS } from '../../islands/time/words.ts';
import { ruleCite } from '../cites.ts';
import type { Rng } from '../random.ts';
import type { Exercise, ExerciseLevel } from '../types.ts';
import { plural } from '../../islands/shared/words.ts';

/** A force to move: at the readings level its men are a few over a multiple of 30, where the readings part. */
function force(rng: Rng, level: ExerciseLevel): { men: number; guns: number } {
  const men =
    level === 'readings' ? MEN_PER_MINUTE * rng.int(1, 5) + rng.int(1, MEN_PER_MINUTE / 2 - 1) : rng.int(10, 200);
  return { men, guns: rng.int(0, 4) };
}

/** One time exercise at `level`. */
export function timeExercise(rng: Rng, level: ExerciseLevel): Exercise {
  const f = force(rng, level);
  const allowance = moveTimeAllowance(f);
  const forceWords = `${plural(f.men, 'man', 'men')} and ${plural(f.guns, 'gun', 'guns')}`;
  const figure = {
    kind: 'facts' as const,
    caption: 'The force moved by one player',
    rows: [
      ['Men', String(f.men)],
      ['Guns', String(f.guns)],
    ] as const,
  };
  const rule =
    `About a minute for every ${MEN_PER_MINUTE} men, and a minute for each gun; the edition counts ` +
    `${ROUNDING_LABELS[allowance.rounding]}.`;
  if (level === 'support') {
    const warnings = warningTimes(allowance.seconds);
    return {
      topic: 'time',
      level,
      given: { kind: 'warnings', ...f },
      situation: `A player moves ${forceWords}.`,
      question: 'How long is he allowed, and at what times on the timekeeper’s watch is he warned?',
      answer:
        `${duration(allowance.seconds)}; warned at ` +
        `${warnings.map(clock).join(', ') || 'no time (the move is too short)'}.`,
      reasons: [rule, 'The timekeeper warns two minutes, one minute and thirty seconds before the time is up.'],
      cites: [ruleCite('move-3')],
      figure,
    };
  }
  const all = TIME_ROUNDINGS.map((r: TimeRounding) => ({
    r,
    s: moveTimeAllowance(f, { rounding: r }).seconds,
  }));
  return {
    topic: 'time',
    level,
    given: { kind: 'allowance', ...f },
    situation: `A player moves ${forceWords}.`,
    question:
      level === 'readings'
        ? 'How long is he allowed? Do the ways of reading “about a minute … for moving 30 men” agree?'
        : 'How long is he allowed for his move?',
    answer: `${duration(allowance.seconds)} (${ROUNDING_LABELS[allowance.rounding]}).`,
    reasons: [
      rule,
      ...(level === 'readings' ? all.map(({ r, s }) => `Counted ${ROUNDING_LABELS[r]}: ${duration(s)}.`) : []),
    ],
    cites: [ruleCite('move-3')],
    figure,
  };
}
