/**
 * Where a search result should land. Pagefind splits a page into sub-results at headings;
 * the edition's rules are paragraphs, not headings, so each sub-result is sent on to the
 * nearest citable anchor before its first match: `#melee-1`, not `#melee`.
 * Pure functions, shared by the search UI and its tests.
 */
import { isRulesAnchor, printedRule, RULES_CHAPTER_ANCHORS } from '../edition/anchors.ts';
import { withBase } from '../edition/base.ts';

/** An element with an id, as Pagefind records it (location = word position in the page). */
export interface PagefindAnchor {
  readonly element: string;
  readonly id: string;
  readonly text?: string;
  readonly location: number;
}

/** A match and how much it counts (rarer words count more), as Pagefind returns it. */
export interface WeightedLocation {
  readonly location: number;
  readonly balanced_score: number;
}

/** A sub-result as Pagefind returns it. */
export interface PagefindSubResult {
  readonly title: string;
  readonly url: string;
  readonly excerpt: string;
  readonly locations?: readonly number[];
  readonly weighted_locations?: readonly WeightedLocation[];
  readonly anchor?: PagefindAnchor;
}

/** The matches of a sub-result with their weights (1 each where Pagefind gives none). */
function weighted(sub: PagefindSubResult): WeightedLocation[] {
  return sub.weighted_locations?.length
    ? [...sub.weighted_locations]
    : (sub.locations ?? []).map((location) => ({ location, balanced_score: 1 }));
}

/** How strongly a sub-result matches: the sum of its matches' weights. */
export function subScore(sub: PagefindSubResult): number {
  return weighted(sub).reduce((n, w) => n + w.balanced_score, 0);
}

/** Ids that are apparatus, not places to cite: page markers, notes, emendation marks, figures. */
const NOT_CITABLE = /^(p\d+$|note-|em-|fig-|emendations$|main$|user-content-|footnote-)/;

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
function bookOf(url: string): string | undefined {
  if (url.includes('/little-wars/')) return 'Little Wars';
  if (url.includes('/hellwig/')) return 'Hellwig';
  return undefined;
}

/**
 * A reader's citation of an anchor, in the books' own numbering: "Little Wars, Hand-to-Hand
 * Fighting and Capturing, rule (3)(b₁)", "Hellwig §47a".
 */
export function citationOf(url: string, id: string | undefined, fallback: string): string {
  const book = bookOf(url);
  if (!book || !id) return fallback;
  const para = /^s(\d+[a-z]?)$/.exec(id);
  if (para) return `${book} §${para[1]}`;
  // A rule in Wells' numbering; a section keeps its heading as the result gives it.
  if (isRulesAnchor(id) && id.includes('-')) return `${book}, ${printedRule(id)}`;
  return `${book}, ${fallback}`;
}

/**
 * Re-target a sub-result at the citable place (rule, §) that holds most of its matches, weighed
 * by Pagefind's balanced score, the earliest on a tie: "prisoners escort" lands on the escort
 * rule, where both words recur. `wordsAt[i]` (optional) holds the page locations of the query's
 * i-th word: a place holding more of the different words wins, so "melee isolated" lands where
 * both words are, not in a paragraph that repeats "mêlée".
 */
export function land(
  sub: PagefindSubResult,
  anchors: readonly PagefindAnchor[],
  wordsAt?: readonly ReadonlySet<number>[],
): { url: string; id: string | undefined } {
  const base = sub.url.split('#')[0] ?? sub.url;
  interface Bucket {
    count: number;
    first: number;
    words: Set<number>;
    phrases: number;
  }
  const buckets = new Map<string, Bucket>();
  const several = (wordsAt?.length ?? 0) > 1;
  for (const { location, balanced_score } of weighted(sub)) {
    const anchor = anchorBefore(anchors, location);
    if (!anchor) continue;
    const b = buckets.get(anchor.id) ?? { count: 0, first: location, words: new Set<number>(), phrases: 0 };
    b.count += balanced_score;
    b.first = Math.min(b.first, location);
    wordsAt?.forEach((set, i) => {
      if (set.has(location)) b.words.add(i);
    });
    // The words in the order typed, one after another: the reader's phrase ("Guns First").
    if (several && wordsAt?.[0]?.has(location) && wordsAt.every((set, i) => set.has(location + i))) b.phrases++;
    buckets.set(anchor.id, b);
  }
  // One word: where it recurs most. Several: where they stand as a phrase, then where most of the
  // different words meet; the earliest such place, where a term is usually defined.
  const better = (x: Bucket, y: Bucket): boolean =>
    several
      ? x.phrases !== y.phrases
        ? x.phrases > y.phrases
        : x.words.size !== y.words.size
          ? x.words.size > y.words.size
          : x.first < y.first
      : x.count !== y.count
        ? x.count > y.count
        : x.first < y.first;
  let best: [string, Bucket] | undefined;
  for (const entry of buckets) if (!best || better(entry[1], best[1])) best = entry;
  const id = best?.[0] ?? sub.anchor?.id;
  return id ? { url: `${base}#${id}`, id } : { url: sub.url, id: undefined };
}

/**
 * Spellings a reader may type for one word of the texts, and a word's other forms a search would
 * miss (men, man): each group finds the others.
 */
const SPELLINGS: readonly (readonly string[])[] = [
  ['manœuvre', 'manoeuvre', 'maneuver'],
  ['manœuvres', 'manoeuvres', 'maneuvers'],
  ['kriegspiel', 'kriegsspiel'],
  ['mêlée', 'melee'],
  ['mêlées', 'melees'],
  ['men', 'man'],
  ['feet', 'foot'],
];

/** The query, and the same query with each word swapped for its other spellings. */
export function spellingVariants(query: string): string[] {
  const out = new Set([query]);
  for (const group of SPELLINGS) {
    for (const word of group) {
      const re = new RegExp(`(^|[^\\p{L}])${word}(?=$|[^\\p{L}])`, 'giu');
      if (!re.test(query)) continue;
      for (const other of group)
        if (other !== word)
          out.add(query.replace(new RegExp(`(^|[^\\p{L}])${word}(?=$|[^\\p{L}])`, 'giu'), `$1${other}`));
    }
  }
  return [...out];
}

/** A place a reader can type instead of searching: "§ 47a", "s47a", "melee-3b", "p. 39", "LW p. 39". */
export interface CitationTarget {
  readonly url: string;
  readonly label: string;
}

/**
 * Recognise a typed citation. `ruleIds` are the rules chapter's anchors; `pageHref` maps a page
 * of the 1913 Little Wars (7–111) to its URL. Returns undefined for an ordinary query.
 */
export function citationTarget(
  query: string,
  ruleIds: readonly string[],
  pageHref: (n: number) => string,
): CitationTarget | undefined {
  const q = query.trim().toLowerCase().replace(/\s+/g, ' ');
  const para = /^(?:hellwig ?)?(?:§§? ?\.? ?|s)(\d{1,3}) ?([a-f])?\.?$/.exec(q);
  if (para) {
    const n = Number(para[1]);
    if (n >= 1 && n <= 262)
      return { url: withBase(`/hellwig/s${n}${para[2] ?? ''}/`), label: `Hellwig §${n}${para[2] ?? ''}` };
  }
  const page = /^(?:(?:lw|little wars),? ?)?p(?:age|p)?\.? ?(\d{1,3})$/.exec(q);
  if (page) {
    const n = Number(page[1]);
    if (n >= 7 && n <= 111) return { url: pageHref(n), label: `Little Wars, p. ${n}` };
  }
  // A section id alone ("melee", "forces") is an ordinary word: it jumps only as "rule forces".
  const explicit = /^(?:(?:lw|little wars),? ?)?rule /.test(q);
  const rule = q.replace(/^(?:lw|little wars),? ?/, '').replace(/^rule /, '');
  if (ruleIds.includes(rule) && (explicit || rule.includes('-')))
    return { url: withBase(`/little-wars/the-rules/#${rule}`), label: `Little Wars, ${printedRule(rule)}` };
  return undefined;
}

/** A printed rule number made comparable: "(3)(b₁)", "3 b1" and "3b₁" are all "3b1". */
function numberKey(printed: string): string {
  return printed
    .toLowerCase()
    .replace(/₁/g, '1')
    .replace(/₂/g, '2')
    .replace(/[^a-z0-9]/g, '');
}

/** Wells' numbered rules with their printed numbers as keys, in reading order: melee-3b-i is "3b1". */
const PRINTED_RULES = RULES_CHAPTER_ANCHORS.filter((a) => a.printed && !a.editorial).map((a) => {
  const section = RULES_CHAPTER_ANCHORS.find((s) => s.id === a.id.split('-')[0]);
  return {
    id: a.id,
    section: `${section?.id ?? ''} ${section?.gist.toLowerCase() ?? ''}`,
    key: numberKey(printedRule(a.id).replace(/^.*, rule /, '')),
  };
});

/**
 * A rule typed by the number Wells prints, "rule 3", "rule (3)(b₁)", "melee rule 3", "the move
 * rule (5)": every rule of chapter III with that number (five sections have a rule (3)), in
 * reading order, narrowed by a section named before "rule".
 */
function printedRuleTargets(query: string): CitationTarget[] {
  const q = query
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^(?:lw|little wars),? ?/, '');
  const m = /^(?:(.+?) )?rule ?(\(?\d[\s\S]*)$/.exec(q);
  if (!m?.[2]) return [];
  const key = numberKey(m[2]);
  const section = m[1]?.replace(/^the /, '');
  return PRINTED_RULES.filter((r) => r.key === key && (!section || r.section.includes(section))).map((r) => ({
    url: withBase(`/little-wars/the-rules/#${r.id}`),
    label: `Little Wars, ${printedRule(r.id)}`,
  }));
}

/**
 * Every place a typed citation names: one for "§ 47a" or "melee-3b", each rule (3) for "rule 3",
 * none for a plain query.
 */
export function citationTargets(
  query: string,
  ruleIds: readonly string[],
  pageHref: (n: number) => string,
): CitationTarget[] {
  const one = citationTarget(query, ruleIds, pageHref);
  return one ? [one] : printedRuleTargets(query);
}
