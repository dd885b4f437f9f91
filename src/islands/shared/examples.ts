/**
 * The rows of the worked-examples table (src/rules/examples.ts) that a widget offers as presets.
 * Imported by the widgets' preset lists only, which run at build time and in tests: the table
 * stays out of the browser, where the presets arrive as props.
 */
import { WELLS_EXAMPLES } from '../../rules/examples.ts';
import type { WellsExample, WellsExampleKind } from '../../rules/wells/index.ts';

/** The rows of one kind, in the order of the book. */
export function examplesOf<K extends WellsExampleKind>(
  kind: K,
): readonly Extract<WellsExample, { readonly kind: K }>[] {
  return WELLS_EXAMPLES.filter((row): row is Extract<WellsExample, { readonly kind: K }> => row.kind === kind);
}
