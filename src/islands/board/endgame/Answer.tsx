/** The answer to an example of cutting off, the fortress or plate III: the engine's words, worked out at build time. */
import type { JSX } from 'preact';
import type { EndgameLesson } from './lessons.ts';

export function EndgameAnswer({ lesson }: { readonly lesson: EndgameLesson }): JSX.Element {
  return (
    <>
      {(lesson.said ?? []).map((words) => (
        <p key={words}>{words}</p>
      ))}
      <p class="board-still-note">
        The engine’s answer for the book’s position; choose the example again to restore it.
      </p>
    </>
  );
}
