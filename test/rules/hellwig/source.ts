/**
 * Shared by the golden tables of Hellwig's second half: the source's lines (for the quote each row
 * must find on its line), the § a line stands under, and the code a call is refused with.
 */
import { readFileSync } from 'node:fs';
import { RuleError, type RuleErrorCode } from '../../../src/rules/errors.ts';
import { HELLWIG_SOURCE_FILE } from '../../../src/rules/hellwig/examples/types.ts';

/** The lines of the Hellwig source, as the rows cite them (line n is `SOURCE_LINES[n - 1]`). */
export const SOURCE_LINES = readFileSync(
  new URL(`../../../content/sources/${HELLWIG_SOURCE_FILE}`, import.meta.url),
  'utf8',
).split('\n');

/** The nearest "§. n." (or "§.n.") heading at or above a line, as "§n". */
export function sectionOf(line: number): string {
  let i = line - 1;
  while (i > 0 && !/^§\. ?\d+/.test(SOURCE_LINES[i] ?? '')) i--;
  return (SOURCE_LINES[i] ?? '').replace(/^§\. ?(\d+).*$/, '§$1');
}

/** The RuleError code a call is refused with, or 'no error'; any other throw is a failure. */
export function codeOf(f: () => unknown): RuleErrorCode | 'no error' {
  try {
    f();
    return 'no error';
  } catch (e) {
    if (e instanceof RuleError) return e.code;
    throw e;
  }
}
