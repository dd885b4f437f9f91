/**
 * The tags in a page's head that tools read: the Highwire Press `citation_*` tags Zotero and
 * Google Scholar use, schema.org JSON-LD (a Book for a contents page, a Chapter that is part of
 * the Book for a chapter), and Open Graph and Twitter cards. Pure: the page gives the site's
 * address (or none), and a tag that needs an absolute URL is left out rather than written wrong.
 */
import { BOOKS, EDITION, fullName, invertedName, type BookId, type BookRecord } from './books.ts';

/** What a page is, for the tags. */
export type PageSubject =
  | { readonly kind: 'book'; readonly book: BookId }
  | {
      readonly kind: 'chapter';
      readonly book: BookId;
      /** The chapter's title, without its numeral. */
      readonly title: string;
      readonly numeral?: string | undefined;
      /** The pages of the first edition it occupies, where they are known. */
      readonly pages?: { readonly first: number; readonly last: number } | undefined;
    }
  | { readonly kind: 'page' };

/** What the tags are built from. */
export interface HeadInput {
  readonly subject: PageSubject;
  /** The page's title as its `<title>` gives it. */
  readonly title: string;
  readonly description: string;
  /** The page's path as served, base included: `/little-wars/the-rules/`. */
  readonly path: string;
  /** The site's address (Astro.site), or undefined when none is configured. */
  readonly site: URL | undefined;
  /** The base path the site is served under (import.meta.env.BASE_URL): `/` or `/wargames/`. */
  readonly base: string;
  /** The edition's revision date, `YYYY-MM-DD`, or '' when unknown. */
  readonly revised: string;
}

/** One `<meta>`: by `name` (Highwire, Twitter) or by `property` (Open Graph). */
export type MetaTag =
  { readonly name: string; readonly content: string } | { readonly property: string; readonly content: string };

/** The head's tags for one page. */
export interface HeadTags {
  readonly meta: readonly MetaTag[];
  /** The JSON-LD, ready for a `<script type="application/ld+json">`, or '' for none. */
  readonly jsonLd: string;
}

/** The card image of a book, or of the edition, under the site's base: `og/little-wars.png`. */
export const CARDS = ['little-wars', 'hellwig-1780', 'edition'] as const;
export type CardId = (typeof CARDS)[number];
/** A card's size in pixels, as Open Graph asks. */
export const CARD_SIZE = { width: 1200, height: 630 } as const;

/** The path of a card under the base: `og/little-wars.png`. */
function cardPath(card: CardId): string {
  return `og/${card}.png`;
}

function absolute(site: URL | undefined, base: string, path: string): string | undefined {
  if (!site) return undefined;
  const root = base.endsWith('/') ? base : `${base}/`;
  const local = path.startsWith(root) || path === root.slice(0, -1) ? path : `${root}${path.replace(/^\//, '')}`;
  return new URL(local, site).href;
}

const name = (n: string, content: string): MetaTag => ({ name: n, content });
const property = (p: string, content: string): MetaTag => ({ property: p, content });

function highwire(subject: PageSubject, book: BookRecord, url: string | undefined, revised: string): MetaTag[] {
  const chapter = subject.kind === 'chapter' ? subject : undefined;
  return [
    name('citation_title', chapter ? chapter.title : book.title),
    ...book.authors.map((a) => name('citation_author', invertedName(a))),
    name('citation_publication_date', book.published),
    ...(chapter ? [name('citation_book_title', book.title)] : []),
    name('citation_publisher', book.publisher),
    name('citation_language', EDITION.language),
    ...EDITION.editors.map((e) => name('citation_editor', invertedName(e))),
    ...(url ? [name('citation_public_url', url)] : []),
    ...(revised ? [name('citation_online_date', revised.replaceAll('-', '/'))] : []),
    ...(chapter?.pages
      ? [name('citation_firstpage', String(chapter.pages.first)), name('citation_lastpage', String(chapter.pages.last))]
      : []),
  ];
}

function bookLd(book: BookRecord, url: string | undefined): Record<string, unknown> {
  return {
    '@type': 'Book',
    name: book.title,
    ...(book.originalLanguage === EDITION.language ? { alternativeHeadline: book.originalTitle } : {}),
    author: book.authors.map((a) => ({ '@type': 'Person', name: fullName(a) })),
    datePublished: book.published,
    publisher: { '@type': 'Organization', name: book.publisher, location: book.place },
    inLanguage: EDITION.language,
    ...(book.translator
      ? {
          translator: { '@type': 'Organization', name: book.translator },
          translationOfWork: {
            '@type': 'Book',
            name: book.originalTitle,
            inLanguage: book.originalLanguage,
            datePublished: book.published,
          },
        }
      : {}),
    editor: { '@type': 'Organization', name: EDITION.responsibility },
    isAccessibleForFree: true,
    ...(url ? { url } : {}),
  };
}

function jsonLd(subject: PageSubject, book: BookRecord, input: HeadInput, url: string | undefined): string {
  const contents = absolute(input.site, input.base, book.contents);
  const data =
    subject.kind === 'chapter'
      ? {
          '@type': 'Chapter',
          name: subject.title,
          ...(subject.numeral ? { position: subject.numeral } : {}),
          author: book.authors.map((a) => ({ '@type': 'Person', name: fullName(a) })),
          datePublished: book.published,
          inLanguage: EDITION.language,
          ...(subject.pages ? { pageStart: subject.pages.first, pageEnd: subject.pages.last } : {}),
          ...(url ? { url } : {}),
          ...(book.translator ? { translator: { '@type': 'Organization', name: book.translator } } : {}),
          isPartOf: bookLd(book, contents),
        }
      : bookLd(book, url);
  // `<` is escaped so that no text in the data can close the script element.
  return JSON.stringify({ '@context': 'https://schema.org', ...data }).replaceAll('<', '\\u003c');
}

/** The head's citation, schema.org and card tags of a page (issue 19: "citations that tools read"). */
export function headTags(input: HeadInput): HeadTags {
  const { subject } = input;
  const book = subject.kind === 'page' ? undefined : BOOKS[subject.book];
  const url = absolute(input.site, input.base, input.path);
  const card: CardId = book ? book.id : 'edition';
  const image = absolute(input.site, input.base, cardPath(card));
  const social: MetaTag[] = [
    property('og:type', book ? 'book' : 'website'),
    property('og:site_name', EDITION.name),
    property('og:title', input.title),
    property('og:description', input.description),
    property('og:locale', 'en_GB'),
    ...(url ? [property('og:url', url)] : []),
    ...(image
      ? [
          property('og:image', image),
          property('og:image:type', 'image/png'),
          property('og:image:width', String(CARD_SIZE.width)),
          property('og:image:height', String(CARD_SIZE.height)),
          property('og:image:alt', book ? `${book.title} (${book.published}), in ${EDITION.name}` : EDITION.name),
        ]
      : []),
    ...(book ? book.authors.map((a) => property('book:author', fullName(a))) : []),
    name('twitter:card', image ? 'summary_large_image' : 'summary'),
    name('twitter:title', input.title),
    name('twitter:description', input.description),
    ...(image ? [name('twitter:image', image)] : []),
  ];
  if (!book) return { meta: social, jsonLd: '' };
  return {
    meta: [...highwire(subject, book, url, input.revised), ...social],
    jsonLd: jsonLd(subject, book, input, url),
  };
}
