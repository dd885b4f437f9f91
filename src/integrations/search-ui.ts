/**
 * Build the on-demand search UI (src/search/ui.ts) into `dist/search/ui.js`, a fixed URL (and the highlighter of a
 * landed page, src/search/highlight.ts, into `dist/search/highlight.js`)
 * the inline loader can import. It is not an Astro script because Astro would load it on
 * every page; text pages must load no JavaScript until the reader reaches for search.
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

/**
 * Bundle and minify the search UI into `outDir/search/ui.js`, and the marker of a landed page's search words into
 * `outDir/search/highlight.js`, for a site under `base` (`/`, `/first-wargames/`).
 */
export async function buildSearchUi(outDir: string, base: string): Promise<void> {
  const entry = (name: string) => fileURLToPath(new URL(`../search/${name}.ts`, import.meta.url));
  const result = await build({
    entryPoints: { ui: entry('ui'), highlight: entry('highlight') },
    outdir: `${outDir}/search`,
    bundle: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    // What Vite gives the islands: the base path, read by src/edition/base.ts.
    define: { 'import.meta.env.BASE_URL': JSON.stringify(base) },
    logLevel: 'silent',
  });
  if (result.errors.length > 0)
    throw new Error(`Search UI build failed: ${result.errors.map((e) => e.text).join('; ')}`);
}
