/**
 * Widgets in the address and by keyboard (issue 21), in one cheap file on the run's Chromium: two
 * mêlée calculators of one page keep their own keys through a reload, a small calculator's inputs
 * survive a reload, the mêlée calculator's controls come in reading order, without JavaScript the
 * controls are there, disabled, with the line that says why, and search's address: an unknown
 * filter is said and dropped, and `?highlight=` marks only whole words of a real query.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { skipBrowserTests, useSite } from '../support/browser.ts';

const skip = skipBrowserTests();

describe.skipIf(skip)('widgets keep their state in the address, and their controls in reading order', () => {
  const site = useSite();
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await site.browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context.close();
  });

  /** Bring a widget into view and wait until it has woken. */
  async function awake(selector: string): Promise<Locator> {
    const w = page.locator(selector);
    await w.scrollIntoViewIfNeeded();
    await page.waitForFunction((s) => !document.querySelector(`astro-island[ssr]:has(${s})`), selector);
    return w;
  }
  const value = (w: Locator, label: string) => w.getByLabel(label, { exact: true }).inputValue();

  test(
    'two mêlée calculators on the Hook’s Farm page keep ' + 'their own cases, in the address and after a reload',
    async () => {
      await page.goto(`${site.server.origin}/little-wars/hooks-farm/?a=50&b=1`);
      const big = await awake('#melee-hooks-farm-18v21-title');
      const first = page.locator('section.melee-calc:has(#melee-hooks-farm-18v21-title)');
      const second = page.locator('section.melee-calc:has(#melee-hooks-farm-9v6-title)');
      await expect.poll(() => big.count()).toBe(1);
      // ?a=50&b=1 is no calculator's here: the book's 18 against 21 stays 18 against 21.
      await expect.poll(() => value(first, 'Men of Red in the mêlée')).toBe('18');
      await first.getByRole('button', { name: 'One more: Men of Red in the mêlée' }).click();
      await awake('#melee-hooks-farm-9v6-title');
      await second.getByRole('button', { name: 'One more: Men of Blue in the mêlée' }).click();
      const asked = () => new URL(page.url()).searchParams;
      await expect.poll(() => asked().get('hooks-farm-9v6.a')).toBe('10');
      expect([asked().get('hooks-farm-18v21.a'), asked().get('hooks-farm-18v21.b')]).toEqual(['19', '21']);
      expect([asked().get('a'), asked().get('b')]).toEqual(['50', '1']);
      await page.reload();
      await awake('#melee-hooks-farm-18v21-title');
      await expect.poll(() => value(first, 'Men of Red in the mêlée')).toBe('19');
      await awake('#melee-hooks-farm-9v6-title');
      await expect.poll(() => value(second, 'Men of Blue in the mêlée')).toBe('10');
    },
  );

  test('a small calculator’s inputs survive a reload', async () => {
    await page.goto(`${site.server.origin}/little-wars/the-rules/?gun.infantry=7#forces`);
    const gun = await awake('.widget.gun-calc');
    // The address is read in an effect, just after the island wakes.
    await expect.poll(() => value(gun, 'Infantry')).toBe('7');
    await gun.getByRole('button', { name: 'One more: Cavalry' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('gun.cavalry')).not.toBeNull();
    const cavalry = await value(gun, 'Cavalry');
    expect(new URL(page.url()).hash).toBe('#forces');
    await page.reload();
    const again = await awake('.widget.gun-calc');
    await expect
      .poll(async () => [await value(again, 'Infantry'), await value(again, 'Cavalry')])
      .toEqual(['7', cavalry]);
  });

  test('tabbing into the mêlée calculator reaches its controls in reading order', async () => {
    await page.goto(`${site.server.origin}/little-wars/the-rules/`);
    const calc = await awake('.melee-calc');
    // The reader arrives from the last thing before the calculator that takes the focus.
    await page.evaluate(() => {
      const widget = document.querySelector('.melee-calc')!;
      const before = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, summary')].filter(
        (e) =>
          widget.compareDocumentPosition(e) & Node.DOCUMENT_POSITION_PRECEDING &&
          !e.closest('.melee-calc') &&
          e.getClientRects().length > 0,
      );
      before.at(-1)!.focus();
    });
    const expected = await calc.evaluate((w) =>
      [...w.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled]), summary')]
        .filter(
          (e) => e.getClientRects().length > 0 && !(e instanceof HTMLInputElement && e.type === 'radio' && !e.checked),
        )
        .slice(0, 8)
        .map((e) => e.outerHTML.slice(0, 80)),
    );
    const reached: string[] = [];
    for (let i = 0; i < expected.length; i++) {
      await page.keyboard.press('Tab');
      reached.push(await page.evaluate(() => document.activeElement!.outerHTML.slice(0, 80)));
    }
    expect(reached).toEqual(expected);
    expect(reached[0]).toContain('Predict first');
  });

  test(
    'search: an unknown filter is said and dropped from the ' + 'address; the boxes tick the filters that stand',
    async () => {
      await page.goto(`${site.server.origin}/search/?q=melee&book=x`);
      await expect
        .poll(() => page.locator('.search-notice').textContent())
        .toBe('Unknown book “x”: showing both books.');
      await expect.poll(() => new URL(page.url()).search).toBe('?q=melee');
      await page.locator('#search-results .search-result-title').first().waitFor();
      await expect.poll(() => page.locator('#search-filters input:checked').count()).toBe(0);
    },
  );

  test('?highlight= marks whole words of a real query only: not “e”, not “a” or “can”', async () => {
    const marks = async (query: string) => {
      const loaded = page.waitForResponse((r) => r.url().endsWith('/search/highlight.js'));
      await page.goto(`${site.server.origin}/little-wars/the-rules/?${query}`);
      await loaded;
      await page.waitForLoadState('networkidle');
      return page.locator('mark.pagefind-highlight').allTextContents();
    };
    expect(await marks('highlight=e')).toEqual([]);
    expect(await marks('highlight=a%20can')).toEqual([]);
    const gun = await marks('highlight=a%20can%20gun');
    expect(gun.length).toBeGreaterThan(5);
    expect(gun.filter((w) => !/^guns?$/i.test(w))).toEqual([]);
  });
});

describe.skipIf(skip)('without JavaScript', () => {
  const site = useSite();

  test('every calculator’s controls are there, disabled, and a line says what needs JavaScript', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${site.server.origin}/little-wars/the-rules/`);
      for (const kind of ['melee-calc', 'gun-calc', 'time-calc', 'force-calc', 'finish-calc']) {
        const w = page.locator(`.widget.${kind}`);
        const controls = w.locator('button, input, select');
        expect(await controls.count(), kind).toBeGreaterThan(3);
        expect(
          await w.locator('button:not([disabled]), input:not([disabled]), select:not([disabled])').count(),
          kind,
        ).toBe(0);
        expect(await w.locator('.widget-static-note').isVisible(), kind).toBe(true);
      }
    } finally {
      await context.close();
    }
  });
});
