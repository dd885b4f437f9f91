import { describe, expect, test } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, htmlPages, parseHtml, readDist, urlOf } from '../support/dist.ts';

/** Resolve a site path to the file that serves it, or undefined. */
function fileFor(path: string): string | undefined {
  const clean = decodeURIComponent(path);
  const candidates = clean.endsWith('/') ? [`${clean}index.html`] : [clean, `${clean}/index.html`];
  return candidates.map((c) => c.replace(/^\//, '')).find((c) => existsSync(join(DIST, c)));
}

describe('links and fragments across the built site', () => {
  const pages = htmlPages();
  const ids = new Map<string, Set<string>>();
  const idsOf = (file: string) => {
    let set = ids.get(file);
    if (!set) {
      set = new Set([...parseHtml(readDist(file)).querySelectorAll('[id]')].map((e) => e.id));
      ids.set(file, set);
    }
    return set;
  };

  test.each(pages)('%s has no broken link, fragment or asset', (file) => {
    const doc = parseHtml(readDist(file));
    const base = new URL(urlOf(file), 'http://site.invalid');
    const broken: string[] = [];
    const refs = [
      ...[...doc.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')!),
      ...[...doc.querySelectorAll('link[href], script[src], img[src]')].map((e) => e.getAttribute('href') ?? e.getAttribute('src')!),
    ];
    for (const ref of refs) {
      const url = new URL(ref, base);
      if (url.origin !== base.origin) {
        broken.push(`${ref} (points to another host)`);
        continue;
      }
      if (url.pathname === '/search/' && url.search) continue; // a search, resolved in the browser
      const target = fileFor(url.pathname);
      if (!target) {
        broken.push(`${ref} (no such page)`);
        continue;
      }
      const fragment = decodeURIComponent(url.hash.slice(1));
      if (fragment && target.endsWith('.html') && !idsOf(target).has(fragment)) broken.push(`${ref} (no #${fragment} in ${target})`);
    }
    expect(broken).toEqual([]);
  });
});
