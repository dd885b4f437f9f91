/**
 * Build the chapter contents' current-place script (src/chapter/contents.ts) into
 * `dist/chapter/contents.js`, a fixed URL the inline loader imports at the reader's first scroll.
 * Not an Astro script: Astro would load it with the page, and text pages load no JavaScript first.
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

/** Bundle and minify the contents script into `outDir/chapter/contents.js`. */
export async function buildContentsScript(outDir: string): Promise<void> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('../chapter/contents.ts', import.meta.url))],
    outfile: `${outDir}/chapter/contents.js`,
    bundle: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    logLevel: 'silent',
  });
  if (result.errors.length > 0)
    throw new Error(`Contents script build failed: ${result.errors.map((e) => e.text).join('; ')}`);
}
