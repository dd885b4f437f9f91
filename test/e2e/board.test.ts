import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { skipBrowserTests, useSite, WCAG, collectErrors, settled, type Site } from '../support/browser.ts';
import { axeViolations } from '../support/axe.ts';
import { smallTargets, smallText } from '../support/phone.ts';

const skip = skipBrowserTests();

/** The squares of a board with a data attribute, as the styles and the reader's eye read them. */
async function squares(board: Locator, attr: string, value: string): Promise<number[]> {
  const list = await board
    .locator(`[data-square][${attr}="${value}"]`)
    .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-square'))));
  return list.sort((a, b) => a - b);
}

const axe = (page: Page, include: string): Promise<string[]> => axeViolations(page, { include, tags: WCAG });

/** Wait until every island on the page has hydrated. */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
}

/**
 * A fresh browser context at this viewport and motion, on a page of the built site, with one board
 * scrolled into view and running: the one titled `titleId`, or the page's first.
 */
async function visit(
  site: Site,
  path: string,
  options: {
    readonly viewport: { readonly width: number; readonly height: number };
    readonly reducedMotion: 'reduce' | 'no-preference';
  },
  titleId?: string,
): Promise<{ context: BrowserContext; page: Page; board: Locator }> {
  const context = await site.browser.newContext(options);
  const page = await context.newPage();
  await page.goto(`${site.server.origin}${path}`, { waitUntil: 'load' });
  const board = titleId
    ? page.locator('.hellwig-board', { has: page.locator(`#${titleId}`) })
    : page.locator('.hellwig-board').first();
  await board.scrollIntoViewIfNeeded();
  await page.waitForFunction(
    (id) => !document.querySelector(id ? `astro-island[ssr]:has(#${id})` : 'astro-island[ssr]'),
    titleId,
  );
  return { context, page, board };
}

/** Press a key on an element, as a keyboard user does after tabbing to it. */
async function press(locator: Locator, key: string): Promise<void> {
  await locator.focus();
  await locator.press(key);
}

describe.skipIf(skip)('the Hellwig board page, by keyboard alone', () => {
  const site = useSite();
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  const board = () => page.locator('.hellwig-board');
  // The scripts the page fetches, and those it had fetched once it was open and running.
  const requested: string[] = [];
  let onOpen: string[] = [];
  const LAZY_KITS = /\/_astro\/(?:kit|worksKit|predictKit)\.[\w-]+\.js$/;
  const PLATE_KIT = /\/_astro\/kit\.[\w-]+\.js$/;

  beforeAll(async () => {
    // Motion allowed: the wheel animates, and the test waits for it to land.
    context = await site.browser.newContext({
      viewport: { width: 1400, height: 1000 },
      reducedMotion: 'no-preference',
    });
    page = await context.newPage();
    errors = collectErrors(page);
    page.on('request', (r) => void requested.push(r.url()));
    await page.goto(`${site.server.origin}/hellwig/board/`, { waitUntil: 'load' });
    await board().scrollIntoViewIfNeeded();
    await hydrated(page);
    onOpen = [...requested];
  });
  afterAll(() => context.close());

  test('opens on §47: the gun on 283 sweeps 261, 239 and 217, without fetching the kits it loads on need', async () => {
    await expect.poll(() => squares(board(), 'data-effect', 'in-effect')).toEqual([217, 239, 261]);
    expect(
      onOpen.some((u) => u.includes('/_astro/BoardPage.')),
      'the island ran',
    ).toBe(true);
    expect(onOpen.filter((u) => LAZY_KITS.test(u))).toEqual([]);
  });

  test('a keyboard reader skips the 80 examples to the board with one link', async () => {
    const skipLink = board().locator('a.board-skip');
    await skipLink.focus();
    await expect.poll(() => skipLink.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('board-frame'))).toBe(true);
  });

  test('§62: the example wheels the gun from 388 about 387, animated, and the field turns with it', async () => {
    await press(page.getByRole('button', { name: 'Small wheeling: gun to 365 through 366' }), 'Enter');
    await expect.poll(() => squares(board(), 'data-effect', 'in-effect')).toEqual([322, 344, 366]);
    await expect.poll(() => squares(board(), 'data-path', 'passed')).toEqual([366]);
    await expect.poll(() => page.url()).toContain('ex=hellwig-s62-small-artillerists-anticlockwise');
    // Under way, the device's squares turn about the pivot. A busy machine may draw the swing's 350 ms in one or two
    // frames, too few for a wait that polls to see: the page notes any turn it draws, and the test reads the note.
    await page.evaluate(() => {
      const seen = new MutationObserver(() => {
        if (document.querySelector('.boards g[transform^="rotate("]')) {
          (window as { swung?: boolean }).swung = true;
          seen.disconnect();
        }
      });
      seen.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['transform'] });
    });
    await press(page.getByRole('button', { name: 'Wheel', exact: true }), 'Enter');
    await expect.poll(() => page.evaluate(() => (window as { swung?: boolean }).swung), { timeout: 10_000 }).toBe(true);
    await page.waitForSelector('.device[data-gun="365"][data-artillerists="387"]');
    await expect.poll(() => squares(board(), 'data-effect', 'in-effect')).toEqual([362, 363, 364]);
    await expect
      .poll(() => page.locator('.hellwig-board [aria-live="polite"]').textContent())
      .toContain('sweeping 364, 363, 362');
  });

  test('a piece on 366 forces the greatest wheeling, and the board says why', async () => {
    await press(page.getByRole('button', { name: 'Something on 366 stops the small wheeling' }), 'Enter');
    await expect.poll(() => squares(board(), 'data-blocked', 'true')).toEqual([366]);
    await expect.poll(() => board().getByText('Blocked on 366: B’s knight stands on it.').count()).toBe(1);
    await press(page.getByRole('button', { name: 'The greatest wheeling goes round 366' }), 'Enter');
    await expect.poll(() => squares(board(), 'data-blocked', 'true')).toEqual([]);
    await expect.poll(() => squares(board(), 'data-path', 'passed')).toEqual([364, 386, 408, 409, 410]);
  });

  test(
    'set up by hand: a red square put in the line saves the squares behind it (§59), ' +
      'and the address keeps the position',
    async () => {
      await press(page.getByRole('button', { name: 'Field of effect of 282/283' }), 'Enter');
      const frame = board().locator('.board-frame');
      await frame.focus();
      // The cursor starts on the gun (283); two steps toward AB bring it to 239.
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      await expect
        .poll(() => board().locator('.board-status').textContent())
        .toMatch(/^Square 239 .*it is in effect: the second square toward AB/);
      const tool = page.getByLabel('Enter or a click does');
      await tool.focus();
      await tool.selectOption('terrain');
      await frame.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => squares(board(), 'data-terrain', 'mountain')).toEqual([239]);
      await expect.poll(() => squares(board(), 'data-effect', 'in-effect')).toEqual([261]);
      await expect.poll(() => squares(board(), 'data-effect', 'safe')).toEqual([217, 239]);
      await press(page.getByRole('button', { name: 'Why these squares?' }), 'Enter');
      await expect
        .poll(() => board().locator('.board-why').textContent())
        .toContain('217 is safe: the red square 239 stops the fire (§59).');
      await expect.poll(() => page.url()).toMatch(/[?&]m=239(&|$)/);
      const shared = page.url();
      const other = await context.newPage();
      await other.goto(shared, { waitUntil: 'load' });
      await other.locator('.hellwig-board').scrollIntoViewIfNeeded();
      await hydrated(other);
      await expect.poll(() => squares(other.locator('.hellwig-board'), 'data-effect', 'safe')).toEqual([217, 239]);
      await other.close();
    },
  );

  test(
    'a fortress placed with O at the cursor: ' +
      'its ditch dug, its answer, in the address and back on reload (§186, §190)',
    async () => {
      const other = await context.newPage();
      const otherErrors = collectErrors(other);
      await other.goto(`${site.server.origin}/hellwig/board/?pl=II`, { waitUntil: 'load' });
      const b = other.locator('.hellwig-board');
      await b.scrollIntoViewIfNeeded();
      await hydrated(other);
      await b.locator('.board-frame [data-square="205"]').click();
      await other.keyboard.press('o');
      await expect.poll(() => b.locator('[data-placed-fortress="205A"]').count()).toBe(1);
      await expect.poll(() => b.locator('.board-frame [data-square="207"]').getAttribute('data-terrain')).toBe('water');
      await expect
        .poll(() =>
          b
            .locator('.board-works')
            .allTextContents()
            .then((t) => t.join(' ')),
        )
        .toContain('A’s fortress, its centre on 205: no one holds the centre; no way leads out over its ditch');
      await expect.poll(() => new URL(other.url()).searchParams.get('fo')).toBe('205A');
      expect(await axe(other, '.hellwig-board')).toEqual([]);
      const again = await context.newPage();
      await again.goto(other.url(), { waitUntil: 'load' });
      await again.locator('.hellwig-board').scrollIntoViewIfNeeded();
      await hydrated(again);
      await expect.poll(() => again.locator('[data-placed-fortress="205A"]').count()).toBe(1);
      expect(otherErrors).toEqual([]);
      await again.close();
      await other.close();
    },
  );

  test('a malformed address gives a clear message and a usable board', async () => {
    const other = await context.newPage();
    await other.goto(`${site.server.origin}/hellwig/board/?d=5-6q&p=%3Cscript%3E`, { waitUntil: 'load' });
    await other.locator('.hellwig-board').scrollIntoViewIfNeeded();
    await hydrated(other);
    const alert = other.locator('.hellwig-board .widget-problems');
    await expect.poll(() => alert.textContent()).toContain('d= lists devices');
    await expect
      .poll(() => squares(other.locator('.hellwig-board'), 'data-effect', 'in-effect'))
      .toEqual([217, 239, 261]);
    await other.close();
  });

  test('passes axe, and logs no errors', async () => {
    expect(await axe(page, '.hellwig-board')).toEqual([]);
    await press(page.getByRole('button', { name: 'Plan a wheeling' }), 'Enter');
    expect(await axe(page, '.hellwig-board')).toEqual([]);
    expect(errors).toEqual([]);
  });

  test(
    'plate III by the arrow keys on the plate choice: ' +
      'its kit fetched then, drawn whole with the text’s terrain, in the address, axe clean',
    async () => {
      expect(
        requested.filter((u) => PLATE_KIT.test(u)),
        'plate III’s kit, before it is chosen',
      ).toEqual([]);
      await press(page.getByRole('radio', { name: /^Plate II,/ }), 'ArrowRight');
      await expect.poll(() => board().locator('.board-svg:not(.board-swatch) [data-square]').count()).toBe(1617);
      await expect.poll(() => squares(board(), 'data-terrain', 'mountain')).toEqual([82, 114, 115, 306, 381, 504]);
      await expect.poll(() => new URL(page.url()).search).toBe('?pl=III');
      expect(
        requested.filter((u) => PLATE_KIT.test(u)),
        'plate III’s kit, once chosen',
      ).toHaveLength(1);
      expect(await axe(page, '.hellwig-board')).toEqual([]);
      expect(errors).toEqual([]);
    },
  );

  test('on plate III, §199’s territory line by keyboard: drawn, its reconstruction said, axe clean', async () => {
    const toggle = page.getByRole('button', { name: 'Territory line (§199)' });
    await press(toggle, 'Enter');
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => board().locator('[data-territory-line] .territory-reconstructed').count()).toBe(1);
    await expect
      .poll(() => board().locator('[aria-live]').last().textContent())
      .toContain(
        'From 272 by 807 and 811 to 1346, through the middle of the plan, the line is the edition’s reconstruction',
      );
    expect(await axe(page, '.hellwig-board')).toEqual([]);
    await press(toggle, 'Enter');
    await expect.poll(() => board().locator('[data-territory-line]').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe.skipIf(skip)('the small boards beside Hellwig’s §§', () => {
  const site = useSite();

  test('without JavaScript, §47’s board shows its field and §62’s its path, as static SVG', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.server.origin}/hellwig/artillery/`);
    const s47 = page.locator('.hellwig-board', { has: page.locator('#board-s47-field-title') });
    await expect.poll(() => squares(s47, 'data-effect', 'in-effect')).toEqual([217, 239, 261]);
    const s62 = page.locator('.hellwig-board', {
      has: page.locator('#board-s62-small-artillerists-anticlockwise-title'),
    });
    await expect.poll(() => squares(s62, 'data-path', 'passed')).toEqual([366]);
    // A drawing, not a dead machine: no control that needs JavaScript is shown.
    await expect
      .poll(() =>
        s62
          .locator('button, input, select, [tabindex="0"]')
          .evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetParent !== null).length),
      )
      .toBe(0);
    await expect.poll(() => s62.locator('.board-static-note').isVisible()).toBe(true);
    // The key to the symbols is HTML of the page: it opens without JavaScript.
    await s62.locator('.board-legend summary').click();
    await expect
      .poll(() => s62.locator('.board-legend li', { hasText: 'a wheeling passes over it (§62)' }).isVisible())
      .toBe(true);
    // The text names squares by number, and without JavaScript nothing can toggle them: the board shows them.
    await expect.poll(() => s47.locator('[data-square="239"] .sq-n').isVisible()).toBe(true);
    await context.close();
  });

  test(
    'the bridge and supply chapters’ boards are drawings that load no script, ' + 'accessible in both themes',
    async () => {
      const context = await site.browser.newContext();
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script' && r.url().includes('Board')) scripts.push(r.url());
      });
      await page.goto(`${site.server.origin}/hellwig/destruction-of-bridges/`, { waitUntil: 'load' });
      const s163 = page.locator('.board-still', { has: page.locator('#board-s163-rook-132-title') });
      await expect.poll(() => s163.locator('.board-lesson').textContent()).toMatch(/may ruin it/);
      await expect.poll(() => s163.locator('.board-still-links a').count()).toBe(11);
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        expect(await axe(page, '.board-still')).toEqual([]);
      }
      // The supply chapter's boards are windows of plate III, with the second school's answers (§257, §258).
      await page.goto(`${site.server.origin}/hellwig/depot-and-magazine/`, { waitUntil: 'load' });
      const s258 = page.locator('.board-still', { has: page.locator('#board-s258-rook-574-title') });
      await expect.poll(() => s258.locator('.board-lesson').textContent()).toMatch(/supply cannot pass 575, 576/);
      await expect.poll(() => s258.locator('.widget-sub').textContent()).toMatch(/^Plate III/);
      // The same drawing as the bridges' in light: its new marks are checked once, in the dark theme still emulated.
      expect(await axe(page, '.board-still')).toEqual([]);
      expect(scripts).toEqual([]);
      await context.close();
    },
  );

  test('a chapter prints its boards as drawings, with their squares’ numbers and without their controls', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${site.server.origin}/hellwig/artillery/`);
    await settled(page);
    await page.emulateMedia({ media: 'print' });
    const boards = page.locator('.hellwig-board');
    const count = await boards.count();
    expect(count).toBeGreaterThan(5);
    for (let i = 0; i < count; i++)
      await expect.poll(() => boards.nth(i).locator('.board-frame > .board-svg').isVisible()).toBe(true);
    await expect.poll(() => page.locator('.hellwig-board [data-square="239"] .sq-n').first().isVisible()).toBe(true);
    await expect
      .poll(() =>
        page
          .locator('.hellwig-board :is(button, select)')
          .evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetParent !== null).length),
      )
      .toBe(0);
    await context.close();
  });

  test('§56 tells the driving as two steps; the boards pass axe', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`${site.server.origin}/hellwig/artillery/`);
    await settled(page);
    const s56 = page.locator('.hellwig-board', { has: page.locator('#board-s56-before-title') });
    await s56.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]:has(#board-s56-before-title)'));
    await press(s56.getByRole('button', { name: 'Double artillery advances and drives the single' }), 'Enter');
    const story = s56.locator('.story');
    await expect.poll(() => story.locator('li').count()).toBe(2);
    // Each small board lists all of its §’s examples, none clipped out of sight (§62 has ten).
    const s62 = page.locator('.hellwig-board', {
      has: page.locator('#board-s62-small-artillerists-anticlockwise-title'),
    });
    const list = s62.locator('.presets ul');
    await expect.poll(() => list.locator('button').count()).toBeGreaterThan(5);
    await expect.poll(() => list.evaluate((e) => e.scrollHeight <= e.clientHeight + 1)).toBe(true);
    await expect.poll(() => story.textContent()).toMatch(/Step 1, before the advance: .*We may destroy theirs: no/);
    await expect.poll(() => story.textContent()).toMatch(/Step 2, after advancing 1 toward AB .*we drive it away/);
    await press(s56.getByRole('button', { name: 'Advance (step 2)' }), 'Enter');
    await expect.poll(() => squares(s56, 'data-effect', 'in-effect')).toContain(327);
    // After the advance the story still stands: step 2 on the board, step 1 one click away.
    await expect.poll(() => s56.locator('.board-problem').count()).toBe(0);
    await expect.poll(() => story.textContent()).toMatch(/Step 2, after advancing 1 toward AB .*we drive it away/);
    for (const b of await page.locator('.widget-slot').all()) await b.scrollIntoViewIfNeeded();
    await hydrated(page);
    expect(await axe(page, '.hellwig-board')).toEqual([]);
    await context.close();
  });
});

describe.skipIf(skip)('a small board’s Wheel, a screen below its gun', () => {
  const site = useSite();

  test(
    'at 1366 × 768 the gun is brought into view as it wheels, ' + 'without smooth scrolling when motion is reduced',
    async () => {
      const { context, board: s62 } = await visit(
        site,
        '/hellwig/artillery/',
        { viewport: { width: 1366, height: 768 }, reducedMotion: 'reduce' },
        'board-s62-small-artillerists-anticlockwise-title',
      );
      const inView = (sq: number) =>
        s62.locator(`[data-square="${sq}"]`).evaluate((e) => {
          const b = e.getBoundingClientRect();
          return b.top >= 0 && b.bottom <= innerHeight;
        });
      const wheelButton = s62.getByRole('button', { name: 'Wheel', exact: true });
      await wheelButton.scrollIntoViewIfNeeded();
      // Where the reader presses Wheel, the plate is out of sight: the test means something.
      await expect.poll(() => inView(387)).toBe(false);
      await press(wheelButton, 'Enter');
      await s62.locator('.device[data-gun="365"][data-artillerists="387"]').waitFor();
      await expect.poll(() => inView(387)).toBe(true);
      await context.close();
    },
  );
});

describe.skipIf(skip)('the board page on a phone (390 px)', () => {
  const site = useSite();

  /** Whether square `sq` stands wholly inside the visible part of its board's frame. */
  const inFrame = (board: Locator, sq: number) =>
    board.locator(`[data-square="${sq}"]`).evaluate((e) => {
      const f = e.closest('.board-frame')!.getBoundingClientRect();
      const b = e.getBoundingClientRect();
      return b.left >= f.left && b.right <= f.right;
    });

  test(
    'the page is no wider than the screen: ' +
      'the plate opens fitted, side labels whole, zooms in to scroll in its frame, and every control is in reach',
    async () => {
      const { context, page } = await visit(site, '/hellwig/board/?ex=hellwig-s62-greatest', {
        viewport: { width: 390, height: 844 },
        reducedMotion: 'reduce',
      });
      expect(await page.evaluate(() => [document.documentElement.scrollWidth, innerWidth])).toSatisfy(
        ([scroll, inner]: number[]) => scroll! <= inner!,
      );
      // The controls the reader needs, each within the screen's width.
      const right = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((e) => e.getBoundingClientRect().right);
      for (const selector of [
        '.board-status',
        '.board-buttons button:has-text("Remove on")',
        '.board-wheel',
        '.board-wheel button:has-text("Wheel")',
      ]) {
        expect(await right(selector), selector).toBeLessThanOrEqual(390);
      }
      // No text under 12 px; every target a finger wide, or spaced as WCAG 2.5.8 allows.
      expect(await smallText(page)).toEqual([]);
      expect(await smallTargets(page, '.hellwig-board')).toEqual([]);
      // It opens on the whole plate, fitted to the width, its four side labels whole inside the frame.
      const frame = page.locator('.board-frame');
      expect(await frame.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
      const cut = await frame.evaluate((e) => {
        const f = e.getBoundingClientRect();
        return [...e.querySelectorAll('.side-labels text')]
          .map((t) => t.getBoundingClientRect())
          .filter(
            (b) => b.left < f.left - 0.5 || b.right > f.right + 0.5 || b.top < f.top - 0.5 || b.bottom > f.bottom + 0.5,
          );
      });
      expect(cut).toEqual([]);
      // Zoomed in, its squares are a finger wide (WCAG 2.5.8) and the plate scrolls in its frame, the example in sight.
      await page.getByRole('button', { name: 'Zoom in' }).click();
      await expect.poll(() => frame.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
      const side = await page
        .locator('[data-square="388"] .sq-ground')
        .evaluate((e) => e.getBoundingClientRect().width);
      expect(side).toBeGreaterThanOrEqual(24);
      await expect.poll(() => inFrame(page.locator('.hellwig-board'), 388)).toBe(true);
      await context.close();
    },
  );

  test('zoomed in, the board shows its example in the frame, not the plate’s left edge', async () => {
    // §47’s gun stands on 283, near the right of the plate.
    const { context, page, board } = await visit(site, '/hellwig/board/', {
      viewport: { width: 390, height: 844 },
      reducedMotion: 'reduce',
    });
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(() => board.locator('.board-frame').evaluate((e) => e.scrollLeft > 0)).toBe(true);
    await expect.poll(() => inFrame(board, 283)).toBe(true);
    await expect.poll(() => inFrame(board, 282)).toBe(true);
    await context.close();
  });

  test(
    'a small board’s squares stay a finger wide (24 px, WCAG 2.5.8), its frame scrolling, ' + 'its example in sight',
    async () => {
      const { context, page, board } = await visit(
        site,
        '/hellwig/artillery/',
        { viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' },
        'board-s62-small-artillerists-anticlockwise-title',
      );
      const sizes = await page
        .locator('.hellwig-board [data-square] .sq-ground')
        .evaluateAll((els) =>
          els.map((e) => Math.min(e.getBoundingClientRect().width, e.getBoundingClientRect().height)),
        );
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(24);
      expect(await page.evaluate(() => [document.documentElement.scrollWidth, innerWidth])).toSatisfy(
        ([scroll, inner]: number[]) => scroll! <= inner!,
      );
      await expect.poll(() => inFrame(board, 388)).toBe(true);
      await context.close();
    },
  );
});

describe.skipIf(skip)('the board page on a laptop (1366 × 768)', () => {
  const site = useSite();

  test(
    'the examples stand beside the board; ' + 'a click on one whose squares lie out of sight brings them into view',
    async () => {
      const { context, page, board } = await visit(site, '/hellwig/board/', {
        viewport: { width: 1366, height: 768 },
        reducedMotion: 'reduce',
      });
      await page.evaluate(() => scrollTo(0, 0));
      const [list, frame] = await Promise.all(
        ['.presets', '.board-frame'].map((s) =>
          board
            .locator(s)
            .first()
            .evaluate((e) => e.getBoundingClientRect().toJSON()),
        ),
      );
      expect(list.right).toBeLessThanOrEqual(frame.left);
      expect(list.top).toBeLessThan(frame.bottom);
      expect(frame.top).toBeLessThan(list.bottom);
      const visible = (sq: number) =>
        board.locator(`[data-square="${sq}"]`).evaluate((e) => {
          const b = e.getBoundingClientRect();
          return b.top >= 0 && b.bottom <= innerHeight;
        });
      await expect.poll(() => visible(388)).toBe(false);
      await page.getByRole('button', { name: 'The greatest wheeling goes round 366' }).click();
      await expect.poll(() => visible(388)).toBe(true);
      await context.close();
    },
  );
});

describe.skipIf(skip)('the board keeps the keyboard’s place', () => {
  const site = useSite();
  const focusInside = (page: Page) =>
    page.evaluate(() =>
      document.activeElement?.closest('.hellwig-board')
        ? (document.activeElement as HTMLElement).className || document.activeElement!.tagName
        : 'outside: ' + document.activeElement?.tagName,
    );

  test('after “Plan the greatest wheeling”, Wheel and a move, focus stays in the board, never on <body>', async () => {
    const { context, page } = await visit(site, '/hellwig/board/?ex=hellwig-s62-small-blocked-366', {
      viewport: { width: 1400, height: 1000 },
      reducedMotion: 'no-preference',
    });
    await press(page.getByRole('button', { name: 'Plan the greatest wheeling' }), 'Enter');
    // The next thing to do is to wheel: the Wheel button has the focus.
    await expect.poll(() => focusInside(page)).toBe('board-wheel-go');
    await page.keyboard.press('Enter');
    await page.waitForSelector('.device[data-gun="365"][data-artillerists="387"]');
    await expect.poll(() => focusInside(page)).not.toMatch(/^outside/);
    await page.goto(`${site.server.origin}/hellwig/board/?ex=hellwig-s45-moves`, { waitUntil: 'load' });
    await page.locator('.hellwig-board').scrollIntoViewIfNeeded();
    await hydrated(page);
    await press(page.locator('.board-moves button').first(), 'Enter');
    // Moved: the position is no longer the example's.
    await page.waitForFunction(() => !location.search.includes('ex='));
    await expect.poll(() => focusInside(page)).not.toMatch(/^outside/);
    await context.close();
  });
});
