/**
 * The PDF of each book: Chromium's print of its print page (A4, the book's name at the head of
 * each page, the page number at the foot, the chapters as the PDF's outline), and, from the same
 * page, the drawings with their styles baked in for the EPUB. Chromium serves the page from dist/
 * itself (no server, no port), at the site's own address, so the PDF's links lead to the site.
 * Without Chromium it returns nothing and the build goes on without PDFs.
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { bakeDrawings } from './bake.ts';
import type { BookSpec } from './books.ts';

/** The system's Chromium (`CHROME_PATH`, or Debian's), or undefined. */
export function chromiumPath(): string | undefined {
  return [process.env['CHROME_PATH'], '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (p): p is string => !!p && existsSync(p),
  );
}

/** What Chromium made of one book's print page. */
export interface Printed {
  readonly pdf: Uint8Array;
  /** The baked drawings, by their `data-drawing` number. */
  readonly drawings: ReadonlyMap<string, string>;
}

const small = 'font-size:8pt;width:100%;text-align:center;font-family:Georgia,serif;color:#444';

/** Print each book's print page (`<base>key/print/`) of `dist`, as served at `origin`. */
export async function printBooks(
  executablePath: string,
  books: readonly BookSpec[],
  dist: string,
  base: string,
  origin: string,
  siteKnown: boolean,
): Promise<Map<BookSpec['key'], Printed>> {
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext();
    await context.route('**/*', (route) => route.abort());
    await context.route(`${origin}/**`, async (route) => {
      const path = decodeURIComponent(new URL(route.request().url()).pathname);
      let file = join(dist, path.startsWith(base) ? path.slice(base.length) : path);
      if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
      if (!file.startsWith(dist) || !existsSync(file)) await route.fulfill({ status: 404, body: '' });
      else await route.fulfill({ path: file });
    });
    // Both books at once: the build is otherwise one thread, and each page prints in its own renderer.
    const printed = await Promise.all(
      books.map(async (book) => {
        const page = await context.newPage();
        await page.goto(`${origin}${base}${book.key}/print/`, { waitUntil: 'load' });
        await page.emulateMedia({ media: 'print' });
        const drawings = new Map(Object.entries(await page.evaluate(bakeDrawings)));
        // Without the site's address a link to another page would lead nowhere: the PDF keeps its words only.
        if (!siteKnown) {
          await page.evaluate(() => {
            for (const a of document.querySelectorAll('a[href]')) {
              if (!a.getAttribute('href')?.startsWith('#')) a.removeAttribute('href');
            }
          });
        }
        const pdf = await page.pdf({
          format: 'A4',
          printBackground: true,
          displayHeaderFooter: true,
          headerTemplate: `<div style="${small}">${book.running}</div>`,
          footerTemplate:
            `<div style="${small}"><span ` + `class="pageNumber"></span> / <span ` + `class="totalPages"></span></div>`,
          margin: { top: '20mm', bottom: '20mm', left: '18mm', right: '18mm' },
          outline: true,
          tagged: true,
        });
        await page.close();
        return [book.key, { pdf, drawings }] as const;
      }),
    );
    return new Map(printed);
  } finally {
    await browser.close();
  }
}
