/**
 * The edition offline, in one visit: a chapter read once reads again with the connection gone,
 * a search run once runs again, and a page never opened answers with the offline page, which
 * lists what is kept. One fresh context (its own service worker and caches) from the run's Chromium.
 */
import { describe, expect, test } from 'vitest';
import { collectErrors, skipBrowserTests, useSite } from '../support/browser.ts';

const skip = skipBrowserTests();

describe.skipIf(skip)('the edition offline', () => {
  const site = useSite();

  test('a chapter and its search work offline after one visit; a page never opened says you are offline', async () => {
    const context = await site.browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors = collectErrors(page);
    const origin = site.server.origin;
    try {
      await page.goto(`${origin}/little-wars/the-rules/`);
      // The worker registers at the first idle moment, takes the page, and keeps it. It precaches the edition's core
      // first (75 files), which on a loaded machine took longer than the 5 s a read usually waits.
      await expect
        .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), { timeout: 30_000 })
        .toBe('activated');
      await expect
        .poll(() => page.evaluate(async () => (await caches.match(location.href)) !== undefined), { timeout: 10_000 })
        .toBe(true);
      const search = async () => {
        await page.locator('#site-search-input').fill('isolated');
        return page.locator('#site-search-panel .search-result-title').first().textContent();
      };
      const online = await search();
      expect(online).toBeTruthy();

      await context.setOffline(true);
      await page.reload();
      await expect.poll(() => page.locator('h1').textContent()).toBe('III. The Rules');
      await expect.poll(() => search(), { message: 'the same search, offline' }).toBe(online);
      // Words whose part of the index was never fetched: found if it is kept, or the reader is told.
      await page.locator('#site-search-input').fill('wheeling');
      await expect
        .poll(() => page.locator('#site-search-panel [role="status"]').textContent())
        .toMatch(/results? match|You are offline, and the search index for these words is not kept/);

      await page.goto(`${origin}/hellwig/transporters/`);
      await expect.poll(() => page.locator('h1').textContent()).toBe('You are offline');
      const kept = page.getByRole('link', { name: 'III. The Rules · Little Wars' });
      await kept.waitFor();
      await expect.poll(() => kept.getAttribute('href')).toBe(`${origin}/little-wars/the-rules/`);
      // Offline, the browser and Pagefind report the fetches that could not be made; nothing else may fail.
      expect(errors.filter((e) => !/^Failed to load (resource|the index chunk)/.test(e))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  // Issue 21: the control is built with its button (disabled until it wakes), so the section keeps its size.
  test(
    '“Keep the whole edition offline”: without JavaScript, its button disabled and a line ' +
      'saying so; with it, the same room, the button live',
    async () => {
      const off = await site.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
      const on = await site.browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
      try {
        const still = await off.newPage();
        await still.goto(`${site.server.origin}/about/`);
        const button = still.locator('.keep-offline button');
        expect(await button.count()).toBe(1);
        expect(await button.isDisabled()).toBe(true);
        // (By CSS: Playwright's text matching skips a noscript's words.)
        const line = still.locator('.keep-offline noscript > p');
        expect(await line.isVisible()).toBe(true);
        expect(await line.textContent()).toContain('needs JavaScript');

        const page = await on.newPage();
        await page.goto(`${site.server.origin}/about/`, { waitUntil: 'domcontentloaded' });
        const section = page.locator('.keep-offline');
        // Before it wakes: the button is there, disabled; the line for readers without JavaScript is not shown.
        expect(await page.locator('.keep-offline button').count()).toBe(1);
        expect(await page.locator('.keep-offline noscript > p').count()).toBe(0);
        expect(await section.innerText()).not.toContain('needs JavaScript');
        const before = (await section.boundingBox())!.height;
        await section.scrollIntoViewIfNeeded();
        await expect
          .poll(() => page.getByRole('button', { name: 'Keep the whole edition offline' }).isEnabled(), {
            timeout: 15_000,
          })
          .toBe(true);
        const after = (await section.boundingBox())!.height;
        expect(
          Math.abs(after - before),
          `the section went from ${before} to ${after} px as it woke`,
        ).toBeLessThanOrEqual(4);
      } finally {
        await off.close();
        await on.close();
      }
    },
  );
});
