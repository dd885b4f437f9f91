/**
 * The link check over the built site: every link, fragment and asset of a page resolves in dist/,
 * at its address under the base path the site was built for (a link written from the root of the
 * host, missing the base, is broken: it works only where the site happens to be at the root).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { DIST, distBase, readDist, served, urlOf } from './dist.ts';

const pages = new Map<string, HTMLElement>();
/**
 * A built page's elements, parsed once with node-html-parser rather than happy-dom (`documentOf`): the check reads
 * only ids and link attributes, which both parsers gave alike on every page (compared 2026-11-29), and happy-dom took
 * about 72 s of the run to parse the site where this takes about 11. `<noscript>` is parsed as markup, as a browser
 * without scripts reads it, so its links are checked too; only scripts and styles stay text.
 */
function pageOf(file: string): HTMLElement {
  let page = pages.get(file);
  if (!page) {
    page = parse(readDist(file), { blockTextElements: { script: true, style: true } });
    pages.set(file, page);
  }
  return page;
}

/** Resolve a site path to the file that serves it, or undefined. */
export function fileFor(path: string): string | undefined {
  const clean = decodeURIComponent(path);
  const candidates = clean.endsWith('/') ? [`${clean}index.html`] : [clean, `${clean}/index.html`];
  return candidates.map((c) => c.replace(/^\//, '')).find((c) => existsSync(join(DIST, c)));
}

const ids = new Map<string, Set<string>>();
/** The ids of a built page, read once. */
export function idsOf(file: string): Set<string> {
  let set = ids.get(file);
  if (!set) {
    set = new Set(
      pageOf(file)
        .querySelectorAll('[id]')
        .map((e) => e.id),
    );
    ids.set(file, set);
  }
  return set;
}

/** Why `ref`, found on the page served at `pageUrl`, does not resolve; undefined when it does. */
export function brokenRef(ref: string, pageUrl: string): string | undefined {
  const page = new URL(pageUrl, 'http://site.invalid');
  const url = new URL(ref, page);
  if (url.origin !== page.origin) return `${ref} (points to another host)`;
  const root = distBase();
  if (!url.pathname.startsWith(root)) return `${ref} (outside the site's base path ${root})`;
  const path = `/${url.pathname.slice(root.length)}`;
  if (path === '/search/' && url.search) return undefined; // a search, resolved in the browser
  const target = fileFor(path);
  if (!target) return `${ref} (no such page)`;
  const fragment = decodeURIComponent(url.hash.slice(1));
  if (fragment && target.endsWith('.html') && !idsOf(target).has(fragment))
    return `${ref} (no #${fragment} in ${target})`;
  return undefined;
}

/** Every link and asset reference of a built page: anchors, stylesheets and icons, scripts, images. */
export function refsOf(file: string): string[] {
  const page = pageOf(file);
  return [
    ...page.querySelectorAll('a[href]').map((a) => a.getAttribute('href')!),
    // The canonical address names the public host (site.test.ts and address.test.ts hold it to the page's own).
    ...page
      .querySelectorAll('link[href]:not([rel="canonical"]), script[src], img[src]')
      .map((e) => e.getAttribute('href') ?? e.getAttribute('src')!),
  ];
}

/** The references of a built page that do not resolve, each with the reason. */
export function brokenLinks(file: string): string[] {
  return refsOf(file).flatMap((ref) => brokenRef(ref, served(urlOf(file))) ?? []);
}
