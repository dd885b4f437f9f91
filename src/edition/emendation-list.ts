/**
 * The edition-wide list of emendations (`/emendations/`): every `<Em>` of both books, read by
 * the same `extractEmendations` that makes each chapter's list, with the place it stands in the
 * book's own terms (the page of 1913 for Wells, the § for Hellwig) and its address. There is no
 * second list: a chapter's tags are the one source of truth.
 */
import { extractEmendations, type Emendation } from '../markdown/emendations.ts';

/** A chapter as the list needs it: where it is, what it is called, and its MDX source. */
export interface EmendedChapter {
  readonly book: 'little-wars' | 'hellwig-1780';
  /** The chapter's address: `/little-wars/the-rules/`. */
  readonly href: string;
  /** The chapter as a reader names it: `III. The Rules`. */
  readonly label: string;
  readonly body: string;
}

/** One emendation in the edition-wide list. */
export interface EmendationRow extends Emendation {
  readonly chapter: EmendedChapter['label'];
  /** Where it stands in the book: `p. 49`, `§ 49b`, or '' before the first marker. */
  readonly place: string;
  /** Its place in the text: `/little-wars/the-rules/#em-1-ref`. */
  readonly href: string;
  /** Its entry in the chapter's own list: `/little-wars/the-rules/#em-1`. */
  readonly listHref: string;
}

const MARKER = { 'little-wars': /<Page\s+n=\{(\d+)\}/g, 'hellwig-1780': /<S\s+n="([^"]+)"/g } as const;
const EM_START = /<Em\b/g;

/** The last page (Wells) or § (Hellwig) marked before each `<Em>` of a chapter, in order. */
function placesOf(chapter: EmendedChapter): string[] {
  const markers = [...chapter.body.matchAll(MARKER[chapter.book])].map((m) => ({ at: m.index, n: m[1] ?? '' }));
  return [...chapter.body.matchAll(EM_START)].map((em) => {
    const before = markers.filter((m) => m.at < em.index).at(-1);
    if (!before) return '';
    return chapter.book === 'little-wars' ? `p. ${before.n}` : `§ ${before.n}`;
  });
}

/** Every emendation of the chapters given, in their order, each with its place and address. */
export function emendationRows(chapters: readonly EmendedChapter[]): readonly EmendationRow[] {
  return chapters.flatMap((chapter) => {
    const places = placesOf(chapter);
    return extractEmendations(chapter.body).map((e, i) => ({
      ...e,
      chapter: chapter.label,
      place: places[i] ?? '',
      href: `${chapter.href}#em-${e.n}-ref`,
      listHref: `${chapter.href}#em-${e.n}`,
    }));
  });
}
