/**
 * Every numeric example of the Kriegspiel appendix, chapter V and chapter II is a row of the one examples table and a
 * one-click preset of a widget placed beside its text (issue 18), as the Hellwig board's presets are of its rows.
 * What is not yet a preset is named here, kind by kind, with the reason; the test fails both when a row of another
 * kind is no preset and when a named kind becomes one, so the list stays exactly true.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { CHAPTERS_2_5_EXAMPLES } from '../../src/rules/wells/examples/chapters-2-5.ts';
import { KRIEGSPIEL_CHARGE_EXAMPLES } from '../../src/rules/wells/examples/kriegspiel-charges.ts';
import { KRIEGSPIEL_SUPPLY_EXAMPLES } from '../../src/rules/wells/examples/kriegspiel-supply.ts';
import { CHARGE_PRESETS } from '../../src/islands/kriegspiel/charge/presets.ts';
import { RIFLE_PRESETS } from '../../src/islands/kriegspiel/rifle/presets.ts';
import { SHELL_PRESETS } from '../../src/islands/kriegspiel/shell/presets.ts';
import { SUPPLY_PRESETS } from '../../src/islands/kriegspiel/supply/presets.ts';
import { WORKS_PRESETS } from '../../src/islands/kriegspiel/works/presets.ts';
import { MOVES_PRESETS } from '../../src/islands/kriegspiel/moves/presets.ts';
import { RAILWAY_PRESETS } from '../../src/islands/kriegspiel/railway/presets.ts';
import { HISTORY_PRESETS } from '../../src/islands/history/presets.ts';
import { TRANSPORT_PRESETS } from '../../src/islands/transport/presets.ts';

/** Each widget's presets, and the chapter whose MDX places it (its wrapper offers every preset it has). */
const WIDGETS = [
  ['RulesGrew', '02-the-beginnings-of-modern-little-warfare', HISTORY_PRESETS],
  ['TransportPlanner', '05-extensions-and-amplifications', TRANSPORT_PRESETS],
  ['ShellCalculator', '07-little-wars-and-kriegspiel', SHELL_PRESETS],
  ['RifleCalculator', '07-little-wars-and-kriegspiel', RIFLE_PRESETS],
  ['MovesCalculator', '07-little-wars-and-kriegspiel', MOVES_PRESETS],
  ['SupplyPlanner', '07-little-wars-and-kriegspiel', SUPPLY_PRESETS],
  ['WorksPlanner', '07-little-wars-and-kriegspiel', WORKS_PRESETS],
  ['ChargeCalculator', '07-little-wars-and-kriegspiel', CHARGE_PRESETS],
  ['RailwayCalculator', '05-extensions-and-amplifications', RAILWAY_PRESETS],
] as const;

/** The kinds of row that are golden tests only, and why: none now that the General's mishaps are moves presets. */
const NOT_YET_PRESETS: readonly string[] = [];

const ROWS = [...CHAPTERS_2_5_EXAMPLES, ...KRIEGSPIEL_SUPPLY_EXAMPLES, ...KRIEGSPIEL_CHARGE_EXAMPLES];
const mdx = (chapter: string) =>
  readFileSync(new URL(`../../content/little-wars/${chapter}.mdx`, import.meta.url), 'utf8');
const offered = new Set(WIDGETS.flatMap(([, , presets]) => presets.map((p) => p.id)));

describe('the examples of chapters II and V and the appendix as presets', () => {
  test.each(WIDGETS.map(([name, chapter]) => [name, chapter] as const))('<%s> is placed in %s', (name, chapter) => {
    expect(mdx(chapter)).toMatch(new RegExp(`<${name}\\b[^>]*/>`));
  });

  test('every row is a preset of a widget placed beside its text, but for the kinds named as not yet', () => {
    const missing = ROWS.filter((row) => !NOT_YET_PRESETS.includes(row.kind) && !offered.has(row.id)).map((r) => r.id);
    expect(missing).toEqual([]);
  });

  test('the kinds named as not yet are truly no preset, so the list is kept exact', () => {
    const named = ROWS.filter((row) => NOT_YET_PRESETS.includes(row.kind));
    expect(named.filter((row) => offered.has(row.id)).map((r) => r.id)).toEqual([]);
    expect(new Set(named.map((row) => row.kind))).toEqual(new Set(NOT_YET_PRESETS));
  });

  test('no preset names a row that is not in the table', () => {
    const ids = new Set(ROWS.map((row) => row.id));
    expect([...offered].filter((id) => !ids.has(id))).toEqual([]);
  });
});
