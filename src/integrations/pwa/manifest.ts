/**
 * The web app manifest: what a browser needs to install the edition as an app. Every address in
 * it is under the site's base, so the app works where the site is hosted (a sub-path included).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACCENT, PAPER } from './icon.ts';
import { ICONS } from './icons.ts';

/** The manifest's file name, at the site's root (linked from every page's head). */
const MANIFEST_FILE = 'manifest.webmanifest';

/** The manifest for a site served under `base` (ending in a slash). */
function webManifest(base: string) {
  return {
    name: 'The First Wargames',
    short_name: 'First Wargames',
    description:
      "An annotated, interactive edition of H. G. Wells' Little Wars (1913) and J. C. L. Hellwig's tactical " +
      'game (1780).',
    lang: 'en',
    id: base,
    start_url: base,
    scope: base,
    display: 'standalone',
    background_color: PAPER,
    theme_color: ACCENT,
    icons: ICONS.filter((i) => !i.path.includes('apple')).map((i) => ({
      src: `${base}${i.path}`,
      sizes: `${i.size}x${i.size}`,
      type: 'image/png',
      purpose: i.purpose,
    })),
  };
}

/** Write the manifest into `outDir`. */
export function writeManifest(outDir: string, base: string): void {
  writeFileSync(join(outDir, MANIFEST_FILE), `${JSON.stringify(webManifest(base), null, 2)}\n`);
}
