import { describe, expect, test } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, distBase, htmlPages, isPermalinkPage, pagesToCheck, readDist, served, urlOf } from '../support/dist.ts';
import { brokenRef, fileFor } from '../support/links.ts';

/**
 * The site's address as the build writes it (src/edition/site.ts): canonical URLs, the sitemap,
 * robots.txt and `_redirects`, each under the base path the site was built for. The links
 * themselves are held to the base by links.test.ts.
 */
const CHAPTERS = join(import.meta.dirname, '..', '..', 'content', 'hellwig');

/** Every § the edition defines and every printed label (`<S n="47a">`, `<S … printed="88a">`) → its chapter's slug. */
function paragraphIndex(): Map<string, string> {
  const map = new Map<string, string>();
  for (const file of readdirSync(CHAPTERS).filter((f) => /^\d+-.+\.mdx$/.test(f))) {
    const slug = file.replace(/^\d+-/, '').replace(/\.mdx$/, '');
    const text = readFileSync(join(CHAPTERS, file), 'utf8');
    for (const m of text.matchAll(/<S\s+n="([^"]+)"/g)) map.set(m[1]!, slug);
    for (const m of text.matchAll(/<S\b[^>]*\bprinted="([^"]+)"/g)) map.set(m[1]!, slug);
  }
  return map;
}

/** Pages that answer for another address: the 404, and the offline page (the worker's answer for a page not kept). */
const NOT_PAGES = ['404.html', 'offline/index.html'];

/** The origin the home page names as its canonical host. */
const site = () => new URL(/<link rel="canonical" href="([^"]+)">/.exec(readDist('index.html'))![1]!).origin;

describe('the site’s address in the built pages', () => {
  // npm test builds under /first-wargames/; a build at the root has no base for a link to miss.
  test.skipIf(distBase() === '/')('a link written from the root of the host, missing the base, is broken', () => {
    const page = served('/about/');
    expect(brokenRef('/little-wars/the-rules/#melee-1', page)).toMatch(/outside the site's base path/);
    expect(brokenRef(served('/little-wars/the-rules/#melee-1'), page)).toBeUndefined();
    expect(brokenRef('../cite/', page)).toBeUndefined();
  });

  test.each(pagesToCheck().filter((f) => !NOT_PAGES.includes(f) && !isPermalinkPage(f)))(
    '%s names itself as its canonical address',
    (file) => {
      const links = [...readDist(file).matchAll(/<link rel="canonical" href="([^"]+)">/g)].map((m) => m[1]);
      expect(links).toEqual([`${site()}${served(urlOf(file))}`]);
    },
  );

  test('the 404 page, the offline page and the § permalinks name no canonical address of their own', () => {
    const files = [...NOT_PAGES, ...htmlPages().filter(isPermalinkPage)];
    expect(files.filter((file) => readDist(file).includes('rel="canonical"'))).toEqual([]);
  });

  test('the sitemap lists every page a reader lands on, at its canonical address, and nothing else', () => {
    const listed = [...readDist('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!).sort();
    const pages = htmlPages()
      .filter((f) => !NOT_PAGES.includes(f) && !isPermalinkPage(f))
      .map((f) => `${site()}${served(urlOf(f))}`)
      .sort();
    expect(pages.length).toBeGreaterThan(30);
    expect(listed).toEqual(pages);
  });

  test('robots.txt names the sitemap', () => {
    expect(readDist('robots.txt')).toContain(`Sitemap: ${site()}${served('/sitemap.xml')}\n`);
  });
});

describe('_redirects: a real 301 for every § permalink', () => {
  const lines = readDist('_redirects')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'));

  test('one line per § and printed label of the § index, to the § in its chapter, under the base', () => {
    const expected = [...paragraphIndex()]
      .map(([n, slug]) => `${served(`/hellwig/s${n}/`)} ${served(`/hellwig/${slug}/#s${n}`)} 301`)
      .sort();
    expect(expected.length).toBeGreaterThan(290);
    expect([...lines].sort()).toEqual(expected);
  });

  test('every line is valid for Netlify and Cloudflare Pages: source, destination, 301; the target is built', () => {
    for (const line of lines) {
      const [from, to, code, ...rest] = line.split(' ');
      expect({ line, code, rest }).toEqual({ line, code: '301', rest: [] });
      const path = `/${to!.slice(distBase().length)}`.replace(/#.*$/, '');
      expect(fileFor(path), line).toBeDefined();
      expect(existsSync(join(DIST, from!.slice(distBase().length), 'index.html')), `${line}: the fallback page`).toBe(
        true,
      );
    }
  });
});
