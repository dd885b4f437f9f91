import { beforeAll, describe, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { skipBrowserTests, useSite, WCAG } from '../support/browser.ts';
import { axeViolations } from '../support/axe.ts';

const skip = skipBrowserTests();

/** Queries and the place a reader expects: the first result, or (`top3`) one of the first three. */
const QUERIES: readonly (readonly [string, string, 'first' | 'top3'])[] = [
  ['isolated', '/little-wars/the-rules/#melee-1', 'first'],
  ['melee isolated', '/little-wars/the-rules/#melee-1', 'first'],
  ['prisoners escort', '/little-wars/the-rules/#melee-3-prisoners', 'first'],
  ['Guns First', '/little-wars/the-rules/#move-5', 'first'],
  ['wheel axis', '/little-wars/the-rules/#mobility-iv', 'first'],
  ['trail', '/little-wars/the-rules/#mobility-iv', 'first'],
  ['putting down', '/little-wars/the-rules/#move-2', 'first'],
  ['Boer-like', '/little-wars/the-rules/#forces', 'first'],
  ["Hook's Farm", '/little-wars/the-battle-of-hooks-farm/', 'first'],
  ['Uncle Toby', '/little-wars/of-the-legendary-past/', 'first'],
  ['four-point-seven', '/little-wars/the-beginnings-of-modern-little-warfare/', 'first'],
  ['Mark Sykes', '/little-wars/little-wars-and-kriegspiel/', 'first'],
  ['Kriegsspiel', '/little-wars/little-wars-and-kriegspiel/', 'first'],
  ['field of effect', '/hellwig/artillery/#s47', 'first'],
  ['Wirkungsfläche', '/hellwig/artillery/#s47', 'first'],
  ['wheeling', '/hellwig/artillery/#s62', 'first'],
  ['Bogenschüsse', '/hellwig/artillery/#s60', 'first'],
  ['ricochet', '/hellwig/artillery/#s60', 'first'],
  ['transporter', '/hellwig/transporters/#s83', 'first'],
  ['breastwork', '/hellwig/entrenchment/#s103', 'first'],
  ['leaping queen', '/hellwig/the-pieces/#s41', 'first'],
  ['elephant', '/hellwig/the-pieces/#s41', 'first'],
  ['fortress', '/hellwig/fortress/', 'top3'],
  // The apparatus pages: the replay of chapter IV and the board of plate II are found by name.
  ['replay', '/little-wars/hooks-farm/', 'top3'],
  ['ledger', '/little-wars/hooks-farm/', 'first'],
  ['Hellwig board', '/hellwig/board/', 'top3'],
  ['melee', '/little-wars/the-rules/', 'top3'],
  ['manoeuvre', '/little-wars/the-rules/#forces', 'top3'],
  ['maneuver', '/little-wars/the-rules/#forces', 'top3'],
  ['Kriegspiel', '/little-wars/little-wars-and-kriegspiel/', 'top3'],
];

/** A result link without the parameters that only mark words or name a glossary entry. */
const place = (href: string | null) => (href ?? '').replace(/\?[^#]*/, '');

describe.skipIf(skip)('search across both books', () => {
  const site = useSite();
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await site.browser.newContext({ reducedMotion: 'reduce' });
    page = await context.newPage();
  });

  async function results(q: string, on: Page = page): Promise<string[]> {
    await on.goto(`${site.server.origin}/search/?q=${encodeURIComponent(q)}`);
    await on.locator('#search-results .search-result-title').first().waitFor();
    return (
      await on
        .locator('#search-results .search-result-title')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    ).map(place);
  }

  // The queries are independent: each on a page of its own, three at a time (the e2e project's maxConcurrency).
  test.concurrent.for(QUERIES)('“%s” gives %s (%s)', async ([q, expected, mode], { expect }) => {
    const own = await context.newPage();
    const found = await results(q, own);
    if (mode === 'first') expect(found[0]).toBe(expected);
    else
      expect(
        found.slice(0, 3).some((h) => h.startsWith(expected)),
        found.slice(0, 3).join(' | '),
      ).toBe(true);
    await own.close();
  });

  test.each([
    ['§ 62', '/hellwig/artillery/#s62'],
    ['s47a', '/hellwig/artillery/#s47a'],
    ['melee-3b', '/little-wars/the-rules/#melee-3b'],
    ['LW p. 39', '/little-wars/the-rules/#p39'],
  ])('typing “%s” and Enter goes straight to %s', async (q, expected) => {
    await page.goto(`${site.server.origin}/about/`);
    await page.keyboard.press('/');
    await page.keyboard.type(q);
    await page.locator('#site-search-panel .search-jump').waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => `${url.pathname}${url.hash}` === expected);
  });

  test('filters narrow the results, alone or with a query, and live in the URL', async () => {
    await page.goto(`${site.server.origin}/search/?q=wheeling`);
    await page.locator('#search-results .search-result-title').first().waitFor();
    await page.getByRole('checkbox', { name: /^Note \(/ }).check();
    await page.waitForURL(/kind=Note/);
    // Every result shown is now an editor's note.
    await page.waitForFunction(() => {
      const hrefs = [...document.querySelectorAll('#search-results .search-result-title')].map(
        (a) => a.getAttribute('href') ?? '',
      );
      return hrefs.length > 0 && hrefs.every((h) => h.includes('#note-'));
    });
    expect(await axeViolations(page, { tags: WCAG })).toEqual([]);
    await page.goto(`${site.server.origin}/search/?book=Little+Wars&kind=Glossary`);
    await page.waitForFunction(() => document.querySelector('#search-results [role="status"]')?.textContent !== '');
    await expect
      .poll(() => page.locator('#search-results [role="status"]').textContent())
      .toBe('No results for the filters.');
    await page.goto(`${site.server.origin}/search/?kind=Glossary`);
    await page.locator('#search-results .search-result-title').first().waitFor();
    await expect.poll(() => page.locator('#search-results .search-result-title').count()).toBeGreaterThan(5);
  });

  test('landing from a result marks the words found on the page', async () => {
    const found = await results('prisoners escort');
    await page.locator('#search-results .search-result-title').first().click();
    await page.waitForURL((url) => url.hash === '#melee-3-prisoners');
    await page.locator('mark.pagefind-highlight').first().waitFor();
    expect(found[0]).toBe('/little-wars/the-rules/#melee-3-prisoners');
  });

  test('a typical query fetches at most 150 KB', async () => {
    const context = await site.browser.newContext();
    const fresh = await context.newPage();
    await fresh.goto(`${site.server.origin}/little-wars/the-rules/`, { waitUntil: 'networkidle' });
    const cdp = await context.newCDPSession(fresh);
    await cdp.send('Network.enable');
    let bytes = 0;
    cdp.on('Network.loadingFinished', (e) => {
      bytes += e.encodedDataLength;
    });
    await fresh.locator('#site-search-input').fill('field of effect');
    await fresh.locator('#site-search-panel .search-result-title').first().waitFor();
    await fresh.waitForLoadState('networkidle');
    expect(bytes).toBeLessThanOrEqual(150 * 1024);
    await context.close();
  });
});
