/** The row of worked examples above a calculator: a button for each, and a link to its place. */
import type { JSX } from 'preact';
import type { Preset } from './presets.ts';

export interface PresetListProps<S> {
  /** Id of the list's label. */
  readonly id: string;
  readonly presets: readonly Preset<S>[];
  /** Index of the preset on screen, or -1. */
  readonly active: number;
  readonly onChoose: (preset: Preset<S>) => void;
}

/** The presets as toggle buttons (the one on screen is pressed), each citing its rule. */
export function PresetList<S>({ id, presets, active, onChoose }: PresetListProps<S>): JSX.Element {
  return (
    <div class="presets" role="group" aria-labelledby={id}>
      <p id={id} class="presets-label">Examples from the book</p>
      <ul>
        {presets.map((p, i) => (
          <li key={p.id}>
            <button type="button" aria-pressed={i === active} onClick={() => onChoose(p)}>{p.title}</button>{' '}
            <a href={p.href} class="preset-cite">{p.cite}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
