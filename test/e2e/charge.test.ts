import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { skipBrowserTests, useSite, WCAG, collectErrors, settled } from '../support/browser.ts';
import { axeViolations } from '../support/axe.ts';

const APPENDIX = '/little-wars/little-wars-and-kriegspiel/';
const skip = skipBrowserTests();

describe.skipIf(skip)('the charge calculator beside the appendix, by keyboard alone', () => {
  const site = useSite();
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    context = await site.browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    page = await context.newPage();
    errors = collectErrors(page);
    await page.goto(site.server.origin + APPENDIX);
    await settled(page);
  });
  afterAll(() => context.close());

  test(
    'six steps nearer, a charge from two feet falls in the middle band: ' + 'the infantry lose twice as many',
    async () => {
      const w = page.locator('.widget.charge-calc');
      await w.scrollIntoViewIfNeeded();
      await page.waitForFunction(() => !document.querySelector('astro-island[ssr]:has(.charge-calc)'));
      await page.locator('#charge-distance').focus();
      for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowDown');
      await expect
        .poll(() => w.locator('[aria-live="polite"]').textContent())
        .toBe('10 sabres against 20 infantry in extended order: the cavalry lose 2; the men charged lose 20.');
      await expect.poll(() => w.locator('.charge-band-active text').first().textContent()).toBe('1 to 2 feet');
      expect(await axeViolations(page, { include: '.widget.charge-calc', tags: WCAG })).toEqual([]);
      expect(errors).toEqual([]);
    },
  );
});
