import { describe, expect, test } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { RULES_CHAPTER_ANCHORS } from '../../src/edition/anchors.ts';
import { placeOfAnchor } from '../../src/edition/citation/target.ts';
import { PREVIEW_BOOKS, type PreviewEntry } from '../../src/integrations/preview-index.ts';
import { DIST, htmlPages, isPermalinkPage, readDist, requireDist } from '../support/dist.ts';

/** The index as the browser fetches it: dist/previews/<book>.json. */
function index(book: string): Record<string, PreviewEntry> {
  return JSON.parse(readFileSync(join(DIST, 'previews', `${book}.json`), 'utf8')) as Record<string, PreviewEntry>;
}

describe('the previews’ index', () => {
  requireDist();
  const books = Object.fromEntries(PREVIEW_BOOKS.map((b) => [b, index(b)]));
  const pages = htmlPages().filter((f) => /^(hellwig|little-wars)\//.test(f) && !isPermalinkPage(f));

  test('every reference on every page has its place in the index, with a citation and text', () => {
    let n = 0;
    for (const file of pages) {
      const html = readDist(file);
      // Every reference the edition makes a link (<Ref>, <See>, <PageRef>) carries its preview.
      const refs = [...html.matchAll(/<a class="xref"[^>]*>/g)].map((m) => m[0]);
      for (const a of refs) expect(a, `${file}: a reference without its preview`).toMatch(/data-preview="/);
      for (const [, book = '', key = ''] of html.matchAll(/data-preview="([a-z-]+):([^"]+)"/g)) {
        const entry = books[book]?.[key];
        expect(entry, `${file}: ${book}:${key}`).toBeDefined();
        expect(entry!.citation).not.toBe('');
        expect(entry!.text.length, `${book}:${key}`).toBeGreaterThan(20);
        n++;
      }
    }
    // The loop checks something: the books cross-refer hundreds of times.
    expect(n).toBeGreaterThan(200);
  });

  test('every glossary mark in the text has its entry in the index', () => {
    // The Wells glossary's plugin marks a word's first use in a chapter with a link to its entry (a.glossary-term).
    for (const file of pages) {
      for (const [, book = '', id = ''] of readDist(file).matchAll(
        /<a class="glossary-term" href="[^"]*\/(hellwig|little-wars)\/glossary\/#([^"]+)"/g,
      )) {
        const entry = books[book]?.[`glossary#${decodeURIComponent(id)}`];
        expect(entry?.text, `${file}: ${book} glossary#${id}`).toBeTruthy();
      }
    }
  });

  test('every § of Hellwig and every anchor of Wells’ rules chapter is there', () => {
    const dir = join(import.meta.dirname, '../../content/hellwig');
    // Every <S n="…"> of the chapters (src/edition/hellwig.ts reads them so, through Astro's content layer).
    const paragraphs = readdirSync(dir).flatMap((f) =>
      [...readFileSync(join(dir, f), 'utf8').matchAll(/<S\s+n="([^"]+)"/g)].map((m) => m[1] ?? ''),
    );
    expect(paragraphs.length).toBeGreaterThan(250);
    for (const n of paragraphs) expect(books['hellwig']?.[`s${n}`]?.text, `§ ${n}`).toBeTruthy();
    for (const a of RULES_CHAPTER_ANCHORS) expect(books['little-wars']?.[a.id]?.text, a.id).toBeTruthy();
  });

  test.each([
    ['hellwig', 's62', 'Hellwig §62', 'hellwig/artillery/#s62'],
    ['hellwig', 's136b', 'Hellwig §136b', 'hellwig/bridges/#s136b'],
    [
      'little-wars',
      'melee-3b-i',
      'Little Wars, Hand-to-Hand Fighting and Capturing, rule (3)(b₁)',
      'little-wars/the-rules/#melee-3b-i',
    ],
    ['little-wars', 'melee', 'Little Wars, Hand-to-Hand Fighting and Capturing', 'little-wars/the-rules/#melee'],
    ['little-wars', 'p23', 'Little Wars, p. 23', 'little-wars/the-beginnings-of-modern-little-warfare/#p23'],
  ])('%s %s is cited as the book prints it: %s', (book, key, citation, url) => {
    expect(books[book]?.[key]).toMatchObject({ citation, url });
  });

  test('an excerpt is the book’s words, without the apparatus around them', () => {
    const rule = books['little-wars']?.['melee-3b-i']?.text ?? '';
    expect(rule).toMatch(/^\(b₁\) If it is isolated \(see 1 above\), then as many men become prisoners/);
    expect(rule).not.toMatch(/Editor’s note|at a glance|Page \d+ of the 1913/);
    // A long paragraph is cut at a word and says so.
    expect(rule).toMatch(/ …$/);
    expect(books['little-wars']?.['p49']?.text).toMatch(/^examine the mêlée and dispose of the men/);
    expect(books['little-wars']?.['p58']?.text).toMatch(/no text of this page in our source/);
    expect(books['hellwig']?.['s129']?.text).toMatch(/in neither translation/);
  });

  test('every entry leads to a built page that holds its anchor', () => {
    for (const [book, entries] of Object.entries(books)) {
      for (const [key, entry] of Object.entries(entries)) {
        const [path = '', id = ''] = entry.url.split('#');
        const file = join(DIST, path, 'index.html');
        expect(existsSync(file), `${book}:${key} → ${entry.url}`).toBe(true);
        expect(readFileSync(file, 'utf8'), `${book}:${key} → ${entry.url}`).toContain(`id="${id}"`);
      }
    }
  });

  test('every Cite button names a place a citation can be made of', () => {
    let n = 0;
    for (const file of pages) {
      for (const [, id = ''] of readDist(file).matchAll(/data-cite-of="([^"]*)"/g)) {
        expect(() => placeOfAnchor(id), `${file}: ${id}`).not.toThrow();
        n++;
      }
    }
    expect(n).toBeGreaterThan(300);
  });
});
