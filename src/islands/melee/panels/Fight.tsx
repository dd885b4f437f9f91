/**
 * The fight drawn: the two bodies at the step shown, the step-through's buttons, and a caption
 * that says (politely, aloud) what happens at that step.
 */
import type { JSX } from 'preact';
import type { MeleeResult } from '../../../rules/wells/index.ts';
import { frameCaption } from '../frames.ts';
import type { MeleeCase } from '../hooks/useMeleeCase.ts';
import { MeleeDrawing } from '../MeleeDrawing.tsx';
import { StepThrough } from './StepThrough.tsx';

/** The drawing of the mêlée at the shown step, with its controls when they can work. */
export function Fight({
  melee,
  result,
  controls,
  disabled,
}: {
  readonly melee: MeleeCase;
  readonly result: MeleeResult;
  /** Whether to offer the step-through (not inside a widget with its own timeline). */
  readonly controls: boolean;
  /** Until the island runs (and without JavaScript) the step-through is shown but cannot be used. */
  readonly disabled: boolean;
}): JSX.Element {
  const { state, shownFrame, frames } = melee;
  const { labels } = state;
  return (
    <figure class="melee-figure">
      <MeleeDrawing result={result} a={state.a} b={state.b} labels={labels} frame={shownFrame} />
      {controls && <StepThrough melee={melee} disabled={disabled} />}
      <figcaption>
        <span aria-live="polite">{frameCaption(result, labels, shownFrame)}</span>
        <span class="melee-frame-count">
          {' '}
          Step {shownFrame} of {frames - 1}.
        </span>
      </figcaption>
    </figure>
  );
}
