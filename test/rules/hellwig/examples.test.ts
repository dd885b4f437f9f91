import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { HELLWIG_EXAMPLES, HELLWIG_UNRESOLVED, HELLWIG_SOURCE_FILE } from '../../../src/rules/hellwig/examples.ts';
import * as hellwig from '../../../src/rules/hellwig/index.ts';
import { run } from './run.ts';

const lines = readFileSync(new URL(`../../../content/sources/${HELLWIG_SOURCE_FILE}`, import.meta.url), 'utf8').split(
  '\n',
);

describe('Hellwig worked examples (golden)', () => {
  test.each(HELLWIG_EXAMPLES.map((row) => [row.id, row] as const))('%s', (_id, row) => {
    expect(run(row)).toEqual(row.outcome);
  });
});

describe('the example table', () => {
  const all = [...HELLWIG_EXAMPLES, ...HELLWIG_UNRESOLVED];

  test('ids are unique and say which book and § they come from', () => {
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
    for (const r of all) expect(r.id).toMatch(/^hellwig-s\d+[a-z]?-[a-z0-9-]+$/);
  });

  test.each(all.map((r) => [r.id, r] as const))('%s cites its § as printed', (_id, r) => {
    expect(r.book).toBe('hellwig-1780');
    expect(r.cite).toMatch(/^§\d+[a-z]?$/);
    expect(r.id.startsWith(`hellwig-s${r.cite.slice(1)}-`)).toBe(true);
    expect(r.source.file).toBe(HELLWIG_SOURCE_FILE);
  });

  // As the Wells rows do: words of the cited line, verbatim, so a drifting line number fails.
  test.each(all.map((r) => [r.id, r] as const))('%s quotes its source line', (_id, r) => {
    expect(r.source.quote.length, 'a quote of a few words').toBeGreaterThanOrEqual(10);
    expect(lines[r.source.line - 1] ?? '').toContain(r.source.quote);
  });

  // The quote is the part of the line that states this example: it names one of the row's squares where the line names
  // any.
  test.each(HELLWIG_EXAMPLES.map((r) => [r.id, r] as const))('%s quotes words that name its squares', (_id, r) => {
    const numbers = new Set(JSON.stringify([r.inputs, r.outcome]).match(/\d+/g) ?? []);
    const quoted = r.source.quote.match(/\d+/g) ?? [];
    if (quoted.length > 0)
      expect(
        quoted.some((n) => numbers.has(n)),
        r.source.quote,
      ).toBe(true);
  });

  test('most quotes name a number, so the check above applies to them', () => {
    const withNumbers = HELLWIG_EXAMPLES.filter((r) => /\d/.test(r.source.quote));
    expect(withNumbers.length).toBeGreaterThan(HELLWIG_EXAMPLES.length / 2);
  });

  // The cited line must carry a square number the row uses: a guard against a line number drifting.
  test.each(HELLWIG_EXAMPLES.map((r) => [r.id, r] as const))('%s points at a line that names its squares', (_id, r) => {
    const text = lines[r.source.line - 1] ?? '';
    const numbers = new Set(JSON.stringify([r.inputs, r.outcome]).match(/\d+/g) ?? []);
    const named = (text.match(/\d+/g) ?? []).filter((n) => numbers.has(n));
    expect(named.length).toBeGreaterThan(0);
  });

  test('unresolved rows give a reason and point into the source', () => {
    for (const r of HELLWIG_UNRESOLVED) {
      expect(r.reason.length).toBeGreaterThan(20);
      expect(lines[r.source.line - 1]?.length ?? 0).toBeGreaterThan(0);
    }
  });

  test('the public index does not re-export the example table', () => {
    expect(Object.keys(hellwig)).not.toContain('HELLWIG_EXAMPLES');
    expect(Object.keys(hellwig)).not.toContain('HELLWIG_UNRESOLVED');
  });
});
