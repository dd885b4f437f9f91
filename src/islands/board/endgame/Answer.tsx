/** The answer to an example of cutting off, the fortress or plate III, once its words have loaded (lazy.ts). */
import type { JSX } from 'preact';
import type { Board } from '../../../rules/hellwig/index.ts';
import { tryRule } from '../../../rules/result.ts';
import type { EndgameLesson } from './lessons.ts';
import { useEndgame } from './lazy.ts';

export function EndgameAnswer({
  lesson,
  board,
}: {
  readonly lesson: EndgameLesson;
  readonly board: Board;
}): JSX.Element {
  const m = useEndgame(true);
  if (!m) return <p>Asking the rules engine…</p>;
  // The reader may have changed the position since: the engine's refusal is shown, never thrown.
  const tried = tryRule(() => m.endgameWords(lesson, board));
  if (!tried.ok)
    return (
      <p class="board-problem">
        The book’s example no longer fits the position on the board ({tried.error.message}). Choose the example again to
        restore it.
      </p>
    );
  return (
    <>
      {tried.value.map((words) => (
        <p key={words}>{words}</p>
      ))}
    </>
  );
}

/** The fortresses of plate III on the drawing, once loaded. */
export function Fortresses({
  plateIII,
  corner,
}: {
  readonly plateIII: boolean;
  readonly corner: (square: number) => readonly [number, number] | undefined;
}): JSX.Element | null {
  const m = useEndgame(plateIII);
  return plateIII && m ? <m.FortressLayer corner={corner} /> : null;
}
