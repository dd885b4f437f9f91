/** The Hellwig exercise sheet: its topics (moves, fields, wheelings, transporters, cutting off) on plate II. */
import type { JSX } from 'preact';
import { HELLWIG_TOPICS } from '../../exercises/hellwig/topics.ts';
import { ExerciseSheet } from './ExerciseSheet.tsx';
import { HellwigFigure } from './HellwigFigure.tsx';

export function HellwigExercises({ idPrefix = 'hw-exercises' }: { readonly idPrefix?: string }): JSX.Element {
  return <ExerciseSheet table={HELLWIG_TOPICS} idPrefix={idPrefix} Draw={HellwigFigure} />;
}
