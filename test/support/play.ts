/**
 * The play page (/hellwig/play/) as a reader drives it in the browser: the board's cursor walked by the arrow keys and
 * Enter pressed (the keys play.astro documents under the board, §173), the live region's last sentence, the island
 * woken, and the pieces as they are drawn on their squares.
 */
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/** The keyboard's board of the play page on a plate `columns` squares wide, numbered row by row from 1 (§22, §45). */
export function playKeys(page: Page, columns = 22) {
  const frame = (): Locator => page.locator('.play-board .board-frame');
  const rowCol = (sq: number) => [Math.floor((sq - 1) / columns), (sq - 1) % columns] as const;
  return {
    frame,
    /** Walk the cursor from `from` to `to` by the arrow keys, then press Enter (Shift+Enter to extend, §173). */
    async enterOn(from: number, to: number, key = 'Enter'): Promise<void> {
      const [r0, c0] = rowCol(from);
      const [r1, c1] = rowCol(to);
      for (let i = 0; i < Math.abs(r1 - r0); i++) await frame().press(r1 > r0 ? 'ArrowDown' : 'ArrowUp');
      for (let i = 0; i < Math.abs(c1 - c0); i++) await frame().press(c1 > c0 ? 'ArrowRight' : 'ArrowLeft');
      await expect.poll(() => frame().getAttribute('aria-label')).toMatch(new RegExp(`\\. Cursor on square ${to}\\.`));
      await frame().press(key);
    },
    /** The page's last polite live region: what was last announced. */
    said: () => page.locator('[aria-live="polite"]').last().textContent(),
    /** Until every island of the page has woken. */
    woken: () => page.waitForFunction(() => !document.querySelector('astro-island[ssr]')),
  };
}

/**
 * The pieces drawn on the play board, each as its player, letter and the square its drawing stands on (the square
 * whose box holds the piece's centre), sorted: `AS12` is A's knight on 12 (§31). What a reader sees, not the state.
 */
export function piecesDrawn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const frame = document.querySelector('.play-board .board-frame')!;
    const squares = [...frame.querySelectorAll('.sq[data-square]')].map(
      (s) => [s.getAttribute('data-square'), s.getBoundingClientRect()] as const,
    );
    return [...frame.querySelectorAll<SVGGElement>('.piece')]
      .map((p) => {
        const r = p.getBoundingClientRect();
        const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
        const on = squares.find(([, q]) => x > q.left && x < q.right && y > q.top && y < q.bottom);
        return `${p.dataset['player']}${p.querySelector('text')?.textContent}${on?.[0] ?? '?'}`;
      })
      .sort();
  });
}
