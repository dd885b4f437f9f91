import { describe, expect, test } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import { htmlPages, urlOf } from '../support/dist.ts';
import { skipBrowserTests, useSite, WCAG, collectErrors } from '../support/browser.ts';

const skip = skipBrowserTests();

describe.skipIf(skip)('every built page in Chromium', () => {
  const site = useSite();

  // Every page but the 404 and the § permalinks (one redirect page per §; tested apart).
  const pages = skip ? [] : htmlPages().filter((f) => f !== '404.html' && !/^hellwig\/s\d/.test(f)).map(urlOf);
  const cases = pages.flatMap((url) => [
    { url, scheme: 'light' as const },
    { url, scheme: 'dark' as const },
  ]);

  test.each(cases)('$url ($scheme): no axe violations, console errors or third-party requests', async ({ url, scheme }) => {
    const context = await site.browser.newContext({ colorScheme: scheme, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors = collectErrors(page);
    const foreign: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(site.server.origin) && !r.url().startsWith('data:')) foreign.push(r.url());
    });
    const response = await page.goto(site.server.origin + url, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
    const violations = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    expect(foreign).toEqual([]);
    await context.close();
  });

  test('an unknown address shows the 404 page, which passes axe', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    const response = await page.goto(`${site.server.origin}/no/such/page/`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1').textContent()).resolves.toBe('Not found');
    const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
    await context.close();
  });
});
