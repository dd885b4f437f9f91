import { describe, expect, test } from 'vitest';
import {
  FORTRESSES,
  TERRITORY_CORNERS,
  coordsOf,
  fortressSquares,
  plateIII,
  squareAt,
  territoryBoundary,
  territoryOf,
  territoryStretches,
  turnedSquare,
} from '../../../src/rules/hellwig/index.ts';
import { codeOf, SOURCE_LINES, sectionOf } from './source.ts';

interface Row {
  readonly id: string;
  readonly source: { readonly section: string; readonly line: number; readonly quote: string };
  readonly actual: () => unknown;
  readonly expected: unknown;
}

const LINE = 1340;
const rc = (n: number) => {
  const c = coordsOf(n, plateIII);
  return [c.row, c.col];
};

/** §199's line as printed, and what the edition reads of it (notes §5.9, E117). */
const ROWS: readonly Row[] = [
  {
    id: '§199, §210: the line is its own image under the 180° turn that serves both players',
    source: { section: '§199', line: LINE, quote: 'separates the territory of the two players from one another' },
    actual: () => {
      const line = territoryBoundary();
      return [...line]
        .map((s) => turnedSquare(s))
        .reverse()
        .every((s, i) => s === line[i]);
    },
    expected: true,
  },
  {
    id: '§199, §187: each player’s fortress lies in his own territory, the two on either side of the line',
    source: { section: '§199', line: LINE, quote: 'the following are the provinces' },
    actual: () => [
      [...new Set(fortressSquares('B').map((s) => territoryOf(s)))],
      [...new Set(fortressSquares('C').map((s) => territoryOf(s)))],
      territoryOf(FORTRESSES.B.centre),
      territoryOf(FORTRESSES.C.centre),
    ],
    expected: [['B'], ['C'], 'B', 'C'],
  },
  {
    id:
      '§199: the printed corners 10, 285, 272 and 1346, 1333, 1608 stand; between 272 and 1346 the line is the ' +
      'edition’s',
    source: { section: '§199', line: LINE, quote: '10–0–285–272–61–1608–1346–1333' },
    actual: () =>
      territoryStretches().map((s) => [s.printed, s.squares[0], s.squares.at(-1), s.squares.includes(807 as never)]),
    expected: [
      [true, 10, 272, false],
      [false, 272, 1346, true],
      [true, 1346, 1608, false],
    ],
  },
];

describe('§199 territory line on plate III (golden)', () => {
  test.each(ROWS.map((r) => [r.id, r] as const))('%s', (_id, r) => {
    expect(SOURCE_LINES[r.source.line - 1] ?? '').toContain(r.source.quote);
    expect(sectionOf(r.source.line)).toBe(r.source.section);
    expect(r.actual()).toEqual(r.expected);
  });
});

describe('the territory line', () => {
  test('its corners are the printed squares read in order, with the edition’s two in the middle row', () => {
    expect(TERRITORY_CORNERS).toEqual([10, 285, 272, 807, 811, 1346, 1333, 1608]);
    expect([807, 811].map(rc)).toEqual([
      [16, 22],
      [16, 26],
    ]);
  });

  test('it is one chain of squares side by side, from side AB to side CD, none twice', () => {
    const line = territoryBoundary();
    expect(new Set(line).size).toBe(line.length);
    for (let i = 1; i < line.length; i++) {
      const [a, b] = [rc(line[i - 1] as number), rc(line[i] as number)];
      expect(Math.abs((a[0] as number) - (b[0] as number)) + Math.abs((a[1] as number) - (b[1] as number))).toBe(1);
    }
  });

  test('every square of plate III is in one territory or on the line, and the halves are images of each other', () => {
    const count = { B: 0, C: 0, boundary: 0 };
    for (let n = 1; n <= plateIII.size; n++) {
      const t = territoryOf(n);
      count[t]++;
      const image = territoryOf(turnedSquare(n));
      expect(image).toBe(t === 'boundary' ? 'boundary' : t === 'B' ? 'C' : 'B');
    }
    expect(count.B).toBe(count.C);
    expect(count.B + count.C + count.boundary).toBe(1617);
    expect(territoryOf(squareAt(0, 0, plateIII))).toBe('C');
    expect(territoryOf(squareAt(0, 48, plateIII))).toBe('B');
  });

  test('a number off plate III is refused', () => {
    expect(codeOf(() => territoryOf(0))).toBe('OFF_BOARD');
    expect(codeOf(() => territoryOf(1618))).toBe('OFF_BOARD');
    expect(codeOf(() => territoryOf(Number.NaN))).toBe('BAD_INPUT');
  });
});

describe('§199’s line in stretches', () => {
  test('the three stretches, their joins counted once, are the whole line in order', () => {
    const [a, b, c] = territoryStretches();
    expect([...a!.squares, ...b!.squares.slice(1), ...c!.squares.slice(1)]).toEqual([...territoryBoundary()]);
  });
  test(
    'the reconstruction is its own image under the 180° turn (§210), ' + 'as the printed stretches are each other’s',
    () => {
      const [a, b, c] = territoryStretches();
      expect(b!.squares.map((s) => turnedSquare(s)).reverse()).toEqual([...b!.squares]);
      expect(a!.squares.map((s) => turnedSquare(s)).reverse()).toEqual([...c!.squares]);
    },
  );
});
