/**
 * The shape of the book *Little Wars* (1913): its chapters in order, which of them this
 * edition has published so far, and the URL of each. The text itself lives in
 * `content/little-wars/*.mdx`.
 */
import type { CollectionEntry } from 'astro:content';

/** A chapter of the 1913 book, as its Contents list it. */
export interface BookChapter {
  /** The URL slug, also the chapter file's name after its number: `the-rules`. */
  readonly slug: string;
  readonly numeral: string;
  readonly title: string;
  /** First page in the 1913 edition; 0 for the unnumbered front matter. */
  readonly page: number;
}

/** The parts of the 1913 edition in order: the front matter, then the Contents (source lines 73–90). */
export const LITTLE_WARS_CONTENTS: readonly BookChapter[] = [
  { slug: 'front-matter', numeral: '', title: 'Title, Contents and Illustrations', page: 0 },
  { slug: 'of-the-legendary-past', numeral: 'I', title: 'Of the Legendary Past', page: 7 },
  { slug: 'the-beginnings-of-modern-little-warfare', numeral: 'II', title: 'The Beginnings of Modern Little Warfare', page: 10 },
  { slug: 'the-rules', numeral: 'III', title: 'The Rules', page: 39 },
  { slug: 'the-battle-of-hooks-farm', numeral: 'IV', title: 'The Battle of Hook’s Farm', page: 63 },
  { slug: 'extensions-and-amplifications', numeral: 'V', title: 'Extensions and Amplifications of Little War', page: 88 },
  { slug: 'ending-with-a-sort-of-challenge', numeral: 'VI', title: 'Ending with a Sort of Challenge', page: 96 },
  { slug: 'little-wars-and-kriegspiel', numeral: '', title: 'Appendix: Little Wars and Kriegspiel', page: 101 },
];

/** The chapter of the 1913 edition on which page `n` falls (the last part starting at or before it). */
export function chapterOfPage(n: number): BookChapter {
  if (!Number.isInteger(n) || n < 1) throw new Error(`page must be a page number of the 1913 edition; received ${n}`);
  let found: BookChapter | undefined;
  for (const c of LITTLE_WARS_CONTENTS) if (c.page > 0 && c.page <= n) found = c;
  if (!found) throw new Error(`page ${n} falls before chapter I (p. 7)`);
  return found;
}

/** The URL of page `n` of the 1913 edition: `/little-wars/the-battle-of-hooks-farm/#p74`. */
export function pageHref(n: number): string {
  return `/little-wars/${chapterOfPage(n).slug}/#p${n}`;
}

/** The URL slug of a chapter file: `03-the-rules` → `the-rules`. */
export function chapterSlug(entry: CollectionEntry<'littleWars'>): string {
  return entry.id.replace(/^\d+-/, '');
}

/** The URL of a chapter page. */
export function chapterHref(entry: CollectionEntry<'littleWars'>): string {
  return `/little-wars/${chapterSlug(entry)}/`;
}
