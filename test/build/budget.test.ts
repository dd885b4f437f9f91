import { describe, expect, test } from 'vitest';
import { gzipSync } from 'node:zlib';
import { htmlPages, parseHtml, readDist } from '../support/dist.ts';

const MAX_INLINE_LOADER = 2 * 1024;
const MAX_HTML_GZIP = 60 * 1024;

describe('budgets over the build output', () => {
  const pages = htmlPages();

  test.each(pages)('%s loads no JavaScript before the reader touches search', (file) => {
    const doc = parseHtml(readDist(file));
    const scripts = [...doc.querySelectorAll('script')];
    const external = scripts.filter((s) => s.hasAttribute('src')).map((s) => s.getAttribute('src'));
    expect(external, 'external scripts on a text page').toEqual([]);
    expect(doc.querySelectorAll('link[rel="modulepreload"], astro-island').length).toBe(0);
    const inlineBytes = scripts.reduce((n, s) => n + Buffer.byteLength(s.textContent ?? ''), 0);
    expect(inlineBytes, 'inline loader size in bytes').toBeLessThanOrEqual(MAX_INLINE_LOADER);
  });

  test.each(pages)('%s is at most 60 KB of HTML gzipped', (file) => {
    expect(gzipSync(readDist(file)).byteLength).toBeLessThanOrEqual(MAX_HTML_GZIP);
  });
});
