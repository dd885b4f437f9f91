/**
 * Shared by the golden tables of Hellwig's second half: the source's lines (for the quote each row
 * must find on its line), the § a line stands under, and the code a call is refused with.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { expect, test } from 'vitest';
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

/** A golden row of Hellwig's second half, as far as its table's checks need it. */
interface CitedRow {
  readonly id: string;
  readonly cite: string;
  readonly source: { readonly file: string; readonly line: number; readonly quote: string };
}

/**
 * The checks every table of the second half makes of its rows: unique ids that say their §, and a quote found on the
 * row's source line, under the § it cites (a sub-§ "§. 88. a." read as §88a).
 */
export function tableQuotesItsLines(rows: readonly CitedRow[]): void {
  test('ids are unique and say which § they come from', () => {
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    for (const r of rows) {
      expect(r.id).toMatch(/^hellwig-s\d+[a-z]?-[a-z0-9-]+$/);
      expect(r.id.startsWith(`hellwig-s${r.cite.slice(1)}-`)).toBe(true);
    }
  });

  test.each(rows.map((r) => [r.id, r] as const))('%s quotes its source line, under its §', (_id, r) => {
    expect(r.source.file).toBe(HELLWIG_SOURCE_FILE);
    expect(r.source.quote.length).toBeGreaterThanOrEqual(10);
    expect(SOURCE_LINES[r.source.line - 1] ?? '').toContain(r.source.quote);
    let i = r.source.line - 1;
    // The first half prints its headings "§.13." and "§.7 a.", the second "§. 88." and "§. 88. a.".
    while (i > 0 && !/^§\. ?\d+/.test(SOURCE_LINES[i] ?? '')) i--;
    expect((SOURCE_LINES[i] ?? '').replace(/^§\. ?(\d+)\.?(?: ([a-z])\.)?.*$/, '§$1$2')).toBe(r.cite);
  });
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

/**
 * Every function of a module fed lists of good and bad arguments drawn from `pool`: each call
 * returns a value with no NaN in it or throws a RuleError, as the engine's contract says.
 */
export function keepsContract(
  exports: Record<string, (...a: unknown[]) => unknown>,
  pool: fc.Arbitrary<unknown>,
  maxLength: number,
): void {
  test.each(Object.entries(exports))('%s', (name, f) => {
    fc.assert(
      fc.property(fc.array(pool, { maxLength }), (args) => {
        try {
          const out = f(...args);
          const text = JSON.stringify(out, (_k, v: unknown) =>
            typeof v === 'number' && Number.isNaN(v) ? 'NaN!' : v instanceof Map || v instanceof Set ? [...v] : v,
          );
          expect(text ?? '').not.toContain('NaN!');
        } catch (e) {
          expect(e, `${name}: ${String(e)}`).toBeInstanceOf(RuleError);
        }
      }),
      { numRuns: 500 },
    );
  });
}
