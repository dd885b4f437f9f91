/**
 * Plate III's reconstructed terrain (§§24–29, 184, 186–190, 199, 210, 248, 257–258): every source row
 * quotes its line and the line stands under its §; every square a row names is printed on that
 * line; no square is given two terrains; the squares the text never names are unknown, not open.
 */
import { describe, expect, test } from 'vitest';
import {
  PLATE_III_TERRAIN_SOURCES,
  coordsOf,
  createBoard,
  plateIII,
  plateIIISetupTerrain,
  plateIIITerrain,
  terrainAt,
  type Square,
} from '../../../src/rules/hellwig/index.ts';
import { codeOf, SOURCE_LINES, sectionOf } from './source.ts';

describe('every row cites its § and quotes its line', () => {
  test.each(PLATE_III_TERRAIN_SOURCES.map((s) => [`${s.section} l.${s.line}: ${s.squares.join(', ')}`, s] as const))(
    '%s',
    (_id, s) => {
      expect(SOURCE_LINES[s.line - 1]).toContain(s.quote);
      expect(sectionOf(s.line)).toBe(s.section);
      const printed = (s.quote.match(/\d+/g) ?? []).map(Number);
      // A corrected row names a square the line misprints; every other row's squares are printed in its quote.
      if (s.reading === 'corrected') expect(s.note).toBeTruthy();
      else for (const n of s.squares) expect(printed, `square ${n}`).toContain(n);
      if (s.reading === 'inferred') expect(s.note).toBeTruthy();
    },
  );
});

describe('golden squares', () => {
  const rows: readonly [number, string, string][] = [
    [82, 'mountain', '§24'],
    [381, 'mountain', '§24'],
    [19, 'marsh', '§25'],
    [28, 'open', '§27'],
    [17, 'open', '§184'],
    [565, 'building', '§29'],
    [392, 'water', '§184'],
    [502, 'marsh', '§184'],
    [44, 'water', '§186'],
    [1353, 'water', '§257'],
    [246, 'unknown', '§187'],
    [818, 'unknown', '§248'],
    [49, 'unknown', '§210'],
    [1578, 'unknown', '§210'],
    [745, 'water', '§210'],
  ];
  test.each(rows)('%i is %s by %s', (n, terrain, section) => {
    const t = plateIIITerrain(n);
    expect(t.terrain).toBe(terrain);
    expect(t.sources.map((s) => s.section)).toContain(section);
  });

  test('§184 II names 115 and 82 mountains again, as §24 did', () => {
    expect(plateIIITerrain(115).sources.map((s) => [s.section, s.terrain])).toEqual([
      ['§24', 'mountain'],
      ['§184', 'mountain'],
    ]);
  });
});

test('no square is given two terrains', () => {
  for (let n = 1; n <= plateIII.size; n++) {
    const kinds = new Set(plateIIITerrain(n).sources.flatMap((s) => (s.terrain ? [s.terrain] : [])));
    expect(kinds.size, `square ${n}`).toBeLessThanOrEqual(1);
  }
});

test('a square the text never names is unknown, with no source; most of the plate is', () => {
  expect(plateIIITerrain(1)).toEqual({ square: 1, terrain: 'unknown', sources: [] });
  const known = Array.from({ length: plateIII.size }, (_, i) => plateIIITerrain(i + 1)).filter(
    (t) => t.terrain !== 'unknown',
  );
  expect(known.length).toBeGreaterThan(40);
  expect(known.length).toBeLessThan(100);
});

test('the §24 mountains form two compact massifs under the serpentine numbering', () => {
  const rc = (n: number) => Object.values(coordsOf(n, plateIII));
  expect([82, 114, 115].map(rc)).toEqual([
    [1, 16],
    [2, 15],
    [2, 16],
  ]);
  expect([306, 381].map(rc)).toEqual([
    [6, 11],
    [7, 11],
  ]);
});

test('the set-up terrain builds a plate III board with the same terrain', () => {
  const board = createBoard({ plate: 'III', terrain: plateIIISetupTerrain() });
  for (const n of [82, 19, 565, 392, 1353]) expect(terrainAt(board, n as Square)).toBe(plateIIITerrain(n).terrain);
});

test('a number off plate III is refused by name', () => {
  expect(codeOf(() => plateIIITerrain(0))).toBe('OFF_BOARD');
  expect(codeOf(() => plateIIITerrain(1618))).toBe('OFF_BOARD');
  expect(codeOf(() => plateIIITerrain(Number.NaN))).toBe('BAD_INPUT');
});
