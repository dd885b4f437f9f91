/**
 * Helpers for tests over the built site in `dist/`. The site is built once per test run
 * by scripts/test.mjs (or `npm run build`); these tests never build it themselves.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { Window } from 'happy-dom';

export const DIST = join(import.meta.dirname, '..', '..', 'dist');

/** Fail with a clear message when the site has not been built. */
export function requireDist(): void {
  if (!existsSync(join(DIST, 'index.html'))) {
    throw new Error(`No built site in ${DIST}. Run \`npm run build\` first (npm test does it for you).`);
  }
}

/** Every HTML file of the built site, as paths relative to dist/ with forward slashes. */
export function htmlPages(): string[] {
  requireDist();
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== 'pagefind' && name !== '_astro') walk(path);
      } else if (name.endsWith('.html')) out.push(relative(DIST, path).split(sep).join('/'));
    }
  };
  walk(DIST);
  return out.sort();
}

/** The URL path a built file is served at: `about/index.html` → `/about/`. */
export function urlOf(file: string): string {
  return `/${file.replace(/index\.html$/, '')}`;
}

/** Read a built file as text. */
export function readDist(file: string): string {
  return readFileSync(join(DIST, file), 'utf8');
}

/** Parse HTML into a document (happy-dom; no scripts run, nothing is fetched). */
export function parseHtml(html: string): Document {
  const window = new Window({ settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true } });
  const doc = new window.DOMParser().parseFromString(html, 'text/html');
  return doc as unknown as Document;
}
