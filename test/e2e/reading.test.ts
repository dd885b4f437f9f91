import { describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { skipBrowserTests, useSite, WCAG } from '../support/browser.ts';
import { served, sitePathOf } from '../support/dist.ts';
import { axeViolations } from '../support/axe.ts';

const RULES = '/little-wars/the-rules/';
const skip = skipBrowserTests();

describe.skipIf(skip)('a reader on the rules chapter', () => {
  const site = useSite();
  let context: BrowserContext;
  let page: Page;
  let scripts: string[];

  async function open(path: string, options: Parameters<Browser['newContext']>[0] = {}): Promise<void> {
    await context?.close();
    context = await site.browser.newContext({ reducedMotion: 'reduce', ...options });
    page = await context.newPage();
    scripts = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(site.server.origin + path, { waitUntil: 'networkidle' });
  }

  test('the page loads no script until the reader touches search', async () => {
    await open(RULES);
    expect(scripts).toEqual([]);
    await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/search/ui.js')),
      page.getByRole('searchbox', { name: 'Search both books' }).first().focus(),
    ]);
  });

  test('finds “isolated” through the header search and lands on #melee-1', async () => {
    await open(RULES);
    const box = page.getByRole('searchbox', { name: 'Search both books' }).first();
    await box.click();
    await box.fill('isolated');
    const first = page.locator('#site-search-panel .search-result-title').first();
    await first.waitFor();
    await expect.poll(() => first.getAttribute('href')).toBe(served(`${RULES}?highlight=isolated#melee-1`));
    await expect.poll(() => page.locator('#site-search-panel [role="status"]').textContent()).toMatch(/match/);
    expect(await axeViolations(page, { tags: WCAG })).toEqual([]);
    await first.click();
    await page.waitForURL(`**${RULES}?highlight=isolated#melee-1`);
    await page.locator('mark.pagefind-highlight').first().waitFor();
    await expect
      .poll(() =>
        page.locator('#melee-1').evaluate((el) => {
          const r = el.getBoundingClientRect();
          return r.top >= 0 && r.bottom <= window.innerHeight;
        }),
      )
      .toBe(true);
  });

  test('search works by keyboard alone: / focuses it, arrows walk the results, Escape closes', async () => {
    await open(RULES);
    await page.keyboard.press('/');
    const box = page.locator('#site-search-input');
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('prisoners escort');
    await page.locator('#site-search-panel .search-result-title').first().waitFor();
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(async () => sitePathOf((await page.evaluate(() => document.activeElement?.getAttribute('href'))) ?? ''))
      .toMatch(/^\/little-wars\/the-rules\/(\?[^#]*)?#/);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('#site-search-panel').isHidden()).toBe(true);
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  test('the search page takes its query from the URL', async () => {
    await open('/search/?q=isolated');
    const first = page.locator('#search-results .search-result-title').first();
    await first.waitFor();
    await expect
      .poll(async () => sitePathOf((await first.getAttribute('href')) ?? ''))
      .toMatch(/^\/little-wars\/the-rules\/(\?[^#]*)?#/);
    await expect.poll(() => page.locator('#page-search-input').inputValue()).toBe('isolated');
  });

  test('the search page without JavaScript says search needs it and links to the contents', async () => {
    await open('/search/', { javaScriptEnabled: false });
    const notice = page.locator('.notice');
    await expect.poll(() => notice.textContent()).toMatch(/needs JavaScript/);
    await expect.poll(() => notice.locator(`a[href="${served('/little-wars/')}"]`).count()).toBe(1);
  });

  test('the theme follows the system and the switch overrides it, remembered across pages', async () => {
    await open(RULES, { colorScheme: 'dark' });
    const toggle = page.getByRole('button', { name: 'Dark theme' });
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    const bg = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    const dark = await bg();
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(bg).not.toBe(dark);
    await page.goto(`${site.server.origin}/about/`);
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset['theme'])).toBe('light');
  });

  test('a sidenote opens in place by keyboard on a narrow screen, and shows without JavaScript', async () => {
    await open(RULES, { viewport: { width: 390, height: 800 }, javaScriptEnabled: false });
    const note = page.locator('#note-within-a-move');
    await expect.poll(() => note.isVisible()).toBe(false);
    await page.locator('#note-toggle-within-a-move').focus();
    await page.keyboard.press('Space');
    await expect.poll(() => note.isVisible()).toBe(true);
  });

  test('on a wide screen the notes sit in the margin beside the text', async () => {
    await open(RULES, { viewport: { width: 1440, height: 900 } });
    const note = page.locator('#note-within-a-move');
    await expect.poll(() => note.isVisible()).toBe(true);
    const noteBox = await note.boundingBox();
    const textBox = await page
      .locator('#melee-1')
      .evaluate((el) => el.closest('p')!.getBoundingClientRect().toJSON() as DOMRect);
    expect(noteBox!.x).toBeGreaterThan(textBox.x + textBox.width);
  });

  test(
    'in the densest passage (the General’s account, chapter IV) no margin note lands a screen ' +
      'away from its number',
    async () => {
      await open('/little-wars/the-battle-of-hooks-farm/', { viewport: { width: 1440, height: 900 } });
      const drift = await page.locator('.sidenote').evaluateAll((notes) =>
        notes.map((n) => {
          const mark = n.parentElement!.querySelector('.sidenote-mark')!;
          return { id: n.id, by: Math.round(n.getBoundingClientRect().top - mark.getBoundingClientRect().top) };
        }),
      );
      expect(drift.length).toBeGreaterThan(30);
      const far = drift.filter((d) => d.by > 700);
      expect(far, 'notes pushed far below their marks by the notes above them').toEqual([]);
    },
  );

  test('the chapter prints on A4 with its page anchors shown and no site chrome', async () => {
    await open(RULES);
    await page.emulateMedia({ media: 'print' });
    await expect.poll(() => page.locator('.site-header').isVisible()).toBe(false);
    const marker = await page.locator('#p49').evaluate((el) => getComputedStyle(el, '::before').content);
    expect(marker).toContain('p. ');
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.byteLength).toBeGreaterThan(10_000);
  });
});
