/**
 * The two books as the downloads describe them: where their pages are on the site, their file
 * names under `/downloads/`, and the metadata an e-reader shows. The text itself always comes
 * from the built chapter pages (see chapters.ts): this file holds no word of either book. Titles,
 * authors and the edition's name come from the edition's one bibliographic record
 * (src/edition/books.ts), so an e-reader's shelf names them as the pages and citations do.
 */
import {
  BOOKS as RECORDS,
  EDITION as THE_EDITION,
  fullName,
  invertedName,
  type BookRecord,
} from '../../edition/books.ts';

/** One book of the edition, as its EPUB, PDF and print page name it. */
export interface BookSpec {
  /** The book's folder on the site and the placeholders' key: `little-wars`, `hellwig`. */
  readonly key: 'little-wars' | 'hellwig';
  /** The downloads' file name, without extension. */
  readonly file: string;
  readonly title: string;
  readonly subtitle: string;
  readonly author: string;
  /** The author as a catalogue files him: `Wells, H. G.`. */
  readonly authorSort: string;
  /** The edition the text is edited from, for `dc:source`. */
  readonly source: string;
  readonly rights: string;
  /** The short line under the PDF's pages. */
  readonly running: string;
}

const RIGHTS =
  'The text is in the public domain. The editors’ notes, emendations and drawings are part of The First ' +
  'Wargames edition.';

/** The first author of a book: both books have one. */
function author(book: BookRecord) {
  const [first] = book.authors;
  if (!first) throw new Error(`${book.id} names no author`);
  return { author: fullName(first), authorSort: invertedName(first) };
}

const WELLS = RECORDS['little-wars'];
const HELLWIG = RECORDS['hellwig-1780'];

export const BOOKS: readonly BookSpec[] = [
  {
    key: WELLS.key,
    file: 'little-wars',
    title: WELLS.title,
    subtitle:
      'A game for boys from twelve years of age to one hundred and fifty and for that more intelligent sort ' +
      'of girls who like boys’ games and books. With an appendix on Kriegspiel',
    ...author(WELLS),
    source: 'H. G. Wells, Little Wars, London: Frank Palmer, 1913 (first edition)',
    rights: RIGHTS,
    running: 'H. G. Wells, Little Wars (1913)',
  },
  {
    key: HELLWIG.key,
    file: 'hellwig',
    title: HELLWIG.title,
    subtitle:
      'Versuch eines aufs Schachspiel gebaueten taktischen Spiels von zwey und mehrern Personen zu spielen, ' +
      'in English translation',
    ...author(HELLWIG),
    source:
      'J. C. L. Hellwig, Versuch eines aufs Schachspiel gebaueten taktischen Spiels, Leipzig: S. L. Crusius, 1780',
    rights: RIGHTS,
    running: 'J. C. L. Hellwig, Tactical Game (1780)',
  },
];

/** The publisher and editors, as the downloads name them. */
export const EDITION = THE_EDITION.name;
