/**
 * The edition's build steps, wired into Astro. This file only wires; each step lives in
 * its own module.
 */
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { indexSite } from './pagefind.ts';
import { buildSearchUi } from './search-ui.ts';
import { collectRecords } from './search-records.ts';
import { writeSitemap } from './sitemap.ts';
import { writeRedirects } from './redirects.ts';
import { applyPolicy } from './csp.ts';

/**
 * After a production build: bundle the search UI, index the site, its notes and glossary with Pagefind,
 * write the sitemap, robots.txt and `_redirects`, and last (when every page is final) the
 * Content-Security-Policy.
 */
export default function edition(): AstroIntegration {
  let base = '/';
  let site = '';
  return {
    name: 'edition',
    hooks: {
      'astro:config:done': ({ config }) => {
        base = config.base.endsWith('/') ? config.base : `${config.base}/`;
        site = (config.site ?? '').replace(/\/$/, '');
      },
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir).replace(/\/$/, '');
        await buildSearchUi(out, base);
        await indexSite(out, (msg) => logger.info(msg), collectRecords(out, base));
        logger.info(
          `Sitemap: ${writeSitemap(out, site, base)} pages; _redirects: ${writeRedirects(out, base)} permalinks`,
        );
        applyPolicy(out, base);
      },
    },
  };
}
