/**
 * The end of a game on the play page, as a reader plays it (§13, §188, §190): a peace offered with its flags by the
 * Peace panel and accepted by the other player; a conquest played on the board from a game loaded one move before it;
 * a blockade announced by its button and counted. Each end is announced in the live region, and once the game is over
 * no action is offered. What is expected is asked of the engine, not written down.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { PlayGame } from '../../src/islands/play/PlayGame.tsx';
import {
  applyAction,
  boardOf,
  computerAction,
  coordsOf,
  countsOf,
  formatGame,
  gameAt,
  legalActions,
  newGame,
  parseGame,
  plateII,
  READING_NOTES,
  type Action,
  type Game,
} from '../../src/rules/hellwig/index.ts';
import { BLOCKADE } from '../rules/hellwig/game/scripts.ts';

afterEach(cleanup);

const live = () => document.querySelector('[aria-live="polite"]')!.textContent ?? '';
const status = () => document.querySelector('.play-status')!.textContent ?? '';
const square = (sq: number) => document.querySelector(`.board-frame [data-square="${sq}"]`) as Element;

const frame = () => document.querySelector('.board-frame') as HTMLElement;

/** Walk the board's cursor to a square of plate II with the arrow keys and press Enter there. */
function enterOn(to: number): void {
  const from = coordsOf(
    Number(/Cursor on square (\d+)/.exec(frame().getAttribute('aria-label')!)![1]) as never,
    plateII,
  );
  const there = coordsOf(to as never, plateII);
  const [rows, cols] = [there.row - from.row, there.col - from.col];
  for (let i = 0; i < Math.abs(rows); i++) fireEvent.keyDown(frame(), { key: rows > 0 ? 'ArrowDown' : 'ArrowUp' });
  for (let i = 0; i < Math.abs(cols); i++) fireEvent.keyDown(frame(), { key: cols > 0 ? 'ArrowRight' : 'ArrowLeft' });
  expect(frame().getAttribute('aria-label')).toMatch(new RegExp(`Cursor on square ${to}\\.`));
  fireEvent.keyDown(frame(), { key: 'Enter' });
}

/** Paste a game in the notation into the record panel and load it, as a reader does. */
function paste(text: string): void {
  fireEvent.input(screen.getByRole('textbox', { name: 'Paste a game in the notation to load it' }), {
    target: { value: text },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Load' }));
  expect(screen.queryByRole('alert')).toBeNull();
}

/** Open a panel by its summary, as a reader does. */
function open(summary: RegExp): HTMLElement {
  const s = screen.getByText(summary, { selector: 'summary' });
  fireEvent.click(s);
  const details = s.parentElement as HTMLDetailsElement;
  // jsdom may not toggle a details on its summary's click as a browser does.
  details.open = true;
  return details;
}

/** Nothing left to do on the page: no panel of actions, and a piece selected offers none. */
function nothingOffered(game: Game): void {
  expect(legalActions(game)).toEqual([]);
  expect(screen.queryByText(/^Peace/, { selector: 'summary' })).toBeNull();
  expect(screen.queryByText(/^Cut-off and blockade/, { selector: 'summary' })).toBeNull();
  const [first] = boardOf(game).pieces.keys();
  fireEvent.click(square(first as number));
  expect(document.querySelector('.play-actions')).toBeNull();
}

describe('the end of a game on the play page', () => {
  test('a peace offered with two small flags by the Peace panel, accepted by the other player (§12, §13)', () => {
    render(<PlayGame id="t" notes={READING_NOTES} />);
    expect(status()).toMatch(/^A to move/);
    fireEvent.click(
      within(open(/^Peace/)).getByRole('button', { name: 'offers peace: B to receive 2 small flags (§13)' }),
    );
    expect(status()).toMatch(/^B to move/);
    expect(live()).toMatch(/^A: offers peace: B to receive 2 small flags \(§13\)\. B to move\.$/);
    fireEvent.click(within(open(/^Peace/)).getByRole('button', { name: 'accepts the peace' }));
    const ended = applyAction(applyAction(newGame('short'), { type: 'peace', receiver: 'B', flags: 2 }), {
      type: 'accept',
    });
    expect(ended.status).toEqual({ kind: 'peace', winner: 'B', flags: { large: 0, small: 2 } });
    expect(live()).toBe('B: accepts the peace. Peace: B receives 2 small flags (§13).');
    expect(status()).toBe('Peace: B receives 2 small flags (§13).');
    nothingOffered(ended);
  });

  test('a game loaded one move before a conquest: the conquering moves played on the board end it (§187, §188)', () => {
    let g = newGame('short');
    while (g.status.kind === 'playing' && g.actions.length < 200) g = applyAction(g, computerAction(g, 3));
    expect(g.status.kind).toBe('conquest');
    const n = g.actions.length;
    const onto = g.actions[n - 2] as Action & { type: 'move' };
    const last = g.actions[n - 1] as Action & { type: 'move' };
    // A comes onto B's centre, then B's move leaves him there: the fortress falls (§188).
    expect([onto.type, onto.to, last.type]).toEqual(['move', g.start.fortress.B, 'move']);
    render(<PlayGame id="t" notes={READING_NOTES} />);
    paste(formatGame(gameAt(g, n - 2)));
    expect(live()).toBe(`Game loaded: ${n - 2} moves.`);
    expect(status()).toMatch(/^A to move/);
    // By pointer: the piece, then the centre.
    fireEvent.click(square(onto.from));
    fireEvent.click(square(onto.to));
    expect(status()).toMatch(/^B to move/);
    expect(live()).toMatch(new RegExp(`^A: .* ${onto.from} .*\\. B to move\\.$`));
    // By keyboard: the cursor walked to B's piece, Enter, then to its target, Enter.
    const before = gameAt(g, n - 1);
    enterOn(last.from);
    enterOn(last.to);
    expect(live()).toMatch(new RegExp(`^B: .* ${last.from} `));
    expect(g.status).toEqual({ kind: 'conquest', winner: 'A', flags: { large: 1, small: 0 } });
    expect(live()).toMatch(/\. A has conquered the enemy’s fortress \(§188\) and wins a large flag \(§13\)\.$/);
    expect(status()).toBe('A has conquered the enemy’s fortress (§188) and wins a large flag (§13).');
    expect(before.status.kind).toBe('playing');
    nothingOffered(g);
  });

  test('a blockade announced by its button, and its count shown (§190)', () => {
    const lines = BLOCKADE.split('\n');
    const six = lines
      .slice(
        0,
        lines.findIndex((l) => l.startsWith('7.')),
      )
      .join('\n');
    render(<PlayGame id="t" notes={READING_NOTES} />);
    paste(six);
    expect(screen.queryByRole('list', { name: 'Counts under way' })).toBeNull();
    fireEvent.click(
      within(open(/^Cut-off and blockade/)).getByRole('button', {
        name: 'announces a blockade of the enemy’s fortress (§190)',
      }),
    );
    expect(live()).toMatch(/^A: announces a blockade of the enemy’s fortress \(§190\)\. B to move\.$/);
    const engine = applyAction(parseGame(six), { type: 'blockade' });
    const [count] = countsOf(engine);
    expect(count).toMatchObject({ kind: 'blockade', garrison: 'B', movesMade: 0 });
    const counted = () => screen.getByRole('list', { name: 'Counts under way' }).textContent;
    expect(counted()).toContain(
      `B’s fortress is blockaded: 0 of ${(count as { allowance: number }).allowance} moves made`,
    );
    // B's next move, from the action list, is counted (the script's eighth move).
    fireEvent.click(square(230));
    fireEvent.click(screen.getByRole('button', { name: 'pawn 230 turns left' }));
    const [after] = countsOf(parseGame(BLOCKADE));
    expect(after).toMatchObject({ kind: 'blockade', movesMade: 1 });
    const { movesMade, allowance, movesLeft } = after as { movesMade: number; allowance: number; movesLeft: number };
    expect(counted()).toContain(`${movesMade} of ${allowance} moves made, ${movesLeft} left`);
  });
});
