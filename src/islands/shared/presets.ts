/**
 * Worked examples of the book as one-click presets: every widget offers the rows of the shared
 * table that its engine function runs, so each preset is also a golden test of the engine, and
 * each cites its rule and links its place in the edition. This module reaches the browser, so it
 * must not import the table itself: the rows are picked at build time (`examples.ts`).
 */
import { exampleHref } from '../../edition/addresses.ts';
import { printedRule, printedRuleInSection } from '../../edition/anchors.ts';
import type { WellsExample } from '../../rules/wells/index.ts';

/** A worked example offered as a one-click preset. */
export interface Preset<S> {
  readonly id: string;
  readonly title: string;
  /** The rule cited, e.g. `melee-3b-i`. */
  readonly cite: string;
  /** Where the example stands in the edition (`exampleHref`). */
  readonly href: string;
  /** The rule as Wells prints it, for the link's words: `rule (3)(b₁)`; the cite itself where there is none. */
  readonly label?: string;
  /** The rule with its section, for the link's title: `Hand-to-Hand Fighting and Capturing, rule (3)(b₁)`. */
  readonly fullLabel?: string;
  readonly state: S;
}

/** Rows as presets, each with the widget state that sets up its case. */
export function presetsOf<R extends WellsExample, S>(rows: readonly R[], stateOf: (row: R) => S): readonly Preset<S>[] {
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    cite: row.cite,
    href: exampleHref(row),
    label: printedRuleInSection(row.cite),
    fullLabel: printedRule(row.cite),
    state: stateOf(row),
  }));
}
