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
import { writeWordList } from './search-words.ts';

/**
 * After a production build: bundle the search UI and the contents' script, then index the site,
 * its notes, glossary, rules and §§ with Pagefind, and write its word list.
 */
export default function edition(): AstroIntegration {
  return {
    name: 'edition',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir).replace(/\/$/, '');
        await buildSearchUi(out);
        await buildContentsScript(out);
        const records = collectRecords(out);
        await indexSite(out, (msg) => logger.info(msg), records);
        logger.info(`The search's word list holds ${writeWordList(out, records)} words`);
      },
    },
  };
}
