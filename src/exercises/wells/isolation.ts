/**
 * Isolation and support (melee-1): a body of men and its own side within a move. The dice choose the body,
 * its support and, at the support level, how far a supporter stands; `isIsolated` and `supportReachInches`
 * answer, under the edition's readings and, for the edge cases, under the others too (AMB-1, AMB-2).
 */
import {
  ISOLATION_THRESHOLDS,
  SUPPORT_REACH_READINGS,
  isIsolated,
  supportReachInches,
  type Arm,
  type IsolationCheck,
  type IsolationThreshold,
  type SupportReachReading,
} from '../../rules/wells/index.ts';
import { READING_LABELS } from '../../islands/melee/words.ts';
import { ruleCite } from '../cites.ts';
import type { Rng } from '../random.ts';
import type { Exercise, ExerciseLevel } from '../types.ts';
import { menWords } from './words.ts';

/** The readings of "within a move" (AMB-1) in words. */
const REACH_LABELS: Record<SupportReachReading, string> = {
  'supporter-move': 'each supporter’s own move',
  'body-slowest': 'the move of the slowest arm of the body',
  'body-fastest': 'the move of the fastest arm of the body',
  'infantry-move': 'always an infantryman’s move of a foot',
};

const ARM_MEN: Record<Arm, string> = { infantry: 'infantry', cavalry: 'cavalry' };

/** The isolation check in one sentence. */
function verdict(check: IsolationCheck): string {
  return check.isolated
    ? `Isolated: ${menWords(check.support)} within a move is less than the ${check.needed} that would support ` +
        `${check.bodySize}.`
    : `Supported: ${menWords(check.support)} within a move is at least the ${check.needed} that ` +
        `${check.bodySize} need.`;
}

/** What the other reading of "less than half" (AMB-2) makes of the same body, when it differs. */
function otherThresholds(body: number, support: number, used: IsolationThreshold): string[] {
  return ISOLATION_THRESHOLDS.filter((t) => t !== used).flatMap((t) => {
    const other = isIsolated(body, support, { isolationThreshold: t });
    return other.isolated === isIsolated(body, support).isolated
      ? []
      : [`Reading “${READING_LABELS[t]}”: ${verdict(other)}`];
  });
}

function countExercise(rng: Rng, level: 'numbers' | 'readings'): Exercise {
  const odd = level === 'readings';
  const body = odd ? 2 * rng.int(2, 9) + 1 : rng.int(2, 24);
  const needed = isIsolated(body, 0).needed;
  const support = odd ? (body - 1) / 2 : rng.chance(0.5) ? rng.int(0, Math.max(0, needed - 2)) : needed + rng.int(0, 5);
  const arm = rng.pick(['infantry', 'cavalry'] as const);
  const check = isIsolated(body, support);
  const others = otherThresholds(body, support, check.isolationThreshold);
  return {
    topic: 'isolation',
    level,
    given: { kind: 'count', body, support },
    situation: `A body of ${body} ${ARM_MEN[arm]} has ${menWords(support)} of its own side within a move of it.`,
    question:
      'Is the body isolated or supported? How many of its own side would it need within a move to be supported?',
    answer: `${verdict(check)}`,
    reasons: [
      `Rule (1): a body with less than half its own number of its own side within a move is isolated; ` +
        `${check.bodySize} need at least ${check.needed} (the edition reads “less than half” ` +
        `${READING_LABELS[check.isolationThreshold]}).`,
      ...others,
      ...(odd && !others.length ? ['Both readings of “less than half” agree here.'] : []),
    ],
    cites: [ruleCite('melee-1')],
    figure: {
      kind: 'facts',
      caption: 'The body and its support',
      rows: [
        ['Body', `${body} ${ARM_MEN[arm]}`],
        ['Own side within a move', menWords(support)],
      ],
    },
  };
}

/** A supporter at some distance from a body: does he count, and is the body then supported (AMB-1)? */
function reachExercise(rng: Rng): Exercise {
  const supporter = rng.pick(['infantry', 'cavalry'] as const);
  const bodyArm = rng.pick(['infantry', 'cavalry'] as const);
  const body = 2 * rng.int(2, 6);
  const needed = isIsolated(body, 0).needed;
  const others = needed - 1;
  const inches = rng.pick([6, 10, 13, 18, 22, 26]);
  const reach = supportReachInches({ supporter, body: [bodyArm] });
  const counts = inches <= reach;
  const check = isIsolated(body, others + (counts ? 1 : 0));
  const readings = SUPPORT_REACH_READINGS.filter((r) => r !== 'supporter-move').flatMap((r) => {
    const other = supportReachInches({ supporter, body: [bodyArm] }, { reach: r });
    return other === reach
      ? []
      : [
          `Reading “${REACH_LABELS[r]}”: the reach is ${other} inches, so the ${ARM_MEN[supporter]}man ` +
            `${inches <= other ? 'counts' : 'does not count'} and the body is ` +
            `${isIsolated(body, others + (inches <= other ? 1 : 0)).isolated ? 'isolated' : 'supported'}.`,
        ];
  });
  return {
    topic: 'isolation',
    level: 'support',
    given: { kind: 'reach', supporter, bodyArm, body, others, inches },
    situation:
      `A body of ${body} ${ARM_MEN[bodyArm]} has ${menWords(others)} of its own side well within a move, ` +
      `and one ${ARM_MEN[supporter]}man of its own side ${inches} inches away.`,
    question: `Does the ${ARM_MEN[supporter]}man count as within a move? Is the body isolated or supported?`,
    answer:
      `${counts ? 'He counts' : 'He does not count'}: a supporter reaches ${reach} inches ` +
      `(${REACH_LABELS['supporter-move']}). ${verdict(check)}`,
    reasons: [
      `“Within a move” is measured by ${REACH_LABELS['supporter-move']}, the edition’s reading: ${reach} ` +
        `inches for a ${ARM_MEN[supporter]}man (Mobility, rules (1) and (2)).`,
      `${body} men need at least ${needed} of their own side within a move (rule (1)).`,
      ...readings,
    ],
    cites: [ruleCite('melee-1'), ruleCite(supporter === 'cavalry' ? 'mobility-ii' : 'mobility-i')],
    figure: {
      kind: 'facts',
      caption: 'The body and its supporters',
      rows: [
        ['Body', `${body} ${ARM_MEN[bodyArm]}`],
        ['Own side well within a move', menWords(others)],
        ['One more supporter', `a ${ARM_MEN[supporter]}man, ${inches} inches away`],
      ],
    },
  };
}

/** One isolation exercise at `level`. */
export function isolationExercise(rng: Rng, level: ExerciseLevel): Exercise {
  return level === 'support' ? reachExercise(rng) : countExercise(rng, level);
}
