/**
 * Issue 17's "done when", in the built site: two readers at one keyboard play a short game from its first move to a
 * conquered fortress (§§187–188), with captures on both sides, every move chosen with the cursor keys and Enter as the
 * page documents; the address keeps the finished game, and a reload finds it again. On a phone, the same game's first
 * moves by touch. Every sentence expected is the page's; the engine decides what is legal.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { skipBrowserTests, useSite, collectErrors } from '../support/browser.ts';
import { piecesDrawn, playKeys } from '../support/play.ts';
import { smallTargets } from '../support/phone.ts';

const skip = skipBrowserTests();

/**
 * The position: A's knight two rows below B's fortress centre (12, the middle of his back row on plate II, §187), B's
 * bishop beside it, and each side's rook on one file at the foot of the plate. Only the position is pasted; the moves
 * are played.
 */
const SETUP = 'AS56 AT578 BL36 BT600';
const CONQUERED = 'A has conquered the enemy’s fortress (§188) and wins a large flag (§13).';

describe.skipIf(skip)('a whole game of Hellwig’s by two readers at one keyboard', () => {
  const site = useSite();
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    context = await site.browser.newContext({ viewport: { width: 1400, height: 1000 }, reducedMotion: 'reduce' });
    page = await context.newPage();
    errors = collectErrors(page);
    await page.goto(`${site.server.origin}/hellwig/play/`, { waitUntil: 'load' });
    await page.locator('.play-board').scrollIntoViewIfNeeded();
    await playKeys(page).woken();
  });
  afterAll(async () => {
    await context.close();
  });

  test(
    'from the first move to a conquered fortress, announced move by move, found again finished ' +
      'after a reload (§13, §187, §188)',
    async () => {
      const { frame, enterOn, said, woken } = playKeys(page);
      const paste = page.getByLabel('Paste a game in the notation to load it');
      await paste.focus();
      await paste.pressSequentially(`Start: setup\nSetup: ${SETUP}\n`);
      await paste.press('Tab');
      await page.keyboard.press('Enter');
      await expect.poll(said).toBe('Game loaded: 0 moves.');
      await expect.poll(() => piecesDrawn(page)).toEqual(['AS56', 'AT578', 'BL36', 'BT600']);
      await frame().focus();
      // The cursor starts on A's fortress centre, 671. A's knight takes B's bishop (§32, §180).
      await enterOn(671, 56);
      await expect.poll(said).toMatch(/^Square 56 selected: \d+ actions\.$/);
      await enterOn(56, 36);
      await expect.poll(said).toBe('A: knight 56 takes the bishop on 36. B to move.');
      // B's rook takes A's along the file.
      await enterOn(36, 600);
      await enterOn(600, 578);
      await expect.poll(said).toBe('B: rook 600 takes the rook on 578. A to move.');
      // A's knight comes onto B's fortress centre: the cursor there names it.
      await enterOn(578, 36);
      await enterOn(36, 12);
      await expect.poll(said).toBe('A: knight 36 to 12. B to move.');
      await expect
        .poll(() => frame().getAttribute('aria-label'))
        .toMatch(/Cursor on square 12\. B’s fortress centre \(§187\)\.$/);
      // B's move leaves him there, and the fortress falls (§188).
      await enterOn(12, 578);
      await enterOn(578, 600);
      await expect.poll(said).toBe(`B: rook 578 to 600. ${CONQUERED}`);
      await expect.poll(() => page.locator('.play-status').textContent()).toBe(CONQUERED);
      // Over: a piece selected has nothing to do, and the panels of actions are gone (§188).
      await frame().press('Enter');
      await expect.poll(said).toBe(`The game is over: ${CONQUERED}`);
      await expect.poll(() => page.locator('.play-peace, .play-declare').count()).toBe(0);
      const list = ['A S 56x36', 'B T 600x578', 'A S 36-12', 'B T 578-600'];
      const moves = page.locator('.play-move-list button');
      await expect.poll(() => moves.allTextContents()).toEqual(list);
      await expect
        .poll(() => new URL(page.url()).searchParams.get('moves'))
        .toBe(list.map((m) => m.slice(2)).join(';'));
      const drawn = ['AS12', 'BT600'];
      await expect.poll(() => piecesDrawn(page)).toEqual(drawn);
      await page.reload({ waitUntil: 'load' });
      await page.locator('.play-board').scrollIntoViewIfNeeded();
      await woken();
      await expect.poll(() => moves.allTextContents()).toEqual(list);
      await expect.poll(() => page.locator('.play-status').textContent()).toBe(CONQUERED);
      await expect.poll(() => piecesDrawn(page)).toEqual(drawn);
      await expect.poll(() => page.locator('.play-peace, .play-declare').count()).toBe(0);
      expect(errors).toEqual([]);
    },
  );
});

describe.skipIf(skip)('the same game on a phone, by touch', () => {
  const site = useSite();
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    context = await site.browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      reducedMotion: 'reduce',
    });
    page = await context.newPage();
    errors = collectErrors(page);
    const q = new URLSearchParams({ start: 'setup', setup: SETUP });
    await page.goto(`${site.server.origin}/hellwig/play/?${q}`, { waitUntil: 'load' });
    await playKeys(page).woken();
  });
  afterAll(async () => {
    await context.close();
  });

  test(
    'a piece tapped, then its target: moved and announced; a square it cannot reach refused ' +
      'with its reason and §; the page no wider than the phone, its move list and controls within ' +
      'a finger’s reach (WCAG 2.5.8)',
    async () => {
      const { said } = playKeys(page);
      const square = (sq: number) => page.locator(`.play-board .board-frame .sq[data-square="${sq}"]`);
      // Each square is a finger's target: at least 24 × 24 CSS px (WCAG 2.5.8), the plate scrolling in its frame.
      const box = await square(56).boundingBox();
      expect(box!.width).toBeGreaterThanOrEqual(24);
      expect(box!.height).toBeGreaterThanOrEqual(24);
      await square(56).tap();
      await expect.poll(said).toMatch(/^Square 56 selected: \d+ actions\.$/);
      await expect.poll(() => square(56).getAttribute('data-selected')).toBe('true');
      await square(36).tap();
      await expect.poll(said).toBe('A: knight 56 takes the bishop on 36. B to move.');
      // B's rook tapped, then a square off its lines: refused, with the engine's reason and its §§, on the page too.
      await square(600).tap();
      await expect.poll(said).toMatch(/^Square 600 selected/);
      await square(623).tap();
      const refusal = 'Refused: the rook on 600 cannot go to 623: that is not one of its moves (§32–§41, §172, §177)';
      await expect.poll(said).toBe(refusal);
      await expect.poll(() => page.getByRole('alert').textContent()).toBe(refusal);
      await expect.poll(() => page.locator('.play-status').textContent()).toMatch(/^B to move\./);
      // Still selected, the rook goes where it may: the refusal cost no move (§181).
      await square(578).tap();
      await expect.poll(said).toBe('B: rook 600 takes the rook on 578. A to move.');
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
      // The move list and the controls, reached and used by touch.
      const moves = page.locator('.play-move-list button');
      await expect.poll(() => moves.allTextContents()).toEqual(['A S 56x36', 'B T 600x578']);
      await moves.first().tap();
      await expect.poll(said).toBe('Position after 1 move.');
      await page.getByRole('button', { name: 'Undo' }).tap();
      await expect.poll(said).toBe('Undone: back to move 1.');
      await expect.poll(() => moves.allTextContents()).toEqual(['A S 56x36']);
      await page.getByRole('button', { name: 'Set up a position' }).tap();
      await expect.poll(() => page.getByRole('heading', { name: 'Set up a position' }).isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Cancel the set-up' }).tap();
      expect(await smallTargets(page, '.play-board')).toEqual([]);
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
      expect(errors).toEqual([]);
    },
  );
});
