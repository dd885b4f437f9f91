/**
 * How a row of Hellwig's worked examples is written: its source line with words quoted from it,
 * and the row itself, citing its § as printed (the edition maps the § to an address).
 */
import type { SourceRef, UnresolvedExample, WorkedExample } from '../../types.ts';
import { HELLWIG_SOURCE_FILE, type HellwigExampleKind, type HellwigExampleOf } from './types.ts';

/** Line `n` (1-based) of the English translation, with words of that line verbatim (a test checks them). */
export const line = (n: number, quote: string): SourceRef => ({ file: HELLWIG_SOURCE_FILE, line: n, quote });

/**
 * One worked example: the engine function it runs through (`kind`), where the book states it, the position and what the
 * book says comes out.
 */
export function ex<K extends HellwigExampleKind>(
  kind: K,
  id: string,
  title: string,
  cite: string,
  source: SourceRef,
  inputs: HellwigExampleOf<K>['inputs'],
  outcome: HellwigExampleOf<K>['outcome'],
  corrected?: string,
): WorkedExample<K, HellwigExampleOf<K>['inputs'], HellwigExampleOf<K>['outcome']> {
  const row = { id, kind, book: 'hellwig-1780' as const, title, cite, source, inputs, outcome };
  return corrected === undefined ? row : { ...row, corrected };
}

/** The kinds of a table of rows, each with its inputs and outcome. */
type RowShapes<S> = { [K in keyof S]: { readonly inputs: unknown; readonly outcome: unknown } };

/** A row of a table whose kinds are `S`: one `WorkedExample` per kind. */
type RowOf<S extends RowShapes<S>> = {
  [K in keyof S & string]: WorkedExample<K, S[K]['inputs'], S[K]['outcome']>;
}[keyof S & string];

/**
 * The `ex` of a table kept apart from `HELLWIG_EXAMPLES` (the second half's breastworks, bridges, fortress, ...), whose
 * kinds are `S`: a row typed by its kind, as `ex` above.
 */
export function rowsOf<S extends RowShapes<S>>() {
  return <K extends keyof S & string>(
    kind: K,
    id: string,
    title: string,
    cite: string,
    source: SourceRef,
    inputs: S[K]['inputs'],
    outcome: S[K]['outcome'],
    corrected?: string,
  ): RowOf<S> => {
    const row = { id, kind, book: 'hellwig-1780' as const, title, cite, source, inputs, outcome };
    return (corrected === undefined ? row : { ...row, corrected }) as RowOf<S>;
  };
}

/** An example the notes find unresolvable, with the reason. */
export const unresolved = (
  id: string,
  title: string,
  cite: string,
  source: SourceRef,
  reason: string,
): UnresolvedExample => ({
  id,
  book: 'hellwig-1780',
  title,
  cite,
  source,
  reason,
});
