/**
 * The edition's build steps, wired into Astro. This file only wires; each step lives in
 * its own module.
 */
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { indexSite } from './pagefind.ts';
import { buildSearchUi } from './search-ui.ts';
import { collectRecords } from './search-records.ts';
import { makeBooks } from './books/make-books.ts';

/**
 * After a production build: make the books to take away, bundle the search UI, then index the site, its notes and
 * glossary with Pagefind.
 */
export default function edition(): AstroIntegration {
  let base = '/';
  let site: string | undefined;
  return {
    name: 'edition',
    hooks: {
      'astro:config:done': ({ config }) => {
        base = config.base.endsWith('/') ? config.base : `${config.base}/`;
        site = config.site;
      },
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir).replace(/\/$/, '');
        await makeBooks({ dist: out, base, site }, logger);
        await buildSearchUi(out);
        await indexSite(out, (msg) => logger.info(msg), collectRecords(out));
      },
    },
  };
}
