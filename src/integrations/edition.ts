/**
 * The edition's build steps, wired into Astro. This file only wires; each step lives in
 * its own module.
 */
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { indexSite } from './pagefind.ts';
import { buildSearchUi } from './search-ui.ts';
import { buildContentsScript } from './contents-script.ts';
import { collectRecords } from './search-records.ts';
import { buildPreviewUi } from './preview-ui.ts';
import { writePreviewIndex } from './preview-index.ts';
import { writeSitemap } from './sitemap.ts';
import { writeRedirects } from './redirects.ts';
import { applyPolicy } from './csp.ts';
import { buildOffline } from './pwa/index.ts';
import { makeBooks } from './books/make-books.ts';
import { writeWordList } from './search-words.ts';

/**
 * After a production build: make the books to take away (print pages, PDFs, EPUBs and their links), bundle the
 * search UI, the contents' script and the previews' code, write the previews' index, index the site, its notes,
 * glossary, rules and §§ with Pagefind and write its word list, write the sitemap, robots.txt and `_redirects`,
 * then (when every page is final) the Content-Security-Policy, and last the offline edition (manifest, icons,
 * service worker), whose precache revisions must see the pages as served, policy included.
 */
export default function edition(): AstroIntegration {
  let base = '/';
  let site: string | undefined;
  return {
    name: 'edition',
    hooks: {
      'astro:config:done': ({ config }) => {
        base = config.base.replace(/\/?$/, '/');
        site = config.site;
      },
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir).replace(/\/$/, '');
        await makeBooks({ dist: out, base, site }, logger);
        await buildSearchUi(out, base);
        await buildContentsScript(out);
        await buildPreviewUi(out);
        logger.info(`Previews of ${writePreviewIndex(out)} places`);
        const records = collectRecords(out, base);
        await indexSite(out, (msg) => logger.info(msg), records);
        logger.info(`The search's word list holds ${writeWordList(out, records)} words`);
        logger.info(
          `Sitemap: ${writeSitemap(out, (site ?? '').replace(/\/$/, ''), base)} pages; _redirects: ` +
            `${writeRedirects(out, base)} permalinks`,
        );
        applyPolicy(out, base);
        await buildOffline(out, base, (msg) => logger.info(msg));
      },
    },
  };
}
