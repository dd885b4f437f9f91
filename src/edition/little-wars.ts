/**
 * The shape of the book *Little Wars* (1913): its chapters in order, which of them this
 * edition has published so far, and the URL of each. The text itself lives in
 * `content/little-wars/*.mdx`.
 */
import type { CollectionEntry } from 'astro:content';
import { withBase } from './base.ts';

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
  {
    slug: 'the-beginnings-of-modern-little-warfare',
    numeral: 'II',
    title: 'The Beginnings of Modern Little Warfare',
    page: 10,
  },
  { slug: 'the-rules', numeral: 'III', title: 'The Rules', page: 39 },
  { slug: 'the-battle-of-hooks-farm', numeral: 'IV', title: 'The Battle of Hook’s Farm', page: 63 },
  {
    slug: 'extensions-and-amplifications',
    numeral: 'V',
    title: 'Extensions and Amplifications of Little War',
    page: 88,
  },
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
  return withBase(`/little-wars/${chapterOfPage(n).slug}/#p${n}`);
}

/** The URL slug of a chapter file: `03-the-rules` → `the-rules`. */
export function chapterSlug(entry: CollectionEntry<'littleWars'>): string {
  return entry.id.replace(/^\d+-/, '');
}

/** The URL of a chapter page. */
export function chapterHref(entry: CollectionEntry<'littleWars'>): string {
  return withBase(`/little-wars/${chapterSlug(entry)}/`);
}

/**
 * Where the plates of the Battle of Hook's Farm stand in this edition: each was bound in facing a
 * page, so figures 1–5B fall in chapters II and III, ahead of the battle they show.
 */
const HOOKS_FARM_PLATES: Readonly<Record<string, string>> = {
  '1': 'the-beginnings-of-modern-little-warfare',
  '2': 'the-rules',
  '3': 'the-rules',
  '4': 'the-rules',
  '5A': 'the-rules',
  '5B': 'the-rules',
  '6A': 'the-battle-of-hooks-farm',
  '6B': 'the-battle-of-hooks-farm',
  '7': 'the-battle-of-hooks-farm',
  '8': 'the-battle-of-hooks-farm',
  '9': 'the-battle-of-hooks-farm',
};

/** The URL of a plate of the battle (its caption; the photograph is not in our sources): `plateHref('5A')`. */
export function plateHref(fig: string): string {
  const slug = HOOKS_FARM_PLATES[fig];
  if (!slug) throw new Error(`no plate of the Battle of Hook's Farm is numbered ${JSON.stringify(fig)}`);
  return withBase(`/little-wars/${slug}/#fig-${fig.toLowerCase()}`);
}

/** The URL of an editor's note in chapter IV: `hooksFarmNoteHref('toss')`. */
export function hooksFarmNoteHref(id: string): string {
  return withBase(`/little-wars/the-battle-of-hooks-farm/#note-${id}`);
}

/** The replay of the Battle of Hook's Farm, move by move. */
export const HOOKS_FARM_REPLAY_PATH = withBase('/little-wars/hooks-farm/');
