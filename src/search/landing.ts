/**
 * Where a search result should land. Pagefind splits a page into sub-results at headings;
 * the edition's rules are paragraphs, not headings, so each sub-result is sent on to the
 * nearest citable anchor before its first match: `#melee-1`, not `#melee`.
 * Pure functions, shared by the search UI and its tests.
 */

/** An element with an id, as Pagefind records it (location = word position in the page). */
export interface PagefindAnchor {
  readonly element: string;
  readonly id: string;
  readonly text?: string;
  readonly location: number;
}

/** A sub-result as Pagefind returns it. */
export interface PagefindSubResult {
  readonly title: string;
  readonly url: string;
  readonly excerpt: string;
  readonly locations?: readonly number[];
  readonly anchor?: PagefindAnchor;
}

/** Ids that are apparatus, not places to cite: page markers, notes, emendation marks, figures. */
const NOT_CITABLE = /^(p\d+$|note-|em-|fig-|emendations$|main$)/;

/** True when an anchor id is a citable place (a rule, a section, a §). */
export function isCitable(id: string): boolean {
  return !NOT_CITABLE.test(id);
}

/** The citable anchor at or before word `location`, or undefined when there is none. */
export function anchorBefore(anchors: readonly PagefindAnchor[], location: number): PagefindAnchor | undefined {
  let best: PagefindAnchor | undefined;
  for (const a of anchors) {
    if (!isCitable(a.id) || a.location > location) continue;
    if (!best || a.location >= best.location) best = a;
  }
  return best;
}

/** The book a URL belongs to, for the citation line. */
export function bookOf(url: string): string | undefined {
  if (url.includes('/little-wars/')) return 'Little Wars';
  if (url.includes('/hellwig/')) return 'Hellwig';
  return undefined;
}

/** A reader's citation of an anchor: "Little Wars, rule melee-3b-i", "Hellwig §47a". */
export function citationOf(url: string, id: string | undefined, fallback: string): string {
  const book = bookOf(url);
  if (!book || !id) return fallback;
  const para = /^s(\d+[a-z]?)$/.exec(id);
  if (para) return `${book} §${para[1]}`;
  if (/^[a-z]+-\d/.test(id)) return `${book}, rule ${id}`;
  return `${book}, ${fallback}`;
}

/** Re-target a sub-result at the nearest citable anchor before its first match. */
export function land(sub: PagefindSubResult, anchors: readonly PagefindAnchor[]): { url: string; id: string | undefined } {
  const first = sub.locations?.[0];
  const base = sub.url.split('#')[0] ?? sub.url;
  const target = first === undefined ? sub.anchor : (anchorBefore(anchors, first) ?? sub.anchor);
  return target ? { url: `${base}#${target.id}`, id: target.id } : { url: sub.url, id: undefined };
}
