/**
 * For teachers, in Chromium: the projector mode on the mêlée calculator and the board at a
 * projector's 1280 × 720 (and the mêlée calculator at 1920 × 1080), the result and the drawing in
 * view without scrolling, the shared keys, Escape leaving; and predict-then-reveal on the mêlée
 * calculator by keyboard alone. One context at a time, on the run's one Chromium.
 */
import { afterAll, describe, expect, test } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { skipBrowserTests, useSite, WCAG, COLOUR_RULES, collectErrors } from '../support/browser.ts';
import { axeViolations } from '../support/axe.ts';

const RULES = '/little-wars/the-rules/';
const BOARD = '/hellwig/board/';
const skip = skipBrowserTests();

describe.skipIf(skip)('a teacher projects a widget and has the class predict', () => {
  const site = useSite();
  let context: BrowserContext | undefined;
  let page: Page;
  let errors: string[];
  afterAll(async () => {
    await context?.close();
  });

  /** A fresh context at a projector's size, the widget `selector` in view and running. */
  async function open(path: string, selector: string): Promise<Locator> {
    await context?.close();
    context = await site.browser.newContext({ viewport: { width: 1280, height: 720 } });
    page = await context.newPage();
    errors = collectErrors(page);
    await page.goto(site.server.origin + path, { waitUntil: 'load' });
    const widget = page.locator(selector).first();
    await widget.scrollIntoViewIfNeeded();
    await page.waitForFunction((s) => !document.querySelector(`astro-island[ssr]:has(${s})`), selector);
    return widget;
  }

  /** Whether all of an element's box is inside the viewport. */
  async function inView(locator: Locator): Promise<boolean> {
    const box = await locator.boundingBox();
    const vp = page.viewportSize()!;
    return (
      !!box && box.x >= 0 && box.y >= 0 && box.x + box.width <= vp.width + 1 && box.y + box.height <= vp.height + 1
    );
  }
  const fullscreenClass = () => page.evaluate(() => document.fullscreenElement?.className ?? null);

  test('the mêlée calculator, projected: result and drawing in view, ← → and Page Down work, Esc leaves', async () => {
    const calc = await open(RULES, '.melee-calc');
    await calc.getByRole('button', { name: 'Project' }).click();
    await expect.poll(fullscreenClass).toContain('projecting');
    await expect.poll(fullscreenClass).toContain('melee-calc');
    await expect.poll(() => calc.locator('.projector-keys').textContent()).toContain('Page Up, Page Down');
    await expect.poll(() => inView(calc.locator('.melee-table'))).toBe(true);
    await expect.poll(() => inView(calc.locator('.melee-svg'))).toBe(true);
    await page.keyboard.press('PageDown');
    await expect
      .poll(() => calc.getByRole('button', { name: '19 against 13' }).getAttribute('aria-pressed'))
      .toBe('true');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => calc.locator('.melee-frame-count').textContent()).toContain('Step 7 of 8.');
    await expect.poll(() => inView(calc.locator('.melee-table'))).toBe(true);
    await expect.poll(() => inView(calc.locator('.melee-svg'))).toBe(true);
    await page.setViewportSize({ width: 1920, height: 1080 });
    await expect.poll(() => inView(calc.locator('.melee-table'))).toBe(true);
    await expect.poll(() => inView(calc.locator('.melee-svg'))).toBe(true);
    expect(await axeViolations(page, { include: '.melee-calc', tags: WCAG })).toEqual([]);
    // The projector in the dark theme: the colour rules again, as the page tests do.
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await axeViolations(page, { include: '.melee-calc', rules: COLOUR_RULES })).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(fullscreenClass).toBeNull();
    await expect.poll(() => calc.getAttribute('class')).not.toContain('projecting');
    await expect.poll(() => calc.getByRole('button', { name: 'Project' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  test(
    'the board, projected: the plate and the selection in ' + 'view, Page Down goes to the next example, Esc leaves',
    async () => {
      const board = await open(BOARD, '.hellwig-board');
      await board.getByRole('button', { name: 'Project' }).click();
      await expect.poll(fullscreenClass).toContain('hellwig-board');
      await expect.poll(() => inView(board.locator('.board-frame .board-svg'))).toBe(true);
      await expect.poll(() => inView(board.locator('.board-side h4').first())).toBe(true);
      const pressed = () => board.locator('.presets button[aria-pressed="true"]').textContent();
      const before = await pressed();
      await page.keyboard.press('PageDown');
      await expect.poll(pressed).not.toBe(before);
      await expect.poll(() => inView(board.locator('.board-frame .board-svg'))).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(fullscreenClass).toBeNull();
      await expect.poll(() => board.getAttribute('class')).not.toContain('projecting');
      expect(errors).toEqual([]);
    },
  );

  test('predict, then reveal, on the mêlée calculator by keyboard alone', async () => {
    const calc = await open(RULES, '.melee-calc');
    await calc.getByRole('button', { name: 'Predict first' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => calc.locator('.melee-table').count()).toBe(0);
    // Wells' nine against eleven: seven of each side killed, two of A taken prisoner.
    for (const [label, n] of [
      ['Men of A who die', 7],
      ['Men of B who die', 7],
      ['Men of A who are taken prisoner', 2],
    ] as const) {
      await calc.getByLabel(label, { exact: true }).focus();
      await page.keyboard.press('Control+A');
      await page.keyboard.type(String(n));
    }
    await page.keyboard.press('Enter');
    await expect.poll(() => calc.getByText('All 4 right.').count()).toBeGreaterThan(0);
    await expect.poll(() => calc.locator('.melee-marks td', { hasText: '✓ right' }).count()).toBe(4);
    await expect.poll(() => calc.locator('.melee-frame-count').textContent()).toContain('Step 0 of');
    await calc.getByRole('button', { name: 'Step', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => calc.locator('.melee-figure figcaption').textContent())
      .toContain('1 man of each side killed');
    expect(await axeViolations(page, { include: '.melee-calc', tags: WCAG })).toEqual([]);
    expect(errors).toEqual([]);
  });
});
