/**
 * Hellwig's game on its maps (issue 17): plate III's reconstruction with the book's fortresses
 * (§187, §210), an empty plate, the map in the saved game's header, and old games without it on plate II.
 */
import { describe, expect, test } from 'vitest';
import {
  applyAction,
  boardOf,
  emptyMap,
  formatGame,
  FORTRESSES,
  legalActions,
  MAPS,
  newGame,
  parseGame,
  type Action,
} from '../../../../src/rules/hellwig/index.ts';

describe('maps', () => {
  test.each(MAPS.flatMap((m) => ['short', 'skirmish', 'bridging'].map((s) => [m.id, s] as const)))(
    '%s, %s: the position stands on the map, the two sides half-turn images (§201)',
    (map, start) => {
      const g = newGame(start, {}, 'A', map);
      const b = boardOf(g);
      expect(b.grid).toBe(g.map.grid);
      const size = b.grid.size;
      for (const p of b.pieces.values()) {
        expect(b.terrain.get(p.square)).toBeUndefined();
        expect(b.pieces.get((size + 1 - p.square) as never)?.kind).toBe(p.kind);
      }
      expect(legalActions(g).length).toBeGreaterThan(0);
    },
  );

  test('plate III: its reconstructed terrain, and the book’s fortresses (§187, §210)', () => {
    const g = newGame('short', {}, 'A', 'III');
    expect(boardOf(g).terrain.size).toBeGreaterThan(0);
    expect(g.start.fortress).toEqual({ A: FORTRESSES.C.centre, B: FORTRESSES.B.centre });
    expect(boardOf(newGame('short', {}, 'A', 'empty 33x49')).terrain.size).toBe(0);
  });

  test('the map is in the header, and replays; a game without it is on plate II', () => {
    let g = newGame('skirmish', {}, 'A', 'III');
    g = applyAction(g, legalActions(g).find((a) => a.type === 'move') as Action);
    const text = formatGame(g);
    expect(text).toMatch(/^Map: III$/m);
    const back = parseGame(text);
    expect(back.map.id).toBe('III');
    expect(formatGame(back)).toBe(text);
    expect(parseGame('Start: skirmish\n').map.id).toBe('II');
    expect(formatGame(newGame())).not.toMatch(/Map:/);
  });

  test('an unknown map is refused with the maps there are', () => {
    expect(() => parseGame('Map: IV\nStart: short\n')).toThrow(
      /^text, line 1 \(Map: IV\): map must be II, III or empty RxC \(8–60 rows, 8–60 columns\); received "IV"/,
    );
    expect(() => newGame('short', {}, 'A', 'empty 7x9')).toThrow(/map 7x9: rows must be from 8 to 60; received 7/);
  });

  test(
    'an empty plate of each book plate’s size is that plate, in the header and replayed; any other size ' +
      'refused with the range',
    () => {
      const small = emptyMap(31, 22);
      expect(small.grid.name).toBe('II');
      let g = newGame('skirmish', {}, 'A', small.id);
      expect(boardOf(g).terrain.size).toBe(0);
      g = applyAction(g, legalActions(g).find((a) => a.type === 'move') as Action);
      const text = formatGame(g);
      expect(text).toMatch(/^Map: empty 31x22$/m);
      expect(formatGame(parseGame(text))).toBe(text);
      expect(parseGame('Map: empty 33 × 49\nStart: short\n').map.id).toBe('empty 33x49');
      expect(() => emptyMap(7, 20)).toThrow(/rows must be from 8 to 60; received 7/);
      expect(() => emptyMap(20, 61)).toThrow(/columns must be from 8 to 60; received 61/);
      expect(() => parseGame('Map: empty 61x40\n')).toThrow(
        /^text, line 1 \(Map: empty 61x40\): map 61x40: rows must be from 8 to 60; received 61/,
      );
    },
  );
});
