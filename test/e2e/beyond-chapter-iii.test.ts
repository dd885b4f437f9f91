/**
 * The widgets of chapters II and V and the Kriegspiel appendix (issue 18), as a reader meets them on the built site:
 * each keeps its state in the address under its own keys (no two widgets of a page share one) and gets it back on a
 * reload; without JavaScript each shows its drawing and its worked case, its controls there but disabled.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { WCAG, collectErrors, skipBrowserTests, settled, useSite } from '../support/browser.ts';
import { axeViolations } from '../support/axe.ts';

const skip = skipBrowserTests();

/** Each page and the widgets it places, by their class. */
const PAGES = [
  ['/little-wars/the-beginnings-of-modern-little-warfare/', ['grew']],
  ['/little-wars/extensions-and-amplifications/', ['transport-plan', 'railway-calc']],
  [
    '/little-wars/little-wars-and-kriegspiel/',
    ['shell-calc', 'rifle-calc', 'moves-calc', 'supply-calc', 'works-calc', 'charge-calc'],
  ],
] as const;

/** Bring a widget into view and wait until it has woken. */
async function awake(page: Page, kind: string): Promise<void> {
  await page.locator(`.widget.${kind}`).scrollIntoViewIfNeeded();
  await page.waitForFunction((k) => !document.querySelector(`astro-island[ssr]:has(.${k})`), kind);
}

/** What a widget's inputs hold: each number, and each radio group's choice. */
const inputsOf = (page: Page, kind: string) =>
  page.locator(`.widget.${kind} input`).evaluateAll((inputs) =>
    (inputs as HTMLInputElement[])
      .filter((i) => i.type !== 'radio' || i.checked)
      .map((i) => `${i.name || i.id}=${i.value}`)
      .join(' '),
  );

describe.skipIf(skip)('the widgets beyond chapter III keep their own state in the address', () => {
  const site = useSite();

  test.each(PAGES)(
    '%s: a change in each widget is kept under its own keys and survives a reload',
    async (path, kinds) => {
      const context = await site.browser.newContext({
        viewport: { width: 1280, height: 900 },
        reducedMotion: 'reduce',
      });
      try {
        const page = await context.newPage();
        await page.goto(site.server.origin + path);
        await settled(page);
        const keysOf = new Map<string, string[]>();
        const before = new Map<string, string>();
        for (const kind of kinds) {
          await awake(page, kind);
          const w = page.locator(`.widget.${kind}`);
          const had = new Set(new URL(page.url()).searchParams.keys());
          before.set(kind, await inputsOf(page, kind));
          // A reader's change: one more of the first count, else the first choice not yet taken.
          const more = w.locator('.widget-inputs button[aria-label^="One more"]:not([disabled])').first();
          if (await more.count()) await more.click();
          else await w.locator('.widget-inputs input[type="radio"]:not(:checked):not([disabled])').first().check();
          await expect.poll(async () => (await inputsOf(page, kind)) !== before.get(kind)).toBe(true);
          await expect.poll(() => [...new URL(page.url()).searchParams.keys()].some((k) => !had.has(k))).toBe(true);
          keysOf.set(
            kind,
            [...new URL(page.url()).searchParams.keys()].filter((k) => !had.has(k)),
          );
        }
        // Each widget writes under one namespace of its own: `shell.men`, never a bare or another widget's key.
        const spaces = kinds.map((kind) => {
          const keys = keysOf.get(kind)!;
          const space = keys[0]!.split('.')[0]!;
          expect(
            keys.every((k) => k.startsWith(`${space}.`)),
            `${kind}: ${keys.join(', ')}`,
          ).toBe(true);
          return space;
        });
        expect(new Set(spaces).size).toBe(kinds.length);
        const changed = new Map<string, string>();
        for (const kind of kinds) changed.set(kind, await inputsOf(page, kind));
        await page.reload();
        await settled(page);
        for (const kind of kinds) {
          await awake(page, kind);
          await expect.poll(() => inputsOf(page, kind), { message: kind }).toBe(changed.get(kind));
        }
      } finally {
        await context.close();
      }
    },
  );
});

describe.skipIf(skip)('chapter V’s widgets by keyboard alone', () => {
  const site = useSite();

  test('one more man by the arrow key: a second truck, a third waggon, each announced; both pass axe', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    try {
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto(`${site.server.origin}/little-wars/extensions-and-amplifications/`);
      await settled(page);
      const live = (kind: string) => page.locator(`.widget.${kind} [aria-live="polite"]`).textContent();
      await awake(page, 'railway-calc');
      // Twelve infantry to a truck (p. 94, l. 827): the thirteenth man needs a second.
      await expect.poll(() => live('railway-calc')).toMatch(/^1 truck,/);
      await page.locator('#rail-infantry').focus();
      await page.keyboard.press('ArrowUp');
      await expect.poll(() => live('railway-calc')).toMatch(/^2 trucks,/);
      await awake(page, 'transport-plan');
      // "one such waggon for every fifty men" (p. 91), a part of fifty counted whole by default: 101 men need a third.
      await expect.poll(() => live('transport-plan')).toContain('2 waggons');
      await page.locator('#transport-infantry').focus();
      await page.keyboard.press('ArrowUp');
      await expect.poll(() => live('transport-plan')).toContain('3 waggons');
      for (const kind of ['railway-calc', 'transport-plan'])
        expect(await axeViolations(page, { include: `.widget.${kind}`, tags: WCAG }), kind).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe.skipIf(skip)('the widgets beyond chapter III without JavaScript', () => {
  const site = useSite();

  test.each(PAGES)('%s: each widget shows its drawing and worked case, its controls disabled', async (path, kinds) => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(site.server.origin + path);
      for (const kind of kinds) {
        const w = page.locator(`.widget.${kind}`);
        expect(await w.locator('.widget-result svg').first().isVisible(), kind).toBe(true);
        expect(await w.locator('.widget-reasons li').count(), kind).toBeGreaterThan(0);
        expect(await w.locator('[aria-live="polite"]').textContent(), kind).not.toBe('');
        expect(await w.locator('button, input, select').count(), kind).toBeGreaterThan(3);
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
