/**
 * The buttons that pace the fight a pair of deaths at a time: Start, Step back, Play/Pause, Step, End.
 */
import type { JSX } from 'preact';
import type { MeleeCase } from '../hooks/useMeleeCase.ts';

/** The step-through's buttons, each disabled where it would do nothing. */
export function StepThrough({
  melee,
  disabled,
}: {
  readonly melee: MeleeCase;
  /** Until the island runs (and without JavaScript). */
  readonly disabled: boolean;
}): JSX.Element {
  const { shownFrame, frames, playing, step, start, playOrPause, end } = melee;
  return (
    <div class="melee-play" role="group" aria-label="Step through the fight">
      <button type="button" onClick={start} disabled={disabled}>
        Start
      </button>
      <button type="button" onClick={() => step(-1)} disabled={disabled || shownFrame === 0}>
        Step back
      </button>
      <button type="button" onClick={playOrPause} disabled={disabled}>
        {playing ? 'Pause' : 'Play'}
      </button>
      <button type="button" onClick={() => step(1)} disabled={disabled || shownFrame >= frames - 1}>
        Step
      </button>
      <button type="button" onClick={end} disabled={disabled}>
        End
      </button>
    </div>
  );
}
