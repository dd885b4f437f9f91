/**
 * Build the service worker (src/offline/worker.ts) with Workbox's injectManifest: esbuild bundles
 * Workbox's modules into one script, then workbox-build fills in the precache list, the app
 * shell only: pages are kept as the reader opens them (or all at once, by the reader's choice).
 */
import { build } from 'esbuild';
import { getManifest, injectManifest } from 'workbox-build';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The worker's file, at the site's root so that its scope is the whole site. */
const WORKER_FILE = 'sw.js';

/**
 * The app shell, precached at install: the stylesheet and every chunk of the widgets' code
 * (hashed names), the search UI, the update notice's script, the offline and 404 pages, the icons
 * and the manifest. No page of the books: those are kept as they are read.
 */
const SHELL = [
  '_astro/**/*.{js,css}',
  'search/ui.js',
  'offline/update.js',
  'offline/index.html',
  '404.html',
  'favicon.svg',
  'icons/*.png',
  'manifest.webmanifest',
];

/** Build `sw.js` into `outDir`; returns the build's version (hash of the precache list and the index) and sizes. */
export async function buildWorker(outDir: string): Promise<{ version: string; count: number; bytes: number }> {
  const options = {
    globDirectory: outDir,
    globPatterns: SHELL,
    // Astro's file names carry their content's hash already; the rest get a revision.
    dontCacheBustURLsMatching: /^_astro\//,
  };
  const { manifestEntries, warnings } = await getManifest(options);
  if (warnings.length) throw new Error(`Service worker precache: ${warnings.join('; ')}`);
  // The version names the worker's caches. It follows the shell and the search index: Pagefind's
  // entry file has a fixed name and is kept cache first, so a new index must come with new caches.
  const entry = join(outDir, 'pagefind', 'pagefind-entry.json');
  const index = existsSync(entry) ? readFileSync(entry, 'utf8') : '';
  const version = createHash('sha256')
    .update(JSON.stringify(manifestEntries) + index)
    .digest('hex')
    .slice(0, 12);
  const tmp = mkdtempSync(join(tmpdir(), 'sw-'));
  try {
    const swSrc = join(tmp, 'sw.js');
    const result = await build({
      entryPoints: [fileURLToPath(new URL('../../offline/worker.ts', import.meta.url))],
      outfile: swSrc,
      bundle: true,
      format: 'iife',
      minify: true,
      target: 'es2022',
      logLevel: 'silent',
      // Workbox logs only where NODE_ENV is not production.
      define: { 'process.env.NODE_ENV': '"production"', __EDITION_VERSION__: JSON.stringify(version) },
    });
    if (result.errors.length)
      throw new Error(`Service worker build failed: ${result.errors.map((e) => e.text).join('; ')}`);
    const injected = await injectManifest({ ...options, swSrc, swDest: join(outDir, WORKER_FILE) });
    if (injected.warnings.length) throw new Error(`Service worker: ${injected.warnings.join('; ')}`);
    return { version, count: injected.count, bytes: injected.size };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
