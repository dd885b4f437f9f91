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
import type { BoardPredict } from './predictState.ts';

/** One step of the reveal: a square of the field or of the moves, and why. */
export interface Reason {
  readonly square: number;
  readonly text: string;
}

/** What the selection asks the reader, and the engine's answer with its reasons in the order they are revealed. */
export interface BoardQuestion {
  readonly ask: string;
  readonly answer: readonly number[];
  readonly reasons: readonly Reason[];
}

const ascending = (xs: Iterable<number>) => [...xs].sort((x, y) => x - y);

/** The question the selection puts, or none (nothing selected, or a selection the engine refuses). */
export function questionOf(state: BoardState): BoardQuestion | undefined {
  const view = viewOf({ ...state, showMoves: true, wheel: undefined });
  const r = view.resolved;
  if (!r) return undefined;
  if (r.type === 'device') {
    const texts = fieldReasons(view.board, r.field);
    return {
      ask: `Which squares are in the field of effect of ${describeDevice(r.device)}?`,
      answer: ascending(r.field.inEffect),
      reasons: r.field.squares.map((s, i) => ({ square: s.square, text: texts[i] ?? '' })),
    };
  }
  const targets = [...view.targets.values()].sort((a, b) => a.square - b.square);
  return {
    ask:
      `Which squares may ` +
      (r.type === 'piece'
        ? `${player(r.piece.player)} ${PIECE_WORDS[r.piece.kind]} on ${r.piece.square}`
        : `the body on ${r.squares.join(', ')}`) +
      ` move to?`,
    answer: targets.map((t) => t.square),
    reasons: targets.map((t) => ({ square: t.square, text: `${t.square}: ${t.label}.` })),
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
  return {
    right: ascending(answer.filter((s) => guess.includes(s))),
    missed: ascending(answer.filter((s) => !guess.includes(s))),
    wrong: ascending(guess.filter((s) => !answer.includes(s))),
  };
}

/** How the answer went, in one sentence. */
export function marksSentence(m: SquareMarks): string {
  const total = m.right.length + m.missed.length;
  return (
    `You found ${m.right.length} of ${total} ` +
    `square${total === 1 ? '' : 's'}${m.missed.length ? `; missed ${m.missed.join(', ')}` : ''}` +
    (m.wrong.length ? `; marked ${m.wrong.join(', ')}, which ${m.wrong.length === 1 ? 'is' : 'are'} not in it` : '') +
    `.`
  );
}

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
  const shown = p.phase === 'revealed' ? question.reasons.slice(0, p.step).map((r) => r.square) : [];
  const out = new Map<number, SquareFlags>();
  // The engine's marks that would give the answer away are left off the squares not yet revealed.
  for (const [sq, f] of flags) {
    const { effect: _e, target: _t, path: _p, blocked: _b, ...rest } = f;
    out.set(sq, shown.includes(sq) ? f : rest);
  }
  const set = (sq: number, f: SquareFlags) => out.set(sq, { ...out.get(sq), ...f });
  if (p.phase === 'guess') for (const sq of p.guess) set(sq, { guess: 'guess' });
  else {
    const marked = (sq: number) => p.guess.includes(sq);
    for (const sq of p.guess) if (!question.answer.includes(sq)) set(sq, { guess: 'wrong' });
    for (const sq of shown) if (question.answer.includes(sq)) set(sq, { guess: marked(sq) ? 'right' : 'missed' });
    const current = question.reasons[p.step - 1];
    if (current) set(current.square, { reveal: true });
  }
  return out;
}
