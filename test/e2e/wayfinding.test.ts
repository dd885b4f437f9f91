/**
 * Finding one's way in the long chapters and out of a dead address (issue 21): the chapter
 * contents stay in view on a wide screen and mark where the reader is, the other translation's
 * boxes print open, and the 404 page points to the book the address was in (site.test.ts runs
 * axe over the 404 page; the book's part is the same markup).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { skipBrowserTests, useSite } from '../support/browser.ts';
import { served } from '../support/dist.ts';

const skip = skipBrowserTests();

describe.skipIf(skip)('finding one’s way', () => {
  const site = useSite();
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await site.browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
  });
  afterAll(() => context.close());

  test(
    'the artillery chapter’s contents stay in view and mark ' + 'the current § and section as the reader scrolls',
    async () => {
      await page.goto(`${site.server.origin}/hellwig/artillery/`);
      const current = () =>
        page.locator('nav.toc a[aria-current="location"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      // Nothing is marked, and no script has loaded, before the reader scrolls.
      expect(await current()).toEqual([]);
      await page.locator('#s62').evaluate((el) => el.scrollIntoView());
      await expect.poll(current).toContain('#s62');
      const toc = await page.locator('nav.toc').boundingBox();
      expect(toc?.y ?? -1).toBeGreaterThanOrEqual(0);
      expect(toc?.y ?? 9999).toBeLessThan(100);
      const mark = await page.locator('nav.toc a[href="#s62"]').boundingBox();
      expect(mark && mark.y >= 0 && mark.y + mark.height <= 800).toBe(true);
      await page.locator('#s47').evaluate((el) => el.scrollIntoView());
      await expect.poll(current).toContain('#s47');
      await expect.poll(() => current()).not.toContain('#s62');
    },
  );

  test('the other translation’s boxes print open, heading and text', async () => {
    await page.goto(`${site.server.origin}/hellwig/artillery/`);
    const texts = page.locator('details.variant .variant-text');
    expect(await texts.count()).toBeGreaterThan(5);
    expect(await texts.first().isVisible()).toBe(false);
    await page.emulateMedia({ media: 'print' });
    const hidden = await texts.evaluateAll((els) => els.filter((e) => e.getBoundingClientRect().height === 0).length);
    expect(hidden).toBe(0);
    await expect.poll(() => page.locator('details.variant summary').first().isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });
  });

  test('a dead address in Hellwig points to Hellwig’s contents and §§, one in Little Wars to its rules', async () => {
    const response = await page.goto(`${site.server.origin}/hellwig/s300/`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.locator('[data-not-found="/hellwig/"]').isVisible()).toBe(true);
    expect(await page.locator('[data-not-found="/little-wars/"]').isVisible()).toBe(false);
    expect(await page.locator('main').textContent()).toContain('§§ run 1–262');
    await page.goto(`${site.server.origin}/little-wars/rule-99/`);
    await expect.poll(() => page.locator('[data-not-found="/little-wars/"]').isVisible()).toBe(true);
    expect(await page.locator('[data-not-found="/hellwig/"]').isVisible()).toBe(false);
    await page.goto(`${site.server.origin}/nowhere/`);
    await expect.poll(() => page.locator('[data-not-found]:visible').count()).toBe(0);
    expect(await page.locator(`main a[href="${served('/')}"]`).count()).toBe(1);
  });
});
