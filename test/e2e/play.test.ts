/**
 * Play Hellwig's game (issue 17) in the built site: a short game by keyboard alone, the game in
 * the address found again after a reload, and axe over the woken page. One page, one context.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { skipBrowserTests, useSite, WCAG, collectErrors } from '../support/browser.ts';
import { axeViolations } from '../support/axe.ts';
import { playKeys } from '../support/play.ts';

const skip = skipBrowserTests();

describe.skipIf(skip)('playing Hellwig’s game by keyboard', () => {
  const site = useSite();
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  // The keys as play.astro documents them, on plate II: the cursor walked and Enter pressed (test/support/play.ts).
  const frame = () => playKeys(page).frame();
  const woken = () => playKeys(page).woken();
  const enterOn = (from: number, to: number, key?: string) => playKeys(page).enterOn(from, to, key);
  const said = () => playKeys(page).said();

  beforeAll(async () => {
    context = await site.browser.newContext({ viewport: { width: 1400, height: 1000 }, reducedMotion: 'reduce' });
    page = await context.newPage();
    errors = collectErrors(page);
    await page.goto(`${site.server.origin}/hellwig/play/?start=skirmish`, { waitUntil: 'load' });
    await page.locator('.play-board').scrollIntoViewIfNeeded();
    await woken();
  });
  afterAll(async () => {
    await context.close();
  });

  test('two moves by keyboard, announced, kept in the address and found again after a reload', async () => {
    await frame().focus();
    // The cursor starts on A's fortress centre, 671; A's knight on 602 goes to 559.
    await enterOn(671, 602);
    await expect.poll(() => page.getByRole('heading', { name: 'Actions of square 602' }).count()).toBe(1);
    await enterOn(602, 559);
    await expect
      .poll(() => page.locator('[aria-live="polite"]').last().textContent())
      .toBe('A: knight 602 to 559. B to move.');
    // B's knight on 81 goes to 124.
    await enterOn(559, 81);
    await enterOn(81, 124);
    const moves = page.locator('.play-move-list button');
    await expect.poll(() => moves.allTextContents()).toEqual(['A S 602-559', 'B S 81-124']);
    await expect.poll(() => new URL(page.url()).searchParams.get('moves')).toBe('S 602-559;S 81-124');
    expect(await axeViolations(page, { include: '.play-board', tags: WCAG })).toEqual([]);
    await page.reload({ waitUntil: 'load' });
    await page.locator('.play-board').scrollIntoViewIfNeeded();
    await woken();
    await expect.poll(() => moves.allTextContents()).toEqual(['A S 602-559', 'B S 81-124']);
    await expect.poll(() => page.locator('.play-status').textContent()).toBe('A to move.');
    await expect.poll(() => page.locator('.play-board [data-square="124"]').count()).toBe(1);
    // The computer takes A's seat: its reply comes from the worker, and is played and listed as any move.
    await page.getByRole('radio', { name: 'The computer plays A' }).check();
    await expect.poll(() => moves.count()).toBe(3);
    await expect.poll(() => page.locator('.play-status').textContent()).toBe('B to move.');
    // On a phone the page is no wider than the screen, the rules panel open: the plate scrolls in its own frame.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('.play-rules summary').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    // The rules panel open, its readings and their selects: axe, which passes over it while it is closed.
    expect(await axeViolations(page, { include: '.play-rules', tags: WCAG })).toEqual([]);
    expect(errors).toEqual([]);
  });

  test(
    'fire by keyboard: a building burning drawn with its words, a fire-break made from the fire ' +
      'panel and the spread announced, axe in both themes (§74, §77)',
    async () => {
      await page.setViewportSize({ width: 1400, height: 1000 });
      const setup = 'AS94 BS224 BT183 AT20 BT600 H94/116 building=180-183,205';
      const q = new URLSearchParams({ start: 'setup', setup, moves: 'H 116 ignite 182' });
      await page.goto(`${site.server.origin}/hellwig/play/?${q}`, { waitUntil: 'load' });
      await page.locator('.play-board').scrollIntoViewIfNeeded();
      await woken();
      await expect
        .poll(() => page.locator('.play-fire [data-burning="182"] title').textContent())
        .toBe('the building on 182, A’s fire, impassable 6 more moves (§74)');
      const fire = page.locator('.play-fire-panel');
      await expect.poll(() => fire.locator('p').first().textContent()).toMatch(/^Burning: the building on 182/);
      const button = page.getByRole('button', { name: 'demolishes the building on 181 against the fire (§77–§80)' });
      await button.focus();
      await button.press('Enter');
      await expect
        .poll(() => page.locator('[aria-live="polite"]').last().textContent())
        .toBe(
          'B: demolishes the building on 181 against the fire (§77–§80). The fire spreads to 183 ' +
            '(§74, §166). A to move.',
        );
      await expect.poll(() => page.locator('.play-fire [data-burning="183"]').count()).toBe(1);
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        expect(await axeViolations(page, { include: '.play-board', tags: WCAG }), scheme).toEqual([]);
      }
      await page.emulateMedia({ colorScheme: 'light' });
      expect(errors).toEqual([]);
    },
  );

  test(
    'by keyboard: a game pasted and loaded, a rectangle moved, a stacked pair moved, a building ' +
      'set on fire, all found again after a reload (§173, §150, §74)',
    async () => {
      // Two cannons side by side (§53), bridge-transporters 1 and 2 stacked with A's knight (§150), a howitzer within
      // reach of a building (§74); B's rook answers each move.
      const setup =
        'AS353 AS354 AS400 AS94 BT20 BS40 C353/331axial C354/332axial H94/116 building=180-183,205 ' +
        'bt1:400/401 bt2:400/401:0/0';
      const paste = page.getByLabel('Paste a game in the notation to load it');
      await paste.focus();
      await paste.pressSequentially(`Start: setup\nSetup: ${setup}\n`);
      await paste.press('Tab');
      await page.keyboard.press('Enter');
      await expect.poll(said).toBe('Game loaded: 0 moves.');
      await frame().focus();
      // The cursor starts on A's fortress centre, 671. The rectangle of both cannon, corner 331 to 309 (§53, §173).
      await enterOn(671, 331);
      await enterOn(331, 354, 'Shift+Enter');
      await expect.poll(said).toMatch(/^Rectangle from 331 to 354 selected: \d+ actions\.$/);
      await enterOn(354, 309);
      await expect
        .poll(said)
        .toBe('A: the rectangle 331 to 354 moves as one, its corner 331 to 309 (§53, §181). B to move.');
      await enterOn(309, 20);
      await enterOn(20, 21);
      // The stack selected, Enter on a marked square moves both transporters (§150).
      await enterOn(21, 400);
      await enterOn(400, 356);
      await expect.poll(said).toBe('A: bridge-transporters 1 and 2 together, 1 to 356/357 (§150). B to move.');
      await enterOn(356, 21);
      await enterOn(21, 20);
      // The howitzer selected, its ignition is one of its actions' buttons (§74).
      await enterOn(20, 116);
      const ignite = page.getByRole('button', { name: 'howitzer 116 sets the building on 182 on fire (§74)' });
      await ignite.focus();
      await ignite.press('Enter');
      await expect.poll(said).toBe('A: howitzer 116 sets the building on 182 on fire (§74). B to move.');
      const list = ['A rect 331:354-309', 'B T 20-21', 'A bt 1+2-356/357', 'B T 21-20', 'A H 116 ignite 182'];
      const moves = page.locator('.play-move-list button');
      await expect.poll(() => moves.allTextContents()).toEqual(list);
      await expect
        .poll(() => new URL(page.url()).searchParams.get('moves'))
        .toBe(list.map((m) => m.slice(2)).join(';'));
      await page.reload({ waitUntil: 'load' });
      await page.locator('.play-board').scrollIntoViewIfNeeded();
      await woken();
      await expect.poll(() => moves.allTextContents()).toEqual(list);
      await expect.poll(() => page.locator('.play-fire [data-burning="182"]').count()).toBe(1);
      await expect.poll(() => page.locator('.play-status').textContent()).toBe('B to move.');
      expect(errors).toEqual([]);
    },
  );

  test(
    'an empty plate of a size the reader chooses, begun from ' + 'the keyboard, found again after a reload (§22)',
    async () => {
      await page.setViewportSize({ width: 1400, height: 1000 });
      const map = page.getByRole('combobox', { name: 'Map' });
      await map.focus();
      await map.selectOption('empty');
      await page.getByRole('spinbutton', { name: 'Rows' }).fill('16');
      await page.getByRole('spinbutton', { name: 'Columns' }).fill('20');
      await page.getByRole('combobox', { name: 'Starting position' }).selectOption('skirmish');
      await page.getByRole('button', { name: 'New game' }).press('Enter');
      await expect.poll(said).toBe('New game on An empty plate of 16 × 20 squares: A skirmish.');
      // The cursor on A's fortress centre, the middle of his back row: row 15, column 9.
      await expect
        .poll(() => frame().getAttribute('aria-label'))
        .toBe('An empty plate of 16 × 20. Cursor on square 310. A’s fortress centre (§187).');
      await expect.poll(() => frame().locator('[data-square]').count()).toBe(320);
      await expect.poll(() => new URL(page.url()).searchParams.get('map')).toBe('empty 16x20');
      await page.reload({ waitUntil: 'load' });
      await page.locator('.play-board').scrollIntoViewIfNeeded();
      await woken();
      await expect
        .poll(() => frame().getAttribute('aria-label'))
        .toBe('An empty plate of 16 × 20. Cursor on square 310. A’s fortress centre (§187).');
      await expect.poll(() => frame().locator('[data-square]').count()).toBe(320);
      await expect
        .poll(() => page.locator('.play-start-note').textContent())
        .toMatch(/^An empty plate of 16 rows and 20 columns/);
      expect(errors).toEqual([]);
    },
  );

  test(
    'the page’s fixed sentences, its slots, stay in the woken island, and the set-up editor’s ' +
      'help comes when it opens',
    async () => {
      await page.goto(`${site.server.origin}/hellwig/play/?start=skirmish&map=III&four=AB`, { waitUntil: 'load' });
      await page.locator('.play-board').scrollIntoViewIfNeeded();
      await woken();
      // The keys, the rules panel's opening, the note under the position and how the turns of four go round (§229).
      await expect
        .poll(() => page.locator('.play-board .board-keys').textContent())
        .toMatch(/^\s*Arrow keys move the cursor;.*\(§173\)/s);
      await expect
        .poll(() => page.locator('.play-rules > p').first().textContent())
        .toMatch(/^\s*Where Hellwig’s text can be read/);
      await expect
        .poll(() => page.locator('.play-start-note').textContent())
        .toMatch(/set-up tables \(§§201–216\) are not in/);
      await expect
        .poll(() => page.locator('.play-four-note').textContent())
        .toMatch(/command on side AB.*§229’s order.*\(§233\)/s);
      // The editor was not on the page at build time: its help, a template of the island, comes when it opens.
      await page.getByRole('button', { name: 'Set up a position' }).click();
      await expect
        .poll(() => page.locator('.play-setup-editor > p').first().textContent())
        .toMatch(/^\s*Choose a tool, then click squares.*\(§150\)\.\s*$/s);
      expect(errors).toEqual([]);
    },
  );
});
