/**
 * Guns in action (mobility-iii, mobility-iv), captured guns (melee-5) and when guns may first fire (move-4,
 * game-3): `gunInAction`, `gunState` and `gunsMayFire` answer, in the gun calculator's words (gun/words.ts).
 */
import {
  CAPTURE_MINIMUM,
  GUN_CREW_RADIUS_INCHES,
  firstMoveGunsMayFire,
  gunInAction,
  gunState,
  gunsMayFire,
  type GunState,
  type PlayerRole,
} from '../../rules/wells/index.ts';
import { reasons } from '../../islands/gun/words.ts';
import { ruleCite } from '../cites.ts';
import type { Rng } from '../random.ts';
import type { Exercise, ExerciseLevel } from '../types.ts';
import { menWords } from './words.ts';

function crewExercise(rng: Rng): Exercise {
  const crew = { infantry: rng.int(0, 5), cavalry: rng.int(0, 5) };
  const action = gunInAction(crew);
  const said = reasons(crew, action);
  return {
    topic: 'guns',
    level: 'numbers',
    given: { kind: 'crew', crew },
    situation:
      `A gun has ${crew.infantry} infantry and ${crew.cavalry} cavalry of its own side within ` +
      `${GUN_CREW_RADIUS_INCHES} inches of it.`,
    question: 'Is the gun in action? How far may it be moved, and how many shots may it fire in a move?',
    answer: said.join(' '),
    reasons: said,
    cites: [ruleCite('mobility-iii'), ruleCite('mobility-iv')],
    figure: {
      kind: 'facts',
      caption: `Men of its own side within ${GUN_CREW_RADIUS_INCHES} inches`,
      rows: [
        ['Infantry', String(crew.infantry)],
        ['Cavalry', String(crew.cavalry)],
      ],
    },
  };
}

const STATE_WORDS: Record<GunState, string> = {
  'in-action': 'in action: its own side may move it or fire it',
  'out-of-action': 'out of action, “in dispute”: neither side can use it',
  captured: 'captured',
};

function captureExercise(rng: Rng): Exercise {
  const ownMen = rng.pick([0, 0, 1, 2, 3, 4, 5]);
  const past = rng.int(0, 6);
  const state = gunState({ ownMen, antagonistsPastAxle: past });
  return {
    topic: 'guns',
    level: 'support',
    given: { kind: 'gun-state', ownMen, antagonistsPastAxle: past },
    situation:
      `A Blue gun has ${menWords(ownMen)} of its own side within ${GUN_CREW_RADIUS_INCHES} inches; ` +
      `${menWords(past)} of Red have passed the line of its wheel axis.`,
    question: 'Is the gun in action, out of action, or captured?',
    answer: `The gun is ${STATE_WORDS[state]}.`,
    reasons: [
      `Rule (5): a gun is captured when none of its own side is within ${GUN_CREW_RADIUS_INCHES} inches and ` +
        `at least ${CAPTURE_MINIMUM} of the antagonist side have passed its wheel axis.`,
      ...reasons({ infantry: ownMen, cavalry: 0 }, gunInAction({ infantry: ownMen, cavalry: 0 })).slice(0, 1),
    ],
    cites: [ruleCite('melee-5'), ruleCite('mobility-iii')],
    figure: {
      kind: 'facts',
      caption: 'About the gun',
      rows: [
        [`Blue within ${GUN_CREW_RADIUS_INCHES} inches`, String(ownMen)],
        ['Red past its wheel axis', String(past)],
      ],
    },
  };
}

const ROLE_WORDS: Record<PlayerRole, string> = {
  first: 'the First Player',
  second: 'the Second Player',
  defender: 'the defender of the Defensive Game',
};

function firstFireExercise(rng: Rng): Exercise {
  const role = rng.pick(['first', 'second', 'defender'] as const);
  const ownMove = rng.int(1, 3);
  const may = gunsMayFire({ role, ownMove });
  const first = firstMoveGunsMayFire(role);
  return {
    topic: 'guns',
    level: 'readings',
    given: { kind: 'first-fire', role, ownMove },
    situation: `It is ${ROLE_WORDS[role]}’s ${['first', 'second', 'third'][ownMove - 1]} move after the putting down.`,
    question: 'May his guns fire?',
    answer:
      `${may ? 'Yes' : 'No'}: ${ROLE_WORDS[role]}’s guns may first fire on his ` +
      `${first === 1 ? 'first' : 'second'} own move.`,
    reasons: [
      role === 'defender'
        ? 'The Defensive Game: “The defender may open fire forthwith.”'
        : 'No gun may fire before the First Player’s second move; the Second Player’s first move comes before ' +
          'it, so his guns too wait for his second move.',
    ],
    cites: [ruleCite(role === 'defender' ? 'game-3' : 'move-4')],
    figure: {
      kind: 'facts',
      caption: 'The move',
      rows: [
        ['Player', ROLE_WORDS[role]],
        ['His own move after the putting down', String(ownMove)],
      ],
    },
  };
}

/** One gun exercise at `level`; the first-fire rule is the edge case (the second player's first move). */
export function gunsExercise(rng: Rng, level: ExerciseLevel): Exercise {
  return level === 'numbers' ? crewExercise(rng) : level === 'support' ? captureExercise(rng) : firstFireExercise(rng);
}
