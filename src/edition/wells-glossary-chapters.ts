/**
 * The chapters of *Little Wars* as the glossary's scan reads them: in the book's order, each
 * named as a reader would cite it ("III", "Appendix").
 */
import type { CollectionEntry } from 'astro:content';
import type { GlossaryChapter } from './glossary-uses.ts';
import { LITTLE_WARS_CONTENTS, chapterSlug } from './little-wars.ts';

/** A short name for a chapter: its numeral, or "Front matter", or "Appendix". */
function chapterLabel(slug: string): string {
  const c = LITTLE_WARS_CONTENTS.find((x) => x.slug === slug);
  if (!c) throw new Error(`no chapter of Little Wars has the slug ${JSON.stringify(slug)}`);
  if (c.numeral) return `ch. ${c.numeral}`;
  return c.page === 0 ? 'front matter' : 'appendix';
}

/** The published chapters, in reading order, for `glossaryUses`. */
export function glossaryChapters(entries: readonly CollectionEntry<'littleWars'>[]): GlossaryChapter[] {
  return [...entries]
    .sort((a, b) => a.data.order - b.data.order)
    .map((e) => ({ slug: chapterSlug(e), label: chapterLabel(chapterSlug(e)), body: e.body ?? '' }));
}
