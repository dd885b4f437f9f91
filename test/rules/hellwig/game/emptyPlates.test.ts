/**
 * Empty plates of the reader's size (issue 17, §22): a map for any size in EMPTY_PLATE_SIZES, its fortress
 * centres in the middle of each back row (§187, the edition's), the editorial starting positions centred on it
 * when they fit and refused with the size they need when they do not (§191, §201), the set-up editor's start on
 * every size, and a game on one played, written and read back.
 */
import { describe, expect, test } from 'vitest';
import {
  applyAction,
  boardOf,
  coordsOf,
  emptyMap,
  formatGame,
  gridOfSize,
  legalActions,
  newGame,
  parseGame,
  plateII,
  startFits,
  type Action,
  type Game,
} from '../../../../src/rules/hellwig/index.ts';
import { mapOf } from '../../../../src/rules/hellwig/game/maps.ts';
import { RuleError } from '../../../../src/rules/errors.ts';

const SIZES = [
  [8, 8],
  [14, 18],
  [20, 30],
  [25, 9],
  [60, 60],
] as const;

describe('empty plates of any size', () => {
  test.each(SIZES)('%i × %i: a map without terrain, the same object each time, read from its id', (rows, columns) => {
    const m = emptyMap(rows, columns);
    expect(m.id).toBe(`empty ${rows}x${columns}`);
    expect(m.grid).toBe(gridOfSize(rows, columns));
    expect(m.terrain).toEqual({});
    expect(emptyMap(rows, columns)).toBe(m);
    expect(mapOf(`empty ${rows}x${columns}`)).toBe(m);
    expect(mapOf(`empty ${rows} × ${columns}`)).toBe(m);
    expect(m.title).toBe(`An empty plate of ${rows} × ${columns} squares`);
    expect(m.description).toBe(
      `An empty plate of ${rows} rows and ${columns} columns, without terrain, numbered row by row from ` +
        `corner A (§22). The edition puts the fortress centres in the middle of each back row (§187).`,
    );
  });

  test.each(SIZES)(
    '%i × %i: the fortress centres in the middle of each back row, half-turns of each other (§187)',
    (rows, columns) => {
      const m = emptyMap(rows, columns);
      const a = coordsOf(m.fortress.A, m.grid);
      const b = coordsOf(m.fortress.B, m.grid);
      expect(a.row).toBe(rows - 1);
      expect(b.row).toBe(0);
      expect(Math.abs(a.col - (columns - 1) / 2)).toBeLessThanOrEqual(0.5);
      expect(m.fortress.A + m.fortress.B).toBe(m.grid.size + 1);
    },
  );

  test('plate II’s size is plate II’s grid and fortresses, as the map of plate II', () => {
    expect(emptyMap(31, 22).grid).toBe(plateII);
    expect(emptyMap(31, 22).fortress).toEqual(mapOf('II').fortress);
    expect(emptyMap(33, 49).id).toBe('empty 33x49');
  });

  test.each([
    ['short', 14, 18],
    ['skirmish', 14, 8],
    ['bridging', 14, 9],
  ] as const)(
    '%s fits a plate of %i × %i and no smaller: placed inside, centred, its pieces all there',
    (start, rows, columns) => {
      const on = (r: number, c: number) => newGame(start, {}, 'A', `empty ${r}x${c}`);
      const plate = boardOf(newGame(start));
      for (const [r, c] of [
        [rows, columns],
        [rows + 7, columns + 3],
        [60, 60],
      ] as const) {
        const g = on(r, c);
        const b = boardOf(g);
        expect(b.grid).toBe(gridOfSize(r, c) === plateII ? plateII : gridOfSize(r, c));
        // The counts of plate II's position, every piece on the plate, B's the half-turn of A's (§191, §201).
        expect(b.pieces.size).toBe(plate.pieces.size);
        expect(b.devices.length).toBe(plate.devices.length);
        expect(b.transporters.length).toBe(plate.transporters.length);
        for (const p of b.pieces.values())
          expect(b.pieces.get((b.grid.size + 1 - p.square) as never)?.kind).toBe(p.kind);
        // Centred across the plate: as many free columns on either side, to one.
        const cols = [...b.pieces.keys()].map((n) => coordsOf(n, b.grid).col);
        expect(Math.abs(Math.min(...cols) - (c - 1 - Math.max(...cols)))).toBeLessThanOrEqual(1);
        // Each army on its own half: A's below the middle, B's above.
        for (const p of b.pieces.values()) expect(coordsOf(p.square, b.grid).row >= r / 2).toBe(p.player === 'A');
        expect(legalActions(g).length).toBeGreaterThan(0);
      }
      // startFits says the same before the game is asked for: the least size fits, a row or a column fewer does not.
      expect(startFits(`empty ${rows}x${Math.max(columns, 8)}`, start)).toBe(true);
      expect(startFits(`empty ${rows - 1}x${Math.max(columns, 8)}`, start)).toBe(false);
      if (columns > 8) expect(startFits(`empty ${rows}x${columns - 1}`, start)).toBe(false);
      expect(startFits('III', start)).toBe(true);
      const needs = new RegExp(`^start ${start} needs a plate of at least ${rows} rows and ${columns} columns`);
      expect(() => on(rows - 1, Math.max(columns, 8))).toThrow(needs);
      if (columns > 8) expect(() => on(rows, columns - 1)).toThrow(needs);
      let refused: unknown;
      try {
        on(rows - 1, 60);
      } catch (e) {
        refused = e;
      }
      expect(refused).toBeInstanceOf(RuleError);
      expect((refused as RuleError).code).toBe('OFF_BOARD');
      expect((refused as RuleError).message).toMatch(
        / \(§191, §201: each army on its own side, 4 empty rows between the fronts\)$/,
      );
    },
  );

  test('a position set up with the editor begins on any size, with the terrain painted on it', () => {
    for (const [rows, columns] of SIZES) {
      const grid = gridOfSize(rows, columns);
      const g = newGame(
        {
          terrain: { water: [grid.size], mountain: [columns + 1] },
          pieces: [
            { square: 1, kind: 'rook', player: 'B' },
            { square: grid.size - 1, kind: 'queen', player: 'A' },
          ],
        },
        {},
        'A',
        `empty ${rows}x${columns}`,
      );
      const b = boardOf(g);
      expect(b.grid).toBe(grid);
      expect(b.terrain.get(grid.size as never)).toBe('water');
      expect(b.terrain.get((columns + 1) as never)).toBe('mountain');
      expect(legalActions(g, grid.size - 1).length).toBeGreaterThan(0);
      const back = parseGame(formatGame(g));
      expect(back.map).toBe(g.map);
      expect([...boardOf(back).terrain]).toEqual([...b.terrain]);
      expect([...boardOf(back).pieces]).toEqual([...b.pieces]);
    }
  });

  test('a game on an empty 14 × 18 plate: played, written with its map, read back to the same position', () => {
    let g: Game = newGame('skirmish', {}, 'A', 'empty 14x18');
    for (let i = 0; i < 8; i++) {
      const moves = legalActions(g).filter((a) => a.type === 'move');
      g = applyAction(g, moves[(i * 7) % moves.length] as Action);
    }
    const text = formatGame(g);
    expect(text).toMatch(/^Map: empty 14x18$/m);
    const back = parseGame(text);
    expect(back.map).toBe(g.map);
    expect(formatGame(back)).toBe(text);
    expect([...boardOf(back).pieces]).toEqual([...boardOf(g).pieces]);
    expect(() => parseGame(text.replace('empty 14x18', 'empty 13x18'))).toThrow(/needs a plate of at least 14 rows/);
  });
});
