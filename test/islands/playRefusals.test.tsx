/**
 * Refusals on the play page (issue 17: anything not legal "is refused with the reason and its §"): with a piece or
 * device selected, a square that is none of its actions says the engine's refusal of its move there, by pointer and
 * keyboard alike; and the artillerist destroying his own device moves off in the same move, from the list (§72, §73).
 */
import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { PlayGame } from '../../src/islands/play/PlayGame.tsx';
import { initialState, reduce, type PlayState } from '../../src/islands/play/state.ts';
import { boardOf, legalActions, newGame, parseGame, READING_NOTES } from '../../src/rules/hellwig/index.ts';

afterEach(cleanup);

const run = (s: PlayState, ...actions: Parameters<typeof reduce>[1][]) => actions.reduce(reduce, s);

describe('the play state says why a square is refused', () => {
  test('a selected piece pointed at a square it cannot reach: the engine’s reason and § (§32–§41)', () => {
    const s = run(initialState('skirmish'), { type: 'square', square: 602 }, { type: 'square', square: 603 });
    expect(s.said).toMatch(/^Refused: the knight on 602 cannot go to 603: that is not one of its moves \(§32/);
    expect(s.error).toBe(s.said);
    expect(s.selected).toBe(602);
    expect(s.game.actions).toEqual([]);
  });
  test('a selected device pointed at a square its gun cannot come to: the engine’s reason and § (§45)', () => {
    const s = run(initialState('skirmish'), { type: 'square', square: 604 }, { type: 'square', square: 300 });
    expect(s.said).toMatch(/^Refused: the device on 604 cannot come to 300: .*\(§45/);
    expect(s.game.actions).toEqual([]);
  });
  test('nothing selected, an empty square: nothing there can act, with the § of what a turn is', () => {
    expect(reduce(initialState('skirmish'), { type: 'square', square: 300 }).said).toBe(
      'Nothing on 300 can act for A: a turn is one action of a piece, device, transporter or bridge (§181).',
    );
  });
  test('a square chosen once the game is over: over, with how it ended and its §', () => {
    const game = parseGame('Start: skirmish\npeace B 2\naccept\n');
    expect(game.status.kind).toBe('peace');
    expect(reduce({ ...initialState('skirmish'), game, at: 2 }, { type: 'square', square: 300 }).said).toBe(
      'The game is over: Peace: B receives 2 small flags (§13).',
    );
  });
  test('nothing selected, one’s own piece with no action: said so with §181', () => {
    // A's rook on 300, mountains on the eight squares about it (plate II, 22 columns); B's rook far off.
    const game = newGame({
      pieces: [
        { square: 300, kind: 'rook', player: 'A' },
        { square: 5, kind: 'rook', player: 'B' },
      ],
      terrain: { mountain: [277, 278, 279, 299, 301, 321, 322, 323] },
    });
    expect(legalActions(game, 300)).toEqual([]);
    expect(boardOf(game).pieces.get(300 as never)?.player).toBe('A');
    expect(reduce({ ...initialState('skirmish'), game }, { type: 'square', square: 300 }).said).toBe(
      'The piece on 300 has no action the rules allow now (§181).',
    );
  });
});

describe('the play island', () => {
  test('by pointer and by keyboard, a square that is none of the selection’s actions is refused with its §', () => {
    render(<PlayGame id="t" notes={READING_NOTES} />);
    fireEvent.change(screen.getByRole('combobox', { name: /start/i }), { target: { value: 'skirmish' } });
    fireEvent.click(screen.getByRole('button', { name: 'New game' }));
    fireEvent.click(document.querySelector('[data-square="602"]')!);
    fireEvent.click(document.querySelector('[data-square="603"]')!);
    const live = document.querySelector('[aria-live="polite"]');
    expect(live?.textContent).toMatch(/^Refused: the knight on 602 cannot go to 603.*§32/);
    fireEvent.keyDown(document.querySelector('.board-frame')!, { key: 'Escape' });
    fireEvent.click(document.querySelector('[data-square="602"]')!);
    const frame = document.querySelector('.board-frame') as HTMLElement;
    fireEvent.keyDown(frame, { key: 'ArrowLeft' });
    fireEvent.keyDown(frame, { key: 'Enter' });
    expect(live?.textContent).toMatch(/^Refused: the knight on 602 cannot go to 601.*§32/);
    expect(screen.getByText('A to move.')).toBeTruthy();
  });
  test(
    'the artillerist destroys his cannon and moves off in the same move, ' + 'by its button, and it is said (§72, §73)',
    () => {
      const then = legalActions(newGame('skirmish'), 626).find((a) => a.type === 'destroy' && a.then !== undefined);
      expect(then?.type === 'destroy' && then.then).toBeTruthy();
      const to = then?.type === 'destroy' ? then.then : 0;
      render(<PlayGame id="t" notes={READING_NOTES} />);
      fireEvent.change(screen.getByRole('combobox', { name: /start/i }), { target: { value: 'skirmish' } });
      fireEvent.click(screen.getByRole('button', { name: 'New game' }));
      fireEvent.click(document.querySelector('[data-square="626"]')!);
      const name = `cannon 604 destroyed by its own artillerists, who go on to ${to} (§72, §73)`;
      fireEvent.click(screen.getByRole('button', { name }));
      expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe(`A: ${name}. B to move.`);
      expect(screen.getByRole('button', { name: `A C 604 destroy then ${to}` })).toBeTruthy();
    },
  );
});

test('a selected transporter pointed at a square it cannot reach: the engine’s reason and § (§87)', () => {
  const s0 = initialState('skirmish');
  const square = [651, 652].find((q) => !s0.game.positions[0]?.pieces.has(q as never)) as number;
  const s = run(s0, { type: 'square', square }, { type: 'square', square: 300 });
  expect(s.said).toMatch(/^Refused: the transporter cannot come to .*\(§87, §88\)$/);
});
