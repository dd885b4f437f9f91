/**
 * Pagefind's browser API as the search UI uses it: the shapes of its results, its filters in Pagefind's own
 * form, and the site's bundle loaded once (written by the build under the base path).
 */
import type { Filters } from './filters.ts';
import type { PagefindAnchor, PagefindSubResult } from './landing.ts';
import { BASE, withBase } from '../edition/base.ts';
export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string; note?: string; anchor?: string; place?: string; gist?: string };
  content?: string;
  filters?: Record<string, string[]>;
  anchors: PagefindAnchor[];
  locations: number[];
  sub_results: PagefindSubResult[];
}
export interface PagefindResult {
  id: string;
  score: number;
  data(): Promise<PagefindResultData>;
}
/** Pagefind's own form: an array means "all of", so each key's values are passed as `any`. */
export function pagefindFilters(filters: Filters): Record<string, { any: string[] }> {
  return Object.fromEntries(
    Object.entries(filters)
      .filter(([, v]) => v.length > 0)
      .map(([k, v]) => [k, { any: v }]),
  );
}

/** The part of Pagefind's browser API the UI uses. */
export interface PagefindApi {
  options(o: Record<string, unknown>): Promise<void>;
  debouncedSearch(
    q: string | null,
    o?: { filters?: Record<string, unknown> },
    ms?: number,
  ): Promise<{ results: PagefindResult[] } | null>;
  search?(q: string | null, o?: { filters?: Record<string, unknown> }): Promise<{ results: PagefindResult[] }>;
  filters?(): Promise<Record<string, Record<string, number>>>;
}

let api: Promise<PagefindApi> | undefined;

/** Load the site's Pagefind bundle once. */
export function loadPagefind(): Promise<PagefindApi> {
  // The index is written by the build; the path is a string so the bundler leaves it alone.
  const path = withBase('/pagefind/pagefind.js');
  api ??= (import(/* @vite-ignore */ path) as Promise<PagefindApi>).then(async (pf) => {
    // Rank by how much of a page is about the words rather than how short it is, so a chapter
    // that defines a term beats a page that only mentions it.
    await pf.options({
      baseUrl: BASE,
      excerptLength: 24,
      highlightParam: 'highlight',
      ranking: { pageLength: 0.35, termFrequency: 0.8 },
    });
    return pf;
  });
  return api;
}
