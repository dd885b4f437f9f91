import { describe, expect, test } from 'vitest';
import { pagesToCheck, readDist } from '../support/dist.ts';
import { brokenLinks, refsOf } from '../support/links.ts';

// The § permalink pages other than the sample are checked in permalinks.test.ts: their one
// link of their own (to the §) on every page, the rest through the template they share.
describe('links and fragments across the built site', () => {
  // A print page is a whole book (issue 20): parsing it takes seconds on a busy machine.
  test.each(pagesToCheck())('%s has no broken link, fragment or asset', { timeout: 60_000 }, (file) => {
    // A page with nothing to check would pass for nothing: every page links at least to home.
    expect(refsOf(file).length, 'links and assets on the page').toBeGreaterThan(0);
    expect(brokenLinks(file)).toEqual([]);
  });
});

describe('what the link check reads', () => {
  test('a link inside <noscript> is checked, as a reader without scripts follows it', () => {
    // The search page's fallback without JavaScript points to the contents and to How to cite.
    const inNoscript = /<noscript>[\s\S]*?<\/noscript>/.exec(readDist('search/index.html'))?.[0] ?? '';
    const href = /href="([^"]+)"/.exec(inNoscript)?.[1];
    expect(href, 'a link in the search page’s <noscript>').toBeDefined();
    expect(refsOf('search/index.html').filter((r) => r === href).length).toBe(
      readDist('search/index.html').split(`href="${href}"`).length - 1,
    );
  });
});
