/**
 * A game from a position the players set up (issue 17): its pieces, devices, transporters and painted
 * terrain in the record's `Setup:` line, read back to the same game; a bad token or an impossible
 * position refused with its line and the reason.
 */
import { expect, test } from 'vitest';
import {
  applyAction,
  boardOf,
  formatGame,
  legalActions,
  newGame,
  parseGame,
  setupOf,
  type Action,
} from '../../../../src/rules/hellwig/index.ts';

const PLACED = {
  pieces: [
    { square: 600, kind: 'knight', player: 'A' },
    { square: 560, kind: 'pawn', player: 'A', facing: 'AB' },
    { square: 651, kind: 'queen', player: 'A' },
    { square: 652, kind: 'leaping-bishop', player: 'A' },
    { square: 50, kind: 'rook', player: 'B' },
    { square: 72, kind: 'knight', player: 'B' },
  ],
  devices: [{ artillerists: 72, gun: 94, kind: 'cannon', variant: 'axial' }],
  transporters: [{ squares: [651, 652] }],
  terrain: { water: [300, 301, 302, 310], mountain: [400] },
} as const;

test('a set-up on an empty plate is written in the header, and the record replays to the same game', () => {
  let g = newGame(PLACED, {}, 'A', 'empty 31x22');
  expect(boardOf(g).terrain.get(301 as never)).toBe('water');
  g = applyAction(g, legalActions(g, 600).find((a) => a.type === 'move') as Action);
  const text = formatGame(g);
  expect(text).toMatch(/^Start: setup$/m);
  expect(text).toMatch(
    /^Setup: AS600 Ab560:AB AK651 ASL652 BT50 BS72 C72\/94axial tr651\/652 water=300-302,310 mountain=400$/m,
  );
  const back = parseGame(text);
  expect(formatGame(back)).toBe(text);
  expect(setupOf(boardOf(back))).toEqual(setupOf(boardOf(g)));
});

test('on plate III the set-up stands on the map’s own terrain, which the header does not repeat', () => {
  const g = newGame({ pieces: [{ square: 900, kind: 'queen', player: 'A' }] }, {}, 'A', 'III');
  expect(boardOf(g).terrain.size).toBeGreaterThan(0);
  expect(formatGame(g)).toMatch(/^Setup: AK900$/m);
});

test('a bad token, a piece on water or a set-up without its line is refused with the line and the reason', () => {
  expect(() => parseGame('Map: empty 31x22\nStart: setup\nSetup: AZ12\n')).toThrow(/line 3: set-up token "AZ12"/);
  expect(() => parseGame('Map: empty 31x22\nStart: setup\nSetup: AS12 water=12\n')).toThrow(/water square 12/);
  expect(() => parseGame('Start: setup\n')).toThrow(/Setup: line/);
});
