/**
 * The answer to an example of cutting off, the fortress or plate III: the engine's words for the position on the
 * board (words.ts), so that they follow the reader's edits. Every such example stands on plate III, so the answer comes
 * with plate III's kit (plate3/kit.ts), loaded when the board shows that plate.
 */
import type { JSX } from 'preact';
import type { Board } from '../../../rules/hellwig/index.ts';
import type { EndgameLesson } from './lessons.ts';
import { endgameWords } from './words.ts';

function EndgameAnswer({ lesson, board }: { readonly lesson: EndgameLesson; readonly board: Board }): JSX.Element {
  return (
    <>
      {endgameWords(lesson, board).map((words) => (
        <p key={words}>{words}</p>
      ))}
      <p class="board-still-note">
        The engine’s answer for the position on the board; choose the example again to restore the book’s.
      </p>
    </>
  );
}

/** The answer to an example of cutting off, the fortress or plate III, for the position on the board. */
export function endgameAnswer(lesson: EndgameLesson, board: Board): JSX.Element {
  return <EndgameAnswer lesson={lesson} board={board} />;
}
