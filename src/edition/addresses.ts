/**
 * Where the engine's citations stand in the edition. The engine cites the books in their own
 * terms (a rule id of chapter III such as `melee-3b-i`, a page of the 1913 edition, Hellwig's
 * `§47a`) and knows nothing of URLs; this module maps each citation to its address, for the
 * islands and the pages. Safe in the browser: it imports nothing from Astro.
 */
import { WELLS_RULE_IDS, type WellsRuleId } from '../rules/wells/anchors.ts';
import { pageHref } from './little-wars.ts';

/** The rules chapter (chapter III) in the edition. */
export const RULES_PATH = '/little-wars/the-rules/';

/** The address of one rule of chapter III: `ruleHref('melee-1')` is `/little-wars/the-rules/#melee-1`. */
export function ruleHref(id: WellsRuleId): string {
  return `${RULES_PATH}#${id}`;
}

/** The permalink of one of Hellwig's §§ as printed: `hellwigHref('§47a')` is `/hellwig/s47a/`. */
export function hellwigHref(cite: string): string {
  const n = cite.replace(/^§\s*/, '');
  if (!/^\d{1,3}[a-f]?$/.test(n))
    throw new Error(`a § of Hellwig is cited as §47 or §47a; received ${JSON.stringify(cite)}`);
  return `/hellwig/s${n}/`;
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
  if (row.book === 'hellwig-1780') return hellwigHref(row.cite);
  if (row.page !== undefined) return pageHref(row.page);
  const id = WELLS_RULE_IDS.find((r) => r === row.cite);
  if (!id)
    throw new Error(
      `a worked example of Little Wars cites a rule of chapter III; received ${JSON.stringify(row.cite)}`,
    );
  return ruleHref(id);
}

/**
 * A widget's key in the address: `ns.key`, so that two widgets on one page never share a key (the mêlée calculators of
 * chapter IV are `hooks-farm-18v21.a` and `hooks-farm-9v6.a`); a widget alone on its page with no namespace keeps the
 * plain key (`a`, `step`, `p`), as the links shared before namespaces did.
 */
export function addressKey(namespace: string, key: string): string {
  return namespace ? `${namespace}.${key}` : key;
}

/** A widget's own part of an address: its keys without their namespace, and a sentence for each key given twice. */
export interface OwnParams {
  readonly own: URLSearchParams;
  readonly duplicates: readonly string[];
}

/**
 * Read a widget's own keys out of an address's query (`?…`). A key given twice with the same value counts once; given
 * with different values it is left out (the widget uses its default) and named, never silently resolved.
 */
export function ownParams(search: string, namespace: string, keys: readonly string[]): OwnParams {
  const all = new URLSearchParams(search);
  const own = new URLSearchParams();
  const duplicates: string[] = [];
  for (const key of keys) {
    const name = addressKey(namespace, key);
    const values = [...new Set(all.getAll(name))];
    if (values.length === 1) own.set(key, values[0]!);
    else if (values.length > 1)
      duplicates.push(
        `“${name}” is given ${values.length} times with different values (${values.map((v) => `“${v.slice(0, 20)}”`).join(', ')}), so none of them is used.`,
      );
  }
  return { own, duplicates };
}

/**
 * An address's query with a widget's own keys replaced by `own` (a query of its keys without their namespace): every
 * other key stays, in its order; the widget's come after them. `''` when nothing is left.
 */
export function withOwnParams(search: string, namespace: string, keys: readonly string[], own: string): string {
  const mine = new Set(keys.map((k) => addressKey(namespace, k)));
  const out = new URLSearchParams();
  for (const [k, v] of new URLSearchParams(search)) if (!mine.has(k)) out.append(k, v);
  for (const [k, v] of new URLSearchParams(own)) if (keys.includes(k)) out.append(addressKey(namespace, k), v);
  const query = out.toString();
  return query ? `?${query}` : '';
}
