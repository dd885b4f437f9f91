/** The Little Wars exercise sheet: its topics (isolation, the mêlée, prisoners, guns, time, forces) and its figures. */
import type { JSX } from 'preact';
import { WELLS_TOPICS } from '../../exercises/wells/topics.ts';
import { ExerciseSheet } from './ExerciseSheet.tsx';
import { WellsFigure } from './WellsFigure.tsx';

export function WellsExercises({ idPrefix = 'lw-exercises' }: { readonly idPrefix?: string }): JSX.Element {
  return <ExerciseSheet table={WELLS_TOPICS} idPrefix={idPrefix} Draw={WellsFigure} />;
}
