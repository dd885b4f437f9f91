/**
 * Every worked example of both books in one table: each row is a golden test of the
 * engine (`test/rules/examples.test.ts`) and a one-click preset of a widget.
 */
import { WELLS_EXAMPLES } from './wells/examples.ts';
import { HELLWIG_EXAMPLES, HELLWIG_UNRESOLVED } from './hellwig/examples.ts';
import type { UnresolvedExample } from './types.ts';

export { WELLS_EXAMPLES, HELLWIG_EXAMPLES };

/** All worked examples, Wells first, in the order of the books. */
export const WORKED_EXAMPLES = [...WELLS_EXAMPLES, ...HELLWIG_EXAMPLES] as const;

/** Examples the notes mark as unresolvable, with the reason; listed, not tested. */
export const UNRESOLVED_EXAMPLES: readonly UnresolvedExample[] = [...HELLWIG_UNRESOLVED];
