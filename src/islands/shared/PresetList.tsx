/** The row of worked examples above a calculator: a button for each, and a link to its place. */
import { Component, type JSX } from 'preact';
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

/** One preset's toggle button, pressed when it is the one on screen; `onChoose` is told whether a pointer chose it. */
function presetButton<S>(
  p: Preset<S>,
  pressed: boolean,
  disabled: boolean,
  onChoose: (preset: Preset<S>, pointer: boolean) => void,
): JSX.Element {
  return (
    <button disabled={disabled} type="button" aria-pressed={pressed} onClick={(e) => onChoose(p, e.detail > 0)}>
      {p.title}
    </button>
  );
}

/** The presets as toggle buttons (the one on screen is pressed), each citing its rule. */
export function PresetList<S>({
  id,
  presets,
  active,
  onChoose,
  grouped = false,
  disabled = false,
}: PresetListProps<S>): JSX.Element {
  const button = (p: Preset<S>) => presetButton(p, presets.indexOf(p) === active, disabled, onChoose);
  if (grouped) {
    // The preset pressed, if `active` names one: a group redraws only when it holds the one pressed before or now (the
    // board page's 192 examples in 82 groups were most of an example's click, issue 16's 16 ms).
    const chosen = presets[active];
    const pressed = chosen !== undefined && presets.indexOf(chosen) === active ? chosen : undefined;
    return (
      <div class="presets presets-grouped" role="group" aria-labelledby={id}>
        <p id={id} class="presets-label">
          Examples from the book, by §
        </p>
        <div class="presets-scroll">
          {groupsOf(presets).map(([cite, items]) => (
            <PresetGroup
              key={cite}
              id={id}
              cite={cite}
              items={items as readonly Preset<unknown>[]}
              pressed={pressed === undefined ? -1 : items.indexOf(pressed)}
              disabled={disabled}
              onChoose={onChoose as (preset: Preset<unknown>, pointer: boolean) => void}
            />
          ))}
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

/** Each list's presets grouped by rule, in the book's order: made once for a list. */
const GROUPS = new WeakMap<readonly Preset<unknown>[], readonly (readonly [string, readonly Preset<unknown>[]])[]>();
function groupsOf<S>(presets: readonly Preset<S>[]): readonly (readonly [string, readonly Preset<S>[]])[] {
  let made = GROUPS.get(presets as readonly Preset<unknown>[]);
  if (!made) {
    const groups = new Map<string, Preset<S>[]>();
    for (const p of presets) groups.set(p.cite, [...(groups.get(p.cite) ?? []), p]);
    // A preface comes before the §§ (Hellwig's has one example, the plan's scale), which the collator puts after them.
    const preface = (c: string) => (c === 'Preface' ? 0 : 1);
    made = [...groups].sort(([a], [b]) => preface(a) - preface(b) || bookOrder.compare(a, b)) as [
      string,
      Preset<unknown>[],
    ][];
    GROUPS.set(presets as readonly Preset<unknown>[], made);
  }
  return made as readonly (readonly [string, readonly Preset<S>[]])[];
}

interface PresetGroupProps {
  /** Id of the whole list's label, the prefix of the group's. */
  readonly id: string;
  readonly cite: string;
  readonly items: readonly Preset<unknown>[];
  /** Index in `items` of the preset on screen, or -1. */
  readonly pressed: number;
  readonly disabled: boolean;
  readonly onChoose: (preset: Preset<unknown>, pointer: boolean) => void;
}

/**
 * One rule's presets, labelled and linked once. Redrawn only when its pressed button, its items or its state change;
 * a click reads the list's latest `onChoose` from the props, which Preact gives the group even when it is not redrawn.
 */
class PresetGroup extends Component<PresetGroupProps> {
  override shouldComponentUpdate(next: PresetGroupProps): boolean {
    const p = this.props;
    return (
      next.pressed !== p.pressed ||
      next.disabled !== p.disabled ||
      next.items !== p.items ||
      next.cite !== p.cite ||
      next.id !== p.id
    );
  }
  override render(): JSX.Element {
    const { id, cite, items, pressed, disabled } = this.props;
    const label = `${id}-${cite.replace(/\W/g, '')}`;
    return (
      <div class="preset-group" role="group" aria-labelledby={label}>
        <a id={label} href={items[0]?.href} class="preset-cite preset-group-label">
          {cite}
        </a>
        <ul>
          {items.map((p, i) => (
            <li key={p.id}>
              {presetButton(p, i === pressed, disabled, (preset, pointer) => this.props.onChoose(preset, pointer))}
            </li>
          ))}
        </ul>
      </div>
    );
  }
}
