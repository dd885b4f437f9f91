import { describe, expect, test } from 'vitest';
import { skipBrowserTests, useSite } from '../support/browser.ts';
import { served } from '../support/dist.ts';

const skip = skipBrowserTests();

describe.skipIf(skip)('a reader of Hellwig', () => {
  const site = useSite();

  test('types a § permalink by hand and lands on the § in its chapter', async () => {
    const context = await site.browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`${site.server.origin}/hellwig/s47a/`);
    await page.waitForURL(/\/hellwig\/artillery\/#s47a$/);
    const inView = await page.locator('#s47a').evaluate((el) => {
      const r = el.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= window.innerHeight;
    });
    expect(inView).toBe(true);
    await context.close();
  });

  test('opens the other translation of a § without JavaScript', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.server.origin}/hellwig/artillery/`);
    const variant = page.locator('details.variant').first();
    await expect.poll(() => variant.locator('.variant-text').isVisible()).toBe(false);
    await variant.locator('summary').click();
    await expect.poll(() => variant.locator('.variant-text').isVisible()).toBe(true);
    await context.close();
  });

  test('follows a § reference to the § it names', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${site.server.origin}/hellwig/front-matter/`);
    const ref = page.locator(`a.xref[href="${served('/hellwig/artillery/#s45')}"]`).first();
    await ref.click();
    await page.waitForURL(/\/hellwig\/artillery\/#s45$/);
    await expect.poll(() => page.locator('#s45').count()).toBe(1);
    await context.close();
  });
});
