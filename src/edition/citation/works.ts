/**
 * The bibliographic data of the edition and of the two books it prints, in one place: what the
 * "Cite" panel formats and what its downloads carry. It states what the About and How to cite
 * pages state (the first editions' imprints, the edition's title and version); nothing here is a
 * URL, which the reader's page supplies.
 */

/** A person as reference managers want one: family name and given names or initials. */
export interface Person {
  readonly family: string;
  readonly given: string;
}

/** One of the two books, as first published. */
export interface Work {
  /** The key of the book in the edition's addresses and in citation keys. */
  readonly key: 'little-wars' | 'hellwig';
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

/** H. G. Wells, Little Wars (London: Frank Palmer, July 1913). */
export const LITTLE_WARS: Work = {
  key: 'little-wars',
  author: { family: 'Wells', given: 'H. G.' },
  title: 'Little Wars',
  place: 'London',
  publisher: 'Frank Palmer',
  year: 1913,
  source: 'edited from the first edition, with marginal drawings by J. R. Sinclair',
};

/** J. C. L. Hellwig, Versuch eines aufs Schachspiel gebaueten taktischen Spiels (Leipzig: S. L. Crusius, 1780). */
export const HELLWIG: Work = {
  key: 'hellwig',
  author: { family: 'Hellwig', given: 'J. C. L.' },
  title: 'Versuch eines aufs Schachspiel gebaueten taktischen Spiels von zwey und mehrern Personen zu spielen',
  englishTitle: 'Attempt at a Tactical Game Built Upon Chess',
  place: 'Leipzig',
  publisher: 'S. L. Crusius',
  year: 1780,
  source: 'in an English translation of the first edition',
};

/** The edition itself: the site that prints both books. */
export const EDITION = {
  title: 'The First Wargames',
  subtitle: 'An annotated, interactive edition',
  /** The edition's version, as package.json states it. */
  version: '0.1.0',
} as const;
