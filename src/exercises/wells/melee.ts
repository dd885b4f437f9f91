/**
 * Mêlées (melee-3 and its branches): the dice choose the numbers in contact and the support; the engine's
 * `resolveMelee` settles them, and the calculator's words (melee/words.ts, melee/outcome.ts) say the result
 * and what the other readings of the rule would make of it.
 */
import { isIsolated, resolveMelee, type MeleeResult } from '../../rules/wells/index.ts';
import { frameCount } from '../../islands/melee/frames.ts';
import { alternativesOf, type Outcome } from '../../islands/melee/outcome.ts';
import { DEFAULT_STATE, type MeleeState } from '../../islands/melee/state.ts';
import { summary } from '../../islands/melee/words.ts';
import { ruleCite } from '../cites.ts';
import type { Rng } from '../random.ts';
import type { Exercise, ExerciseLevel } from '../types.ts';
import { menWords, SIDES_NAMED } from './words.ts';

/** The numbers of one mêlée, before the engine settles it. */
interface Case {
  readonly a: number;
  readonly b: number;
  readonly aSupport: number;
  readonly bSupport: number;
}

/** Put the inferior force's numbers on a side chosen by the dice; the superior side's support is any. */
function placed(rng: Rng, inferior: number, superior: number, support: number): Case {
  const other = rng.int(0, 6);
  return rng.chance(0.5)
    ? { a: inferior, b: superior, aSupport: support, bSupport: other }
    : { a: superior, b: inferior, aSupport: other, bSupport: support };
}

/** A case for each level: plain arithmetic, support at the threshold, or the readings' edge cases. */
function chooseCase(rng: Rng, level: ExerciseLevel): Case {
  const i = rng.int(3, 11);
  if (level === 'numbers') {
    const branch = rng.int(0, 2);
    if (branch === 0) return placed(rng, i, i, rng.int(0, 6));
    if (branch === 1) return placed(rng, i, rng.int(i + 1, 2 * i - 1), 0);
    return placed(rng, i, rng.int(i + 1, 2 * i), i + rng.int(0, 4));
  }
  if (level === 'support') {
    // The support just at, or one short of, what makes the inferior force supported (melee-1).
    const { needed } = isIsolated(i, 0);
    return placed(rng, i, rng.int(i + 1, 2 * i - 1), rng.chance(0.5) ? needed : needed - 1);
  }
  // Readings: an odd force with half its number rounded down in support (AMB-2), or an isolated force facing more
  // than double its number (AMB-4).
  if (rng.chance(0.5)) {
    const odd = 2 * rng.int(1, 5) + 1;
    return placed(rng, odd, rng.int(odd + 1, 2 * odd - 1), (odd - 1) / 2);
  }
  const few = rng.int(2, 6);
  return placed(rng, few, rng.int(2 * few + 1, 3 * few), 0);
}

const stateOf = (c: Case): MeleeState => ({ ...DEFAULT_STATE, ...c, labels: SIDES_NAMED });

/** One mêlée exercise at `level`. */
export function meleeExercise(rng: Rng, level: ExerciseLevel): Exercise {
  const c = chooseCase(rng, level);
  const state = stateOf(c);
  const result: MeleeResult = resolveMelee({ ...c, labels: SIDES_NAMED });
  const outcome: Outcome = { ok: true, result };
  const others = alternativesOf(state, outcome).map((alt) => alt.text);
  const { a, b } = SIDES_NAMED;
  return {
    topic: 'melee',
    level,
    given: { kind: 'melee', ...c },
    situation:
      `${a} has ${menWords(c.a)} in the mêlée and ${b} has ${menWords(c.b)}. Within a move of the points of contact, ` +
      `outside the mêlée, ${a} has ${menWords(c.aSupport)} and ${b} ${menWords(c.bSupport)}.`,
    question:
      level === 'readings'
        ? 'What becomes of each side’s men? Does another reading of the rule give another answer?'
        : 'How many of each side are killed, how many taken prisoner, and how many are left?',
    answer: summary(result, SIDES_NAMED),
    reasons: [
      ...result.steps,
      ...(others.length ? others : level === 'readings' ? ['Every reading of the rule gives the same result.'] : []),
    ],
    cites: [ruleCite('melee-1'), ruleCite(result.cite)],
    figure: { kind: 'melee', result, a: c.a, b: c.b, labels: SIDES_NAMED, frame: 0 },
    answerFigure: { kind: 'melee', result, a: c.a, b: c.b, labels: SIDES_NAMED, frame: frameCount(result) - 1 },
  };
}
