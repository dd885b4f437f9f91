/** A Little Wars exercise's figure: the mêlée drawn by the calculator's own drawing, or the facts in numbers. */
import type { JSX } from 'preact';
import { MeleeDrawing } from '../melee/MeleeDrawing.tsx';
import type { Figure } from '../../exercises/types.ts';
import { Facts } from './Facts.tsx';

export function WellsFigure({ figure }: { readonly figure: Figure; readonly id: string }): JSX.Element | null {
  if (figure.kind === 'facts') return <Facts figure={figure} />;
  if (figure.kind !== 'melee') return null;
  return (
    <figure class="exercise-figure melee-figure">
      <MeleeDrawing result={figure.result} a={figure.a} b={figure.b} labels={figure.labels} frame={figure.frame} />
    </figure>
  );
}
