/**
 * Predict, then reveal, in the replay: the question on the next half-move with its four outcomes
 * (one the engine's), Check, which plays the half-move; then what happened, event by event (a
 * stepper), and the reader's choice marked right or wrong beside the engine's.
 */
import type { JSX } from 'preact';
import type { BattleStep } from '../../rules/wells/hooks-farm/index.ts';
import { choicesFor, outcomeOf, outcomeWords, type ReplayPredict, type ReplayPredictAction } from './predict.ts';
import { describeEvents, moveLines } from './words.ts';

/** What the reveal tells, one line a step: the half-move's events, then what the ledger counts. */
export function revealLines(prev: BattleStep, next: BattleStep): readonly string[] {
  const events = describeEvents(prev, next);
  const told = events.length ? events : moveLines(next).map((l) => `${l}.`);
  return [...told, `By the ledger: ${outcomeWords(outcomeOf(prev, next))}`];
}

/** The reader's choice marked, in words. */
export const markWords = (right: boolean, engine: string) =>
  right ? 'Right: the engine’s outcome.' : `Not this time; the engine’s outcome: ${engine}`;

export interface ReplayPredictProps {
  readonly id: string;
  readonly predict: Exclude<ReplayPredict, { phase: 'off' }>;
  readonly steps: readonly BattleStep[];
  /** The half-move on screen. */
  readonly index: number;
  readonly send: (a: ReplayPredictAction) => void;
  /** Play the half-move after `from`, once the reader has checked. */
  readonly play: (from: number) => void;
}

export function ReplayPredictPanel({ id, predict, steps, index, send, play }: ReplayPredictProps): JSX.Element {
  const from = predict.phase === 'revealed' ? predict.from : index;
  const prev = steps[from];
  const next = steps[from + 1];
  const heading = (
    <h4 id={`${id}-predict-h`} class="hf-predict-h">
      Predict first
    </h4>
  );
  if (!prev || !next)
    return (
      <div class="hf-predict" role="group" aria-labelledby={`${id}-predict-h`}>
        {heading}
        <p>This is the last half-move: go back to ask about an earlier one.</p>
      </div>
    );
  const choices = choicesFor(prev, next);
  const name = `${id}-predict-choice`;
  if (predict.phase === 'ask')
    return (
      <form
        class="hf-predict"
        aria-labelledby={`${id}-predict-h`}
        onSubmit={(e) => {
          e.preventDefault();
          if (predict.choice === undefined) return;
          send({ type: 'check', from: index });
          play(index);
        }}
      >
        {heading}
        <fieldset>
          <legend>What does the next half-move, {next.halfMove.title}, do?</legend>
          {choices.map((c) => (
            <label key={c.key}>
              <input
                type="radio"
                name={name}
                value={c.key}
                checked={predict.choice === c.key}
                onChange={() => send({ type: 'choose', key: c.key })}
              />{' '}
              {c.text}
            </label>
          ))}
        </fieldset>
        <button type="submit" aria-disabled={predict.choice === undefined ? 'true' : undefined}>
          Check, and play it
        </button>
      </form>
    );
  const lines = revealLines(prev, next);
  const chosen = choices.find((c) => c.key === predict.choice);
  const engine = choices.find((c) => c.engine);
  const last = lines.length;
  const step = (delta: number) => send({ type: 'step', delta, last });
  return (
    <div class="hf-predict" role="group" aria-labelledby={`${id}-predict-h`}>
      {heading}
      <ul class="hf-predict-choices">
        {choices.map((c) => (
          <li key={c.key} class={c.engine ? 'is-right' : c.key === predict.choice ? 'is-wrong' : undefined}>
            {c.text}
            {c.key === predict.choice && (c.engine ? ' ✓ your choice, and the engine’s' : ' ✗ your choice')}
            {c.engine && c.key !== predict.choice && ' ← the engine’s'}
          </li>
        ))}
      </ul>
      <p class="hf-predict-mark">
        {markWords(chosen?.engine === true, engine?.text ?? '')} What happened, step by step:
      </p>
      <div class="hf-predict-steps" role="group" aria-label="What happened, step by step">
        <button type="button" onClick={() => step(-1)} aria-disabled={predict.step <= 1 ? 'true' : undefined}>
          Step back
        </button>
        <button type="button" onClick={() => step(1)} aria-disabled={predict.step >= last ? 'true' : undefined}>
          Step
        </button>
        <button type="button" onClick={() => send({ type: 'again' })}>
          Predict the next half-move
        </button>
      </div>
      <ol class="hf-predict-lines">
        {lines.slice(0, predict.step).map((l, i) => (
          <li key={i}>{l}</li>
        ))}
      </ol>
    </div>
  );
}
