/**
 * The edition's apparatus over the built site: the edition-wide list of emendations is the
 * chapters' lists, entry for entry; the concordance has a row for every §; headings carry no page
 * marker in their names; the menu and the chapters' contents reach the widgets.
 */
import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, documentOf, htmlPages, readDist, served, sitePathOf } from '../support/dist.ts';

/** The chapter pages of both books, as raw HTML: parsing thirty long chapters would cost the run seconds. */
const chapters = () =>
  htmlPages()
    // The print pages hold every chapter again (issue 20's books to take away): they are not chapters.
    .filter((f) => /^(little-wars|hellwig)\/[a-z-]+\/index\.html$/.test(f) && !f.endsWith('/print/index.html'))
    .map((file) => ({ file, html: readDist(file) }))
    .filter((c) => c.html.includes('class="apparatus"'));

/** The text of an HTML fragment that holds no tags: its character references decoded. */
const text = (html = '') =>
  html.replace(/&(#\d+|amp|quot|lt|gt);/g, (_, e: string) =>
    e.startsWith('#') ? String.fromCodePoint(Number(e.slice(1))) : ({ amp: '&', quot: '"', lt: '<', gt: '>' }[e] ?? ''),
  );

describe('/emendations/ lists exactly the chapters’ emendations', () => {
  test('every entry of every chapter’s list, and nothing else, with the same readings', () => {
    const item = new RegExp(
      String.raw`<li id="(em-\d+)">[\s\S]*?<span class="em-reading">([\s\S]*?)<\/span>[\s\S]*?<span` +
        String.raw` class="em-was">([\s\S]*?)<\/span>`,
      'g',
    );
    const fromChapters = chapters().flatMap(({ file, html }) =>
      [...html.matchAll(item)].map((m) => ({
        href: served(`/${file.replace(/index\.html$/, '')}#${m[1]}`),
        reading: text(m[2]),
        was: text(m[3]),
      })),
    );
    const listed = [...documentOf('emendations/index.html').querySelectorAll('.emendation-table tbody tr')].map(
      (tr) => ({
        href: tr.querySelector('a[aria-label^="no."]')?.getAttribute('href'),
        reading: tr.querySelector('.em-reading')?.textContent,
        was: tr.querySelector('.em-was')?.textContent,
      }),
    );
    expect(fromChapters.length).toBeGreaterThan(30);
    const key = (e: { href?: string | null | undefined }) => e.href ?? '';
    expect([...listed].sort((a, b) => key(a).localeCompare(key(b)))).toEqual(
      [...fromChapters].sort((a, b) => key(a).localeCompare(key(b))),
    );
  });
});

describe('/hellwig/concordance/', () => {
  test('has one row for every § of the edition’s chapters, each linking to it; a printed alias is linked', () => {
    const doc = documentOf('hellwig/concordance/index.html');
    const aliases = new Set(
      [...doc.querySelectorAll('.concordance-table .t2 a')].map((a) =>
        sitePathOf(a.getAttribute('href') ?? '').slice('/hellwig/'.length, -1),
      ),
    );
    const sections = new Set(
      chapters()
        .filter((c) => c.file.startsWith('hellwig/'))
        .flatMap((c) => [...c.html.matchAll(/\bid="(s\d+[a-f]?)"/g)].map((m) => m[1] ?? '')),
    );
    const rows = [...doc.querySelectorAll('.concordance-table tbody tr')];
    expect(aliases).toEqual(new Set(['s88a', 's136b']));
    expect(rows.map((r) => `s${r.getAttribute('data-n')}`).sort()).toEqual(
      [...sections].filter((id) => !aliases.has(id)).sort(),
    );
    const row49 = rows.find((r) => r.getAttribute('data-n') === '49');
    expect(row49?.querySelector('th a')?.getAttribute('href')).toBe(served('/hellwig/artillery/#s49'));
    expect(row49?.querySelector('.t2 #t2-48')?.textContent).toBe('48');
  });
});

describe('headings name themselves by their words alone', () => {
  test.each(['little-wars/the-rules/index.html', 'little-wars/little-wars-and-kriegspiel/index.html'])(
    '%s: no page marker inside a heading, and the markers stand before them',
    (file) => {
      const doc = documentOf(file);
      expect([...doc.querySelectorAll('h1 .pb, h2 .pb, h3 .pb, h4 .pb')].map((e) => e.id)).toEqual([]);
      expect(doc.querySelectorAll('.chapter-text > .pb').length).toBeGreaterThan(0);
    },
  );
  test('the heading “Hand-to-Hand Fighting and Capturing” follows the marker of page 47', () => {
    const h = documentOf('little-wars/the-rules/index.html').getElementById('melee');
    expect(h?.textContent).toBe('Hand-to-Hand Fighting and Capturing');
    expect(h?.previousElementSibling?.id).toBe('p47');
  });
});

describe('the widgets are reached from the menu, the home page and the chapters', () => {
  test('the menu of every page lists the widgets, the replay and the board', () => {
    const tryMenu = [...documentOf('about/index.html').querySelectorAll('.site-nav .nav-menu')].find((m) =>
      m.querySelector('summary')?.textContent?.includes('Try the rules'),
    );
    const menu = [...(tryMenu?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'));
    expect(menu).toEqual(expect.arrayContaining([served('/little-wars/hooks-farm/'), served('/hellwig/board/')]));
    const home = [...documentOf('index.html').querySelectorAll('.widget-list a')].map((a) => a.getAttribute('href'));
    expect(home).toEqual(menu);
    expect(documentOf('index.html').body.textContent).not.toMatch(/in preparation/);
    expect(documentOf('little-wars/index.html').body.textContent).not.toMatch(/not yet linked|in preparation/);
  });
  test('a chapter’s contents list its widgets, each an anchor on the page', () => {
    for (const file of ['little-wars/the-rules/index.html', 'hellwig/artillery/index.html']) {
      const doc = documentOf(file);
      const links = [...doc.querySelectorAll('.toc-widgets a')].map((a) => a.getAttribute('href') ?? '');
      expect(links.length).toBeGreaterThan(3);
      for (const href of links) expect(doc.getElementById(href.slice(1)), href).not.toBeNull();
    }
  });
});

describe('the tags reference managers and link previews read', () => {
  const metaOf = (doc: Document, key: string) =>
    [...doc.querySelectorAll(`meta[name="${key}"], meta[property="${key}"]`)].map((m) => m.getAttribute('content'));
  test.each([
    ['little-wars/the-rules/index.html', 'The Rules', 'Wells, H. G.', '1913', 'Little Wars', '39', '62'],
    [
      'little-wars/the-battle-of-hooks-farm/index.html',
      'The Battle of Hook’s Farm',
      'Wells, H. G.',
      '1913',
      'Little Wars',
      '63',
      '87',
    ],
    [
      'hellwig/artillery/index.html',
      'On the Artillery',
      'Hellwig, Johann Christian Ludwig',
      '1780',
      'Attempt at a Tactical Game Built Upon Chess',
      undefined,
      undefined,
    ],
  ])('%s carries the Highwire tags and a Chapter in JSON-LD', (file, title, author, date, book, first, last) => {
    const doc = documentOf(file);
    expect(metaOf(doc, 'citation_title')).toEqual([title]);
    expect(metaOf(doc, 'citation_author')).toEqual([author]);
    expect(metaOf(doc, 'citation_publication_date')).toEqual([date]);
    expect(metaOf(doc, 'citation_book_title')).toEqual([book]);
    expect(metaOf(doc, 'citation_language')).toEqual(['en']);
    expect(metaOf(doc, 'citation_online_date')[0]).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
    expect(metaOf(doc, 'citation_firstpage')).toEqual(first ? [first] : []);
    expect(metaOf(doc, 'citation_lastpage')).toEqual(last ? [last] : []);
    expect(metaOf(doc, 'og:type')).toEqual(['book']);
    const scripts = [...doc.querySelectorAll('script[type="application/ld+json"]')];
    expect(scripts).toHaveLength(1);
    const ld = JSON.parse(scripts[0]?.textContent ?? '');
    expect(ld).toMatchObject({
      '@type': 'Chapter',
      name: title,
      isPartOf: { '@type': 'Book', name: book, datePublished: date },
    });
  });
  test('a contents page is a Book; every card image is a PNG of 1200 × 630', () => {
    const ld = JSON.parse(
      documentOf('hellwig/index.html').querySelector('script[type="application/ld+json"]')?.textContent ?? '',
    );
    expect(ld).toMatchObject({ '@type': 'Book', translationOfWork: { datePublished: '1780', inLanguage: 'de' } });
    for (const card of ['little-wars', 'hellwig-1780', 'edition']) {
      const png = readFileSync(join(DIST, 'og', `${card}.png`));
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], 'the IHDR’s width and height').toEqual([1200, 630]);
    }
  });
});

describe('links read as the book prints its rules', () => {
  test('the rules at a glance link each line by the printed rule, not by its anchor id', () => {
    const links = [...documentOf('little-wars/rules-at-a-glance/index.html').querySelectorAll('a.glance-cite')];
    expect(links.length).toBeGreaterThan(30);
    const byHref = new Map(links.map((a) => [a.getAttribute('href'), a.textContent?.trim()]));
    expect(byHref.get(served('/little-wars/the-rules/#melee-3b-i'))).toBe('rule (3)(b₁)');
    expect(byHref.get(served('/little-wars/the-rules/#mobility-iv'))).toBe('rule (4)');
    for (const a of links) expect(a.textContent?.trim()).not.toMatch(/^[a-z]+-[0-9ivx]/);
  });
});
