/**
 * Predict, then reveal, for the mêlée calculator: the reader's answer (how many of each side die
 * and how many are taken prisoner), the phase of the exercise, and the answer set beside the
 * engine's `resolveMelee` result (rule 3), each number marked right or wrong. Pure: no DOM, no
 * rule of its own; the engine's result is given.
 */
import type { MeleeResult, Side } from '../../rules/wells/index.ts';

/** The reader's answer: dead and prisoners of each side. */
export interface MeleeGuess {
  readonly dead: { readonly a: number; readonly b: number };
  readonly prisoners: { readonly a: number; readonly b: number };
}

/** The exercise: off, waiting for an answer, or the answer checked against the engine's. */
export type MeleePredict =
  | { readonly phase: 'off' }
  | { readonly phase: 'guess'; readonly guess: MeleeGuess }
  | { readonly phase: 'revealed'; readonly guess: MeleeGuess };

export type MeleePredictAction =
  | { readonly type: 'toggle' }
  | { readonly type: 'set'; readonly field: 'dead' | 'prisoners'; readonly side: Side; readonly value: number }
  | { readonly type: 'check' }
  /** The case changed: a new question, the reader answers again. */
  | { readonly type: 'new-case' };

const EMPTY: MeleeGuess = { dead: { a: 0, b: 0 }, prisoners: { a: 0, b: 0 } };

/** The exercise after an action of the reader's. */
export function predictReducer(s: MeleePredict, action: MeleePredictAction): MeleePredict {
  switch (action.type) {
    case 'toggle':
      return s.phase === 'off' ? { phase: 'guess', guess: EMPTY } : { phase: 'off' };
    case 'set': {
      if (s.phase !== 'guess') return s;
      const value = Number.isInteger(action.value) && action.value >= 0 ? action.value : 0;
      const part = { ...s.guess[action.field], [action.side]: value };
      return { phase: 'guess', guess: { ...s.guess, [action.field]: part } };
    }
    case 'check':
      return s.phase === 'guess' ? { phase: 'revealed', guess: s.guess } : s;
    case 'new-case':
      return s.phase === 'off' ? s : { phase: 'guess', guess: EMPTY };
  }
}

/** One number of the answer beside the engine's. */
export interface MeleeMark {
  readonly field: 'dead' | 'prisoners';
  readonly side: Side;
  readonly guessed: number;
  readonly actual: number;
  readonly right: boolean;
}

/** The reader's answer number by number against the engine's result: dead of a and b, then prisoners of a and b. */
export function compareMelee(guess: MeleeGuess, result: MeleeResult): readonly MeleeMark[] {
  return (['dead', 'prisoners'] as const).flatMap((field) =>
    (['a', 'b'] as const).map((side) => {
      const guessed = guess[field][side];
      const actual = result[field][side];
      return { field, side, guessed, actual, right: guessed === actual };
    }),
  );
}

/** How the answer went, in one sentence, for the live region and the panel's heading. */
export function markSentence(marks: readonly MeleeMark[], labels: { readonly a: string; readonly b: string }): string {
  const right = marks.filter((m) => m.right).length;
  const wrong = marks
    .filter((m) => !m.right)
    .map((m) => `${labels[m.side]}’s ${m.field} ${m.actual}, not ${m.guessed}`);
  if (wrong.length === 0) return `All ${marks.length} right.`;
  return `${right} of ${marks.length} right: ${wrong.join('; ')}.`;
}
