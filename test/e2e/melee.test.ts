import { describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { skipBrowserTests, useSite, WCAG, collectErrors } from '../support/browser.ts';
import { axeViolations } from '../support/axe.ts';

const RULES = '/little-wars/the-rules/';
const skip = skipBrowserTests();

describe.skipIf(skip)('a teacher with the mêlée calculator', () => {
  const site = useSite();
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  async function open(path: string, options: Parameters<Browser['newContext']>[0] = {}): Promise<void> {
    await context?.close();
    context = await site.browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
    page = await context.newPage();
    errors = collectErrors(page);
    await page.goto(site.server.origin + path, { waitUntil: 'load' });
    await page.locator('.melee-calc').scrollIntoViewIfNeeded();
    // Hydrated when visible: wait until Astro has replaced the server-rendered island.
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]:has(.melee-calc)'));
  }

  const cell = (side: string, col: number) =>
    page
      .locator('.melee-table tr', { has: page.getByRole('rowheader', { name: side, exact: true }) })
      .locator('td')
      .nth(col)
      .textContent();

  test('without JavaScript, the page shows the default case worked out and drawn', async () => {
    await context?.close();
    context = await site.browser.newContext({ javaScriptEnabled: false });
    page = await context.newPage();
    await page.goto(site.server.origin + RULES);
    await expect.poll(() => page.locator('.melee-rule').textContent()).toContain('(b₁)');
    await expect.poll(() => page.locator('.melee-svg .man-prisoner').count()).toBe(2);
    await expect.poll(() => page.locator('.melee-svg .man-dead').count()).toBe(14);
  });

  test('works by keyboard alone: a preset, a stepper, the step-through', async () => {
    await open(RULES);
    await page.getByRole('button', { name: '19 against 13' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => cell('B', 2)).toBe('6');
    await page.getByLabel('Men of A in the mêlée', { exact: true }).focus();
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => page.getByLabel('Men of A in the mêlée', { exact: true }).inputValue()).toBe('20');
    await expect.poll(() => cell('B', 2)).toBe('7');
    await page.getByRole('button', { name: 'Start', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab'); // Step back (disabled, skipped) → Play
    await page.getByRole('button', { name: 'Step', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.locator('.melee-figure figcaption').textContent())
      .toContain('1 man of each side killed');
    await expect.poll(() => new URL(page.url()).search).toBe('?a=20&b=13&as=0&bs=5&charge=a');
    expect(errors).toEqual([]);
  });

  test('a shared link opens the same case, and a bad one explains itself', async () => {
    await open(`${RULES}?a=18&b=21&as=2&bs=0&charge=a`);
    await expect.poll(() => cell('A', 1)).toBe('15');
    await expect.poll(() => cell('A', 2)).toBe('3');
    await open(`${RULES}?a=lots&b=11`);
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/“a”/);
    await expect.poll(() => cell('A', 2)).toBe('2');
    expect(errors).toEqual([]);
  });

  test('axe passes with the calculator open and its readings shown', async () => {
    await open(RULES);
    await page.getByText('Readings of the rule').click();
    expect(await axeViolations(page, { include: '.melee-calc', tags: WCAG })).toEqual([]);
    expect(errors).toEqual([]);
  });
});
