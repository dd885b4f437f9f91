/**
 * Where the words of the Wells glossary fall in the text: computed from the chapters' MDX at
 * build time, never typed by hand. The editors' notes are left out (they are not Wells'
 * words); each use is placed on the page of the 1913 edition whose marker precedes it.
 */
import { termPattern, type WellsGlossaryEntry } from './wells-glossary.ts';
import { withBase } from './base.ts';

/** A chapter as the scan reads it. */
export interface GlossaryChapter {
  /** The URL slug: `the-rules`. */
  readonly slug: string;
  /** How a use in it is named: "III" or "Front matter". */
  readonly label: string;
  /** The chapter's MDX, frontmatter excluded. */
  readonly body: string;
}

/** One use of a word. */
export interface TermUse {
  readonly chapter: string;
  readonly chapterLabel: string;
  /** The page of the 1913 edition it falls on; undefined before the chapter's first page marker. */
  readonly page: number | undefined;
  readonly href: string;
  /** The words as printed. */
  readonly words: string;
}

/** What the scan finds of one entry: its first uses on distinct pages, and how many uses in all. */
export interface TermUses {
  readonly first: readonly TermUse[];
  readonly total: number;
}

/** Notes (skipped whole), page markers (kept as positions), any other tag or `{…}` expression (dropped). */
const TOKEN = /<Note\b[^>]*>[\s\S]*?<\/Note>|<Page\s+n=\{(\d+)\}[^>]*\/>|<\/?[A-Za-z][^>]*>|\{[^}]*\}/g;

interface ReadingText {
  readonly text: string;
  /** Page markers by their offset in `text`, in order. */
  readonly pages: readonly { readonly at: number; readonly n: number }[];
}

/** The reading text of a chapter's MDX: its words without notes, tags or expressions, and where each page begins. */
function readingText(body: string): ReadingText {
  let text = '';
  const pages: { at: number; n: number }[] = [];
  let last = 0;
  for (const m of body.matchAll(TOKEN)) {
    text += body.slice(last, m.index);
    last = m.index + m[0].length;
    if (m[1]) pages.push({ at: text.length, n: Number(m[1]) });
    // A note or a block tag stands between words; an inline tag (Em, Rule…) may stand inside one.
    else if (m[0].startsWith('<Note')) text += ' ';
  }
  text += body.slice(last);
  return { text, pages };
}

function pageAt(pages: ReadingText['pages'], at: number): number | undefined {
  let page: number | undefined;
  for (const p of pages) {
    if (p.at > at) break;
    page = p.n;
  }
  return page;
}

/** The first `limit` uses of each entry on distinct pages, in reading order, and the count of all its uses. */
export function glossaryUses(
  entries: readonly WellsGlossaryEntry[],
  chapters: readonly GlossaryChapter[],
  limit = 3,
): ReadonlyMap<string, TermUses> {
  const texts = chapters.map((c) => ({ chapter: c, ...readingText(c.body) }));
  const result = new Map<string, TermUses>();
  for (const entry of entries) {
    const first: TermUse[] = [];
    let total = 0;
    for (const { chapter, text, pages } of texts) {
      for (const m of text.matchAll(termPattern(entry))) {
        total++;
        const page = pageAt(pages, m.index);
        const href = withBase(`/little-wars/${chapter.slug}/${page ? `#p${page}` : ''}`);
        if (first.length < limit && !first.some((u) => u.href === href)) {
          first.push({ chapter: chapter.slug, chapterLabel: chapter.label, page, href, words: m[0] });
        }
      }
    }
    result.set(entry.slug, { first, total });
  }
  return result;
}
