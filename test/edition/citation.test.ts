import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { FORMATS, exportCitation } from '../../src/edition/citation/exports.ts';
import { STYLES, dateParts, formatCitation, plainText } from '../../src/edition/citation/styles.ts';
import {
  citationKey,
  locatorOf,
  placeOfAnchor,
  workOfPath,
  type CiteTarget,
} from '../../src/edition/citation/target.ts';
import { EDITION, HELLWIG, LITTLE_WARS } from '../../src/edition/citation/works.ts';
import { BOOKS as DOWNLOADS } from '../../src/integrations/books/books.ts';
import { BOOKS, invertedName } from '../../src/edition/books.ts';

const SITE = 'https://example.org/wargames';
const s47: CiteTarget = {
  work: HELLWIG,
  place: placeOfAnchor('s47'),
  chapter: 'Artillery',
  url: `${SITE}/hellwig/s47/`,
  accessed: '2026-11-25',
};
const rule: CiteTarget = {
  work: LITTLE_WARS,
  place: placeOfAnchor('melee-3b-i'),
  chapter: 'The Rules',
  url: `${SITE}/little-wars/the-rules/#melee-3b-i`,
  accessed: '2026-11-25',
};
const targets = { 'hellwig-s47': s47, 'wells-melee-3b-i': rule } as const;

describe('the places a reader cites', () => {
  test('an anchor names its place in the book’s own numbering', () => {
    expect(locatorOf(placeOfAnchor('s47a'))).toBe('§ 47a');
    expect(locatorOf(placeOfAnchor('melee-3b-i'))).toBe('Hand-to-Hand Fighting and Capturing, rule (3)(b₁)');
    expect(locatorOf(placeOfAnchor('p49'))).toBe('p. 49');
    expect(locatorOf(placeOfAnchor(''))).toBeUndefined();
    expect(() => placeOfAnchor('note-x')).toThrow(/citable anchor/);
  });

  test('the book is read from the page’s path, under any base', () => {
    expect(workOfPath('/wargames/hellwig/artillery/')).toBe(HELLWIG);
    expect(workOfPath('/little-wars/the-rules/')).toBe(LITTLE_WARS);
    expect(workOfPath('/about/')).toBeUndefined();
  });

  test('citation keys are unique per place', () => {
    expect(citationKey(s47)).toBe('hellwig1780-s47');
    expect(citationKey(rule)).toBe('wells1913-melee-3b-i');
    expect(citationKey({ ...rule, place: placeOfAnchor(''), chapter: 'The Battle of Hook’s Farm' })).toBe(
      'wells1913-the-battle-of-hook-s-farm',
    );
  });

  test('a bad date is refused by name', () => {
    expect(dateParts('2026-11-25')).toEqual([2026, 11, 25]);
    expect(() => dateParts('25/11/2026')).toThrow(/YYYY-MM-DD/);
    expect(() => dateParts('2026-13-01')).toThrow(/YYYY-MM-DD/);
  });

  test('the Cite panel, the meta tags and the EPUBs name the authors and titles from one record', () => {
    for (const [work, record] of [
      [LITTLE_WARS, BOOKS['little-wars']],
      [HELLWIG, BOOKS['hellwig-1780']],
    ] as const) {
      const download = DOWNLOADS.find((d) => d.key === work.key);
      expect(invertedName(work.author)).toBe(invertedName(record.authors[0]!));
      expect(download?.authorSort).toBe(invertedName(record.authors[0]!));
      expect(download?.title).toBe(record.title);
    }
    expect(invertedName(HELLWIG.author)).toBe('Hellwig, Johann Christian Ludwig');
  });

  test('APA gives the given names as initials; Chicago and MLA in full', () => {
    const [chicago, mla, apa] = STYLES.map((s) => plainText(formatCitation(s47, s)));
    expect(chicago).toMatch(/^Hellwig, Johann Christian Ludwig\. /);
    expect(mla).toMatch(/^Hellwig, Johann Christian Ludwig\. /);
    expect(apa).toMatch(/^Hellwig, J\. C\. L\. \(1780\)/);
    expect(plainText(formatCitation(rule, 'APA'))).toMatch(/^Wells, H\. G\. \(1913\)/);
  });

  test('the edition’s version is the package’s', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    expect(EDITION.version).toBe(pkg.version);
  });
});

describe.each(Object.entries(targets))('%s', (name, target) => {
  test('in Chicago, MLA and APA', async () => {
    const text = STYLES.map((s) => `${s}:\n${plainText(formatCitation(target, s))}\n`).join('\n');
    await expect(text).toMatchFileSnapshot(`__snapshots__/citation/${name}.styles.txt`);
    // Titles are italic runs, the rest plain.
    expect(formatCitation(target, 'Chicago')).toContainEqual({ italic: target.work.title });
  });

  test.each(FORMATS.map((f) => [f.name, f.ext] as const))('as %s', async (format, ext) => {
    const file = exportCitation(target, format);
    await expect(file).toMatchFileSnapshot(`__snapshots__/citation/${name}.${ext}`);
    expect(file).toContain(target.url);
  });

  test('CSL-JSON is one item that reads back', () => {
    const [item, ...rest] = JSON.parse(exportCitation(target, 'CSL-JSON')) as Record<string, unknown>[];
    expect(rest).toEqual([]);
    expect(item).toMatchObject({
      id: citationKey(target),
      URL: target.url,
      accessed: { 'date-parts': [[2026, 11, 25]] },
    });
  });
});

test('BibTeX escapes its special characters but not the URL', () => {
  const odd = { ...rule, chapter: 'Guns & 50% of #1_{x}', url: `${SITE}/a_b/#c%20d` };
  const bib = exportCitation(odd, 'BibTeX');
  expect(bib).toContain('chapter = {Guns \\& 50\\% of \\#1\\_\\{x\\}}');
  expect(bib).toContain(`url = {${SITE}/a_b/#c%20d}`);
});
