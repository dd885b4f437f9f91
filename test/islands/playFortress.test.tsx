/**
 * The play board marks each player's fortress centre (§187, §188), on plate II and on an empty plate alike: a flag
 * with the player's letter on the game's own centre square, and the board's words name it when the cursor is on it.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { PlayGame } from '../../src/islands/play/PlayGame.tsx';
import { coordsOf, newGame, READING_NOTES } from '../../src/rules/hellwig/index.ts';
import { cornerOf } from '../support/svg.ts';

afterEach(cleanup);

const frame = () => document.querySelector('.board-frame') as HTMLElement;
const cursor = () =>
  Number(
    frame()
      .getAttribute('aria-label')!
      .match(/Cursor on square (\d+)\./)![1],
  );

/** Walk the board's cursor to `to` with the arrow keys, as a reader does. */
function walkTo(to: number, grid: Parameters<typeof coordsOf>[1]): void {
  const from = coordsOf(cursor() as never, grid);
  const there = coordsOf(to as never, grid);
  const rows = there.row - from.row;
  const cols = there.col - from.col;
  for (let i = 0; i < Math.abs(rows); i++) fireEvent.keyDown(frame(), { key: rows > 0 ? 'ArrowDown' : 'ArrowUp' });
  for (let i = 0; i < Math.abs(cols); i++) fireEvent.keyDown(frame(), { key: cols > 0 ? 'ArrowRight' : 'ArrowLeft' });
  expect(cursor()).toBe(to);
}

/** Both centres are drawn on their squares, one per player, each with its letter; the cursor on each is named. */
function checkCentres(map: string, start: string): void {
  const game = newGame(start, {}, 'A', map);
  const { A, B } = game.start.fortress;
  expect(A).not.toBe(B);
  for (const [p, sq] of [
    ['A', A],
    ['B', B],
  ] as const) {
    const mark = frame().querySelector(`.play-fortress[data-fortress="${p}"]`);
    expect(mark, `${p}'s centre drawn`).toBeTruthy();
    // Drawn where the square is, not by colour alone: its letter.
    expect(mark!.getAttribute('transform')).toBe(
      `translate(${cornerOf(frame().querySelector(`[data-square="${sq}"]`)).join(' ')})`,
    );
    expect(mark!.querySelector('text')!.textContent).toBe(p);
    walkTo(sq, game.map.grid);
    expect(frame().getAttribute('aria-label')).toMatch(
      new RegExp(`Cursor on square ${sq}\\. ${p}’s fortress centre \\(§187\\)\\.$`),
    );
  }
  expect(frame().querySelectorAll('.play-fortress')).toHaveLength(2);
  // A square beside a centre is not named one.
  fireEvent.keyDown(frame(), { key: 'ArrowLeft' });
  expect(frame().getAttribute('aria-label')).not.toMatch(/fortress centre/);
}

describe('the fortress centres on the play board (§187, §188)', () => {
  test('on plate II', () => {
    render(<PlayGame id="t" notes={READING_NOTES} />);
    checkCentres('II', 'short');
  });
  test('on an empty plate of 16 × 20', () => {
    render(<PlayGame id="t" notes={READING_NOTES} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Map' }), { target: { value: 'empty' } });
    fireEvent.input(screen.getByRole('spinbutton', { name: 'Rows' }), { target: { value: '16' } });
    fireEvent.input(screen.getByRole('spinbutton', { name: 'Columns' }), { target: { value: '20' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Starting position' }), { target: { value: 'skirmish' } });
    fireEvent.click(screen.getByRole('button', { name: 'New game' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(frame().getAttribute('aria-label')).toMatch(/^An empty plate of 16 × 20\./);
    checkCentres('empty 16x20', 'skirmish');
  });
});
