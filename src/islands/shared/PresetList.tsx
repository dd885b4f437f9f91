/** The row of worked examples above a calculator: a button for each, and a link to its place. */
import type { JSX } from 'preact';
import type { Preset } from './presets.ts';

export interface PresetListProps<S> {
  /** Id of the list's label. */
  readonly id: string;
  readonly presets: readonly Preset<S>[];
  /** Index of the preset on screen, or -1. */
  readonly active: number;
  /** `pointer` is true for a click or tap, false for Enter or Space (a click with no pointer behind it). */
  readonly onChoose: (preset: Preset<S>, pointer: boolean) => void;
  /**
   * Group the presets by their rule (the board page's 80 examples by §): each group labelled and linked once, in the
   * book's order, in a framed box that scrolls.
   */
  readonly grouped?: boolean;
  /** Until the island runs (and without JavaScript) the examples are listed but cannot be chosen. */
  readonly disabled?: boolean;
}

/** §§ in the book's order: §9 before §41, §47 before §47a before §172. */
const bookOrder = new Intl.Collator('en', { numeric: true });

/** The presets as toggle buttons (the one on screen is pressed), each citing its rule. */
export function PresetList<S>({
  id,
  presets,
  active,
  onChoose,
  grouped = false,
  disabled = false,
}: PresetListProps<S>): JSX.Element {
  const button = (p: Preset<S>) => (
    <button
      disabled={disabled}
      type="button"
      aria-pressed={presets.indexOf(p) === active}
      onClick={(e) => onChoose(p, e.detail > 0)}
    >
      {p.title}
    </button>
  );
  if (grouped) {
    const groups = new Map<string, Preset<S>[]>();
    for (const p of presets) groups.set(p.cite, [...(groups.get(p.cite) ?? []), p]);
    return (
      <div class="presets presets-grouped" role="group" aria-labelledby={id}>
        <p id={id} class="presets-label">
          Examples from the book, by §
        </p>
        <div class="presets-scroll">
          {[...groups]
            .sort(([a], [b]) => bookOrder.compare(a, b))
            .map(([cite, items]) => {
              const label = `${id}-${cite.replace(/\W/g, '')}`;
              return (
                <div key={cite} class="preset-group" role="group" aria-labelledby={label}>
                  <a id={label} href={items[0]?.href} class="preset-cite preset-group-label">
                    {cite}
                  </a>
                  <ul>
                    {items.map((p) => (
                      <li key={p.id}>{button(p)}</li>
                    ))}
                  </ul>
                </div>
              );
            })}
        </div>
      </div>
    );
  }
  return (
    <div class="presets" role="group" aria-labelledby={id}>
      <p id={id} class="presets-label">
        Examples from the book
      </p>
      <ul>
        {presets.map((p) => (
          <li key={p.id}>
            {button(p)}{' '}
            <a href={p.href} class="preset-cite" title={p.fullLabel}>
              {p.label ?? p.cite}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
