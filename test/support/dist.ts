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

/** A § permalink page (`hellwig/s47a/index.html`): one small redirect page per § of Hellwig, all
 * from one template (test/build/permalinks.test.ts holds every one of them to it). */
export function isPermalinkPage(file: string): boolean {
  return /^hellwig\/s\d+[a-f]?\/index\.html$/.test(file);
}

/**
 * The § permalink pages that are checked one by one like any page (html-validate, links, budgets,
 * axe in Chromium): the first and the last §, lettered §§, and §§ that are in neither translation.
 * The rest are held to the same template, so what holds for these holds for them.
 */
export const PERMALINK_SAMPLE: readonly string[] = [
  'hellwig/s1/index.html',
  'hellwig/s262/index.html',
  'hellwig/s47a/index.html',
  'hellwig/s134f/index.html',
  'hellwig/s70a/index.html',
  'hellwig/s129/index.html',
];

/** The pages checked one by one: every page but the § permalinks, and the permalinks' sample. */
export function pagesToCheck(): string[] {
  const pages = htmlPages();
  const missing = PERMALINK_SAMPLE.filter((f) => !pages.includes(f));
  if (missing.length)
    throw new Error(`The sample of § permalink pages names pages that were not built: ${missing.join(', ')}`);
  return pages.filter((f) => !isPermalinkPage(f) || PERMALINK_SAMPLE.includes(f));
}

/** The site path of a built file, before the base path: `about/index.html` → `/about/`. */
export function urlOf(file: string): string {
  return `/${file.replace(/index\.html$/, '')}`;
}

let base: string | undefined;
/**
 * The base path the built site was built for (`BASE_PATH`: `/`, or `/first-wargames/` as npm test
 * builds it), read from the home page's canonical address, so the checks follow whatever build
 * is in dist/.
 */
export function distBase(): string {
  if (base === undefined) {
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(readDist('index.html'))?.[1];
    if (!canonical) throw new Error('dist/index.html has no <link rel="canonical">: cannot tell its base path');
    base = new URL(canonical).pathname;
  }
  return base;
}

/** The site path of an address under the built site's base: `/first-wargames/about/` → `/about/`. Throws outside it. */
export function sitePathOf(address: string): string {
  const root = distBase();
  if (!address.startsWith(root)) throw new Error(`${address} is outside the built site's base path ${root}`);
  return `/${address.slice(root.length)}`;
}

/** The address a site path is served at under the built site's base: `/about/` → `/first-wargames/about/`. */
export function served(path: string): string {
  if (!path.startsWith('/')) throw new Error(`a site path starts with a slash; received ${JSON.stringify(path)}`);
  return `${distBase()}${path.slice(1)}`;
}

/** Read a built file as text. */
export function readDist(file: string): string {
  return readFileSync(join(DIST, file), 'utf8');
}

const parsed = new Map<string, Document>();

/**
 * A built page parsed once per test file and shared by its tests: read it, never change it
 * (a test that edits the document, as the fidelity tests do, parses its own with parseHtml).
 */
export function documentOf(file: string): Document {
  let doc = parsed.get(file);
  if (!doc) {
    doc = parseHtml(readDist(file));
    parsed.set(file, doc);
  }
  return doc;
}

/** Parse HTML into a document (happy-dom; no scripts run, nothing is fetched). */
export function parseHtml(html: string): Document {
  const window = new Window({
    settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
  });
  const doc = new window.DOMParser().parseFromString(html, 'text/html');
  return doc as unknown as Document;
}
