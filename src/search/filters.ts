/**
 * The search page's filters as the address gives them (`?book=Little+Wars&kind=Notes`), checked
 * against the values the index holds. An address is untrusted: a value the index does not hold
 * (`?book=x`) would leave no result at all, so it is dropped and said ("unknown book “x”: showing
 * both books"), and the filter boxes show only the filters that stand.
 */

/** Chosen filter values by key; a result may match any value of a key (and every key). */
export type Filters = Record<string, string[]>;

/** The filters the page offers, in its order: the key, its label, and what showing all of it is called. */
export const FILTER_KEYS = [
  ['book', 'Book', 'both books'],
  ['kind', 'Kind', 'every kind'],
  ['chapter', 'Chapter', 'every chapter'],
] as const;

/** The filters of an address that the index holds, and a sentence for each value it does not. */
export function checkFilters(
  asked: Filters,
  available: Readonly<Record<string, Readonly<Record<string, number>>>>,
): { readonly filters: Filters; readonly problems: readonly string[] } {
  const filters: Filters = {};
  const problems: string[] = [];
  for (const [key, label, all] of FILTER_KEYS) {
    const known = available[key] ?? {};
    const values = [...new Set(asked[key] ?? [])];
    filters[key] = values.filter((v) => Object.hasOwn(known, v));
    const unknown = values.filter((v) => !Object.hasOwn(known, v));
    if (unknown.length === 0) continue;
    const named = unknown.map((v) => `“${v.slice(0, 40)}”`).join(', ');
    const showing = filters[key].length ? filters[key].join(', ') : all;
    problems.push(`Unknown ${label.toLowerCase()} ${named}: showing ${showing}.`);
  }
  return { filters, problems };
}
