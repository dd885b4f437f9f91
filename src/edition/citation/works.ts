/**
 * The two books as the "Cite" panel formats them and its downloads carry them: a view of the
 * edition's one bibliographic record (../books.ts), in the shape citation styles want (the title
 * as the book prints it, an English title beside a German one, the year as a number). Nothing
 * here is a URL, which the reader's page supplies.
 */
import { BOOKS, type BookRecord, type Person } from '../books.ts';

export { EDITION } from '../books.ts';
export type { Person };

/** One of the two books, as first published. */
export interface Work {
  /** The key of the book in the edition's addresses and in citation keys. */
  readonly key: BookRecord['key'];
  readonly author: Person;
  /** The title as the book prints it (short form, as the edition names it). */
  readonly title: string;
  /** An English title, where the book's own is not English. */
  readonly englishTitle?: string;
  readonly place: string;
  readonly publisher: string;
  readonly year: number;
  /** The edition or translation this text is edited from, in a few words. */
  readonly source: string;
}

function workOf(book: BookRecord): Work {
  const english = book.originalLanguage === 'en';
  const [author] = book.authors;
  if (!author) throw new Error(`${book.id} names no author`);
  return {
    key: book.key,
    author,
    title: english ? book.title : book.originalTitle,
    ...(english ? {} : { englishTitle: book.title }),
    place: book.place,
    publisher: book.publisher,
    year: Number(book.published),
    source: book.editedFrom,
  };
}

/** H. G. Wells, Little Wars (London: Frank Palmer, July 1913). */
export const LITTLE_WARS: Work = workOf(BOOKS['little-wars']);

/** J. C. L. Hellwig, Versuch eines aufs Schachspiel gebaueten taktischen Spiels (Leipzig: S. L. Crusius, 1780). */
export const HELLWIG: Work = workOf(BOOKS['hellwig-1780']);
