// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from './src/integrations/preact-islands.ts';
import { satteri } from '@astrojs/markdown-satteri';
import edition from './src/integrations/edition.ts';
import { siteAddress } from './src/edition/site.ts';
import { rebaseLinks } from './src/markdown/rebase-links.ts';

// Where the site is published (SITE_URL, BASE_PATH; the root and a placeholder origin by default).
const { site, base } = siteAddress();
import { glossaryTerms } from './src/markdown/glossary-terms.ts';

// This file only wires things together; each step lives in src/integrations/.
export default defineConfig({
  site,
  base,
  trailingSlash: 'always',
  build: { format: 'directory' },
  // Each checkout keeps its own cache (node_modules may be shared between worktrees).
  cacheDir: './.astro/cache',
  markdown: {
    // Sätteri (Astro 7's Markdown engine) with `{#id}` heading attributes, so that
    // section ids are the edition's permanent anchors rather than slugs of the heading text.
    // The chapters link to each other by site path (`/hellwig/s47/`); under a base path they gain it. The hast plugin
    // links the first use of each glossary word in a chapter of Little Wars.
    processor: satteri({
      features: { headingAttributes: true },
      mdastPlugins: [rebaseLinks(base)],
      hastPlugins: [glossaryTerms(base)],
    }),
  },
  integrations: [preact(), mdx(), edition()],
});
