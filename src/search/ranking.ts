/**
 * Which results a query gets, in which order: every spelling of the query searched and merged, the books' text
 * and glossary before the editors' notes and pages, and Pagefind's best results weighed again as a reader's answer
 * (a page named by the query, a rule or § that answers, a gist that says the words, the words as a phrase). The
 * page's markup is ui.ts's.
 */
import { spellingVariants } from './landing.ts';
import { meaningfulQuery, queryWords } from './words.ts';
import type { Filters } from './filters.ts';
import { pagefindFilters, type PagefindApi, type PagefindResult } from './pagefind.ts';

/** The most results a search shows. */
export const MAX_RESULTS = 10;
/** The books' text and glossary come first; editorial notes and pages after them. */
const PRIMARY_KINDS = ['Text', 'Glossary'];
const SECONDARY_KINDS = ['Note', 'Editorial page'];

/** Search every spelling of the query under the filters and merge the results, best first. */
async function searchSpellings(
  pf: PagefindApi,
  query: string | null,
  filters: Filters,
  debounce: boolean,
): Promise<PagefindResult[] | null> {
  const queries = query === null ? [null] : spellingVariants(meaningfulQuery(query));
  const options = { filters: pagefindFilters(filters) };
  const run = (q: string | null) => (pf.search ? pf.search(q, options) : pf.debouncedSearch(q, options, 0));
  const first = debounce ? await pf.debouncedSearch(queries[0] ?? null, options, 150) : await run(queries[0] ?? null);
  if (!first) return null; // a newer query superseded this one
  const rest = await Promise.all(queries.slice(1).map(run));
  const byId = new Map<string, PagefindResult>();
  for (const r of [first, ...rest].flatMap((s) => s?.results ?? [])) {
    const seen = byId.get(r.id);
    if (!seen || seen.score < r.score) byId.set(r.id, r);
  }
  return [...byId.values()].sort((a, b) => b.score - a.score);
}

/** How many of Pagefind's best results are weighed again as answers. */
const RERANKED = 12;

/**
 * Pagefind's best results, weighed again as a reader's answer: a page named by the query (the
 * board for "Hellwig board"), a rule or § rather than a chapter that mentions the words, one whose
 * gist says them ("draw": Fight to the Finish, drawn below fifteen), and the words as a phrase in
 * the book's own text ("Guns First") each multiply Pagefind's score.
 */
async function answersFirst(results: readonly PagefindResult[], query: string): Promise<PagefindResult[]> {
  const words = queryWords(meaningfulQuery(query)).map(stem);
  if (words.length === 0) return [...results];
  const head = results.slice(0, RERANKED);
  const datas = await Promise.all(head.map((r) => r.data()));
  const phrase = words.length > 1 ? words.join(' ') : undefined;
  const weighed = head.map((r, i) => {
    const d = datas[i];
    const has = (text: string | undefined) => {
      const own = new Set(queryWords(text ?? '').map(stem));
      return words.every((w) => own.has(w));
    };
    let boost = 1;
    if (has(d?.meta.title)) boost *= 3;
    if (d?.meta.place) boost *= 2;
    // By how many of the query's words the gist says: all of them double the score.
    const gist = new Set(queryWords(d?.meta.gist ?? '').map(stem));
    boost *= 1 + words.filter((w) => gist.has(w)).length / words.length;
    if (
      phrase &&
      queryWords(d?.content?.slice(d.meta.gist?.length ?? 0) ?? '')
        .map(stem)
        .join(' ')
        .includes(phrase)
    )
      boost *= 2;
    return { r, score: r.score * boost };
  });
  weighed.sort((a, b) => b.score - a.score);
  return [...weighed.map((w) => w.r), ...results.slice(RERANKED)];
}

/** The editorial pages whose title holds every meaningful word of the query (not notes: their titles name chapters). */
async function namedBy(results: readonly PagefindResult[], query: string): Promise<PagefindResult[]> {
  const words = queryWords(meaningfulQuery(query)).map(stem);
  const datas = await Promise.all(results.map((r) => r.data()));
  return results.filter((_, i) => {
    if (!datas[i]?.filters?.['kind']?.includes('Editorial page')) return false;
    const own = new Set(queryWords(datas[i]?.meta.title ?? '').map(stem));
    return words.length > 0 && words.every((w) => own.has(w));
  });
}

/** A word reduced to compare with another form of it: "guns" and "gun", "drawn" and "draw", "kills" and "kill". */
function stem(word: string): string {
  return word
    .toLowerCase()
    .replace(/['’]s$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/(?:ing|ed|es|s|n)$/, '');
}

/**
 * The results for a query: the books' own text first, then the editors' notes and pages,
 * unless the reader has chosen kinds with the filters. Returns the shown results and the total.
 */
export async function searchAll(
  pf: PagefindApi,
  query: string | null,
  filters: Filters,
): Promise<{ shown: PagefindResult[]; total: number } | null> {
  if (filters['kind']?.length) {
    const all = await searchSpellings(pf, query, filters, true);
    return all && { shown: all.slice(0, MAX_RESULTS), total: all.length };
  }
  const found = await searchSpellings(pf, query, { ...filters, kind: PRIMARY_KINDS }, true);
  if (!found) return null;
  let secondary = (await searchSpellings(pf, query, { ...filters, kind: SECONDARY_KINDS }, false)) ?? [];
  // An editorial page named by the query ("Hellwig board") is weighed with the text, not after it.
  const named = query ? await namedBy(secondary.slice(0, RERANKED), query) : [];
  secondary = secondary.filter((r) => !named.includes(r));
  const primary = query ? await answersFirst([...named, ...found], query) : found;
  const fromPrimary = Math.min(
    primary.length,
    Math.max(MAX_RESULTS - Math.min(secondary.length, 3), MAX_RESULTS - secondary.length),
  );
  const shown = [...primary.slice(0, fromPrimary), ...secondary.slice(0, MAX_RESULTS - fromPrimary)];
  return { shown, total: primary.length + secondary.length };
}

/**
 * For a query of several words, where on each shown page each word occurs (so a result can land
 * where the words meet). Pagefind reports matches without saying which word each one is.
 */
export async function wordLocations(
  pf: PagefindApi,
  query: string,
  shown: readonly PagefindResult[],
  filters: Filters,
): Promise<Map<string, Set<number>[]>> {
  const words = queryWords(meaningfulQuery(query)).filter((w) => w.length > 1);
  const out = new Map<string, Set<number>[]>();
  if (words.length < 2 || !pf.search) return out;
  const ids = new Set(shown.map((r) => r.id));
  for (const r of shown)
    out.set(
      r.id,
      words.map(() => new Set<number>()),
    );
  await Promise.all(
    words.map(async (word, i) => {
      const found = await pf.search!(word, { filters: pagefindFilters(filters) });
      await Promise.all(
        found.results
          .filter((r) => ids.has(r.id))
          .map(async (r) => {
            for (const location of (await r.data()).locations) out.get(r.id)?.[i]?.add(location);
          }),
      );
    }),
  );
  return out;
}
