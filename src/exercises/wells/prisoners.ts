/**
 * Prisoners and escorts (melee-3, the prisoners paragraph and the A and B example): the fewest escorts, the
 * prisoners an escort too small cannot hold, and the two mêlées of a counter-charge. `escortsNeeded`,
 * `unescortedPrisoners` and `resolveCounterMelee` answer.
 */
import {
  ESCORT_CAPACITY,
  ESCORT_RADIUS_INCHES,
  escortsNeeded,
  resolveCounterMelee,
  unescortedPrisoners,
} from '../../rules/wells/index.ts';
import { ruleCite } from '../cites.ts';
import type { Rng } from '../random.ts';
import type { Exercise, ExerciseLevel } from '../types.ts';
import { menWords, SIDES_NAMED } from './words.ts';

const ESCORT_RULE =
  `one man within ${ESCORT_RADIUS_INCHES} inches can ` + `escort any number of prisoners up to ` + `${ESCORT_CAPACITY}`;

function escortsExercise(rng: Rng): Exercise {
  const prisoners = rng.int(1, 40);
  const escorts = escortsNeeded(prisoners);
  return {
    topic: 'prisoners',
    level: 'numbers',
    given: { kind: 'escorts', prisoners },
    situation: `${SIDES_NAMED.a} has taken ${menWords(prisoners)} of ${SIDES_NAMED.b} prisoner.`,
    question: 'How few men can escort them to the rear?',
    answer: `${menWords(escorts)}.`,
    reasons: [`The rule: ${ESCORT_RULE}; ${prisoners} prisoners need ${menWords(escorts)}.`],
    cites: [ruleCite('melee-3')],
    figure: { kind: 'facts', caption: 'The prisoners', rows: [['Prisoners held by Red', String(prisoners)]] },
  };
}

function unescortedExercise(rng: Rng): Exercise {
  const prisoners = rng.int(8, 40);
  const escorts = rng.int(0, Math.max(0, escortsNeeded(prisoners) - 1));
  const freed = unescortedPrisoners({ prisoners, escorts });
  return {
    topic: 'prisoners',
    level: 'support',
    given: { kind: 'unescorted', prisoners, escorts },
    situation:
      `${SIDES_NAMED.a} holds ${menWords(prisoners)} of ${SIDES_NAMED.b} prisoner, with ${menWords(escorts)} ` +
      `within ${ESCORT_RADIUS_INCHES} inches of them to escort them.`,
    question: `How many of the prisoners are left without an escort, and what becomes of them?`,
    answer:
      `${menWords(freed)} ${freed === 1 ? 'is' : 'are'} left without an escort and recaptured by ` +
      `${SIDES_NAMED.b}.`,
    reasons: [
      `The rule: ${ESCORT_RULE}, so ${menWords(escorts)} can hold ${prisoners - freed} of them.`,
      'Prisoners “left without an escort … are therefore recaptured”; they must go back to their own back ' +
        'line to be rearmed.',
    ],
    cites: [ruleCite('melee-3')],
    figure: {
      kind: 'facts',
      caption: 'The prisoners and their escort',
      rows: [
        ['Prisoners held by Red', String(prisoners)],
        [`Red within ${ESCORT_RADIUS_INCHES} inches`, String(escorts)],
      ],
    },
  };
}

/** A counter-charge on the survivors of a first mêlée: Wells' A and B example, with other numbers. */
function counterExercise(rng: Rng): Exercise {
  const few = rng.int(3, 8);
  const many = rng.int(few + 1, 2 * few - 1);
  const counterMen = rng.int(2, 12);
  const input = {
    first: { a: many, b: few, aSupport: 0, bSupport: 0 },
    counter: { men: counterMen, support: rng.int(0, 6), holdersSupport: 0 },
    labels: SIDES_NAMED,
  };
  const r = resolveCounterMelee(input);
  const { a, b } = SIDES_NAMED;
  const side = (s: 'a' | 'b') =>
    `${SIDES_NAMED[s]} has lost ${menWords(r.ledger[s].lost)} (${r.ledger[s].dead} killed, ` +
    `${r.ledger[s].heldByEnemy} held by the enemy)` +
    (`${r.ledger[s].liberated ? `, and ${menWords(r.ledger[s].liberated)} freed` : ''}, with ` +
      `${menWords(r.ledger[s].free)} free for action`);
  return {
    topic: 'prisoners',
    level: 'readings',
    given: { kind: 'counter', input },
    situation:
      `${a}’s ${many} men meet ${b}’s ${few} in a mêlée, with no support on either side. ` +
      (`Then ${b} brings ${menWords(counterMen)} (with ${menWords(input.counter.support)} more within a move) ` +
        `against the survivors, who have no support.`),
    question: 'After both mêlées, how many has each side lost, and what becomes of the prisoners of the first?',
    answer: `${side('a')}; ${side('b')}.`,
    reasons: [...r.steps, 'The edition assumes the holders stay within six inches of their prisoners.'],
    cites: [ruleCite('melee-3b-i'), ruleCite('melee-3')],
    figure: { kind: 'melee', result: r.first, a: many, b: few, labels: SIDES_NAMED, frame: 0 },
  };
}

/** One prisoners exercise at `level`: the counter-charge is the edge case (its assumptions are the edition's). */
export function prisonersExercise(rng: Rng, level: ExerciseLevel): Exercise {
  return level === 'numbers'
    ? escortsExercise(rng)
    : level === 'support'
      ? unescortedExercise(rng)
      : counterExercise(rng);
}
