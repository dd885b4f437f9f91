/**
 * The edition's build steps, wired into Astro. This file only wires; each step lives in
 * its own module.
 */
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { indexSite } from './pagefind.ts';
import { buildSearchUi } from './search-ui.ts';
import { collectRecords } from './search-records.ts';
import { buildPreviewUi } from './preview-ui.ts';
import { writePreviewIndex } from './preview-index.ts';
import { buildOffline } from './pwa/index.ts';

/**
 * After a production build: bundle the search UI and the previews' code, write the previews' index,
 * index the site, its notes and glossary with Pagefind, then build the offline edition (manifest,
 * icons, service worker) over all of it.
 */
export default function edition(): AstroIntegration {
  let base = '/';
  return {
    name: 'edition',
    hooks: {
      'astro:config:done': ({ config }) => {
        base = config.base.replace(/\/?$/, '/');
      },
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir).replace(/\/$/, '');
        await buildSearchUi(out);
        await buildPreviewUi(out);
        logger.info(`Previews of ${writePreviewIndex(out)} places`);
        await indexSite(out, (msg) => logger.info(msg), collectRecords(out));
        await buildOffline(out, base, (msg) => logger.info(msg));
      },
    },
  };
}
