/**
 * The download links are written only for the files that exist, with their measured sizes: a
 * build without Chromium makes no PDF and must not link one (issue 20). Run on a small site in a
 * temporary folder, so it needs no second build.
 */
import { describe, expect, test } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BOOKS } from '../../src/integrations/books/books.ts';
import { formatSize, writeDownloadLinks } from '../../src/integrations/books/downloads.ts';

describe('writeDownloadLinks', () => {
  test(
    'links the EPUB that exists and not the PDF that was never made, and removes a placeholder with nothing to ' +
      'link',
    () => {
      const dist = mkdtempSync(join(tmpdir(), 'books-'));
      try {
        mkdirSync(join(dist, 'downloads'));
        mkdirSync(join(dist, 'about'));
        writeFileSync(join(dist, 'downloads', 'little-wars.epub'), new Uint8Array(150_000));
        const page = (key: string) => `<p>x</p><div data-downloads="${key}" hidden></div><p>y</p>`;
        writeFileSync(join(dist, 'about', 'index.html'), page('little-wars') + page('hellwig'));
        writeDownloadLinks(dist, '/first-wargames/', BOOKS);
        const html = readFileSync(join(dist, 'about', 'index.html'), 'utf8');
        expect(html).not.toContain('data-downloads');
        expect(html).toContain(`href="/first-wargames/downloads/little-wars.epub"`);
        expect(html).toContain(`(${formatSize(150_000)})`);
        expect(html).not.toContain('.pdf');
        expect(html).not.toContain('hellwig.');
        expect(html.match(/<ul class="downloads"/g)?.length).toBe(1);
      } finally {
        rmSync(dist, { recursive: true, force: true });
      }
    },
  );

  test('says sizes as a reader reads them', () => {
    expect(formatSize(150_000)).toBe('146 KB');
    expect(formatSize(2_334_954)).toBe('2.2 MB');
    expect(formatSize(10)).toBe('1 KB');
  });
});
