/**
 * Readers of the books to take away in dist/downloads/ (EPUB and PDF), for the tests over them:
 * the EPUB's files (fflate), the PDF's page count and outline (read from the file's own objects;
 * Chromium writes neither in compressed object streams).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { parse, type HTMLElement } from 'node-html-parser';
import { DIST, readDist, sitePathOf } from './dist.ts';

export const BOOK_KEYS = ['little-wars', 'hellwig'] as const;
export type BookKey = (typeof BOOK_KEYS)[number];

/** A download's path in dist/. */
export const downloadPath = (name: string) => join(DIST, 'downloads', name);

/** The chapter pages of a book, in the order its contents page links them (dist files). */
export function chapterFiles(book: BookKey): string[] {
  return parse(readDist(`${book}/index.html`))
    .querySelectorAll('.contents-list a[href]')
    .map((a) => `${sitePathOf(a.getAttribute('href') ?? '').replace(/^\//, '')}index.html`);
}

/** A built page parsed with node-html-parser (fast, read only). */
export function page(file: string): HTMLElement {
  return parse(readDist(file));
}

/** The files of an EPUB, by path, as text (and the raw bytes for the container's checks). */
export function readEpub(book: BookKey): { bytes: Uint8Array; files: Map<string, string> } {
  const path = downloadPath(`${book}.epub`);
  if (!existsSync(path)) throw new Error(`No EPUB at ${path}: the build makes it (src/integrations/books/).`);
  const bytes = new Uint8Array(readFileSync(path));
  const files = new Map(Object.entries(unzipSync(bytes)).map(([name, data]) => [name, strFromU8(data)]));
  return { bytes, files };
}

/** A PDF string object's text: a literal `(…)` with its escapes, or hex `<FEFF…>` in UTF-16BE. */
function pdfString(raw: string): string {
  if (raw.startsWith('<')) {
    const hex = raw.slice(1, -1);
    const bytes = Buffer.from(hex, 'hex');
    if (bytes[0] === 0xfe && bytes[1] === 0xff) return bytes.subarray(2).swap16().toString('utf16le');
    return bytes.toString('latin1');
  }
  return raw
    .slice(1, -1)
    .replace(/\\([nrtbf()\\])/g, (_, c: string) => ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' })[c] ?? c);
}

/** The page count and the outline's entries (the headings Chromium lists as bookmarks) of a PDF. */
export function readPdf(book: BookKey): { pages: number; outline: string[]; head: string } {
  const text = readFileSync(downloadPath(`${book}.pdf`)).toString('latin1');
  const pages = (text.match(/\/Type\s*\/Page\b(?!s)/g) ?? []).length;
  const outline = [...text.matchAll(/\/Title\s*(\((?:[^\\)]|\\.)*\)|<[0-9A-Fa-f\s]+>)/g)].map((m) =>
    pdfString(m[1] ?? ''),
  );
  return { pages, outline, head: text.slice(0, 8) };
}
