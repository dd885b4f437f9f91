/**
 * The two books and the edition as bibliographic records: what the meta tags, the card images,
 * the "How to cite" page, the Cite panel (citation/works.ts) and the EPUBs (integrations/books)
 * say about them. One record each, so a citation never disagrees with another.
 */

/** The books of the edition, by the ids the pages use. */
export type BookId = 'little-wars' | 'hellwig-1780';

/** A person as a citation names him. */
export interface Person {
  readonly given: string;
  readonly family: string;
}

/** A book of the edition: the first edition it is edited from. */
export interface BookRecord {
  readonly id: BookId;
  /** The book's folder on the site, and its key in citation keys and downloads: `little-wars`, `hellwig`. */
  readonly key: 'little-wars' | 'hellwig';
  /** The title as the edition gives it (in English). */
  readonly title: string;
  /** The title page's full title, in the original language. */
  readonly originalTitle: string;
  readonly authors: readonly Person[];
  /** The year of the first edition. */
  readonly published: string;
  readonly publisher: string;
  readonly place: string;
  /** The language of the original (BCP 47). */
  readonly originalLanguage: string;
  /** Who translated the text the edition prints, where it is a translation. */
  readonly translator?: string;
  /** The contents page of the book in the edition. */
  readonly contents: string;
  /** What the edition's text is edited from, in a few words, as a citation's note gives it. */
  readonly editedFrom: string;
}

export const BOOKS: Readonly<Record<BookId, BookRecord>> = {
  'little-wars': {
    id: 'little-wars',
    key: 'little-wars',
    title: 'Little Wars',
    originalTitle:
      'Little Wars: A Game for Boys from Twelve Years of Age to One Hundred and Fifty and for That More ' +
      'Intelligent Sort of Girls Who Like Boys’ Games and Books. With an Appendix on Kriegspiel',
    authors: [{ given: 'H. G.', family: 'Wells' }],
    published: '1913',
    publisher: 'Frank Palmer',
    place: 'London',
    originalLanguage: 'en',
    contents: '/little-wars/',
    editedFrom: 'edited from the first edition, with marginal drawings by J. R. Sinclair',
  },
  'hellwig-1780': {
    id: 'hellwig-1780',
    key: 'hellwig',
    title: 'Attempt at a Tactical Game Built Upon Chess',
    originalTitle:
      'Versuch eines aufs Schachspiel gebaueten taktischen Spiels von zwey und mehrern Personen zu spielen',
    authors: [{ given: 'Johann Christian Ludwig', family: 'Hellwig' }],
    published: '1780',
    publisher: 'S. L. Crusius',
    place: 'Leipzig',
    originalLanguage: 'de',
    translator: 'an anonymous English machine translation (two overlapping translations, T1 and T2)',
    contents: '/hellwig/',
    editedFrom: 'in an English translation of the first edition',
  },
};

/** The edition itself: its name, who is responsible for it, its licence. */
export const EDITION = {
  name: 'The First Wargames',
  /** The edition's version, as package.json states it (a test keeps the two the same). */
  version: '0.1.0',
  /** Who is responsible for the edition: the editors are not named as persons. */
  responsibility: 'the editors of The First Wargames',
  /** The editors by name, for `citation_editor`; none is named yet. */
  editors: [] as readonly Person[],
  language: 'en',
  licence: {
    name: 'Creative Commons Attribution 4.0 International (CC BY 4.0)',
    url: 'https://creativecommons.org/licenses/by/4.0/',
  },
} as const;

/** A person as "Family, Given", the order citation tags and reference managers read. */
export function invertedName(p: Person): string {
  return `${p.family}, ${p.given}`;
}

/** A person's given names as initials, as APA writes them: `Johann Christian Ludwig` → `J. C. L.`. */
export function initials(p: Person): string {
  return p.given
    .split(/[\s.]+/)
    .filter(Boolean)
    .map((part) => `${part[0]}.`)
    .join(' ');
}

/** A person as "Given Family". */
export function fullName(p: Person): string {
  return `${p.given} ${p.family}`;
}
