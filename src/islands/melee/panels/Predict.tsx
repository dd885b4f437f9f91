/**
 * Predict, then reveal: the reader's answer to the case on the calculator (the dead and the
 * prisoners of each side) before the engine's result is shown, then each number of it marked
 * right or wrong beside the engine's; the fight is then stepped through from its start.
 */
import type { JSX } from 'preact';
import type { MeleeResult } from '../../../rules/wells/index.ts';
import { Stepper } from '../../shared/Stepper.tsx';
import { compareMelee, markSentence, type MeleePredict, type MeleePredictAction } from '../predict.ts';
import type { MeleeState } from '../state.ts';

const FIELD_WORDS = { dead: 'die', prisoners: 'are taken prisoner' } as const;

/** The question and the reader's answer, with Check. */
export function PredictForm({
  state,
  predict,
  send,
  onCheck,
  id,
}: {
  readonly state: MeleeState;
  readonly predict: Extract<MeleePredict, { phase: 'guess' }>;
  readonly send: (a: MeleePredictAction) => void;
  readonly onCheck: () => void;
  readonly id: (s: string) => string;
}): JSX.Element {
  const { labels } = state;
  return (
    <form
      class="melee-predict"
      aria-labelledby={id('predict-q')}
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'check' });
        onCheck();
      }}
    >
      <p id={id('predict-q')} class="melee-predict-q">
        Your prediction: {labels.a} brings {state.a} into the mêlée, {labels.b} {state.b}. How many of each side die,
        and how many are taken prisoner?
      </p>
      <div class="melee-predict-fields">
        {(['dead', 'prisoners'] as const).flatMap((field) =>
          (['a', 'b'] as const).map((side) => (
            <Stepper
              key={`${field}-${side}`}
              id={id(`guess-${field}-${side}`)}
              label={`Men of ${labels[side]} who ${FIELD_WORDS[field]}`}
              value={predict.guess[field][side]}
              min={0}
              max={state[side]}
              onChange={(value) => send({ type: 'set', field, side, value })}
            />
          )),
        )}
      </div>
      <button type="submit" class="melee-check">
        Check
      </button>
    </form>
  );
}

/** The reader's answer beside the engine's, each number marked, and the way to answer again. */
export function PredictMarks({
  state,
  predict,
  result,
  send,
}: {
  readonly state: MeleeState;
  readonly predict: Extract<MeleePredict, { phase: 'revealed' }>;
  readonly result: MeleeResult;
  readonly send: (a: MeleePredictAction) => void;
}): JSX.Element {
  const marks = compareMelee(predict.guess, result);
  return (
    <div class="melee-marks">
      <table class="widget-table">
        <caption>Your prediction against the engine’s: {markSentence(marks, state.labels)}</caption>
        <thead>
          <tr>
            <th scope="col">Men of each side who…</th>
            <th scope="col">You said</th>
            <th scope="col">The engine</th>
            <th scope="col">Mark</th>
          </tr>
        </thead>
        <tbody>
          {marks.map((m) => (
            <tr key={`${m.field}-${m.side}`} class={m.right ? 'is-right' : 'is-wrong'}>
              <th scope="row">
                {state.labels[m.side]}: {FIELD_WORDS[m.field]}
              </th>
              <td>{m.guessed}</td>
              <td>{m.actual}</td>
              <td>{m.right ? '✓ right' : '✗ wrong'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" onClick={() => send({ type: 'new-case' })}>
        Predict again
      </button>
    </div>
  );
}
