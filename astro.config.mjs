// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import { satteri } from '@astrojs/markdown-satteri';
import edition from './src/integrations/edition.ts';
import { glossaryTerms } from './src/markdown/glossary-terms.ts';

// This file only wires things together; each step lives in src/integrations/.
export default defineConfig({
  trailingSlash: 'always',
  build: { format: 'directory' },
  // Each checkout keeps its own cache (node_modules may be shared between worktrees).
  cacheDir: './.astro/cache',
  markdown: {
    // Sätteri (Astro 7's Markdown engine) with `{#id}` heading attributes, so that
    // section ids are the edition's permanent anchors rather than slugs of the heading text.
    // The hast plugin links the first use of each glossary word in a chapter of Little Wars.
    processor: satteri({ features: { headingAttributes: true }, hastPlugins: [glossaryTerms] }),
  },
  integrations: [preact(), mdx(), edition()],
});
