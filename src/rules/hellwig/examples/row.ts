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
