/**
 * The play page's readings and header in the address (issue 17): a reading switched in the rules
 * panel before a new game is in the game's record and its address, and a game in which B moved
 * first (`First: B`, §216) comes back from its address as itself.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { PlayGame } from '../../src/islands/play/PlayGame.tsx';
import { gameOf, ownOf } from '../../src/islands/play/address.ts';
import { formatGame, parseGame, READING_NOTES } from '../../src/rules/hellwig/index.ts';
import { FIGHTS } from '../rules/hellwig/game/scripts.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('who moved first, in the address (§216)', () => {
  test('a game B began keeps First: B through its address', () => {
    const g = parseGame(FIGHTS);
    expect(g.first).toBe('B');
    const own = ownOf(g, []);
    expect(new URLSearchParams(own).get('first')).toBe('B');
    const read = gameOf(own);
    expect(read.problem).toBeUndefined();
    expect(formatGame(read.game!)).toBe(formatGame(g));
    // A game A began writes no first at all.
    expect(ownOf(parseGame('Start: skirmish\n'), [])).not.toMatch(/first=/);
  });
  test('pasted, it goes into the address, and the page opened at that address has the same game', async () => {
    history.replaceState(null, '', '/');
    render(<PlayGame id="t" notes={READING_NOTES} />);
    fireEvent.input(screen.getByLabelText('Paste a game in the notation to load it'), { target: { value: FIGHTS } });
    fireEvent.click(screen.getByRole('button', { name: /^Load/ }));
    await waitFor(() => expect(location.search).toMatch(/[?&]first=B(&|$)/));
    cleanup();
    render(<PlayGame id="t" notes={READING_NOTES} />);
    // Nine actions from B's first: A is to move, and the record begins with B's.
    await waitFor(() => expect(screen.getByText('A to move.')).toBeTruthy());
    expect(screen.getByRole('button', { name: 'B T 533 entrench 555' })).toBeTruthy();
    expect(formatGame(gameOf(location.search.slice(1)).game!)).toBe(formatGame(parseGame(FIGHTS)));
  });
});

describe('the rules of this game', () => {
  test(
    'the panel lists the edition’s readings of abandoning (§101), ' + 'destroying (§73) and four players (§229, §223)',
    () => {
      render(<PlayGame id="t" notes={READING_NOTES} />);
      const terms = [...document.querySelectorAll('.play-rules dl > div dt')].map((d) => d.textContent ?? '');
      for (const [question, section] of [
        ['How is a transporter abandoned?', '§101'],
        ['What may an artillerist do in the move he destroys his own device?', '§73'],
        ['In what order do four players move on one screen?', '§229'],
        ['Who of two allies declares a cut-off or a blockade, or offers and accepts a peace?', '§223'],
      ] as const)
        expect(
          terms.find((t) => t.includes(question)),
          question,
        ).toContain(`(${section})`);
    },
  );
  test('a reading switched before a new game is in the record and the address (§184)', async () => {
    history.replaceState(null, '', '/');
    render(<PlayGame id="t" notes={READING_NOTES} />);
    const note = READING_NOTES.find((n) => n.key === 'barring')!;
    const row = [...document.querySelectorAll('.play-rules dl > div')].find((d) =>
      d.querySelector('dt')?.textContent?.includes(note.question),
    ) as HTMLElement;
    expect(row.querySelector('dt')?.textContent).toMatch(/\(§184\)/);
    fireEvent.change(row.querySelector('select') as HTMLSelectElement, { target: { value: 'occupied' } });
    fireEvent.click(screen.getByRole('button', { name: 'New game' }));
    expect(row.textContent).toContain(`This game: ${note.options['occupied']}.`);
    await waitFor(() => expect(new URLSearchParams(location.search).get('readings')).toBe('barring=occupied'));
    // The record the page downloads names it.
    let saved: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      saved = b as Blob;
      return 'blob:t';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Download the game' }));
    expect(await saved?.text()).toMatch(/^Readings: barring=occupied$/m);
  });
});
