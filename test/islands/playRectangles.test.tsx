/**
 * Rectangles on the play page (§173–§178, §181 (4)): the selection extended to a rectangle by Shift-click, Ctrl-click,
 * Shift+Enter or the "extend" button, its moves and wheelings listed and played, results said; a bridge-transporter
 * wheeled (§137) and a transporter abandoned (§101) from their squares' actions.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { PlayGame } from '../../src/islands/play/PlayGame.tsx';
import { initialState, reduce, type PlayState } from '../../src/islands/play/state.ts';
import { coordsOf, plateII, READING_NOTES } from '../../src/rules/hellwig/index.ts';
import { RECTANGLES, STACKED, TRANSPORTERS } from '../rules/hellwig/game/scripts.ts';

afterEach(cleanup);

const run = (s: PlayState, ...actions: Parameters<typeof reduce>[1][]) => actions.reduce(reduce, s);
/** The rectangles' game to its first `moves` moves: three header lines, then one line a move. */
const upTo = (moves: number) =>
  RECTANGLES.split('\n')
    .slice(0, 3 + moves)
    .join('\n');

describe('the play state with rectangles', () => {
  test(
    'a device selected and extended to the other device: ' + 'the rectangle’s move plays on its corner’s target (§53)',
    () => {
      const s = run(initialState(), { type: 'load', text: upTo(0) }, { type: 'square', square: 331 });
      const extended = reduce(s, { type: 'extend', square: 354 });
      expect(extended.corner).toBe(354);
      expect(extended.said).toMatch(/^Rectangle from 331 to 354 selected: \d+ actions\.$/);
      const played = reduce(extended, { type: 'square', square: 309 });
      expect(played.error).toBeNull();
      expect(played.game.actions).toEqual([{ type: 'rectangle', corners: [331, 354], to: 309 }]);
      expect(played.said).toMatch(/^A: the rectangle 331 to 354 moves as one, its corner 331 to 309 \(§53, §181\)\./);
      expect(played.corner).toBeNull();
    },
  );
  test('a rectangle with nothing to move says why, with the §; Escape drops it', () => {
    const s = run(initialState(), { type: 'load', text: upTo(0) }, { type: 'extend', square: 100 });
    expect(s.selected).toBe(100);
    const t = reduce(s, { type: 'extend', square: 124 });
    expect(t.said).toMatch(/no move or wheeling now.*§173–§178/);
    const cleared = reduce(t, { type: 'escape' });
    expect([cleared.selected, cleared.corner]).toEqual([null, null]);
  });
});

describe('the play island with rectangles', () => {
  const load = (moves: number) => {
    fireEvent.input(screen.getByLabelText('Paste a game in the notation to load it'), {
      target: { value: upTo(moves) },
    });
    fireEvent.click(screen.getByRole('button', { name: /^Load/ }));
  };
  test(
    'Shift-click extends the selection; ' + 'the rectangle’s wheeling is played by its button and said (§95, §173)',
    () => {
      render(<PlayGame id="t" notes={READING_NOTES} />);
      load(2);
      fireEvent.click(document.querySelector('[data-square="419"]')!);
      fireEvent.click(document.querySelector('[data-square="420"]')!, { shiftKey: true });
      expect(screen.getByRole('heading', { name: 'Actions of the rectangle from 419 to 420' })).toBeTruthy();
      expect(document.querySelectorAll('[data-selected="true"]')).toHaveLength(2);
      const name = 'the rectangle 419 to 420 wheels about 420, small, clockwise (§173–§176)';
      fireEvent.click(screen.getByRole('button', { name }));
      expect(screen.getByText(`A: ${name}. B to move.`)).toBeTruthy();
      expect(screen.getByRole('button', { name: 'A rect 419:420 wheel 420 small clockwise' })).toBeTruthy();
    },
  );
  test(
    'by keyboard: Enter on one corner, Shift+Enter on the opposite one, ' + 'and the button mode for touch (§173)',
    () => {
      render(<PlayGame id="t" notes={READING_NOTES} />);
      load(4);
      const frame = document.querySelector('.board-frame') as HTMLElement;
      fireEvent.click(document.querySelector('[data-square="445"]')!);
      fireEvent.keyDown(frame, { key: 'ArrowRight' });
      fireEvent.keyDown(frame, { key: 'ArrowDown' });
      fireEvent.keyDown(frame, { key: 'Enter', shiftKey: true });
      expect(screen.getByRole('heading', { name: 'Actions of the rectangle from 445 to 468' })).toBeTruthy();
      expect(screen.getByText(/^Rectangle from 445 to 468 selected: \d+ actions\.$/)).toBeTruthy();
      fireEvent.keyDown(frame, { key: 'Escape' });
      const mode = screen.getByRole('button', { name: 'Extend to a rectangle' });
      fireEvent.click(mode);
      expect(mode.getAttribute('aria-pressed')).toBe('true');
      fireEvent.click(document.querySelector('[data-square="445"]')!);
      fireEvent.click(document.querySelector('[data-square="468"]')!);
      const name = 'the rectangle 445 to 468 wheels about 445, small, clockwise (§173–§176)';
      fireEvent.click(screen.getByRole('button', { name }));
      expect(screen.getByText(`A: ${name}. B to move.`)).toBeTruthy();
    },
  );
});

test(
  'a bridge-transporter wheeled and a transporter ' +
    'abandoned from their squares’ actions, each said ' +
    '(§137, §101)',
  () => {
    render(<PlayGame id="t" notes={READING_NOTES} />);
    const load = (moves: number) => {
      const text = TRANSPORTERS.split('\n')
        .slice(0, 3 + moves)
        .join('\n');
      fireEvent.input(screen.getByLabelText('Paste a game in the notation to load it'), { target: { value: text } });
      fireEvent.click(screen.getByRole('button', { name: /^Load/ }));
    };
    load(0);
    fireEvent.click(document.querySelector('[data-square="1394"]')!);
    const wheel = 'bridge-transporter 1 wheels about its main surface, small, anticlockwise (§137)';
    fireEvent.click(screen.getByRole('button', { name: wheel }));
    expect(screen.getByText(`A: ${wheel}. B to move.`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'A bt 1 wheel main small anticlockwise' })).toBeTruthy();
    load(2);
    fireEvent.click(document.querySelector('[data-square="1549"]')!);
    const abandon = 'queen 1549 goes to 1547, abandoning its transporter, which leaves the game (§101)';
    fireEvent.click(screen.getByRole('button', { name: abandon }));
    expect(screen.getByText(`A: ${abandon}. B to move.`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'A K 1549-1547 abandon' })).toBeTruthy();
  },
);

test('two stacked bridge-transporters, loaded from a game’s text, move together by their button, said (§150)', () => {
  render(<PlayGame id="t" notes={READING_NOTES} />);
  const text = STACKED.split('\n').slice(0, 3).join('\n');
  fireEvent.input(screen.getByLabelText('Paste a game in the notation to load it'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: /^Load/ }));
  fireEvent.click(document.querySelector('[data-square="331"]')!);
  const name = 'bridge-transporters 1 and 2 together, 1 to 287/288 (§150)';
  fireEvent.click(screen.getByRole('button', { name }));
  expect(screen.getByText(`A: ${name}. B to move.`)).toBeTruthy();
  expect(screen.getByRole('button', { name: 'A bt 1+2-287/288' })).toBeTruthy();
});

describe('a stacked pair selected moves together on its target (§150)', () => {
  const name = 'bridge-transporters 1 and 2 together, 1 to 287/288 (§150)';
  const load = () => {
    render(<PlayGame id="t" notes={READING_NOTES} />);
    const text = STACKED.split('\n').slice(0, 3).join('\n');
    fireEvent.input(screen.getByLabelText('Paste a game in the notation to load it'), { target: { value: text } });
    fireEvent.click(screen.getByRole('button', { name: /^Load/ }));
  };
  test('by pointer: the stack’s square, then the square its main surface goes to', () => {
    load();
    fireEvent.click(document.querySelector('[data-square="331"]')!);
    expect(
      screen.getByText(
        new RegExp(
          String.raw`^Square 331 selected: \d+ actions; a marked square moves the stacked bridge-transporters 1` +
            String.raw` and 2 together \(§150\)\.$`,
        ),
      ),
    ).toBeTruthy();
    fireEvent.click(document.querySelector('[data-square="287"]')!);
    expect(screen.getByText(`A: ${name}. B to move.`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'A bt 1+2-287/288' })).toBeTruthy();
  });
  test('by keyboard: the cursor to the stack, Enter, the cursor to the target, Enter', () => {
    load();
    const frame = document.querySelector('.board-frame') as HTMLElement;
    const walk = (to: number) => {
      const here = coordsOf(Number(frame.getAttribute('aria-label')!.match(/Cursor on square (\d+)/)![1]), plateII);
      const there = coordsOf(to, plateII);
      for (let r = here.row; r !== there.row; r += Math.sign(there.row - here.row))
        fireEvent.keyDown(frame, { key: there.row > here.row ? 'ArrowDown' : 'ArrowUp' });
      for (let c = here.col; c !== there.col; c += Math.sign(there.col - here.col))
        fireEvent.keyDown(frame, { key: there.col > here.col ? 'ArrowRight' : 'ArrowLeft' });
      fireEvent.keyDown(frame, { key: 'Enter' });
    };
    walk(331);
    walk(287);
    expect(screen.getByText(`A: ${name}. B to move.`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'A bt 1+2-287/288' })).toBeTruthy();
  });
});
