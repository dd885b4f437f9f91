/**
 * Plate III's numbers and arithmetic (§§184, 236, 248, 257–258; the rows of §§187–231 are in examples/plate-iii.ts
 * and examples/fortress.ts, run by endgame-examples.test.ts, and those of §§24–29, 192, 198, 212, 260–261 and the
 * preface in examples/plate-numbers.ts, run by plate-numbers.test.ts):
 * the serpentine numbering as an exhaustive property, then every consistent example of the book as a
 * golden row computed by the engine, and the printed numbers that cannot be right, each shown to
 * disagree with the engine.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  DIRECTIONS,
  at,
  chebyshevDistance,
  coordsOf,
  cornersOf,
  directionBetween,
  fortressSquares,
  mayMoveAcross,
  rotationAfter,
  rotationOrder,
  FOUR_PLAYERS,
  type FourPlayer,
  offset,
  plateII,
  plateIII,
  rectangleOf,
  sideOfDivide,
  squareAt,
  toSquare,
  turnedSquare,
  type Square,
} from '../../../src/rules/hellwig/index.ts';
import { codeOf, SOURCE_LINES, sectionOf } from './source.ts';

const ALL = Array.from({ length: plateIII.size }, (_, i) => i + 1);

/** A square's 0-based (row, column) on plate III. */
const rc = (n: number) => {
  const c = coordsOf(n, plateIII);
  return [c.row, c.col];
};

/** The squares `k` = 1…`n` steps from `from` along (dRow, dCol) on plate III, while they stay on it. */
function ray(from: number, dRow: number, dCol: number, n = plateIII.columns): number[] {
  const c = coordsOf(from, plateIII);
  const out: number[] = [];
  for (let k = 1; k <= n; k++) {
    const sq = at(c.row + dRow * k, c.col + dCol * k, plateIII);
    if (sq === undefined) break;
    out.push(sq);
  }
  return out;
}

/** The movers `previous`, `last` and the `n` that follow them in rotation (§229, §231). */
function rotation(previous: FourPlayer, last: FourPlayer, n: number): FourPlayer[] {
  const out = [previous, last];
  for (let i = 0; i < n; i++) out.push(rotationAfter(out.at(-2) as FourPlayer, out.at(-1) as FourPlayer).next);
  return out;
}

/** Whether the squares form one group, each joined to the rest through neighbours, diagonals included. */
function compact(squares: readonly number[]): boolean {
  const seen = new Set([squares[0]]);
  for (let grew = true; grew;) {
    grew = false;
    for (const s of squares) {
      if (!seen.has(s) && [...seen].some((t) => chebyshevDistance(s, t as number, plateIII) === 1)) {
        seen.add(s);
        grew = true;
      }
    }
  }
  return seen.size === squares.length;
}

describe('plate III numbering (§197): a property over all 1,617 squares', () => {
  test('the plan is 49 × 33 = 1617 squares (§197, l.1338)', () => {
    expect([plateIII.columns, plateIII.rows, plateIII.size]).toEqual([49, 33, 1617]);
    expect(SOURCE_LINES[1337]).toContain('divided into 1617 equal squares');
  });

  test('square → (row, column) → square round-trips for every square', () => {
    for (const n of ALL) {
      const { row, col } = coordsOf(n, plateIII);
      expect(squareAt(row, col, plateIII)).toBe(n);
    }
  });

  test('(row, column) → square → (row, column) round-trips, and every number is used once', () => {
    const seen = new Set<number>();
    for (let row = 0; row < plateIII.rows; row++) {
      for (let col = 0; col < plateIII.columns; col++) {
        const n = squareAt(row, col, plateIII);
        expect(coordsOf(n, plateIII)).toEqual({ row, col });
        seen.add(n);
      }
    }
    expect(seen.size).toBe(plateIII.size);
  });

  test('consecutive numbers are neighbours: the numbering runs serpentine (§197)', () => {
    for (const n of ALL.slice(1)) expect(chebyshevDistance(n - 1, n, plateIII)).toBe(1);
  });

  test('neighbours are symmetric: b lies toward d from a exactly when a lies toward the opposite side from b', () => {
    const opposite = { AB: 'CD', CD: 'AB', AC: 'BD', BD: 'AC' } as const;
    fc.assert(
      fc.property(fc.constantFrom(...ALL), fc.constantFrom(...DIRECTIONS), (a, d) => {
        const b = offset(a, d, 1, plateIII);
        if (b === undefined) return;
        expect(offset(b, opposite[d], 1, plateIII)).toBe(a);
        expect(directionBetween(a, b, plateIII)).toBe(d);
        expect(directionBetween(b, a, plateIII)).toBe(opposite[d]);
      }),
      { numRuns: 2000 },
    );
  });

  test('turning the plate through 180° is n → 1618 − n, and turns twice to the square itself (§210)', () => {
    for (const n of ALL) {
      expect(turnedSquare(n)).toBe(plateIII.size + 1 - n);
      expect(turnedSquare(turnedSquare(n))).toBe(n);
    }
  });

  test('a number off plate III is refused with OFF_BOARD, not a TypeError', () => {
    for (const bad of [0, 1618, -1]) {
      expect(codeOf(() => turnedSquare(bad))).toBe('OFF_BOARD');
      expect(codeOf(() => sideOfDivide(bad))).toBe('OFF_BOARD');
    }
    for (const bad of [1.5, Number.NaN, '7', undefined]) {
      expect(codeOf(() => turnedSquare(bad as never))).toBe('BAD_INPUT');
      expect(codeOf(() => sideOfDivide(bad as never))).toBe('BAD_INPUT');
    }
  });
});

describe('the four players’ rotation (§229, §231): a property', () => {
  const ally = (p: FourPlayer) => ({ AA: 'A', A: 'AA', BB: 'B', B: 'BB' })[p];
  test('from any two movers, the rotation repeats every four moves and allies never follow one another', () => {
    for (const p of FOUR_PLAYERS) {
      for (const l of FOUR_PLAYERS.filter((x) => x !== p)) {
        const first = rotationAfter(p, l);
        const seq = first.takeBack === undefined ? rotation(p, l, 8) : rotation(p, first.next, 8);
        for (let i = 1; i < seq.length; i++) expect(seq[i]).not.toBe(ally(seq[i - 1] as FourPlayer));
        for (let i = 4; i < seq.length; i++) expect(seq[i]).toBe(seq[i - 4]);
        expect(new Set(seq.slice(0, 4)).size).toBe(4);
      }
    }
  });

  test('a player cannot move twice running (BAD_INPUT), nor an unknown player (UNKNOWN_OPTION)', () => {
    expect(codeOf(() => rotationAfter('AA', 'AA'))).toBe('BAD_INPUT');
    expect(codeOf(() => rotationAfter('X' as never, 'A'))).toBe('UNKNOWN_OPTION');
    expect(codeOf(() => rotationOrder('AA', 'BB', 0))).toBe('OUT_OF_RANGE');
    expect(codeOf(() => rotationOrder('AA', 'BB', 2.5))).toBe('BAD_COUNT');
    expect(codeOf(() => mayMoveAcross('AC' as never, [1]))).toBe('UNKNOWN_OPTION');
    expect(codeOf(() => mayMoveAcross('AB', []))).toBe('BAD_INPUT');
    expect(codeOf(() => mayMoveAcross('AB', [1618]))).toBe('OFF_BOARD');
  });
});

interface Source {
  readonly section: string;
  readonly line: number;
  readonly quote: string;
}

/** A golden row: what the book says, where, and the engine's answer to compare with it. */
interface Row {
  readonly id: string;
  readonly source: Source;
  readonly actual: () => unknown;
  readonly expected: unknown;
}

const ROWS: readonly Row[] = [
  {
    id: '§184 II: the defile 16, 17, 18 lies between side AB and the mountains 82 and 115',
    source: { section: '§184', line: 1270, quote: 'connected to M through a defile [16, 17, 18]' },
    actual: () => [[16, 17, 18].map((n) => rc(n)[0]), chebyshevDistance(17, 82, plateIII)],
    expected: [[0, 0, 0], 1],
  },
  {
    id: '§184 III: marsh 500, 501 and mountain 504 with defiles 503, 505, 506 close one row of H',
    source: { section: '§184', line: 1271, quote: 'by mountains [504]' },
    actual: () => [[500, 501, 503, 504, 505, 506].map((n) => rc(n)[0]), compact([500, 501, 502, 503, 504, 505, 506])],
    expected: [[10, 10, 10, 10, 10, 10], true],
  },
  {
    id: '§236: the hills 170, 171, 192, 193 and 175, 176, 197, 198 of plate II are 2 × 2 blocks',
    source: { section: '§236', line: 1586, quote: 'on squares 170, 171, 192, and 193 of the second table' },
    actual: () => [
      rectangleOf(
        [170, 171, 192, 193].map((n) => toSquare(n, plateII)),
        plateII,
      ),
      rectangleOf(
        [175, 176, 197, 198].map((n) => toSquare(n, plateII)),
        plateII,
      ),
    ],
    expected: [
      { top: 7, left: 15, rows: 2, columns: 2 },
      { top: 7, left: 20, rows: 2, columns: 2 },
    ],
  },
  {
    id: '§248: a depot on 818 feeds the 9 × 9 square bounded by 1010, 1018, 618, 626: 81 squares, 80 besides its own',
    source: {
      section: '§248',
      line: 1620,
      quote: 'bounded by 1010, 1018, 618, and 626, comprising 81 smaller squares',
    },
    actual: () => {
      const field = ALL.filter((n) => chebyshevDistance(818, n, plateIII) <= 4) as Square[];
      const r = rectangleOf(field, plateIII);
      return [field.length, r === undefined ? undefined : [...cornersOf(r, plateIII)].sort((a, b) => a - b)];
    },
    expected: [81, [618, 626, 1010, 1018]],
  },
  {
    id: '§257: an enemy bridge on 1353 stops our river traffic at its two neighbours 1354 and 1352',
    source: {
      section: '§257',
      line: 1642,
      quote: 'further than square 1354 on one side, nor further than square 1352',
    },
    actual: () => [offset(1353, 'AC', 1, plateIII), offset(1353, 'BD', 1, plateIII)],
    expected: [1354, 1352],
  },
  {
    id: '§258 (1): a rook on 574 bars its file toward CD, 603 … 995, and its row toward AC, 575 … 579',
    source: { section: '§258', line: 1646, quote: '868, 799, 770, 701, 603, 575, 576, 577, 578, and 579' },
    actual: () => [ray(574, 1, 0, 9), ray(574, 0, -1, 5)],
    expected: [
      [603, 672, 701, 770, 799, 868, 897, 966, 995],
      [575, 576, 577, 578, 579],
    ],
  },
  {
    id: '§258 (1): a bishop on 801 bars its diagonal toward C: 867, 897, 967, 993, 1067',
    source: { section: '§258', line: 1646, quote: 'an enemy bishop standing on 801' },
    actual: () => ray(801, 1, -1, 5),
    expected: [867, 897, 967, 993, 1067],
  },
];

/** A printed number the engine cannot agree with, the reason, and the check that it disagrees. */
interface Misprint {
  readonly id: string;
  readonly source: Source;
  readonly reason: string;
  readonly disagrees: () => boolean;
}

const MISPRINTS: readonly Misprint[] = [
  {
    id: '§186: fortress B "between the squares 736–747–40–48"',
    source: { section: '§186', line: 1279, quote: 'between the squares 736–747–40–48' },
    reason: '747 lies outside the block and 48 is not a corner of it; §210 prints the corners 40, 745, 49, 736',
    disagrees: () => {
      const corners = new Set(cornersOf(rectangleOf(fortressSquares('B'), plateIII)!, plateIII));
      return !fortressSquares('B').includes(747 as Square) && !corners.has(48 as Square);
    },
  },
  {
    id: '§186: fortress C "between the squares 892–873–1578–1570"',
    source: { section: '§186', line: 1279, quote: 'between the squares 892–873–1578–1570' },
    reason: '892 and 1570 lie inside the block but are not corners of it; §210 prints 1578, 873, 1569, 882',
    disagrees: () => {
      const corners = new Set(cornersOf(rectangleOf(fortressSquares('C'), plateIII)!, plateIII));
      return [892, 1570].every((n) => fortressSquares('C').includes(n as Square) && !corners.has(n as Square));
    },
  },
  {
    id: '§184 III: marsh "592" among 501 and 500 around H',
    source: { section: '§184', line: 1271, quote: 'surrounded by marsh [592, 501, 500]' },
    reason: '592 lies seven squares from 501; 502, beside it, is meant',
    disagrees: () => chebyshevDistance(592, 501, plateIII) > 1 && chebyshevDistance(502, 501, plateIII) === 1,
  },
  {
    id: '§199: "0" and "61" on the territory boundary',
    source: { section: '§199', line: 1340, quote: '10–0–285–272–61–1608' },
    reason: '0 is no square, and 61 (row 1) has no 180° image among the printed squares, which the boundary needs',
    disagrees: () =>
      codeOf(() => toSquare(0, plateIII)) === 'OFF_BOARD' &&
      ![10, 285, 272, 1608, 1346, 1333].includes(turnedSquare(61)),
  },
  {
    id: '§258 (1): the rook on 574 bars "956"',
    source: { section: '§258', line: 1646, quote: 'across the squares 995, 956, 897' },
    reason: '956 is on neither the rook’s file nor its row; 966 is on its file',
    disagrees: () => {
      const [r, c] = rc(574);
      const [r2, c2] = rc(956);
      return r !== r2 && c !== c2 && ray(574, 1, 0).includes(966);
    },
  },
  {
    id: '§258 (1): the bishop on 801 bars "951"',
    source: { section: '§258', line: 1646, quote: 'pass through 867, 897, 951, 993, and 1067' },
    reason: '951 is on neither of the bishop’s diagonals; 967 is on the one toward C',
    disagrees: () => {
      const [r, c] = rc(801) as [number, number];
      const [r2, c2] = rc(951) as [number, number];
      return Math.abs(r - r2) !== Math.abs(c - c2) && ray(801, 1, -1).includes(967);
    },
  },
];

function checkSource(s: Source) {
  expect(SOURCE_LINES[s.line - 1]).toContain(s.quote);
  if (s.section !== 'Preface') expect(sectionOf(s.line)).toBe(s.section);
}

describe('plate III examples: golden rows', () => {
  test.each(ROWS.map((r) => [r.id, r] as const))('%s', (_id, row) => {
    checkSource(row.source);
    expect(row.actual()).toEqual(row.expected);
  });
});

describe('plate III examples the printed numbers get wrong', () => {
  test.each(MISPRINTS.map((m) => [m.id, m] as const))('%s', (_id, m) => {
    checkSource(m.source);
    expect(m.reason).not.toBe('');
    expect(m.disagrees()).toBe(true);
  });
});
