/**
 * A set of radio buttons for one choice: a reading of ambiguous text (the engine's tuples put
 * the edition's reading first) or a plain choice such as the result of a battle. Each option may
 * say what it gives for the case on screen, so the reader sees where the readings part.
 */
import type { ComponentChildren, JSX } from 'preact';

export interface RadioGroupProps<T extends string> {
  /** The `name` of the radio buttons: unique on the page. */
  readonly name: string;
  readonly legend: ComponentChildren;
  readonly options: readonly T[];
  readonly value: T;
  readonly label: (option: T) => string;
  /** The option to mark as the edition's reading, if the choice is a reading. */
  readonly edition?: T | undefined;
  /** What the option gives for the current case, shown after its label. */
  readonly gives?: ((option: T) => string) | undefined;
  /** Until the island runs (and without JavaScript) the choice is shown but cannot be changed. */
  readonly disabled?: boolean;
  readonly onChange: (option: T) => void;
}

/** A fieldset of radio buttons, keyboard operable as the browser makes them. */
export function RadioGroup<T extends string>({
  name,
  legend,
  options,
  value,
  label,
  edition,
  gives,
  disabled = false,
  onChange,
}: RadioGroupProps<T>): JSX.Element {
  return (
    <fieldset class="radio-group">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option}>
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            disabled={disabled}
            onChange={() => onChange(option)}
          />{' '}
          {label(option)}
          {option === edition ? ' (edition)' : ''}
          {gives && (
            <>
              : <span class="radio-gives">{gives(option)}</span>
            </>
          )}
        </label>
      ))}
    </fieldset>
  );
}
