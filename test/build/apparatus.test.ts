/**
 * The edition's apparatus over the built site: the edition-wide list of emendations is the
 * chapters' lists, entry for entry; the concordance has a row for every §; headings carry no page
 * marker in their names; the menu and the chapters' contents reach the widgets.
 */
import { describe, expect, test } from 'vitest';
import { documentOf, htmlPages, readDist } from '../support/dist.ts';

/** The chapter pages of both books, as raw HTML: parsing thirty long chapters would cost the run seconds. */
const chapters = () =>
  htmlPages()
    .filter((f) => /^(little-wars|hellwig)\/[a-z-]+\/index\.html$/.test(f))
    .map((file) => ({ file, html: readDist(file) }))
    .filter((c) => c.html.includes('class="apparatus"'));

/** The text of an HTML fragment that holds no tags: its character references decoded. */
const text = (html = '') =>
  html.replace(/&(#\d+|amp|quot|lt|gt);/g, (_, e: string) =>
    e.startsWith('#') ? String.fromCodePoint(Number(e.slice(1))) : ({ amp: '&', quot: '"', lt: '<', gt: '>' }[e] ?? ''),
  );

describe('/emendations/ lists exactly the chapters’ emendations', () => {
  test('every entry of every chapter’s list, and nothing else, with the same readings', () => {
    const item =
      /<li id="(em-\d+)">[\s\S]*?<span class="em-reading">([\s\S]*?)<\/span>[\s\S]*?<span class="em-was">([\s\S]*?)<\/span>/g;
    const fromChapters = chapters().flatMap(({ file, html }) =>
      [...html.matchAll(item)].map((m) => ({
        href: `/${file.replace(/index\.html$/, '')}#${m[1]}`,
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
        a.getAttribute('href')?.slice('/hellwig/'.length, -1),
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
    expect(row49?.querySelector('th a')?.getAttribute('href')).toBe('/hellwig/artillery/#s49');
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
    const menu = [...documentOf('about/index.html').querySelectorAll('.site-nav .nav-menu a')].map((a) =>
      a.getAttribute('href'),
    );
    expect(menu).toEqual(expect.arrayContaining(['/little-wars/hooks-farm/', '/hellwig/board/']));
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
