/**
 * The books to take away (issue 20): the print page of each book, its EPUB and its PDF, and the
 * links to them, checked over the built site against the chapter pages they are made from.
 * EPUBCheck runs in epubcheck.test.ts.
 */
import { describe, expect, test } from 'vitest';
import { existsSync, statSync } from 'node:fs';
import { formatSize } from '../../src/integrations/books/downloads.ts';
import { chromePath } from '../support/chromium.ts';
import { served, sitePathOf } from '../support/dist.ts';
import { BOOK_KEYS, chapterFiles, downloadPath, page, readEpub, readPdf, type BookKey } from '../support/books.ts';

const PARAGRAPH_ID = /^s\d+[a-f]?$/;

/** What the site's chapter pages of a book hold: chapters, notes, page markers, §§, emendations. */
function siteBook(book: BookKey) {
  const pages = chapterFiles(book).map((file) => ({ file, root: page(file) }));
  const all = (selector: string) => pages.flatMap((p) => p.root.querySelectorAll(`article.text ${selector}`));
  return {
    slugs: pages.map((p) => p.file.split('/')[1] ?? ''),
    titles: pages.map(
      (p) =>
        p.root
          .querySelector('article.text h1')
          ?.text.replace(/^[IVX]+\.\s*/, '')
          .trim() ?? '',
    ),
    notes: all('.sidenote').length,
    pageMarkers: all('.pb[id]').map((el) => el.id),
    paragraphs: all('.para-num[id]')
      .map((el) => el.id)
      .filter((id) => PARAGRAPH_ID.test(id)),
    emendations: all('ol.emendations > li').length,
  };
}

describe.each(BOOK_KEYS)('%s: the print page', (book) => {
  const site = siteBook(book);
  const print = page(`${book}/print/index.html`);

  test('holds every chapter, in the contents’ order, with every note, page marker, § and emendation', () => {
    expect(print.querySelectorAll('section.print-chapter').map((s) => s.id)).toEqual(site.slugs.map((s) => `ch-${s}`));
    expect(print.querySelectorAll('.sidenote').length).toBe(site.notes);
    expect(print.querySelectorAll('.pb[id]').map((el) => el.id)).toEqual(site.pageMarkers);
    expect(
      print
        .querySelectorAll('.para-num[id]')
        .map((el) => el.id)
        .filter((id) => PARAGRAPH_ID.test(id)),
    ).toEqual(site.paragraphs);
    expect(print.querySelectorAll('ol.emendations > li').length).toBe(site.emendations);
  });

  test('has one h1 and no id twice, and leaves no widget controls or scripts in the book', () => {
    expect(print.querySelectorAll('h1').length).toBe(1);
    const ids = print.querySelectorAll('[id]').map((el) => el.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const book = print.querySelector('[data-print-book]');
    expect(book?.querySelectorAll('astro-island, script, button, select, .widget-slot').length).toBe(0);
  });

  test('is left out of search, which lands on the chapters (its notes are no second set of search records)', () => {
    const main = print.querySelector('main');
    expect(main?.hasAttribute('data-pagefind-body')).toBe(false);
    expect(main?.hasAttribute('data-pagefind-filter')).toBe(false);
  });

  test('links within the book stay on the page', () => {
    const ids = new Set(print.querySelectorAll('[id]').map((el) => el.id));
    const chapters = new RegExp(`^${served(`/${book}/`)}(${site.slugs.join('|')})/`);
    for (const a of print.querySelectorAll('[data-print-book] a[href]')) {
      const href = a.getAttribute('href') ?? '';
      if (href.startsWith('#')) expect(ids.has(href.slice(1)), href).toBe(true);
      else if (!a.hasAttribute('data-live')) expect(href, 'a link to a chapter of the same book').not.toMatch(chapters);
    }
  });
});

describe.each(BOOK_KEYS)('%s: the EPUB', (book) => {
  const site = siteBook(book);
  const { bytes, files } = readEpub(book);
  const chapters = [...files.keys()].filter((f) => /^EPUB\/chapter-\d+\.xhtml$/.test(f)).sort();
  const text = chapters.map((f) => files.get(f) ?? '').join('\n');
  const nav = files.get('EPUB/nav.xhtml') ?? '';

  test('is an OCF container: `mimetype` first, stored, uncompressed', () => {
    const view = new DataView(bytes.buffer, bytes.byteOffset);
    expect(view.getUint32(0, true), 'a local file header').toBe(0x04034b50);
    expect(view.getUint16(8, true), 'stored').toBe(0);
    const nameLength = view.getUint16(26, true);
    expect(new TextDecoder().decode(bytes.subarray(30, 30 + nameLength))).toBe('mimetype');
    expect(view.getUint16(28, true), 'no extra field').toBe(0);
    expect(files.get('mimetype')).toBe('application/epub+zip');
  });

  test('has every chapter in the spine and the contents, in order', () => {
    expect(chapters.length).toBe(site.slugs.length);
    const opf = files.get('EPUB/package.opf') ?? '';
    const spine = [...opf.matchAll(/<itemref idref="(c\d+)"/g)].map((m) => m[1]);
    expect(spine).toEqual(chapters.map((_, i) => `c${i + 1}`));
    const listed = [...nav.matchAll(/<li><a href="(chapter-\d+\.xhtml)">([^<]*)<\/a>/g)].map((m) => m[1]);
    expect(listed).toEqual(chapters.map((f) => f.replace('EPUB/', '')));
    for (const title of site.titles) expect(nav).toContain(title.replace(/&/g, '&amp;'));
  });

  test('carries the edition’s metadata', () => {
    const opf = files.get('EPUB/package.opf') ?? '';
    for (const tag of [
      'dc:identifier',
      'dc:title',
      'dc:creator',
      'dc:contributor',
      'dc:language',
      'dc:source',
      'dc:rights',
    ])
      expect(opf, tag).toMatch(new RegExp(`<${tag}[^>]*>[^<]+</${tag}>`));
    expect(opf).toMatch(/<meta property="dcterms:modified">\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/meta>/);
  });

  test('has one footnote for every editor’s note of the site, each with its note reference', () => {
    const footnotes = text.match(/<aside epub:type="footnote"/g) ?? [];
    expect(footnotes.length).toBe(site.notes);
    expect((text.match(/epub:type="noteref"/g) ?? []).length).toBe(site.notes);
  });

  test('lists every emendation of the site', () => {
    expect((text.match(/<li id="[^"]*em-\d+"/g) ?? []).length).toBe(site.emendations);
  });

  test('navigates by the 1913 pages (Wells) or by § (Hellwig), as the site marks them', () => {
    const pageList = /<nav epub:type="page-list"[^>]*><ol>(.*?)<\/ol><\/nav>/.exec(nav)?.[1] ?? '';
    const pages = [...pageList.matchAll(/#(p\d+)"/g)].map((m) => m[1]);
    expect(pages).toEqual(site.pageMarkers);
    const toc = /<nav epub:type="toc"[^>]*>(.*?)<\/nav>/.exec(nav)?.[1] ?? '';
    const paragraphs = [...toc.matchAll(/#(s\d+[a-f]?)"/g)].map((m) => m[1]);
    expect(paragraphs).toEqual(site.paragraphs);
    if (book === 'little-wars') expect(pages.length).toBeGreaterThan(50);
    else expect(paragraphs.length).toBeGreaterThan(250);
  });
});

const chromium = chromePath();
describe.each(BOOK_KEYS)('%s: the PDF', (book) => {
  const pageRange: Record<BookKey, [number, number]> = { 'little-wars': [40, 100], hellwig: [80, 200] };
  test.runIf(chromium || process.env['CI'])(
    'is Chromium’s print of the whole book, its chapters as the outline',
    () => {
      const { pages, outline, head } = readPdf(book);
      expect(head).toMatch(/^%PDF-1\.\d/);
      const [min, max] = pageRange[book];
      expect(pages).toBeGreaterThanOrEqual(min);
      expect(pages).toBeLessThanOrEqual(max);
      const titles = siteBook(book).titles.map((t) => t.replace(/\s+/g, ''));
      const listed = outline.map((t) => t.replace(/\s+/g, ''));
      expect(listed, 'the first chapter').toContain(titles[0]);
      expect(listed, 'the last chapter').toContain(titles.at(-1));
    },
  );
});
if (!chromium && !process.env['CI'])
  console.warn('books.test.ts: no Chromium on this machine, so the build made no PDFs and their test is SKIPPED.');

describe('the download links', () => {
  const pagesWithLinks = ['little-wars/index.html', 'hellwig/index.html', 'about/index.html'];
  test.each(pagesWithLinks)('%s links each book’s files that exist, with their measured sizes', (file) => {
    const root = page(file);
    expect(root.querySelectorAll('[data-downloads]').length, 'no placeholder is left').toBe(0);
    const lists = root.querySelectorAll('ul.downloads');
    const expected = file.startsWith('about') ? [...BOOK_KEYS] : [file.split('/')[0]];
    expect(lists.map((ul) => ul.getAttribute('data-book'))).toEqual(expected);
    for (const ul of lists) {
      const key = ul.getAttribute('data-book') ?? '';
      const made = ['epub', 'pdf'].filter((ext) => existsSync(downloadPath(`${key}.${ext}`)));
      const links = ul.querySelectorAll('a[href]');
      expect(links.map((a) => a.getAttribute('href'))).toEqual(made.map((ext) => served(`/downloads/${key}.${ext}`)));
      for (const a of links) {
        const size = formatSize(
          statSync(downloadPath(sitePathOf(a.getAttribute('href') ?? '').replace('/downloads/', ''))).size,
        );
        expect(a.parentNode?.text).toContain(`(${size})`);
      }
    }
  });

  test('every book has its EPUB (and its PDF where Chromium was there to print it)', () => {
    for (const key of BOOK_KEYS) {
      expect(existsSync(downloadPath(`${key}.epub`)), `${key}.epub`).toBe(true);
      if (chromium || process.env['CI']) expect(existsSync(downloadPath(`${key}.pdf`)), `${key}.pdf`).toBe(true);
    }
  });
});
