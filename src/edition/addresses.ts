/**
 * Where the engine's citations stand in the edition. The engine cites the books in their own
 * terms (a rule id of chapter III such as `melee-3b-i`, a page of the 1913 edition, Hellwig's
 * `§47a`) and knows nothing of URLs; this module maps each citation to its address, for the
 * islands and the pages, under the site's base path (src/edition/base.ts). Safe in the browser: it
 * imports nothing from Astro.
 */
import { WELLS_RULE_IDS, type WellsRuleId } from '../rules/wells/index.ts';
import { pageHref } from './little-wars.ts';
import { withBase } from './base.ts';

/** The rules chapter (chapter III) in the edition. */
export const RULES_PATH = withBase('/little-wars/the-rules/');

/** The address of one rule of chapter III: `ruleHref('melee-1')` is `/little-wars/the-rules/#melee-1`. */
export function ruleHref(id: WellsRuleId): string {
  return `${RULES_PATH}#${id}`;
}

/** The permalink of one of Hellwig's §§ as printed: `hellwigHref('§47a')` is `/hellwig/s47a/`. */
export function hellwigHref(cite: string): string {
  const n = cite.replace(/^§\s*/, '');
  if (!/^\d{1,3}[a-f]?$/.test(n))
    throw new Error(`a § of Hellwig is cited as §47 or §47a; received ${JSON.stringify(cite)}`);
  return withBase(`/hellwig/s${n}/`);
}

/**
 * What an address is made from: a worked example's book, its citation, and the page it stands on if outside chapter
 * III.
 */
export interface Cited {
  readonly book: 'little-wars' | 'hellwig-1780';
  readonly cite: string;
  readonly page?: number;
}

/**
 * Where a worked example stands in the edition: Hellwig's § permalink; for Little Wars, the page
 * of chapter IV it stands on (the Battle of Hook's Farm), else the rule of chapter III it cites.
 */
export function exampleHref(row: Cited): string {
  // Hellwig's preface has no §: its example (the plan's scale) stands in the front matter.
  if (row.book === 'hellwig-1780')
    return row.cite === 'Preface' ? withBase('/hellwig/front-matter/#preface') : hellwigHref(row.cite);
  if (row.page !== undefined) return pageHref(row.page);
  const id = WELLS_RULE_IDS.find((r) => r === row.cite);
  if (!id)
    throw new Error(
      `a worked example of Little Wars cites a rule of chapter III; received ${JSON.stringify(row.cite)}`,
    );
  return ruleHref(id);
}
