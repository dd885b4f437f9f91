/**
 * The concordance of Hellwig's translations is read from the edited chapters; here it is held to
 * the source: each translation's labels, in order, are exactly the § headings of its part of the
 * source file, and the Table of Contents' entries are the source's own lines.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  concordanceRows,
  HELLWIG_SOURCE,
  printedLabel,
  tocEntries,
  type Translation,
} from '../../src/edition/concordance.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const DIR = join(ROOT, 'content', 'hellwig');
const files = readdirSync(DIR)
  .filter((f) => /^\d+-.+\.mdx$/.test(f))
  .sort();
const chapters = files.map((f) => {
  const body = readFileSync(join(DIR, f), 'utf8');
  const translations = [...body.matchAll(/translation: (T1|T2)\b/g)].map((m) => m[1] as Translation);
  return { body, translations };
});
const SOURCE = readFileSync(join(ROOT, 'content', 'sources', HELLWIG_SOURCE.file), 'utf8').split('\n');
const part = (p: { from: number; to: number }) => SOURCE.slice(p.from - 1, p.to);
const headings = (p: { from: number; to: number }) =>
  part(p)
    .filter((l) => l.startsWith('§'))
    .map((l) => printedLabel(l));
const rows = concordanceRows(chapters);
const byN = new Map(rows.map((r) => [r.n, r]));

describe('printedLabel reads a § heading as either translation prints it', () => {
  test.each([
    ['§.47 a.', '47a'],
    ['§. 88. a.', '88a'],
    ['§. 47. (Part 4) It is at the discretion', '47 (Part 4)'],
    ['§.61–§.63. Wheeling of the Artillery.', '61–63'],
    ['§. 175 [§. 178 in the source — on wheeling of square formations]', '175'],
    ['§.66. On Howitzers', '66'],
  ])('%s → %s', (heading, label) => expect(printedLabel(heading)).toBe(label));
  test('a line that is no heading has no label', () => {
    expect(printedLabel('§')).toBeUndefined();
    expect(printedLabel('The sign of a breastwork')).toBeUndefined();
  });
});

describe('the concordance holds to the source', () => {
  test('every § of the edition is a row, once, in the order of the book', () => {
    const defined = chapters.flatMap((c) => [...c.body.matchAll(/<S\s+n="([^"]+)"/g)].map((m) => m[1]));
    expect(new Set(rows.map((r) => r.n))).toEqual(new Set(defined));
    expect(rows.length).toBe(defined.length);
    expect(rows.slice(0, 3).map((r) => r.n)).toEqual(['1', '2', '3']);
    expect(rows.at(-1)?.n).toBe('262');
  });

  test('T1’s labels, in order, are the § headings of T1 in the source', () => {
    expect(rows.flatMap((r) => r.t1)).toEqual(headings(HELLWIG_SOURCE.T1));
  });

  test('T2’s labels, in order, are the § headings of T2 in the source', () => {
    expect(rows.flatMap((r) => r.t2)).toEqual(headings(HELLWIG_SOURCE.T2));
  });

  test('where T2 numbers otherwise, the rows say so (§49 is T2’s 48, §89 its 88a, §137 its 136b)', () => {
    expect(byN.get('49')).toMatchObject({ t1: ['49'], t2: ['48'] });
    expect(byN.get('47a')).toMatchObject({ t1: ['47a'], t2: ['47 (Part 4)'] });
    expect(byN.get('89')?.t2).toEqual(['88a']);
    expect(byN.get('137')?.t2).toEqual(['136b']);
    expect(byN.get('138')?.t2).toEqual(['137']);
    expect(byN.get('48')).toMatchObject({ t1: ['48'], t2: [] });
    expect(byN.get('129')).toMatchObject({ t1: [], t2: [], missing: true });
  });
});

describe('the Table of Contents', () => {
  const toc = tocEntries(part(HELLWIG_SOURCE.toc));
  test('every entry is a line of the source’s Table of Contents and lists at least one §', () => {
    const lines = part(HELLWIG_SOURCE.toc).map((l) => l.trim());
    for (const e of toc) {
      expect(e.paragraphs.length, e.words).toBeGreaterThan(0);
      expect(lines.some((l) => l.includes(e.words) && l.includes(e.listed))).toBe(true);
    }
  });
  test('it has the heading of every chapter but XII, which gives no §§', () => {
    const heads = toc.filter((e) => e.kind === 'chapter').map((e) => e.chapter);
    expect(heads).toContain('I');
    expect(heads).toContain('XXIII');
    expect(heads).not.toContain('XII');
  });
  test('§§ 54–58 are one entry, and §§ 160a, 163a, 164a–c are numbers only the Table of Contents gives', () => {
    const entry = toc.find((e) => e.kind === 'entry' && e.paragraphs.includes('56'));
    expect(entry?.paragraphs).toEqual(['54', '55', '56', '57', '58']);
    const edition = new Set(rows.map((r) => r.n));
    const only = [...new Set(toc.flatMap((e) => e.paragraphs))].filter((n) => !edition.has(n)).sort();
    expect(only).toEqual(['160a', '163a', '164a', '164b', '164c']);
  });
});
