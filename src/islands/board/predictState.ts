/**
 * The state of predict-then-reveal on the board, and what the board needs of the mode to offer it.
 * The mode itself (predict.ts and its panel) comes with the board page's island (BoardPage.tsx): the
 * small boards beside the §§ leave it out and keep within their budget of JavaScript.
 */
import type { JSX } from 'preact';
import type { BoardState } from './state.ts';
import type { SquareFlags } from './view.ts';
import type { BoardQuestion } from './predict.ts';

/** The exercise: off, the reader marking squares, or the answer revealed up to a step (0: none yet). */
export type BoardPredict =
  | { readonly phase: 'off' }
  | { readonly phase: 'guess'; readonly guess: readonly number[] }
  | { readonly phase: 'revealed'; readonly guess: readonly number[]; readonly step: number };

export type BoardPredictAction =
  | { readonly type: 'toggle' }
  | { readonly type: 'pick'; readonly square: number }
  | { readonly type: 'check' }
  /** Move the reveal by `delta` steps, within 0 and `last`. */
  | { readonly type: 'step'; readonly delta: number; readonly last: number }
  /** A new question (the selection changed), or the same again. */
  | { readonly type: 'again' };

/** The exercise after an action of the reader's. */
export function boardPredictReducer(s: BoardPredict, a: BoardPredictAction): BoardPredict {
  switch (a.type) {
    case 'toggle':
      return s.phase === 'off' ? { phase: 'guess', guess: [] } : { phase: 'off' };
    case 'pick':
      if (s.phase !== 'guess') return s;
      return {
        phase: 'guess',
        guess: s.guess.includes(a.square) ? s.guess.filter((x) => x !== a.square) : [...s.guess, a.square],
      };
    case 'check':
      return s.phase === 'guess' ? { phase: 'revealed', guess: s.guess, step: 0 } : s;
    case 'step':
      return s.phase === 'revealed' ? { ...s, step: Math.max(0, Math.min(a.last, s.step + a.delta)) } : s;
    case 'again':
      return s.phase === 'off' ? s : { phase: 'guess', guess: [] };
  }
}

/** The mode, handed to the board by the page's island: the question, the flags it draws, and its panel. */
export interface PredictKit {
  readonly questionOf: (state: BoardState) => BoardQuestion | undefined;
  readonly predictFlags: (
    flags: ReadonlyMap<number, SquareFlags>,
    question: BoardQuestion | undefined,
    p: BoardPredict,
  ) => ReadonlyMap<number, SquareFlags>;
  readonly Panel: (props: {
    readonly id: string;
    readonly predict: Exclude<BoardPredict, { phase: 'off' }>;
    readonly question: BoardQuestion | undefined;
    readonly send: (a: BoardPredictAction) => void;
  }) => JSX.Element;
}
