/**
 * Build the previews' and the Cite panel's code (src/islands/previews/ui.ts, src/islands/cite/ui.ts)
 * into `dist/previews/ui.js` and `dist/previews/cite.js`, beside the preview index they fetch.
 * Not Astro scripts, which would load with every page: text pages load no JavaScript until the
 * reader hovers, focuses or taps a reference, or clicks Cite (PreviewScript.astro imports them then).
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

/** Bundle and minify both entries into `outDir/previews/`, sharing Floating UI in one chunk. */
export async function buildPreviewUi(outDir: string): Promise<void> {
  const entry = (path: string) => fileURLToPath(new URL(path, import.meta.url));
  const result = await build({
    entryPoints: { ui: entry('../islands/previews/ui.ts'), cite: entry('../islands/cite/ui.ts') },
    outdir: `${outDir}/previews`,
    chunkNames: 'chunk-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    logLevel: 'silent',
  });
  if (result.errors.length > 0)
    throw new Error(`Preview UI build failed: ${result.errors.map((e) => e.text).join('; ')}`);
}
