/**
 * The edition cites the books (§, rule, page, line), never the editors' working notes, which
 * readers cannot see: no chapter's text, note or emendation may say "reading notes" or name a
 * worked example by its working id (E5).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

const CONTENT = join(import.meta.dirname, '..', '..', 'content');
const WORKING = /reading notes|\bexample E\d+|\bE\d{1,3}\b(?=[),;])/i;

const chapters = ['little-wars', 'hellwig'].flatMap((book) =>
  readdirSync(join(CONTENT, book))
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => join(book, f)),
);

describe('the published text cites the books, not the working notes', () => {
  test('there are chapters to read', () => {
    expect(chapters.length).toBeGreaterThan(20);
  });
  test.each(chapters)('%s', (file) => {
    const lines = readFileSync(join(CONTENT, file), 'utf8').split('\n');
    const cited = lines.flatMap((l, i) => (WORKING.test(l) ? [`line ${i + 1}: ${l.match(WORKING)?.[0]}`] : []));
    expect(cited).toEqual([]);
  });
  test('the check sees a citation of the notes', () => {
    expect(WORKING.test('as the grid shows (reading notes §3.1).')).toBe(true);
    expect(WORKING.test('85 is nowhere near 190 (example E5).')).toBe(true);
  });
});
