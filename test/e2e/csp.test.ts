import { describe, test } from 'vitest';
import type { Page } from 'playwright-core';
import { collectErrors, skipBrowserTests, useSite } from '../support/browser.ts';

/**
 * Every page type under the site's Content-Security-Policy (src/integrations/csp.ts), sent as a
 * header by the test server from dist/_headers and repeated by each page's meta tag: the reader
 * acts just enough for the islands to hydrate, search to run and a preview and Cite to open, and the browser reports no
 * violation (`securitypolicyviolation`) and no console error. An inline script left out of the
 * policy would stop the theme switch, the islands or search, and be reported here.
 */
const skip = skipBrowserTests();

/** Bring every island of the page into view, one after the other, and wait until Astro has hydrated them all. */
async function hydrateAll(page: Page): Promise<void> {
  const islands = page.locator('astro-island');
  const count = await islands.count();
  if (count === 0) throw new Error(`no island on ${page.url()} to hydrate`);
  for (let i = 0; i < count; i++) await islands.nth(i).scrollIntoViewIfNeeded();
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'), null, { timeout: 15_000 });
}

/** Search from the header box and wait for a result. */
async function search(page: Page, words: string): Promise<void> {
  await page.keyboard.press('/');
  await page.keyboard.type(words);
  await page.locator('#site-search-panel .search-result-title').first().waitFor();
}

/** Open a § reference's preview by focus, then Cite on its §: both load their code and open a panel. */
async function previewAndCite(page: Page): Promise<void> {
  await page.locator('a.xref[data-preview^="hellwig:s"]').first().focus();
  await page.locator('#preview-popover .preview-cite').waitFor();
  await page.locator('button.cite-btn[data-cite-of="s181"]').click();
  await page.getByRole('dialog', { name: 'Cite Hellwig, § 181' }).waitFor();
}

const PAGES: readonly (readonly [string, string, (page: Page) => Promise<void>])[] = [
  ['the home page', '/', async (page) => search(page, 'isolated')],
  ['a text page', '/about/', async (page) => void (await page.locator('#theme-toggle').click())],
  ['the rules chapter with its calculators', '/little-wars/the-rules/', hydrateAll],
  ['the Hook’s Farm replay', '/little-wars/hooks-farm/?step=3', hydrateAll],
  ['the board', '/hellwig/board/', hydrateAll],
  ['a Hellwig chapter with its boards', '/hellwig/artillery/', hydrateAll],
  [
    'the search page with a query',
    '/search/?q=wheeling',
    async (page) => void (await page.locator('#search-results .search-result-title').first().waitFor()),
  ],
  [
    'a § permalink, through its refresh',
    '/hellwig/s47a/',
    async (page) => void (await page.waitForURL(/\/hellwig\/artillery\/#s47a$/)),
  ],
  ['the 404 page', '/no/such/page/', async (page) => search(page, 'melee')],
  ['a chapter with a preview and Cite open', '/hellwig/moves/', previewAndCite],
  ['an exercise sheet', '/hellwig/exercises/', hydrateAll],
  ['the comparison', '/compare/', async (page) => void (await page.locator('#theme-toggle').click())],
  ['the offline page', '/offline/', hydrateAll],
];

// Each page in its own context, three at a time (the e2e project's maxConcurrency), as site.test.ts does.
describe.skipIf(skip).concurrent('the Content-Security-Policy in Chromium', () => {
  const site = useSite();

  test.for(PAGES)('%s: no violation and no console error', async ([, path, act], { expect }) => {
    const context = await site.browser.newContext({ reducedMotion: 'reduce' });
    const violations: string[] = [];
    await context.exposeBinding('reportViolation', (_source, text: string) => void violations.push(text));
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        const report = (window as unknown as { reportViolation: (text: string) => void }).reportViolation;
        report(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`);
      });
    });
    const page = await context.newPage();
    const errors = collectErrors(page);
    const response = await page.goto(site.server.origin + path, { waitUntil: 'load' });
    expect(response?.headers()['content-security-policy'], 'the policy as a header').toMatch(/script-src 'self'/);
    await act(page);
    expect(await page.locator('meta[http-equiv="Content-Security-Policy"]').count(), 'and as a meta tag').toBe(1);
    expect(violations).toEqual([]);
    // The 404 page's own status is the one error Chromium logs for it.
    expect(errors.filter((e) => response?.status() !== 404 || !/status of 404/.test(e))).toEqual([]);
    await context.close();
  });
});
