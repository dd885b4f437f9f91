/**
 * The replay's timeline controls: Start, Back, Play or Pause, Step, End, the slider, the jump list and the dead's
 * toggle. In the HTML as built, disabled until the island runs (a keyboard reader meets them in reading order, and
 * the replay does not grow as it wakes). aria-disabled, not disabled, at either end: a button that stops working
 * keeps the focus it has.
 */
import type { JSX } from 'preact';
import type { BattleStep } from '../../rules/wells/hooks-farm/index.ts';

export interface TimelineControlsProps {
  readonly id: (s: string) => string;
  readonly off: boolean;
  readonly steps: readonly BattleStep[];
  readonly index: number;
  readonly playing: boolean;
  readonly showDead: boolean;
  readonly go: (to: number) => void;
  readonly togglePlay: () => void;
  readonly onShowDead: (show: boolean) => void;
}

export function TimelineControls(props: TimelineControlsProps): JSX.Element {
  const { id, off, steps, index, playing, showDead, go, togglePlay, onShowDead } = props;
  const last = steps.length - 1;
  const step = steps[index];
  const atStart = index === 0 ? 'true' : undefined;
  const atEnd = index === last ? 'true' : undefined;
  return (
    <div class="hf-controls" role="group" aria-label="Timeline">
      <div class="hf-buttons">
        <button type="button" disabled={off} onClick={() => go(0)} aria-disabled={atStart}>
          Start
        </button>
        <button type="button" disabled={off} onClick={() => go(index - 1)} aria-disabled={atStart}>
          Back
        </button>
        {/* The label says what a press will do; no aria-pressed as well, which would announce the state twice. */}
        <button type="button" disabled={off} onClick={togglePlay}>
          {playing ? 'Pause' : 'Play'}
        </button>
        <button type="button" disabled={off} onClick={() => go(index + 1)} aria-disabled={atEnd}>
          Step
        </button>
        <button type="button" disabled={off} onClick={() => go(last)} aria-disabled={atEnd}>
          End
        </button>
      </div>
      <label class="hf-range">
        <span>
          Half-move {index + 1} of {steps.length}
        </span>
        <input
          id={id('range')}
          type="range"
          min={0}
          max={last}
          step={1}
          value={index}
          disabled={off}
          aria-valuetext={`${step?.halfMove.title ?? ''} (${index + 1} of ${steps.length})`}
          onInput={(e) => go(Number((e.currentTarget as HTMLInputElement).value))}
        />
      </label>
      <label class="hf-jump">
        <span>Jump to</span>
        <select
          id={id('jump')}
          value={String(index)}
          disabled={off}
          onChange={(e) => go(Number((e.currentTarget as HTMLSelectElement).value))}
        >
          {steps.map((s) => (
            <option key={s.index} value={String(s.index)}>
              {s.halfMove.title}
            </option>
          ))}
        </select>
      </label>
      <label class="hf-toggle">
        <input
          type="checkbox"
          checked={showDead}
          disabled={off}
          onChange={(e) => onShowDead((e.currentTarget as HTMLInputElement).checked)}
        />{' '}
        Show the dead where they fell
      </label>
    </div>
  );
}
