/**
 * The sitemap and robots.txt, written after the build from the pages it made: every page a reader
 * or a search engine should find, at its canonical address (the configured `site` and `base`).
 * Redirect pages (the § permalinks), the 404 page and the offline page (the service worker's answer for
 * a page not kept) are left out. robots.txt names the sitemap;
 * crawlers read it only at the root of a host, so under a base path the host's own robots.txt
 * should name it too (README, "Deploying").
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { addressOf, builtPages, refreshTarget } from './built-pages.ts';

/** Built pages that answer for another address rather than being one: the 404 and the offline page. */
const NOT_PAGES = ['404.html', 'offline/index.html'];

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Write `sitemap.xml` and `robots.txt` into `dir` for a site at `site` (an origin) under `base`; the page count. */
export function writeSitemap(dir: string, site: string, base: string): number {
  const pages = builtPages(dir).filter(
    (file) => !NOT_PAGES.includes(file) && !refreshTarget(readFileSync(join(dir, file), 'utf8')),
  );
  const urls = pages.map((file) => `  <url><loc>${escapeXml(`${site}${addressOf(file, base)}`)}</loc></url>`);
  writeFileSync(
    join(dir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ` +
      `xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
  );
  writeFileSync(join(dir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${site}${base}sitemap.xml\n`);
  return pages.length;
}
