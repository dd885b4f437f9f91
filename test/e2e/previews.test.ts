import { text } from 'node:stream/consumers';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { collectErrors, settled, skipBrowserTests, useSite, WCAG } from '../support/browser.ts';
import { axeViolations } from '../support/axe.ts';

const skip = skipBrowserTests();

/**
 * Axe over what is open, all of WCAG 2.2 AA, in one theme. The preview and the Cite panel share
 * their colours (panel, ink, muted, the accent of links), so the preview is checked in the light
 * theme and the panel in the dark: each theme's colours once.
 */
async function axe(page: Page, include: string, theme: 'light' | 'dark'): Promise<string[]> {
  await page.evaluate((t) => (document.documentElement.dataset['theme'] = t), theme);
  return axeViolations(page, { include, tags: WCAG });
}

describe.skipIf(skip)('previews and Cite', () => {
  const site = useSite();

  test(
    'a reference focused before the browser is idle (the ' + 'previews not yet listening) is previewed once they are',
    async () => {
      const context = await site.browser.newContext({ reducedMotion: 'reduce' });
      // The bootstrap adds its listeners when the browser is idle: here that moment (for every script that waits for
      // it) is held until the test gives it.
      await context.addInitScript(() => {
        const waiting: (() => void)[] = [];
        const w = window as unknown as { requestIdleCallback: (cb: () => void) => number; idle?: () => void };
        w.requestIdleCallback = (cb) => waiting.push(cb);
        w.idle = () => waiting.splice(0).forEach((cb) => cb());
      });
      const page = await context.newPage();
      await page.goto(`${site.server.origin}/hellwig/moves/`, { waitUntil: 'load' });
      await page.locator('a.xref[data-preview^="hellwig:s"]').first().focus();
      await page.evaluate(() => (window as unknown as { idle: () => void }).idle());
      await expect.poll(() => page.locator('#preview-popover .preview-cite').isVisible()).toBe(true);
      await context.close();
    },
  );

  test(
    'in a chapter of Hellwig (On Moves, § 181): focus previews a §, Escape closes it, a note ' +
      'previews on hover, Cite copies',
    async () => {
      const context = await site.browser.newContext({
        reducedMotion: 'reduce',
        viewport: { width: 1280, height: 900 },
        permissions: ['clipboard-read', 'clipboard-write'],
      });
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto(`${site.server.origin}/hellwig/moves/`);
      await settled(page);
      const pop = page.locator('#preview-popover');

      // Keyboard: focus opens the preview after a pause; focus stays on the reference.
      const ref = page.locator('a.xref[data-preview^="hellwig:s"]').first();
      const key = (await ref.getAttribute('data-preview'))!.split(':')[1];
      await ref.focus();
      await expect.poll(() => pop.isVisible()).toBe(true);
      await expect.poll(() => pop.locator('.preview-cite').textContent()).toBe(`Hellwig §${key!.slice(1)}`);
      await expect.poll(() => pop.locator('.preview-text').textContent()).toMatch(/^§\s*\.\s*\d+/);
      await expect.poll(() => ref.getAttribute('aria-describedby')).toBe('preview-popover');
      await expect.poll(() => ref.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await axe(page, '#preview-popover', 'light')).toEqual([]);
      await page.keyboard.press('Escape');
      await expect.poll(() => pop.isVisible()).toBe(false);
      await expect
        .poll(() => ref.evaluate((el) => el === document.activeElement && !el.hasAttribute('aria-describedby')))
        .toBe(true);

      // Mouse: a note marker previews the whole note.
      const wrap = page.locator('.chapter-text .sidenote-wrap').first();
      const note = ((await wrap.locator('.sidenote').textContent()) ?? '').replace(/^Editor’s note\.\s*/, '').trim();
      await wrap.locator('.sidenote-mark').hover();
      await expect.poll(() => pop.locator('.preview-text').textContent()).toBe(note);
      await expect.poll(() => pop.isVisible()).toBe(true);
      await page.mouse.move(0, 0);
      await expect.poll(() => pop.isVisible()).toBe(false);

      // Cite on a §: the panel, Copy, and the BibTeX file.
      const cite = page.locator('button.cite-btn[data-cite-of="s181"]');
      await cite.click();
      const panel = page.getByRole('dialog', { name: 'Cite Hellwig, § 181' });
      await expect.poll(() => panel.isVisible()).toBe(true);
      const copy = panel.getByRole('button', { name: 'Copy the Chicago citation' });
      const first = panel.locator('.cite-copy').first();
      await expect.poll(() => copy.evaluate((el) => el === document.activeElement)).toBe(true);
      await copy.click();
      await expect.poll(() => first.textContent()).toBe('Copied the Chicago citation');
      const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
      await expect.poll(clipboard).toMatch(/^Hellwig, Johann Christian Ludwig\. “On Moves\.” In Versuch eines/);
      const copied = await clipboard();
      expect(copied).toContain(`${site.server.origin}/hellwig/s181/`);
      const bib = panel.getByRole('link', { name: 'BibTeX' });
      await expect.poll(() => bib.getAttribute('download')).toBe('hellwig1780-s181.bib');
      // Downloaded as a reader does (a click), not fetched: the policy's connect-src rightly refuses a fetch of blob:.
      const [download] = await Promise.all([page.waitForEvent('download'), bib.click()]);
      const file = await text(await download.createReadStream());
      expect(file).toMatch(/^@inbook\{hellwig1780-s181,\n {2}author = \{Hellwig, Johann Christian Ludwig\},/);
      expect(await axe(page, '#cite-panel', 'dark')).toEqual([]);
      await page.keyboard.press('Escape');
      await expect.poll(() => panel.isVisible()).toBe(false);
      await expect.poll(() => cite.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  test('on a phone, the first tap on a rule reference previews it with Go to, the second follows it', async () => {
    const context = await site.browser.newContext({
      reducedMotion: 'reduce',
      viewport: { width: 390, height: 800 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${site.server.origin}/little-wars/the-rules/`);
    await settled(page);
    const ref = page.locator('a.xref[data-preview="little-wars:melee-1"]').first();
    await ref.scrollIntoViewIfNeeded();
    await ref.tap();
    const pop = page.locator('#preview-popover');
    await expect.poll(() => pop.isVisible()).toBe(true);
    await expect
      .poll(() => pop.locator('.preview-cite').textContent())
      .toBe('Little Wars, Hand-to-Hand Fighting and Capturing, rule (1)');
    const go = pop.getByRole('link', { name: /^Go to Little Wars/ });
    await expect.poll(() => go.getAttribute('href')).toBe('#melee-1');
    expect(new URL(page.url()).hash).toBe('');
    await ref.tap();
    await expect.poll(() => new URL(page.url()).hash).toBe('#melee-1');
    expect(errors).toEqual([]);
    await context.close();
  });
});
