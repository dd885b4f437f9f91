/**
 * A sheet as the class sees it: each exercise in a box of its own (the situation, its figure, the question) and,
 * in the answer key, the engine's answer with its working and the rules it rests on. Which of the two shows is
 * the sheet's toggle, read by the stylesheet: it works without JavaScript, and in print.
 */
import type { JSX } from 'preact';
import type { Exercise, Figure, Sheet, Topic } from '../../exercises/types.ts';
import { LEVEL_LABELS } from '../../exercises/types.ts';

export interface SheetViewProps {
  readonly sheet: Sheet;
  readonly topics: readonly Topic[];
  readonly idPrefix: string;
  readonly Draw: (props: { readonly figure: Figure; readonly id: string }) => JSX.Element | null;
}

function Item({
  exercise: e,
  n,
  label,
  id,
  Draw,
}: {
  readonly exercise: Exercise;
  readonly n: number;
  readonly label: string;
  readonly id: string;
  readonly Draw: SheetViewProps['Draw'];
}): JSX.Element {
  return (
    <li class="exercise" id={id} data-topic={e.topic} data-level={e.level}>
      <h3 class="exercise-title">
        {n}. {label} <span class="exercise-level">({LEVEL_LABELS[e.level]})</span>
      </h3>
      <p class="exercise-situation">{e.situation}</p>
      <Draw figure={e.figure} id={`${id}-q`} />
      <p class="exercise-question">
        <strong>{e.question}</strong>
      </p>
      <div class="exercise-answer">
        <p>
          <strong>Answer.</strong> {e.answer}
        </p>
        {e.answerFigure && <Draw figure={e.answerFigure} id={`${id}-a`} />}
        <ul class="exercise-reasons">
          {e.reasons.map((r, i) => (
            <li key={i}>{r}</li>
          ))}
        </ul>
        <p class="exercise-cites">
          Rests on:{' '}
          {e.cites.map((c, i) => (
            <span key={c.href}>
              {i > 0 && '; '}
              <a href={c.href}>{c.label}</a>
            </span>
          ))}
          .
        </p>
      </div>
    </li>
  );
}

export function SheetView({ sheet, topics, idPrefix, Draw }: SheetViewProps): JSX.Element {
  const label = (id: string) => topics.find((t) => t.id === id)?.label ?? id;
  return (
    <ol class="exercise-list">
      {sheet.exercises.map((e, i) => (
        <Item key={i} exercise={e} n={i + 1} label={label(e.topic)} id={`${idPrefix}-${i + 1}`} Draw={Draw} />
      ))}
    </ol>
  );
}
