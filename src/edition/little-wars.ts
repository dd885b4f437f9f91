/**
 * The shape of the book *Little Wars* (1913): its chapters in order, which of them this
 * edition has published so far, and the URL of each. The text itself lives in
 * `content/little-wars/*.mdx`.
 */
import type { CollectionEntry } from 'astro:content';

/** A chapter of the 1913 book, as its Contents list it. */
export interface BookChapter {
  readonly numeral: string;
  readonly title: string;
  /** First page in the 1913 edition. */
  readonly page: number;
}

/** The Contents of the 1913 edition (source lines 73–90). */
export const LITTLE_WARS_CONTENTS: readonly BookChapter[] = [
  { numeral: 'I', title: 'Of the Legendary Past', page: 7 },
  { numeral: 'II', title: 'The Beginnings of Modern Little Warfare', page: 10 },
  { numeral: 'III', title: 'The Rules', page: 39 },
  { numeral: 'IV', title: 'The Battle of Hook’s Farm', page: 63 },
  { numeral: 'V', title: 'Extensions and Amplifications of Little War', page: 88 },
  { numeral: 'VI', title: 'Ending with a Sort of Challenge', page: 96 },
  { numeral: '', title: 'Appendix: Little Wars and Kriegspiel', page: 101 },
];

/** The URL slug of a chapter file: `03-the-rules` → `the-rules`. */
export function chapterSlug(entry: CollectionEntry<'littleWars'>): string {
  return entry.id.replace(/^\d+-/, '');
}

/** The URL of a chapter page. */
export function chapterHref(entry: CollectionEntry<'littleWars'>): string {
  return `/little-wars/${chapterSlug(entry)}/`;
}
