/**
 * A reader's words against the index's: which words of a query carry its meaning (a question's
 * "how", "can", "a" do not, and are neither searched nor marked), and the nearest word the index
 * holds for one it does not ("artilery": artillery). Pure functions, shared by the search UI,
 * the build (which writes the index's words) and the tests.
 */

/** Words that say nothing of what is sought: articles, pronouns, auxiliaries and a question's words. */
const STOP_WORDS = new Set(
  (
    'a an the and or but nor of to in on at by for from with into onto as is are was were be been being am ' +
    'do does did doing have has had having can could may might must shall should will would ' +
    'i me my we us our you your he him his she her it its they them their this that these those ' +
    'what which who whom whose when where why how far many much there here than then so if not no ' +
    'any some all each every one ones about up out off over under again just only very too also'
  ).split(' '),
);

/** True when `word` (any case) is a stop word. */
export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word.toLowerCase());
}

/** The words of a query, split as Pagefind splits them (letters and digits, apostrophes and hyphens inside). */
export function queryWords(query: string): string[] {
  return query.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];
}

/**
 * The query as searched: without its stop words, unless that would leave nothing ("to be or not
 * to be" is searched as typed). A query without stop words is returned unchanged.
 */
export function meaningfulQuery(query: string): string {
  const words = queryWords(query);
  const kept = words.filter((w) => !isStopWord(w));
  if (kept.length === 0 || kept.length === words.length) return query.trim();
  return kept.join(' ');
}

/** The edit distance of two words (insertions, deletions, substitutions, swaps of neighbours), capped at `max + 1`. */
function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, (prev2[j - 2] ?? 0) + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length] ?? max + 1;
}

/** The index's words with how often each occurs, as the build writes them (`/search/words.json`). */
export type WordCounts = readonly (readonly [word: string, count: number])[];

/**
 * The word of `words` nearest to `word` (one edit for words of up to five letters, two beyond),
 * the more frequent on a tie; undefined when `word` is itself a word of the index or none is near.
 */
export function nearestWord(word: string, words: WordCounts): string | undefined {
  const w = word.toLowerCase();
  if (w.length < 3 || /\d/.test(w)) return undefined;
  const max = w.length <= 5 ? 1 : 2;
  let best: { word: string; d: number; n: number } | undefined;
  for (const [candidate, n] of words) {
    if (candidate === w) return undefined;
    const d = editDistance(w, candidate, max);
    if (d > max) continue;
    if (!best || d < best.d || (d === best.d && n > best.n)) best = { word: candidate, d, n };
  }
  return best?.word;
}

/**
 * The query with each word the index lacks replaced by its nearest word, or undefined when
 * nothing changes: "artilery range" gives "artillery range".
 */
export function correctedQuery(query: string, words: WordCounts): string | undefined {
  let changed = false;
  const out = queryWords(query).map((w) => {
    if (isStopWord(w)) return w;
    const near = nearestWord(w, words);
    if (near) changed = true;
    return near ?? w;
  });
  return changed ? out.join(' ') : undefined;
}

/** The words of a text and how often each occurs, lower-cased, most frequent first (the build's word list). */
export function countWords(texts: Iterable<string>): [string, number][] {
  const counts = new Map<string, number>();
  for (const text of texts)
    for (const w of queryWords(text.toLowerCase()))
      if (w.length >= 3 && !/\d/.test(w)) counts.set(w, (counts.get(w) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}
