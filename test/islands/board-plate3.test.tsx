/**
 * Plate III drawn (happy-dom): the board page's plate choice by its radio button, the 1,617 squares
 * with the text's terrain, the rest not known, a named square's title citing its §, and the key;
 * and a corner of plate III as a reviewable file. Rendering the whole plate is slow here: few tests.
 */
import { afterEach, beforeEach, expect, test } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { HellwigBoard } from '../../src/islands/board/HellwigBoard.tsx';
import { BoardSvg } from '../../src/islands/board/BoardSvg.tsx';
import { BOARD_PRESETS, WHOLE_PLATE } from '../../src/islands/board/presets.ts';
import { emptyOn } from '../../src/islands/board/plate3/plate.ts';
import { PLATE_III } from '../../src/islands/board/plate3/kit.ts';
import { viewOf } from '../../src/islands/board/view.ts';
import { cornerOf, prettySvg } from '../support/svg.ts';

afterEach(cleanup);
beforeEach(() => {
  window.matchMedia = ((q: string) => ({
    matches: q.includes('reduce'),
    media: q,
    addEventListener() {},
    removeEventListener() {},
  })) as never;
});

const terrainOf = (n: number) => document.querySelector(`[data-square="${n}"]`)?.getAttribute('data-terrain');

test('a board without the page’s plate III kit (a small board) offers no choice of plate', () => {
  render(<HellwigBoard presets={BOARD_PRESETS} initialPreset="hellwig-s47-field" window={WHOLE_PLATE} idPrefix="t" />);
  expect(screen.queryByRole('radio', { name: /Plate III,/ })).toBeNull();
});

test('the board page switches to plate III by its radio button, draws it whole, and switches back', () => {
  history.replaceState(null, '', '/hellwig/board/');
  render(
    <HellwigBoard
      presets={BOARD_PRESETS}
      initialPreset="hellwig-s47-field"
      window={WHOLE_PLATE}
      idPrefix="t"
      page
      plates={PLATE_III}
    />,
  );
  const plateII = screen.getByRole('radio', { name: /Plate II,/ }) as HTMLInputElement;
  const plateIII = screen.getByRole('radio', { name: /Plate III,/ }) as HTMLInputElement;
  expect(plateII.checked).toBe(true);
  expect(document.querySelectorAll('.board-svg:not(.board-swatch) [data-square]')).toHaveLength(682);
  expect(document.querySelector('.plate-iii-key')).toBeNull();

  fireEvent.click(plateIII);
  expect(plateIII.checked).toBe(true);
  expect(document.querySelectorAll('.board-svg:not(.board-swatch) [data-square]')).toHaveLength(1617);
  // Serpentine: 50 stands under 49, at side BD; 98 under 1.
  const x = (n: number) => cornerOf(document.querySelector(`[data-square="${n}"]`))[0];
  expect(x(50)).toBe(x(49));
  expect(x(98)).toBe(x(1));
  expect(x(2)).toBeGreaterThan(x(1));
  expect([82, 19, 565, 1353, 25, 1].map(terrainOf)).toEqual([
    'mountain',
    'marsh',
    'building',
    'water',
    // Open ground is the drawing's default and carries no mark (BoardSvg.tsx).
    null,
    'unknown',
  ]);
  expect(document.querySelectorAll('.board-svg:not(.board-swatch) [data-terrain="unknown"]').length).toBeGreaterThan(
    1500,
  );
  expect(document.querySelector('[data-square="82"] title')?.textContent).toBe(
    '82: § 24: red, impassable mountains; § 184: the mountains that enclose terrain I',
  );
  expect(document.querySelector('[data-square="1"] title')).toBeNull();
  expect(document.querySelector('.plate-iii-key')?.textContent).toContain('grey: not known');
  // The two fortresses of §186–§190, drawn from the engine's squares, with their key entry.
  expect(document.querySelectorAll('.board-svg:not(.board-swatch) [data-fortress] .fortress-flag')).toHaveLength(2);
  expect(document.querySelector('.plate-iii-key')?.textContent).toContain('a fortress of plate III');

  fireEvent.click(plateII);
  expect(document.querySelectorAll('.board-svg:not(.board-swatch) [data-square]')).toHaveLength(682);
  expect(document.querySelector('.board-svg [data-fortress]')).toBeNull();
});

test(
  'plate III’s corner by A as a file: the mountains of §24, ' + 'the marsh of §25, the defiles of §27 and §184',
  async () => {
    const { container } = render(
      <BoardSvg
        view={viewOf(emptyOn('III', PLATE_III.reconstruction), [], PLATE_III.known)}
        window={{ top: 0, left: 0, rows: 9, columns: 28 }}
        numbers
        onSquare={() => undefined}
        id="t"
      />,
    );
    await expect(prettySvg(container.querySelector('svg')!)).toMatchFileSnapshot(
      '__snapshots__/board-plate-iii-corner-a.svg',
    );
  },
);
