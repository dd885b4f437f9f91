/**
 * The installable, offline edition, built after the site and its search index: the icons and
 * the web manifest, the update notice's script, the service worker (Workbox) and the list of
 * files "Keep the whole edition offline" fetches. Everything here follows the site's base.
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { writeIcons } from './icons.ts';
import { writeManifest } from './manifest.ts';
import { buildWorker } from './service-worker.ts';
import { writeEditionFiles } from './edition-files.ts';

/** Bundle the update notice's script (src/offline/update.ts) to the fixed address the registration loads. */
async function buildUpdateScript(outDir: string): Promise<void> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('../../offline/update.ts', import.meta.url))],
    outfile: `${outDir}/offline/update.js`,
    bundle: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    logLevel: 'silent',
  });
  if (result.errors.length)
    throw new Error(`Update script build failed: ${result.errors.map((e) => e.text).join('; ')}`);
}

/** Build the offline edition into `outDir` for a site served under `base`. */
export async function buildOffline(outDir: string, base: string, log: (msg: string) => void): Promise<void> {
  writeIcons(outDir);
  writeManifest(outDir, base);
  await buildUpdateScript(outDir);
  const worker = await buildWorker(outDir);
  const list = writeEditionFiles(outDir, worker.version);
  log(
    `Service worker ${worker.version}: ${worker.count} files precached (${(worker.bytes / 1000).toFixed(1)} KB); ` +
      `the whole edition is ${list.files.length} files (${(list.bytes / 1e6).toFixed(1)} MB)`,
  );
}
