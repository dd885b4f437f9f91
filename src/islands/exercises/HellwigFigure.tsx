/**
 * A Hellwig exercise's figure: the part of plate II the board would show, drawn by the board's own SVG from the
 * engine's view of the position (a selection lights the field, the moves or the wheeling, as on the board).
 */
import type { JSX } from 'preact';
import { BoardSvg, MARGIN } from '../board/BoardSvg.tsx';
import { CELL } from '../board/symbols.tsx';
import { viewOf } from '../board/view.ts';
import type { Figure } from '../../exercises/types.ts';
import { Facts } from './Facts.tsx';

export function HellwigFigure({ figure, id }: { readonly figure: Figure; readonly id: string }): JSX.Element | null {
  if (figure.kind === 'facts') return <Facts figure={figure} />;
  if (figure.kind !== 'board') return null;
  // Drawn a fifth larger than the board draws a square, so that the numbers read on paper; a phone shrinks it.
  const width = Math.round((figure.window.columns * CELL + 2 * MARGIN) * 1.2);
  return (
    <figure class="exercise-figure exercise-board" style={{ width: `${width}px` }}>
      <BoardSvg view={viewOf(figure.state, figure.marks)} window={figure.window} numbers id={id} />
    </figure>
  );
}
