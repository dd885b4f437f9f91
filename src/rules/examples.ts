/**
 * The worked examples of Wells and of Hellwig's first half (§§30–102, 172–178) in one table: each
 * row is a golden test of the engine (`test/rules/wells/examples.test.ts` and the Wells tests beside
 * it, `test/rules/hellwig/examples.test.ts`) and a one-click preset of a widget. Hellwig's second half
 * keeps its rows in tables of their own under `./hellwig/examples/`, each run by its own golden test
 * (the README's "Add a widget preset" lists them), so that a page importing this table does not carry
 * them.
 */
import { WELLS_EXAMPLES } from './wells/examples.ts';
import { HELLWIG_EXAMPLES, HELLWIG_UNRESOLVED } from './hellwig/examples.ts';
import type { UnresolvedExample } from './types.ts';

export { WELLS_EXAMPLES, HELLWIG_EXAMPLES };

/** All worked examples of this table, Wells first, in the order of the books. */
export const WORKED_EXAMPLES = [...WELLS_EXAMPLES, ...HELLWIG_EXAMPLES] as const;

/**
 * Every example of either book, in the order of the §§, that the text leaves unresolvable or not checkable without
 * the lost plates, with the reason (both halves of Hellwig; Wells has none): listed, not tested.
 */
export const UNRESOLVED_EXAMPLES: readonly UnresolvedExample[] = [...HELLWIG_UNRESOLVED];
