/**
 * The books to take away, made after the site is built: the print page of each book filled from
 * its built chapters, its PDF printed by Chromium from that page, its EPUB from the same chapters,
 * and the download links (with their measured sizes) written into the pages that offer them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BOOKS, type BookSpec } from './books.ts';
import { readChapters } from './chapters.ts';
import { buildEpub } from './epub.ts';
import { printPage } from './print-page.ts';
import { chromiumPath, printBooks, type Printed } from './pdf.ts';
import { writeDownloadLinks, formatSize } from './downloads.ts';

/** Where the site is: its folder on disk, its base path (`/`, `/first-wargames/`) and its address, if configured. */
export interface SiteAt {
  readonly dist: string;
  readonly base: string;
  readonly site: string | undefined;
}

interface Log {
  info(msg: string): void;
  warn(msg: string): void;
}

/** Make the print pages, PDFs and EPUBs of both books in `dist/`, and link them. */
export async function makeBooks({ dist, base, site }: SiteAt, log: Log): Promise<void> {
  const t0 = performance.now();
  const books = BOOKS.map((book) => ({ book, chapters: readChapters(dist, base, book.key) }));
  const pages = books.map(({ book, chapters }) => {
    const page = printPage(dist, base, book.key);
    page.fill(chapters);
    return page;
  });
  mkdirSync(join(dist, 'downloads'), { recursive: true });
  const t1 = performance.now();
  const printed = await print(dist, base, site, log);
  const printing = (performance.now() - t1) / 1000;
  const siteBase = site ? new URL(base, site).href : undefined;
  if (!siteBase)
    log.warn('books: no `site` in the config: links from the EPUBs and PDFs to the site are left as text.');
  for (const [i, { book, chapters }] of books.entries()) {
    const done = printed.get(book.key);
    if (done) pages[i]?.fill(chapters, done.drawings);
    if (done) writeFileSync(join(dist, 'downloads', `${book.file}.pdf`), done.pdf);
    const epub = buildEpub(book.key, chapters, { site: siteBase, base, drawings: done?.drawings ?? new Map() });
    writeFileSync(join(dist, 'downloads', `${book.file}.epub`), epub.bytes);
    log.info(
      `${book.file}: EPUB ${formatSize(epub.bytes.length)} (${chapters.length} chapters, ${epub.footnotes} footnotes)` +
        (done ? `, PDF ${formatSize(done.pdf.length)}` : ', no PDF'),
    );
  }
  writeDownloadLinks(dist, base, BOOKS);
  log.info(`books made in ${((performance.now() - t0) / 1000).toFixed(1)} s (Chromium ${printing.toFixed(1)} s)`);
}

async function print(
  dist: string,
  base: string,
  site: string | undefined,
  log: Log,
): Promise<Map<BookSpec['key'], Printed>> {
  const chrome = chromiumPath();
  const missing =
    'the PDFs are not made and not linked, and the EPUBs carry the widgets’ captions without their drawings';
  if (!chrome) {
    log.warn(`books: no Chromium (/usr/bin/chromium, or set CHROME_PATH): ${missing}.`);
    return new Map();
  }
  try {
    return await printBooks(chrome, BOOKS, dist, base, site ? new URL(site).origin : 'http://localhost', !!site);
  } catch (error) {
    log.warn(`books: Chromium (${chrome}) could not print: ${String(error)}; ${missing}.`);
    return new Map();
  }
}
