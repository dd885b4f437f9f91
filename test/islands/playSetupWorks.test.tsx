/**
 * Works and a pawn's facing in the play page's set-up editor (§37, §104, §106, §110, §244, §245): breastworks and
 * depots laid by pointer or keyboard, drawn, said, refused with the engine's reason and §; a pawn set down facing the
 * side chosen; the game begun from the set-up starts with them, and plays them (a breastwork stops a move, §110).
 */
import { afterEach, expect, test } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { gameOf } from '../../src/islands/play/address.ts';
import { boardOf, formatGame, legalActions, type Game } from '../../src/rules/hellwig/index.ts';
import { openEditor } from './playEditor.tsx';

afterEach(cleanup);

const facing = () => screen.getByRole('combobox', { name: 'Facing' }) as HTMLSelectElement;

test(
  'breastworks and depots laid by pointer and keyboard, said and drawn; a piece on a breastwork and a depot on ' +
    'water refused (§104, §106, §110, §244, §245)',
  () => {
    const { editor, live, frame, tool, click } = openEditor();
    const works = [
      ...screen.getByRole('combobox', { name: 'Tool' }).querySelectorAll('optgroup[label="Works"] option'),
    ];
    expect(works.map((o) => o.textContent)).toEqual([
      'A’s breastwork, 3 signs (§104, §106)',
      'A’s depot (§244)',
      'B’s breastwork, 3 signs (§104, §106)',
      'B’s depot (§244)',
    ]);
    tool('breastwork:A');
    click(331);
    expect(live.textContent).toBe('A’s breastwork on 331, 3 signs (§104, §106).');
    expect(editor.querySelectorAll('[data-work="A"]')).toHaveLength(1);
    // By keyboard: the cursor is on the square last set; one to the right, Enter.
    tool('breastwork:B');
    fireEvent.keyDown(frame, { key: 'ArrowRight' });
    fireEvent.keyDown(frame, { key: 'Enter' });
    expect(live.textContent).toBe('B’s breastwork on 332, 3 signs (§104, §106).');
    expect(editor.querySelectorAll('[data-work="B"]')).toHaveLength(1);
    // Nothing stands on a breastwork (§110): the engine refuses a piece there, and the breastwork stays.
    tool('piece:A:knight');
    click(331);
    expect(live.textContent).toBe('Refused: square 331 has a breastwork, which nothing stands on (§110, §134c)');
    expect(editor.querySelectorAll('[data-work]')).toHaveLength(2);
    tool('depot:B');
    click(100);
    expect(live.textContent).toBe('B’s depot on 100 (§244).');
    expect(editor.querySelector('[data-depot="100"]')?.getAttribute('data-owner')).toBe('B');
    // A piece may stand on a depot (depots stand in nobody's way), and both are said.
    tool('piece:B:knight');
    click(100);
    expect(live.textContent).toBe('B’s knight on 100; B’s depot on 100 (§244).');
    // A depot lies on white, black or building ground only (§245).
    tool('paint:water');
    click(500);
    tool('depot:A');
    click(500);
    expect(live.textContent).toMatch(
      /^Refused: a depot lies on white, black or building ground \(§245\); 500 is water$/,
    );
    expect(editor.querySelector('[data-depot="500"]')).toBeNull();
    // Clearing the square takes the work away.
    tool('clear');
    click(332);
    expect(live.textContent).toBe('Square 332 cleared.');
    expect(editor.querySelectorAll('[data-work]')).toHaveLength(1);
  },
);

test('a pawn set down facing the enemy, or the side the reader turns it to (§37, §201)', () => {
  const { live, tool, click } = openEditor();
  expect(facing().value).toBe('AB');
  tool('piece:B:pawn');
  expect(facing().value).toBe('CD');
  click(200);
  expect(live.textContent).toBe('B’s pawn on 200, facing side CD (§37).');
  fireEvent.change(facing(), { target: { value: 'AC' } });
  click(201);
  expect(live.textContent).toBe('B’s pawn on 201, facing side AC (§37).');
  tool('piece:A:pawn');
  expect(facing().value).toBe('AB');
});

test(
  'the game begun from the set-up starts with its works and a turned pawn, and plays them: a breastwork stops ' +
    'a move (§110, §244)',
  async () => {
    const { tool, click } = openEditor();
    tool('piece:A:rook');
    click(333);
    tool('breastwork:B');
    click(311);
    tool('depot:A');
    click(600);
    tool('piece:B:pawn');
    fireEvent.change(facing(), { target: { value: 'BD' } });
    click(40);
    fireEvent.click(screen.getByRole('button', { name: 'Begin the game' }));
    await waitFor(() => expect(new URLSearchParams(location.search).get('setup')).toMatch(/bwB311/));
    const game = gameOf(location.search.slice(1)).game as Game;
    expect(formatGame(game)).toMatch(/^Setup: AT333 Bb40:BD bwB311 dpA600$/m);
    const [works] = game.works;
    expect([...works!.breastworks.works.values()]).toEqual([{ square: 311, owner: 'B', signs: 3 }]);
    expect([...works!.depots.depots.values()]).toEqual([{ square: 600, owner: 'A' }]);
    expect(boardOf(game).pieces.get(40 as never)?.facing).toBe('BD');
    // The rook on 333 goes up its file only as far as the breastwork on 311 (§110, §134c).
    const up = legalActions(game, 333).flatMap((a) =>
      a.type === 'move' && a.to < 333 && (333 - a.to) % 22 === 0 ? [a.to] : [],
    );
    expect(up).toEqual([]);
    // The play board draws them: the breastwork and the depot's flag.
    const board = document.querySelector('.play-board .board-layout .board-frame') as HTMLElement;
    expect(board.querySelectorAll('[data-work="B"]')).toHaveLength(1);
    expect(board.querySelector('[data-depot="600"]')?.getAttribute('data-owner')).toBe('A');
  },
);
