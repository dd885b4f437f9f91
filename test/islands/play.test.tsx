/**
 * The play page's island (issue 17): the reducer without a DOM (select, act, refuse with the §,
 * step, undo, load), the address's round trip, and the island found by role as a reader finds it.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { ADDRESS_PAUSE_MS } from '../../src/islands/shared/useAddressState.ts';
import { PlayGame } from '../../src/islands/play/PlayGame.tsx';
import { initialState, reduce, type PlayState } from '../../src/islands/play/state.ts';
import { gameOf, ownOf } from '../../src/islands/play/address.ts';
import {
  boardOf,
  formatGame,
  legalActions,
  offset,
  plateII,
  type Action,
  READING_NOTES,
  startFits,
} from '../../src/rules/hellwig/index.ts';
import { BRIDGE_FIRE, BRIDGE_MEANS, CUT_OFF, FIGHTS, FIRE, WORKS } from '../rules/hellwig/game/scripts.ts';
import { cornerOf } from '../support/svg.ts';

afterEach(cleanup);

const run = (s: PlayState, ...actions: Parameters<typeof reduce>[1][]) => actions.reduce(reduce, s);

describe('the play state', () => {
  test('selecting a piece, then its target square, plays the move and says it', () => {
    const s = run(initialState('skirmish'), { type: 'square', square: 602 }, { type: 'square', square: 559 });
    expect(s.game.actions).toEqual([{ type: 'move', from: 602, to: 559, captures: [] }]);
    expect(s.said).toMatch(/^A: knight 602 to 559\. B to move\.$/);
  });
  test('a bridge-transporter selected by its empty surface, then the water, lays a bridge and says it (§145)', () => {
    const s = run(
      initialState(),
      { type: 'new', start: 'bridging', readings: {}, map: 'III' },
      { type: 'square', square: 1395 },
      { type: 'square', square: 1352 },
    );
    expect(s.error).toBeNull();
    expect(s.game.actions).toEqual([{ type: 'lay-bridge', number: 1, square: 1352 }]);
    expect(s.said).toMatch(/^A: bridge-transporter 1 lays a bridge over 1352 \(§145\)\. B to move\.$/);
  });
  test(
    'a device selected, then an enemy breastwork’s square, ' + 'bombards it, by pointer or keyboard alike (§122, §123)',
    () => {
      const seven = FIGHTS.split('\n').slice(0, 11).join('\n');
      const loaded = run(initialState(), { type: 'load', text: seven });
      // The cannon may also fire on 555; on the breastwork's square the bombardment is the action (§111, §122).
      const before = loaded.game.actions.length;
      const s = run(loaded, { type: 'square', square: 599 }, { type: 'square', square: 555 });
      expect(s.error).toBeNull();
      expect(s.game.actions.slice(before)).toEqual([{ type: 'bombard', gun: 599, target: 555 }]);
      expect(s.said).toMatch(/^A: cannon 599 bombards the breastwork on 555 \(§122–§124\)\./);
    },
  );
  test('the other side’s piece is not selected, with the reason and its § (§21)', () => {
    const s = run(initialState('skirmish'), { type: 'square', square: 81 });
    expect(s.selected).toBeNull();
    expect(s.said).toMatch(/B’s; it is A’s turn \(§21\)/);
  });
  test('an action the rules refuse is shown with the reason, and the game is kept', () => {
    const s = run(initialState('skirmish'), {
      type: 'act',
      action: { type: 'move', from: 602, to: 603, captures: [] } as unknown as Action,
    });
    expect(s.error).toMatch(/^Refused: the knight on 602 cannot go to 603.*§32/);
    expect(s.game.actions).toHaveLength(0);
  });
  test('stepping back shows an earlier position; undo takes the last move back', () => {
    const s = run(initialState('skirmish'), { type: 'square', square: 602 }, { type: 'square', square: 559 });
    const back = reduce(s, { type: 'step', to: 0 });
    expect(back.at).toBe(0);
    expect(back.game.actions).toHaveLength(1);
    expect(reduce(s, { type: 'undo' }).game.actions).toHaveLength(0);
  });
  test('a malformed game is refused with its line, and the game on the board stays', () => {
    const s = run(initialState('skirmish'), { type: 'square', square: 602 }, { type: 'square', square: 559 });
    const t = reduce(s, { type: 'load', text: 'Start: skirmish\nS 602-603\n' });
    expect(t.error).toMatch(/^Not loaded: text, line 2: the knight on 602 cannot go to 603/);
    expect(t.game).toBe(s.game);
  });
  test('a new game on an empty plate of 31 × 22, said, with its map in the address', () => {
    const s = run(initialState(), { type: 'new', start: 'skirmish', readings: {}, map: 'empty 31x22' });
    expect(s.error).toBeNull();
    expect(s.game.map.grid.name).toBe('II');
    expect(s.said).toMatch(/^New game on An empty plate of 31 × 22 squares/);
    expect(gameOf(ownOf(s.game, [])).game?.map.id).toBe('empty 31x22');
    const placed = { pieces: [{ square: 600, kind: 'knight', player: 'A' }], terrain: { water: [601] } } as const;
    const set = run(s, { type: 'new', start: placed, readings: {}, map: 'empty 31x22' });
    expect(ownOf(set.game, [])).toBe('map=empty+31x22&start=setup&setup=AS600+water%3D601');
    expect(formatGame(gameOf(ownOf(set.game, [])).game!)).toBe(formatGame(set.game));
  });
  test(
    'a game of four: its mode and the computer’s seats in the address, each player named, undo past the ' +
      'computer (§229)',
    () => {
      let s = run(initialState(), { type: 'new', start: 'skirmish', readings: {}, map: 'III', four: 'AB' });
      s = run(s, { type: 'computer', seats: ['BB', 'B'] });
      expect(s.said).toBe('The computer plays BB and B.');
      const aa = legalActions(s.game).find((a) => a.type === 'move') as Action;
      s = run(s, { type: 'act', action: aa });
      expect(s.said).toMatch(/^AA: .*BB to move \(the computer\)\.$/);
      const bb = legalActions(s.game).find((a) => a.type === 'move') as Action;
      s = run(s, { type: 'act', action: bb });
      const own = ownOf(s.game, s.computer);
      expect(own).toMatch(/^map=III&start=skirmish&four=AB&moves=[^&]+%3B[^&]+&computer=BB%2CB$/);
      const read = gameOf(own);
      expect(read.computer).toEqual(['BB', 'B']);
      expect(formatGame(read.game!)).toBe(formatGame(s.game));
      // Undo takes back the computer's BB and the reader's AA.
      expect(run(s, { type: 'undo' }).game.actions).toEqual([]);
      expect(run(initialState(), { type: 'new', start: 'short', readings: {}, map: 'II', four: 'AB' }).error).toMatch(
        /No new game: .*plate III.*§221, §222/,
      );
    },
  );
  test('the address names the whole game and reads back to it', () => {
    const s = run(initialState('skirmish'), { type: 'square', square: 602 }, { type: 'square', square: 559 });
    const own = ownOf(s.game, ['B']);
    expect(own).toBe('start=skirmish&moves=S+602-559&computer=B');
    const read = gameOf(own);
    expect(read.computer).toEqual(['B']);
    expect(formatGame(read.game!)).toBe(formatGame(s.game));
    expect(gameOf('moves=S+602-603').problem).toMatch(/line 2/);
  });
  test('a new game on plate III: the map in the address, the cursor on A’s fortress, and it moves on plate III', () => {
    const s = run(initialState(), { type: 'new', start: 'skirmish', readings: {}, map: 'III' });
    expect(s.game.map.id).toBe('III');
    expect(s.cursor).toBe(1372);
    expect(ownOf(s.game, [])).toBe('map=III&start=skirmish');
    expect(gameOf('map=III&start=skirmish').game?.map.id).toBe('III');
    // 1372 is row 27's last square, on the left edge (serpentine, §197): the cursor stops there; row 26 starts at 1275.
    expect(run(s, { type: 'cursor', rows: 0, columns: -1 }).cursor).toBe(1372);
    expect(run(s, { type: 'cursor', rows: -1, columns: 0 }).cursor).toBe(1275);
  });
});

describe('the play state with fire', () => {
  test(
    'a howitzer selected sets a building in its field on fire; the defender’s fire-break and the spread are ' +
      'said (§74, §77)',
    () => {
      const setup = FIRE.split('\n').slice(0, 3).join('\n');
      const loaded = run(initialState(), { type: 'load', text: setup });
      // On 182 the gun may also move (§45), which a click there plays; the ignition is among the howitzer's actions.
      const selected = run(loaded, { type: 'square', square: 116 });
      const ignite = legalActions(selected.game, 116).find((a) => a.type === 'ignite');
      const lit = run(selected, { type: 'act', action: ignite as Action });
      expect(lit.error).toBeNull();
      expect(lit.game.actions).toEqual([{ type: 'ignite', gun: 116, square: 182 }]);
      expect(lit.said).toBe('A: howitzer 116 sets the building on 182 on fire (§74). B to move.');
      const broken = run(lit, { type: 'act', action: { type: 'fire-break', square: 181 } as unknown as Action });
      expect(broken.said).toBe(
        'B: demolishes the building on 181 against the fire (§77–§80). The fire spreads to 183 (§74, §166). A to move.',
      );
      const lost = run(broken, { type: 'square', square: 20 }, { type: 'square', square: 21 });
      const next = run(lost, { type: 'square', square: 600 }, { type: 'square', square: 578 });
      expect(next.said).toMatch(/The rook on 183 is lost in the fire \(§74, §166\)\./);
      expect(next.said).toMatch(/The fire spreads to 205/);
    },
  );
  test('a fire-break the rules refuse is said with the reason and its §', () => {
    const s = run(initialState(), { type: 'load', text: FIRE.split('\n').slice(0, 4).join('\n') });
    const r = run(s, { type: 'act', action: { type: 'fire-break', square: 183 } as unknown as Action });
    expect(r.error).toMatch(/^Refused: B may not demolish the building on 183: .*§77/);
  });
});

describe('the play state among breastworks', () => {
  test('an abandoned breastwork passing to the other player is said with the move that left it (§119)', () => {
    const eight = FIGHTS.split('\n').slice(0, 12).join('\n');
    const s = run(initialState('skirmish'), { type: 'load', text: eight });
    expect(s.error).toBeNull();
    const t = reduce(s, {
      type: 'act',
      action: { type: 'move', from: 533, to: 445, captures: [] } as unknown as Action,
    });
    expect(t.said).toBe('B: rook 533 to 445. The abandoned breastwork on 555 passes to A (§119). A to move.');
  });
});

describe('the play island', () => {
  test('lists the selected piece’s actions and plays one by its button', () => {
    render(<PlayGame id="t" notes={READING_NOTES} />);
    expect(screen.getByText('A to move.')).toBeTruthy();
    // The short game: the queen on 646 (on a transporter).
    fireEvent.click(document.querySelector('[data-square="646"]')!);
    expect(screen.getByRole('heading', { name: 'Actions of square 646' })).toBeTruthy();
    // Each item of the list is one action's button, and nothing else.
    const items = [...document.querySelectorAll('.play-actions li')];
    expect(items.length).toBeGreaterThan(0);
    expect(items.filter((li) => li.children.length !== 1 || li.firstElementChild?.tagName !== 'BUTTON')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: /^queen 646 to 625$/ }));
    expect(screen.getByText('B to move.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'A K 646-625' })).toBeTruthy();
  });
  test(
    'a map and four players are chosen before a new game, ' + 'plate III is drawn and the computer may play any seat',
    () => {
      render(<PlayGame id="t" notes={READING_NOTES} />);
      fireEvent.change(screen.getByRole('combobox', { name: 'Map' }), { target: { value: 'III' } });
      fireEvent.change(screen.getByRole('combobox', { name: 'Players' }), { target: { value: 'CD' } });
      fireEvent.click(screen.getByRole('button', { name: 'New game' }));
      expect(document.querySelector('[data-square="1617"]')).toBeTruthy();
      expect(document.querySelector('.play-four-note')?.textContent).toMatch(
        /squares 785 to 833.*marshals AA and BB command on side CD, the generals A and B on side AB/,
      );
      expect(screen.getByText('AA to move.')).toBeTruthy();
      // The dividing surface is drawn across the plan's middle row, from the engine's squares (§222).
      const band = document.querySelector('.play-dividing');
      expect(band?.getAttribute('data-dividing')).toBe('785-833');
      expect(band?.querySelector('title')?.textContent).toMatch(/squares 785 to 833 \(§222\)/);
      const y = (sq: number) => cornerOf(document.querySelector(`[data-square="${sq}"]`))[1];
      expect(y(785)).toBe(Number(band?.querySelector('rect')?.getAttribute('y')));
      expect(y(785)).toBe(y(833));
      fireEvent.click(screen.getByRole('checkbox', { name: 'BB' }));
      expect(screen.getByRole('checkbox', { name: 'BB' })).toHaveProperty('checked', true);
      expect(
        screen.getByRole('application', {
          name: /^Plate III\. Cursor on square 1372\. A’s fortress centre \(§187\)\.$/,
        }),
      ).toBeTruthy();
    },
  );
  test('a game of two draws no dividing surface (§222 is a game of four’s)', () => {
    render(<PlayGame id="t" notes={READING_NOTES} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Map' }), { target: { value: 'III' } });
    fireEvent.click(screen.getByRole('button', { name: 'New game' }));
    expect(document.querySelector('[data-square="1617"]')).toBeTruthy();
    expect(document.querySelector('.play-dividing')).toBeNull();
  });
  test(
    'an empty plate of a chosen size is drawn square by square; a size out of range, or too small for the ' +
      'start, is refused',
    () => {
      render(<PlayGame id="t" notes={READING_NOTES} />);
      fireEvent.change(screen.getByRole('combobox', { name: 'Map' }), { target: { value: 'empty' } });
      const rows = screen.getByRole('spinbutton', { name: 'Rows' });
      const columns = screen.getByRole('spinbutton', { name: 'Columns' });
      // The inputs' bounds are the engine's.
      expect([rows.getAttribute('min'), rows.getAttribute('max')]).toEqual(['8', '60']);
      expect([columns.getAttribute('min'), columns.getAttribute('max')]).toEqual(['8', '60']);
      expect(document.querySelector('.play-empty-size')?.textContent).toContain(
        '(from 8 to 60 rows and 8 to 60 columns)',
      );
      fireEvent.input(rows, { target: { value: '20' } });
      fireEvent.input(columns, { target: { value: '30' } });
      fireEvent.click(screen.getByRole('button', { name: 'New game' }));
      expect(screen.queryByRole('alert')).toBeNull();
      expect(document.querySelectorAll('.board-frame [data-square]').length).toBe(600);
      expect(document.querySelector('[data-square="600"]')).toBeTruthy();
      expect(document.querySelector('[data-square="601"]')).toBeNull();
      expect(
        screen.getByRole('application', {
          name: /^An empty plate of 20 × 30\. Cursor on square 585\. A’s fortress centre \(§187\)\.$/,
        }),
      ).toBeTruthy();
      expect(document.querySelector('.play-start-note')?.textContent).toMatch(
        /An empty plate of 20 rows and 30 columns/,
      );
      fireEvent.input(rows, { target: { value: '61' } });
      fireEvent.click(screen.getByRole('button', { name: 'New game' }));
      expect(screen.getByRole('alert').textContent).toMatch(
        /No new game: map 61x30: rows must be from 8 to 60; received 61/,
      );
      expect(document.querySelectorAll('.board-frame [data-square]').length).toBe(600);
      fireEvent.input(rows, { target: { value: '12' } });
      // The starts too big for 12 rows are greyed out in the list, each said so; the reader's choice is kept.
      const options = [...screen.getByRole('combobox', { name: 'Starting position' }).querySelectorAll('option')];
      expect(options.filter((o) => o.disabled).map((o) => o.value)).toEqual(
        options.filter((o) => !startFits('empty 12x30', o.value)).map((o) => o.value),
      );
      expect(options.find((o) => o.value === 'short')).toMatchObject({ disabled: true });
      expect(options.find((o) => o.value === 'short')?.textContent).toMatch(/\(too big for this plate\)$/);
      fireEvent.click(screen.getByRole('button', { name: 'New game' }));
      expect(screen.getByRole('alert').textContent).toMatch(
        new RegExp(
          String.raw`^No new game: start short needs a plate of at least 14 rows and 18 columns \(§191, §201:` +
            String.raw` each army on its own side`,
        ),
      );
      expect(document.querySelectorAll('.board-frame [data-square]').length).toBe(600);
    },
  );
  test(
    'terrain is painted and pieces placed on an empty plate of a size no book plate has, and the game begins ' +
      'on it',
    async () => {
      history.replaceState(null, '', '/');
      // The page's note that a starting position is the edition's own (play.astro's slot), here a stand-in.
      render(<PlayGame id="t" notes={READING_NOTES} startNote="OURS" />);
      expect(document.querySelector('.play-start-note')?.textContent).toMatch(/OURS$/);
      fireEvent.change(screen.getByRole('combobox', { name: 'Map' }), { target: { value: 'empty' } });
      fireEvent.input(screen.getByRole('spinbutton', { name: 'Rows' }), { target: { value: '9' } });
      fireEvent.input(screen.getByRole('spinbutton', { name: 'Columns' }), { target: { value: '12' } });
      fireEvent.click(screen.getByRole('button', { name: 'Set up a position' }));
      const editor = document.querySelector('.play-setup-editor') as HTMLElement;
      expect(editor.querySelectorAll('[data-square]').length).toBe(108);
      const square = (n: number) => editor.querySelector(`[data-square="${n}"]`) as Element;
      const tool = (value: string) =>
        fireEvent.change(screen.getByRole('combobox', { name: 'Tool' }), { target: { value } });
      tool('paint:mountain');
      fireEvent.click(square(50));
      expect(editor.textContent).toContain('mountain on 50.');
      tool('paint:water');
      // By keyboard too: the cursor, left on 50, two squares right, Enter paints 52.
      const frame = editor.querySelector('.board-frame') as HTMLElement;
      fireEvent.keyDown(frame, { key: 'ArrowRight' });
      fireEvent.keyDown(frame, { key: 'ArrowRight' });
      fireEvent.keyDown(frame, { key: 'Enter' });
      expect(editor.textContent).toContain('water on 52.');
      tool('piece:A:queen');
      fireEvent.click(square(102));
      tool('piece:B:rook');
      fireEvent.click(square(7));
      fireEvent.click(screen.getByRole('button', { name: 'Begin the game' }));
      expect(document.querySelector('.play-setup-editor')).toBeNull();
      expect(
        screen.getByText(/^New game on An empty plate of 9 × 12 squares: A position set up by the players\.$/),
      ).toBeTruthy();
      expect(document.querySelectorAll('.board-frame [data-square]').length).toBe(108);
      // The players' own position is not called the edition's.
      expect(document.querySelector('.play-start-note')?.textContent).toMatch(/set this position up themselves/);
      expect(document.querySelector('.play-start-note')?.textContent).not.toContain('OURS');
      expect(screen.getByRole('application', { name: /^An empty plate of 9 × 12\./ })).toBeTruthy();
      await waitFor(() => expect(location.search).toMatch(/map=empty\+9x12/));
      // The address reads back to the same plate and position.
      const back = gameOf(location.search.slice(1)).game;
      expect(back?.map.id).toBe('empty 9x12');
      expect(boardOf(back as never).terrain.get(52 as never)).toBe('water');
    },
  );
  test(
    'a position is set up on an empty plate with the tools, and the game begins from it, its set-up in the ' +
      'address',
    () => {
      render(<PlayGame id="t" notes={READING_NOTES} />);
      fireEvent.change(screen.getByRole('combobox', { name: 'Map' }), { target: { value: 'empty' } });
      fireEvent.input(screen.getByRole('spinbutton', { name: 'Rows' }), { target: { value: '31' } });
      fireEvent.input(screen.getByRole('spinbutton', { name: 'Columns' }), { target: { value: '22' } });
      fireEvent.click(screen.getByRole('button', { name: 'Set up a position' }));
      const editor = document.querySelector('.play-setup-editor') as HTMLElement;
      const square = (n: number) => editor.querySelector(`[data-square="${n}"]`) as Element;
      fireEvent.change(screen.getByRole('combobox', { name: 'Tool' }), { target: { value: 'piece:A:knight' } });
      fireEvent.click(square(600));
      fireEvent.change(screen.getByRole('combobox', { name: 'Tool' }), { target: { value: 'piece:B:rook' } });
      fireEvent.click(square(50));
      fireEvent.change(screen.getByRole('combobox', { name: 'Tool' }), { target: { value: 'paint:water' } });
      fireEvent.click(square(601));
      expect(editor.textContent).toContain('water on 601.');
      fireEvent.click(screen.getByRole('button', { name: 'Begin the game' }));
      expect(document.querySelector('.play-setup-editor')).toBeNull();
      expect(screen.getByText('A to move.')).toBeTruthy();
      expect(
        screen.getByText(/^New game on An empty plate of 31 × 22 squares: A position set up by the players\.$/),
      ).toBeTruthy();
    },
  );
  test(
    'the set-up places devices and transporters, by keyboard and pointer, refuses with the §, and the game ' +
      'keeps them',
    async () => {
      // An address an earlier test left would answer for this one.
      history.replaceState(null, '', '/');
      render(<PlayGame id="t" notes={READING_NOTES} />);
      fireEvent.click(screen.getByRole('button', { name: 'Set up a position' }));
      const editor = document.querySelector('.play-setup-editor') as HTMLElement;
      const frame = editor.querySelector('.board-frame') as HTMLElement;
      const live = editor.querySelector('[aria-live]') as HTMLElement;
      const tool = (value: string) =>
        fireEvent.change(screen.getByRole('combobox', { name: 'Tool' }), { target: { value } });
      const facing = (value: string) =>
        fireEvent.change(screen.getByRole('combobox', { name: 'Facing' }), { target: { value } });
      // Off the plate: from the first square, a gun toward the side it stands on has no square (§43).
      const off = (['AB', 'AC', 'CD', 'BD'] as const).find((f) => offset(1, f, 1, plateII) === undefined) as string;
      tool('device:cannon:left');
      facing(off);
      fireEvent.keyDown(frame, { key: 'Enter' });
      expect(live.textContent).toMatch(/^Refused: the gun of a cannon would stand off the plate.*\(§43, §85\)$/);
      // By keyboard: one square down, then Enter sets the cannon down facing the other way.
      const away = (['AB', 'AC', 'CD', 'BD'] as const).find(
        (f) => f !== off && offset(1, f, 1, plateII) !== undefined,
      )!;
      facing(away);
      fireEvent.keyDown(frame, { key: 'Enter' });
      const gun = offset(1, away, 1, plateII) as number;
      expect(live.textContent).toBe(`a cannon, left variety, with its artillerists on 1 and its gun on ${gun}.`);
      // A piece on the gun's square is refused by the engine, with its § (§46).
      tool('piece:A:knight');
      fireEvent.click(editor.querySelector(`[data-square="${gun}"]`) as Element);
      expect(live.textContent).toMatch(new RegExp(`^Refused: .*square ${gun} holds a gun.*§46`));
      // By pointer: a transporter on 300 and the square toward side AB, and a howitzer elsewhere.
      tool('transporter');
      facing('AB');
      fireEvent.click(editor.querySelector('[data-square="300"]') as Element);
      const other = offset(300, 'AB', 1, plateII) as number;
      expect(live.textContent).toBe(`a transporter on 300 and ${other}.`);
      tool('device:howitzer');
      fireEvent.click(editor.querySelector('[data-square="400"]') as Element);
      expect(live.textContent).toMatch(/^a howitzer with its artillerists on 400 and its gun on \d+\.$/);
      fireEvent.click(screen.getByRole('button', { name: 'Begin the game' }));
      // The game's set-up keeps them, and the address carries them in the set-up's notation.
      await waitFor(() => expect(location.search).toMatch(/setup=.*tr300/));
      const text = formatGame(gameOf(location.search.slice(1)).game as never);
      expect(text).toMatch(new RegExp(`^Setup: .*C1/${gun}left.*\\bH400/\\d+.*tr300/${other}`, 'm'));
    },
  );
  test('a cut-off is declared by its button, and its count is shown beside the board (§183)', () => {
    render(<PlayGame id="t" notes={READING_NOTES} />);
    const six = CUT_OFF.split('\n').slice(0, 8).join('\n');
    fireEvent.input(screen.getByLabelText('Paste a game in the notation to load it'), { target: { value: six } });
    fireEvent.click(screen.getByRole('button', { name: /^Load/ }));
    fireEvent.click(screen.getByRole('button', { name: /^declares the corps on 81 cut off/ }));
    const counts = screen.getByRole('list', { name: 'Counts under way' });
    expect(counts.textContent).toBe('B’s corps on 81 is cut off: 6 own moves left to restore communication (§182).');
  });
  test('a breastwork is drawn, and the depots panel establishes a depot on the chosen site (§106, §244, §247)', () => {
    render(<PlayGame id="t" notes={READING_NOTES} />);
    const one = WORKS.split('\n').slice(0, 3).join('\n');
    fireEvent.input(screen.getByLabelText('Paste a game in the notation to load it'), { target: { value: one } });
    fireEvent.click(screen.getByRole('button', { name: /^Load/ }));
    expect(document.querySelector('.works [data-work="A"]')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Find what the side may do with depots' }));
    fireEvent.change(screen.getByRole('combobox', { name: /^Site/ }), { target: { value: '32' } });
    fireEvent.click(screen.getByRole('button', { name: 'Establish a depot on 32' }));
    expect(screen.getByText('Depots: B’s on 32.')).toBeTruthy();
  });
  test(
    'an enemy breastwork is bombarded from its device’s ' + 'actions and stormed from its own square (§123, §130)',
    () => {
      render(<PlayGame id="t" notes={READING_NOTES} />);
      const seven = FIGHTS.split('\n').slice(0, 11).join('\n');
      fireEvent.input(screen.getByLabelText('Paste a game in the notation to load it'), { target: { value: seven } });
      fireEvent.click(screen.getByRole('button', { name: /^Load/ }));
      expect(document.querySelectorAll('.works [data-work="B"]')).toHaveLength(2);
      fireEvent.click(document.querySelector('[data-square="599"]')!);
      expect(
        screen.getByRole('button', { name: 'cannon 599 bombards the breastwork on 555 (§122–§124)' }),
      ).toBeTruthy();
      fireEvent.click(document.querySelector('[data-square="552"]')!);
      expect(screen.getByRole('heading', { name: 'Actions of square 552' })).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'storms the breastwork on 552 (§130)' }));
      expect(screen.getByText('B to move.')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'A storm 552' })).toBeTruthy();
      expect(document.querySelectorAll('.works [data-work="B"]')).toHaveLength(1);
    },
  );
  test(
    'the fire is drawn with its words, listed in the fire panel, and a fire-break is made by its button (§74, ' +
      '§77)',
    () => {
      render(<PlayGame id="t" notes={READING_NOTES} />);
      const setup = FIRE.split('\n').slice(0, 3).join('\n');
      fireEvent.input(screen.getByLabelText('Paste a game in the notation to load it'), { target: { value: setup } });
      fireEvent.click(screen.getByRole('button', { name: /^Load/ }));
      expect(screen.getByText('Nothing burns.')).toBeTruthy();
      fireEvent.click(document.querySelector('[data-square="116"]')!);
      fireEvent.click(screen.getByRole('button', { name: 'howitzer 116 sets the building on 182 on fire (§74)' }));
      expect(screen.getByRole('button', { name: 'A H 116 ignite 182' })).toBeTruthy();
      const flame = document.querySelector('.play-fire [data-burning="182"]');
      expect(flame?.querySelector('title')?.textContent).toBe(
        'the building on 182, A’s fire, impassable 6 more moves (§74)',
      );
      expect(
        screen.getByText(/^Burning: the building on 182, A’s fire, impassable 6 more moves \(§74\)\.$/),
      ).toBeTruthy();
      fireEvent.click(
        screen.getByRole('button', { name: 'demolishes the building on 181 against the fire (§77–§80)' }),
      );
      expect(screen.getByRole('button', { name: 'B firebreak 181' })).toBeTruthy();
      expect(screen.getByText(/Demolished against the fire: 181 \(§77\)\.$/)).toBeTruthy();
      expect(document.querySelector('.play-fire [data-fire-break="181"] title')?.textContent).toBe(
        'Demolished against the fire on 181 (§77)',
      );
      // The rules of this game list how the edition reads the fire's six moves and its spread (§74, §76).
      expect(screen.getByText(/Whose moves count the six a burned site stays impassable/)).toBeTruthy();
      expect(document.querySelector('.play-fire [data-burning="183"]')).toBeTruthy();
    },
  );
  test(
    'a piece leaves a laid bridge setting it on fire, ' + 'from its actions, and the burning bridge is drawn (§166b)',
    () => {
      render(<PlayGame id="t" notes={READING_NOTES} />);
      const text = BRIDGE_FIRE.split('\n').slice(0, 9).join('\n');
      fireEvent.input(screen.getByLabelText('Paste a game in the notation to load it'), { target: { value: text } });
      fireEvent.click(screen.getByRole('button', { name: /^Load/ }));
      fireEvent.click(document.querySelector('[data-square="1352"]')!);
      fireEvent.click(
        screen.getByRole('button', { name: 'pawn 1352 goes to 1295 and sets the bridge it leaves on fire (§166b)' }),
      );
      expect(screen.getByRole('button', { name: 'A b 1352-1295 ignite' })).toBeTruthy();
      expect(document.querySelector('.play-fire [data-burning="1352"] title')?.textContent).toBe(
        'the bridge on 1352, A’s fire, impassable till it burns out (§166)',
      );
    },
  );
  test(
    'a piece leaves a laid bridge ruining it, and a secondary surface’s holder ruins its bridges, from their ' +
      'actions (§161, §162)',
    () => {
      render(<PlayGame id="t" notes={READING_NOTES} />);
      const load = (lines: number) => {
        const text = BRIDGE_MEANS.split('\n').slice(0, lines).join('\n');
        fireEvent.input(screen.getByLabelText('Paste a game in the notation to load it'), { target: { value: text } });
        fireEvent.click(screen.getByRole('button', { name: /^Load/ }));
      };
      // Header of three lines, then four moves: A's pawn stands on the bridge over 1352.
      load(7);
      fireEvent.click(document.querySelector('[data-square="1352"]')!);
      fireEvent.click(
        screen.getByRole('button', { name: 'pawn 1352 goes to 1295 and ruins the bridge it leaves (§162)' }),
      );
      expect(
        screen.getByText(/^A: pawn 1352 goes to 1295 and ruins the bridge it leaves \(§162\)\. B to move\.$/),
      ).toBeTruthy();
      expect(screen.getByRole('button', { name: 'A b 1352-1295 ruin' })).toBeTruthy();
      // Ten moves: A's queen holds bridge-transporter 1's secondary surface, 1395.
      load(13);
      fireEvent.click(document.querySelector('[data-square="1395"]')!);
      const name =
        'bridge-transporter 1: 2 bridges aboard the secondary surface ruined, and its holder leaves for 1351 (§161)';
      fireEvent.click(screen.getByRole('button', { name }));
      expect(screen.getByText(`A: ${name}. B to move.`)).toBeTruthy();
      expect(screen.getByRole('button', { name: 'A bt 1 ruin secondary 2 then 1351' })).toBeTruthy();
    },
  );
});

describe('the address as the reader came with it (issue 21)', () => {
  afterEach(() => vi.useRealTimers());
  const settle = () =>
    act(() => {
      vi.advanceTimersByTime(ADDRESS_PAUSE_MS * 4);
    });

  test('an address the page cannot read is kept, said, and replaced only once the reader plays', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    history.replaceState(null, '', '/?start=short&moves=1.%20A%20Z%201-2&keep=1#board');
    render(<PlayGame id="t" notes={READING_NOTES} />);
    settle();
    expect(screen.getByRole('alert').textContent).toMatch(
      /^The address’s game could not be read, so a new game is shown/,
    );
    expect(location.search).toBe('?start=short&moves=1.%20A%20Z%201-2&keep=1');
    // An empty address stays empty too.
    cleanup();
    history.replaceState(null, '', '/');
    render(<PlayGame id="t" notes={READING_NOTES} />);
    settle();
    expect(location.search).toBe('');
    // Once the reader changes the game, it is written, other keys and the fragment kept.
    history.replaceState(null, '', '/?keep=1#board');
    cleanup();
    render(<PlayGame id="t" notes={READING_NOTES} />);
    fireEvent.click(screen.getByRole('button', { name: 'New game' }));
    settle();
    expect(location.search).toMatch(/^\?keep=1&start=short$|^\?start=short&keep=1$/);
    expect(location.hash).toBe('#board');
  });

  test('a key given twice is named, not silently resolved', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    history.replaceState(null, '', '/?start=short&start=skirmish');
    render(<PlayGame id="t" notes={READING_NOTES} />);
    settle();
    expect(screen.getByRole('alert').textContent).toMatch(
      /“start” is given 2 times with different values \(“short”, “skirmish”\), so none of them is used\.$/,
    );
    expect(location.search).toBe('?start=short&start=skirmish');
  });
});
