/** A labelled whole number with − and + buttons, shared by every calculator of the edition. */
import { useState } from 'preact/hooks';
import type { JSX } from 'preact';

export interface StepperProps {
  readonly id: string;
  readonly label: string;
  readonly value: number;
  readonly min: number;
  readonly max: number;
  readonly hint?: string | undefined;
  /** Until the island runs (and without JavaScript) the stepper is shown but cannot be used. */
  readonly disabled?: boolean;
  readonly onChange: (n: number) => void;
}

/** A number with − and + buttons; typing, arrow keys and the buttons all work. */
export function Stepper({ id, label, value, min, max, hint, disabled = false, onChange }: StepperProps): JSX.Element {
  // What the reader typed, for the value it was typed against: once the value changes from outside (a preset, the
  // buttons), the field shows the new value in that same render. (An effect that copied the value into the field a
  // render later let an arrow key step the stale number: 5 + 1 after a preset of 3.)
  const [draft, setDraft] = useState<{ readonly text: string; readonly at: number; readonly bad: boolean } | null>(
    null,
  );
  const current = draft !== null && draft.at === value ? draft : null;
  const text = current ? current.text : String(value);
  const invalid = current?.bad ?? false;
  const commit = (raw: string) => {
    const n = /^\d{1,6}$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
    if (Number.isInteger(n) && n >= min && n <= max) {
      setDraft({ text: raw, at: n, bad: false });
      onChange(n);
    } else setDraft({ text: raw, at: value, bad: true });
  };
  const hintId = `${id}-hint`;
  const errId = `${id}-err`;
  return (
    <div class="stepper">
      <label for={id}>{label}</label>
      <div class="stepper-row">
        <button
          type="button"
          aria-label={`One fewer: ${label}`}
          disabled={disabled || value <= min}
          onClick={() => onChange(Math.max(min, value - 1))}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={text}
          disabled={disabled}
          aria-invalid={invalid}
          aria-describedby={[hint ? hintId : '', invalid ? errId : ''].filter(Boolean).join(' ') || undefined}
          onInput={(e) => commit((e.currentTarget as HTMLInputElement).value)}
        />
        <button
          type="button"
          aria-label={`One more: ${label}`}
          disabled={disabled || value >= max}
          onClick={() => onChange(Math.min(max, value + 1))}
        >
          +
        </button>
      </div>
      {hint && (
        <p class="stepper-hint" id={hintId}>
          {hint}
        </p>
      )}
      {invalid && (
        <p class="stepper-error" id={errId}>
          Enter a whole number from {min} to {max}.
        </p>
      )}
    </div>
  );
}
