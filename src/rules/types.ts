/** Vocabulary shared by both halves of the engine. */

export const BOOKS = ['little-wars', 'hellwig-1780'] as const;
/** The two books of the edition. */
export type Book = (typeof BOOKS)[number];

/** A place in one of the source files under `content/sources/` (1-based line). */
export interface SourceRef {
  readonly file: string;
  readonly line: number;
  /** Words of that line, verbatim, so a line number cannot drift unnoticed (a test checks the line holds them). */
  readonly quote: string;
}

/**
 * One worked example from either book: a golden test of the engine and a one-click
 * preset of a widget. `kind` says which engine function the row runs through.
 */
export interface WorkedExample<K extends string = string, I = unknown, O = unknown> {
  /** Stable id, used in URLs of widget presets: `wells-melee-9v11`, `hellwig-s62-small`. */
  readonly id: string;
  readonly kind: K;
  readonly book: Book;
  /** Short title for a preset button: "9 against 11". */
  readonly title: string;
  /** The rule or § cited, as the edition prints it: `melee-3b-i`, `§62` (the edition maps it to an address). */
  readonly cite: string;
  /** Where the book states the example. */
  readonly source: SourceRef;
  /** What goes into the engine. */
  readonly inputs: I;
  /** What the book says comes out. */
  readonly outcome: O;
  /** Set where the printed text needs a one-token correction for the example to hold. */
  readonly corrected?: string;
}

/** An example the notes judge unresolvable: listed with its reason, never tested. */
export interface UnresolvedExample {
  readonly id: string;
  readonly book: Book;
  readonly title: string;
  readonly cite: string;
  readonly source: SourceRef;
  readonly reason: string;
}
