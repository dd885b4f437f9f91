/**
 * Predict, then reveal, on the board: the question the selection puts, the squares the reader has
 * marked and Check; once checked, how the answer went and the engine's answer square by square with
 * its reason (a stepper), each square marked right, missed or wrong on the plate.
 */
import type { JSX } from 'preact';
import {
  compareSquares,
  marksSentence,
  type BoardPredict,
  type BoardPredictAction,
  type BoardQuestion,
} from '../predict.ts';

export interface PredictPanelProps {
  readonly id: string;
  readonly predict: Exclude<BoardPredict, { phase: 'off' }>;
  readonly question: BoardQuestion | undefined;
  readonly send: (a: BoardPredictAction) => void;
}

/** The exercise's panel beside the board. */
export function PredictPanel({ id, predict, question, send }: PredictPanelProps): JSX.Element {
  if (!question)
    return (
      <div class="board-predict" role="group" aria-labelledby={`${id}-predict-h`}>
        <h4 id={`${id}-predict-h`}>Predict first</h4>
        <p>Select a gun, a piece or a body of boards: you mark the squares you expect before the engine shows them.</p>
      </div>
    );
  const last = question.reasons.length;
  const step = (delta: number) => send({ type: 'step', delta, last });
  return (
    <div class="board-predict" role="group" aria-labelledby={`${id}-predict-h`}>
      <h4 id={`${id}-predict-h`}>Predict first</h4>
      <p class="board-predict-q">{question.ask}</p>
      {/* Kept on the page in both phases, so that how the answer went is announced when it is checked. */}
      <p class="board-predict-marks" aria-live="polite">
        {predict.phase === 'revealed' ? marksSentence(compareSquares(predict.guess, question.answer)) : ''}
      </p>
      {predict.phase === 'guess' ? (
        <>
          <p>
            Click each square, or move the cursor and press Enter; again to unmark. Marked:{' '}
            {predict.guess.length ? [...predict.guess].sort((a, b) => a - b).join(', ') : 'none yet'}.
          </p>
          <button type="button" class="board-check" onClick={() => send({ type: 'check' })}>
            Check
          </button>
        </>
      ) : (
        <>
          <div class="board-predict-steps" role="group" aria-label="The engine’s answer, square by square">
            <button type="button" onClick={() => step(-last)} aria-disabled={predict.step === 0 ? 'true' : undefined}>
              Start
            </button>
            <button type="button" onClick={() => step(-1)} aria-disabled={predict.step === 0 ? 'true' : undefined}>
              Step back
            </button>
            <button type="button" onClick={() => step(1)} aria-disabled={predict.step >= last ? 'true' : undefined}>
              Step
            </button>
            <button type="button" onClick={() => step(last)} aria-disabled={predict.step >= last ? 'true' : undefined}>
              End
            </button>
          </div>
          <p class="board-predict-reason" aria-live="polite">
            {predict.step === 0
              ? `The engine’s answer has ${last} step${last === 1 ? '' : 's'}: press Step.`
              : `Step ${predict.step} of ${last}: ${question.reasons[predict.step - 1]?.text ?? ''}`}
          </p>
          <button type="button" onClick={() => send({ type: 'again' })}>
            Predict again
          </button>
        </>
      )}
    </div>
  );
}
