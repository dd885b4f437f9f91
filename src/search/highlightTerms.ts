/**
 * Which words of a search a landed page marks (`?highlight=…`, one per word as Pagefind writes
 * them, or several in one). Only the words of a real query: whole words of three letters or more
 * that are not stop words, so "how many men can a gun kill" marks men, gun and kill, not the 1,135
 * "a"s and "can"s of a chapter, and `?highlight=e` marks nothing. Pure: the page's marking is highlight.ts.
 */

/** The fewest letters a marked word has. */
const MIN_LETTERS = 3;
/** The most places a page marks: enough to find the words, never a page painted over. */
export const MAX_MARKS = 100;

/** English words of three letters or more that carry no meaning of their own in a reader's question. */
const STOP_WORDS = new Set(
  (
    'the and for but nor not yet can could how what when where which who whom whose why with without from that this ' +
    ('these those his her hers its our ours your yours their theirs them they you are was were been being ' +
      'have has had ') +
    'having does did doing done will would shall should may might must into onto upon about than then there here all ' +
    'any some each every many much more most very just also only own same such too out off over under again once ' +
    'both few other else ever any get got let yes'
  ).split(' '),
);

/** The words to mark, lower-cased and without repeats, from the values of `?highlight=`. */
export function highlightTerms(values: readonly string[]): readonly string[] {
  const words = values.flatMap((v) => v.toLowerCase().split(/[^\p{L}\p{N}'’-]+/u));
  return [
    ...new Set(
      words
        .map((w) => w.replace(/^['’-]+|['’-]+$/g, ''))
        .filter((w) => [...w].length >= MIN_LETTERS && !STOP_WORDS.has(w)),
    ),
  ];
}

/** Letters the books print with or without an accent: "melee" marks "mêlée", "manoeuvre" is searched as typed. */
const ACCENTED: Readonly<Record<string, string>> = {
  a: 'aàâäá',
  e: 'eéèêë',
  i: 'iîïí',
  o: 'oôöó',
  u: 'uûüú',
  c: 'cç',
  n: 'nñ',
};

/**
 * One pattern for the terms, each a whole word (no letter or digit on either side), accents or none, with a plural's
 * s or es; null when there is nothing to mark.
 */
export function wordPattern(terms: readonly string[]): RegExp | null {
  if (terms.length === 0) return null;
  const one = (term: string) =>
    [...term].map((ch) => (ACCENTED[ch] ? `[${ACCENTED[ch]}]` : ch.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&'))).join('');
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${terms.map(one).join('|')})(?:e?s)?(?![\\p{L}\\p{N}])`, 'giu');
}
