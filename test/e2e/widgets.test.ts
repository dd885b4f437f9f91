import { beforeAll, describe, expect, test } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { skipBrowserTests, useSite, WCAG, collectErrors, settled } from '../support/browser.ts';
import { axeViolations } from '../support/axe.ts';

const RULES = '/little-wars/the-rules/';
const skip = skipBrowserTests();

describe.skipIf(skip)('the small calculators of the rules chapter, by keyboard alone', () => {
  const site = useSite();
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    context = await site.browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    page = await context.newPage();
    errors = collectErrors(page);
    await page.goto(site.server.origin + RULES);
    await settled(page);
  });

  /** Scroll a widget into view, wait for it to hydrate, and return it. */
  async function widget(kind: string): Promise<Locator> {
    const w = page.locator(`.widget.${kind}`);
    await w.scrollIntoViewIfNeeded();
    await page.waitForFunction((k) => !document.querySelector(`astro-island[ssr]:has(.${k})`), kind);
    return w;
  }

  /** Replace a number field's value by typing, as a keyboard user would. */
  async function type(id: string, value: string): Promise<void> {
    await page.locator(`#${id}`).focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(value);
  }

  const axe = (kind: string): Promise<string[]> => axeViolations(page, { include: `.widget.${kind}`, tags: WCAG });

  test('gun: three cavalry and an infantryman move the gun one foot; three men cannot work it', async () => {
    const w = await widget('gun-calc');
    await page.locator('#gun-cavalry').focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => w.textContent()).toContain('3 men within 6 inches: out of action');
    await page.locator('#gun-infantry').focus();
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => w.textContent()).toContain('1 foot (12 inches)');
    expect(await axe('gun-calc')).toEqual([]);
  });

  test('time: 61 men and no gun take 3 minutes rounded up, 2 to the nearest minute', async () => {
    const w = await widget('time-calc');
    await type('time-men', '61');
    await type('time-guns', '0');
    await expect.poll(() => w.textContent()).toContain('whole minutes, rounded up (edition): 3 minutes');
    await expect.poll(() => w.textContent()).toContain('whole minutes, to the nearest: 2 minutes');
    expect(await axe('time-calc')).toEqual([]);
  });

  test('force: a preset by Enter, then one more gun goes over the limit', async () => {
    const w = await widget('force-calc');
    await w.getByRole('button', { name: '60 infantry, 40 cavalry and 3 guns' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => w.textContent()).toContain('150 points: within the limit of 150');
    await page.locator('#force-guns').focus();
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => w.textContent()).toContain('160 points: over the limit of 150 by 10');
    expect(await axe('force-calc')).toEqual([]);
  });

  test('finish: typing side A’s infantry changes A’s total, not B’s', async () => {
    const w = await widget('finish-calc');
    await type('finish-a-infantry', '20');
    await expect.poll(() => w.textContent()).toContain('Total7062');
    expect(await axe('finish-calc')).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe.skipIf(skip)('how the rules grew (chapter II), by keyboard alone', () => {
  const site = useSite();

  test('Later rules by Enter steps the raid from isolation to the mêlée, and the woken widget passes axe', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    try {
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto(`${site.server.origin}/little-wars/the-beginnings-of-modern-little-warfare/`);
      const w = page.locator('.widget.grew');
      await w.scrollIntoViewIfNeeded();
      const later = w.getByRole('button', { name: 'Later rules' });
      await expect.poll(() => later.isEnabled()).toBe(true);
      await later.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => w.textContent()).toContain('The mêlée settles it: 2 dead on each side, 3 horsemen');
      expect(await axeViolations(page, { include: '.widget.grew', tags: WCAG })).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/** The appendix's widgets but the charge calculator, which has its own test (charge.test.ts). */
const APPENDIX_KINDS = ['shell-calc', 'rifle-calc', 'moves-calc', 'supply-calc', 'works-calc'];

describe.skipIf(skip)('the appendix’s fire, moves, supply and works widgets, by keyboard alone', () => {
  const site = useSite();

  test(
    'supply: food a move late puts the body out of action, announced; every widget passes axe; ' +
      'printed, the drawings stay',
    async () => {
      const context = await site.browser.newContext({
        viewport: { width: 1280, height: 900 },
        reducedMotion: 'reduce',
      });
      try {
        const page = await context.newPage();
        const errors = collectErrors(page);
        await page.goto(`${site.server.origin}/little-wars/little-wars-and-kriegspiel/`);
        await settled(page);
        for (const kind of APPENDIX_KINDS) {
          await page.locator(`.widget.${kind}`).scrollIntoViewIfNeeded();
          await page.waitForFunction((k) => !document.querySelector(`astro-island[ssr]:has(.${k})`), kind);
        }
        const w = page.locator('.widget.supply-calc');
        await page.locator('#supply-planner-lateFood').focus();
        await page.keyboard.press('ArrowUp');
        await expect.poll(() => w.locator('[aria-live="polite"]').textContent()).toContain('Move 6: out of action.');
        await expect.poll(() => page.url()).toContain('supply.late-food=1');
        for (const kind of APPENDIX_KINDS)
          expect(await axeViolations(page, { include: `.widget.${kind}`, tags: WCAG })).toEqual([]);
        expect(errors).toEqual([]);
        // Printed, each widget keeps its case worked (its drawing and reasons) and drops its controls.
        await page.emulateMedia({ media: 'print' });
        for (const kind of [...APPENDIX_KINDS, 'charge-calc']) {
          const widget = page.locator(`.widget.${kind}`);
          await expect
            .poll(() => widget.locator('svg[role="img"], svg.supply-strip').first().isVisible(), { message: kind })
            .toBe(true);
          await expect.poll(() => widget.locator('.widget-reasons').first().isVisible(), { message: kind }).toBe(true);
          await expect
            .poll(() => widget.locator('.widget-inputs, .presets').first().isVisible(), { message: kind })
            .toBe(false);
        }
        await page.emulateMedia({ media: 'screen' });
      } finally {
        await context.close();
      }
    },
  );
});
