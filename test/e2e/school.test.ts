/**
 * The second school's answers on request on the board page, by keyboard alone: the fire's stepper run on and back
 * with each turn announced (§74–§76), a depot's supply line drawn and its field hidden by their buttons (§248, §255),
 * the lazily loaded kit's new marks passing axe in both themes.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { skipBrowserTests, useSite, WCAG } from '../support/browser.ts';
import { axeViolations } from '../support/axe.ts';

const skip = skipBrowserTests();

async function open(page: Page, origin: string, preset: string): Promise<void> {
  await page.goto(`${origin}/hellwig/board/?ex=${preset}`, { waitUntil: 'load' });
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
}

describe.skipIf(skip)('the second school’s answers on request, by keyboard', () => {
  const site = useSite();

  test('the fire turn by turn: Enter on Next and Previous, each turn announced, the drawing following', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await open(page, site.server.origin, 'hellwig-s75-fire-spread');
    const board = page.locator('.hellwig-board').first();
    const next = board.getByRole('button', { name: 'Next turn of the fire', exact: true });
    const previous = board.getByRole('button', { name: 'Previous turn of the fire', exact: true });
    await expect.poll(() => next.count()).toBe(1);
    await expect.poll(() => previous.isDisabled()).toBe(true);
    const live = board.locator('[aria-live="polite"]').first();
    const flames = () =>
      board.locator('.board-frame [data-burning]').evaluateAll((els) => els.map((e) => e.getAttribute('data-burning')));
    const before = await flames();
    await next.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => live.textContent()).toMatch(/^After 1 turn of its igniter: burning .*\(§74\)\.$/);
    await expect.poll(flames).not.toEqual(before);
    await page.keyboard.press('Enter');
    await expect.poll(() => live.textContent()).toMatch(/^After 2 turns of its igniter:/);
    await previous.focus();
    await page.keyboard.press(' ');
    await expect.poll(() => live.textContent()).toMatch(/^After 1 turn of its igniter:/);
    // The turn is in the address, so the link to this position keeps it.
    await expect.poll(() => page.evaluate(() => new URLSearchParams(location.search).get('ft'))).toBe('1');
    await context.close();
  });

  test('a depot’s supply line drawn and its field hidden by their buttons; axe in both themes', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await open(page, site.server.origin, 'hellwig-s248-depot-818');
    const board = page.locator('.hellwig-board').first();
    const line = board.getByRole('button', { name: 'Supply line of the depot on 818', exact: true });
    await expect.poll(() => line.count()).toBe(1);
    await line.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => line.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => board.locator('.board-frame [data-supply-line="818"]').count()).toBe(1);
    await expect
      .poll(() => board.locator('.board-works').allTextContents())
      .toContainEqual(expect.stringMatching(/The supply line of the depot of A’s on 818 is open/));
    const field = board.getByRole('button', { name: 'Field of the depot on 818', exact: true });
    await expect.poll(() => field.getAttribute('aria-pressed')).toBe('true');
    await field.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => board.locator('.board-frame .depot-field').count()).toBe(0);
    await expect
      .poll(() => board.locator('[aria-live="polite"]').first().textContent())
      .toBe('The field of the depot on 818 is no longer drawn.');
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      expect(await axeViolations(page, { include: '.hellwig-board', tags: WCAG })).toEqual([]);
    }
    await context.close();
  });
});
