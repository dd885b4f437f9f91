/**
 * Predict, then reveal, on the board: the question the selection puts (which squares are in a
 * device's field of effect, §47, §59, §60; which squares a piece or a body may move to, §32–§41,
 * §45, §87), the squares the reader marks, and the engine's answer revealed square by square with
 * its reason, each square marked right, missed or wrong. Pure: the answer is the engine's, asked
 * through `viewOf`; this module only compares.
 */
import { fieldReasons } from './explain.ts';
import type { BoardState } from './state.ts';
import { viewOf, type SquareFlags } from './view.ts';
import { describeDevice, PIECE_WORDS, player } from './words.ts';

/** One step of the reveal: a square of the answer (or of the field, when it is safe) and why. */
export interface Reason {
  readonly square: number;
  readonly text: string;
  /** Whether the square belongs to the answer (a safe square of a field is shown, but is no answer). */
  readonly inAnswer: boolean;
}

/** What the selection asks the reader, and the engine's answer with its reasons in the order they are revealed. */
export interface BoardQuestion {
  readonly ask: string;
  readonly answer: readonly number[];
  readonly reasons: readonly Reason[];
}

/** The question the selection puts, or none (nothing selected, or a selection the engine refuses). */
export function questionOf(state: BoardState): BoardQuestion | undefined {
  if (!state.selected) return undefined;
  const view = viewOf({ ...state, showMoves: true, wheel: undefined });
  const r = view.resolved;
  if (!r) return undefined;
  if (r.type === 'device') {
    const texts = fieldReasons(view.board, r.field);
    const reasons = r.field.squares.map((s, i) => ({
      square: s.square,
      text: texts[i] ?? '',
      inAnswer: s.status === 'in-effect',
    }));
    return {
      ask: `Which squares are in the field of effect of ${describeDevice(r.device)}?`,
      answer: [...r.field.inEffect].sort((a, b) => a - b),
      reasons,
    };
  }
  const targets = [...view.targets.values()].sort((a, b) => a.square - b.square);
  const who =
    r.type === 'piece'
      ? `${player(r.piece.player)} ${PIECE_WORDS[r.piece.kind]} on ${r.piece.square}`
      : `the body on ${r.squares.join(', ')}`;
  return {
    ask: `Which squares may ${who} move to?`,
    answer: targets.map((t) => t.square),
    reasons: targets.map((t) => ({ square: t.square, text: `${t.square}: ${t.label}.`, inAnswer: true })),
  };
}

/** The reader's squares against the answer: found, missed, and marked but not in it. */
export interface SquareMarks {
  readonly right: readonly number[];
  readonly missed: readonly number[];
  readonly wrong: readonly number[];
}

/** Compare the squares the reader marked with the engine's answer. */
export function compareSquares(guess: readonly number[], answer: readonly number[]): SquareMarks {
  const g = new Set(guess);
  const a = new Set(answer);
  const sorted = (xs: Iterable<number>) => [...xs].sort((x, y) => x - y);
  return {
    right: sorted([...a].filter((s) => g.has(s))),
    missed: sorted([...a].filter((s) => !g.has(s))),
    wrong: sorted([...g].filter((s) => !a.has(s))),
  };
}

/** How the answer went, in one sentence. */
export function marksSentence(m: SquareMarks): string {
  const total = m.right.length + m.missed.length;
  const list = (xs: readonly number[]) => xs.join(', ');
  const parts = [`You found ${m.right.length} of ${total} square${total === 1 ? '' : 's'}`];
  if (m.missed.length) parts.push(`missed ${list(m.missed)}`);
  if (m.wrong.length) parts.push(`marked ${list(m.wrong)}, which ${m.wrong.length === 1 ? 'is' : 'are'} not in it`);
  return `${parts.join('; ')}.`;
}

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

/** The engine's marks a question would give away, hidden while the reader answers. */
const ANSWER_FLAGS = ['effect', 'target', 'path', 'blocked'] as const;

/**
 * The flags the board draws during the exercise: while the reader answers, the selection and their marks without the
 * engine's answer; once checked, the answer's squares up to the step revealed, each with its mark.
 */
export function predictFlags(
  flags: ReadonlyMap<number, SquareFlags>,
  question: BoardQuestion | undefined,
  p: BoardPredict,
): ReadonlyMap<number, SquareFlags> {
  if (p.phase === 'off' || !question) return flags;
  const out = new Map<number, SquareFlags>();
  const shown = new Set(p.phase === 'revealed' ? question.reasons.slice(0, p.step).map((r) => r.square) : []);
  for (const [sq, f] of flags) {
    const kept: SquareFlags = { ...f };
    if (!shown.has(sq)) for (const k of ANSWER_FLAGS) delete kept[k];
    if (Object.keys(kept).length) out.set(sq, kept);
  }
  const set = (sq: number, f: SquareFlags) => out.set(sq, { ...out.get(sq), ...f });
  if (p.phase === 'guess') {
    for (const sq of p.guess) set(sq, { guess: 'guess' });
    return out;
  }
  const answer = new Set(question.answer);
  for (const sq of p.guess) if (!answer.has(sq)) set(sq, { guess: 'wrong' });
  for (const sq of shown)
    if (answer.has(sq)) set(sq, { guess: p.guess.includes(sq) ? 'right' : 'missed' });
    else if (p.guess.includes(sq)) set(sq, { guess: 'wrong' });
  const current = question.reasons[p.step - 1];
  if (current) set(current.square, { reveal: true });
  return out;
}
