/**
 * Predict, then reveal, on the board: the question the selection puts, the squares the reader has
 * marked and Check; once checked, how the answer went and the engine's answer square by square with
 * its reason (a stepper), each square marked right, missed or wrong on the plate.
 */
import type { JSX } from 'preact';
import { compareSquares, marksSentence, type BoardQuestion } from '../predict.ts';
import type { BoardPredict, BoardPredictAction } from '../predictState.ts';

export interface PredictPanelProps {
  readonly id: string;
  readonly predict: Exclude<BoardPredict, { phase: 'off' }>;
  readonly question: BoardQuestion | undefined;
  readonly send: (a: BoardPredictAction) => void;
}

/** The exercise's panel beside the board. */
export function PredictPanel({ id, predict, question, send }: PredictPanelProps): JSX.Element {
  const last = question?.reasons.length ?? 0;
  const at = predict.phase === 'revealed' ? predict.step : 0;
  const step = (delta: number) => send({ type: 'step', delta, last });
  const button = (label: string, delta: number, off: boolean) => (
    <button type="button" onClick={() => step(delta)} aria-disabled={off ? 'true' : undefined}>
      {label}
    </button>
  );
  return (
    <div class="board-predict" role="group" aria-labelledby={`${id}-predict-h`}>
      <h4 id={`${id}-predict-h`}>Predict first</h4>
      <p class="board-predict-q">
        {question?.ask ??
          'Select a gun, a piece or a body of boards, then mark the squares you expect before the engine shows them.'}
      </p>
      {/* Kept on the page in both phases, so that how the answer went is announced when it is checked. */}
      <p class="board-predict-marks" aria-live="polite">
        {question && predict.phase === 'revealed' ? marksSentence(compareSquares(predict.guess, question.answer)) : ''}
      </p>
      {question &&
        (predict.phase === 'guess' ? (
          <>
            <p>
              Click each square, or move the cursor and press Enter; again to unmark. Marked:{' '}
              {[...predict.guess].sort((a, b) => a - b).join(', ') || 'none yet'}.
            </p>
            <button type="button" onClick={() => send({ type: 'check' })}>
              Check
            </button>
          </>
        ) : (
          <>
            <div class="board-predict-steps" role="group" aria-label="The engine’s answer, square by square">
              {button('Step back', -1, at === 0)}
              {button('Step', 1, at >= last)}
              {button('End', last, at >= last)}
              <button type="button" onClick={() => send({ type: 'again' })}>
                Predict again
              </button>
            </div>
            <p class="board-predict-reason" aria-live="polite">
              {at === 0
                ? `The engine’s answer in ${last} steps: press Step.`
                : `Step ${at} of ${last}: ${question.reasons[at - 1]?.text ?? ''}`}
            </p>
          </>
        ))}
    </div>
  );
}
