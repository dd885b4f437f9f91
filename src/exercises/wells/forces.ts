/**
 * The 150-point forces (forces): `forcePoints` and `isForceWithinLimit` answer, in the force builder's words
 * (force/words.ts). At the edge-case level the dice fix part of a force and ask how many cavalry it may still
 * take: the answer is the most the engine's own limit check allows.
 */
import { FORCE_LIMIT, FORCE_POINTS, forcePoints, isForceWithinLimit, type Force } from '../../rules/wells/index.ts';
import { verdict } from '../../islands/force/words.ts';
import { formatPoints } from '../../islands/shared/words.ts';
import { ruleCite } from '../cites.ts';
import type { Rng } from '../random.ts';
import type { Exercise, ExerciseLevel } from '../types.ts';

const rows = (f: Force) =>
  [
    ['Infantry', String(f.infantry)],
    ['Cavalry', String(f.cavalry)],
    ['Guns', String(f.guns)],
  ] as const;

const [inf, cav, gun] = [FORCE_POINTS.infantry, FORCE_POINTS.cavalry, FORCE_POINTS.gun].map(formatPoints);
const priced = (f: Force) =>
  `Infantry count ${inf} each, cavalry ${cav}, a gun ${gun}: ${f.infantry} × ${inf} + ${f.cavalry} × ${cav} ` +
  `+ ${f.guns} × ${gun} = ${formatPoints(forcePoints(f))} points.`;

/** The force builder's sentence for a force against the 150 points. */
const say = (f: Force) => verdict(forcePoints(f), isForceWithinLimit(f, FORCE_LIMIT), FORCE_LIMIT);

/** The most cavalry a force may add and stay within the limit, by the engine's own check, one man at a time. */
function mostCavalry(f: Force): number {
  let k = 0;
  while (isForceWithinLimit({ ...f, cavalry: f.cavalry + k + 1 }, FORCE_LIMIT)) k++;
  return k;
}

/** One forces exercise at `level`. */
export function forcesExercise(rng: Rng, level: ExerciseLevel): Exercise {
  const guns = rng.int(0, 5);
  if (level === 'readings') {
    const f: Force = { infantry: rng.int(20, 80), cavalry: 0, guns: rng.int(1, 5) };
    const k = mostCavalry(f);
    const full = { ...f, cavalry: k };
    return {
      topic: 'forces',
      level,
      given: { kind: 'most-cavalry', force: f, cavalry: k },
      situation: `A player has chosen ${f.infantry} infantry and ${f.guns} guns for the ${FORCE_LIMIT}-point game.`,
      question: `How many cavalry at most may he add and stay within ${FORCE_LIMIT} points?`,
      answer: `${k} cavalry: ${say(full)}`,
      reasons: [priced(full), `One more cavalryman: ${say({ ...full, cavalry: k + 1 })}`],
      cites: [ruleCite('forces')],
      figure: { kind: 'facts', caption: 'The force so far', rows: rows(f) },
    };
  }
  const f: Force = { infantry: rng.int(10, 100), cavalry: 2 * rng.int(0, 30) + (level === 'support' ? 1 : 0), guns };
  const points = forcePoints(f);
  const within = isForceWithinLimit(f, FORCE_LIMIT);
  return {
    topic: 'forces',
    level,
    given: { kind: 'points', force: f },
    situation: `A force of ${f.infantry} infantry, ${f.cavalry} cavalry and ${f.guns} guns.`,
    question:
      level === 'numbers'
        ? 'How many points is it worth?'
        : `How many points is it worth, and is it within the ${FORCE_LIMIT} of Wells’ game?`,
    answer: level === 'numbers' ? `${formatPoints(points)} points.` : verdict(points, within, FORCE_LIMIT),
    reasons: [priced(f)],
    cites: [ruleCite('forces')],
    figure: { kind: 'facts', caption: 'The force', rows: rows(f) },
  };
}
