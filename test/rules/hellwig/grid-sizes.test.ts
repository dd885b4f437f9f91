/**
 * Grids of any size (§22; issue 17's empty plate): numbered row by row from corner A as plate II, within
 * EMPTY_PLATE_SIZES, the same object for the same size, plates II and III unchanged, and a board on one.
 */
import { describe, expect, test } from 'vitest';
import {
  chebyshevDistance,
  coordsOf,
  createBoard,
  EMPTY_PLATE_SIZES,
  gridOf,
  gridOfSize,
  plateII,
  plateIII,
  squareAt,
  step,
} from '../../../src/rules/hellwig/index.ts';
import { readGrid } from '../../../src/rules/hellwig/grid.ts';
import { readBoard } from '../../../src/rules/hellwig/board.ts';
import { RuleError } from '../../../src/rules/errors.ts';

describe('a grid of any size (§22)', () => {
  test.each([
    [8, 8],
    [12, 40],
    [60, 60],
    [8, 60],
    [47, 9],
  ])('%i × %i: every square round-trips, row by row from corner A', (rows, columns) => {
    const g = gridOfSize(rows, columns);
    expect(g).toMatchObject({
      name: `${rows}x${columns}`,
      rows,
      columns,
      numbering: 'row-major',
      size: rows * columns,
    });
    for (let row = 0; row < rows; row++)
      for (let col = 0; col < columns; col++) {
        const n = squareAt(row, col, g);
        expect(n).toBe(row * columns + col + 1);
        expect(coordsOf(n, g)).toEqual({ row, col });
      }
    expect(() => squareAt(rows, 0, g)).toThrow(/rows 0–/);
    expect(() => coordsOf(g.size + 1, g)).toThrow(new RegExp(`the plate of ${rows} × ${columns} squares, from 1 to`));
    expect(step(1, 'BD', columns - 1, g)).toBe(columns);
    expect(() => step(1, 'BD', columns, g)).toThrow(/leaves the plate of/);
    expect(chebyshevDistance(1, g.size, g)).toBe(Math.max(rows, columns) - 1);
  });

  test('the same size is the same object; its name reads back to it; plates II and III are their own sizes', () => {
    expect(gridOfSize(20, 30)).toBe(gridOfSize(20, 30));
    expect(gridOf('20x30')).toBe(gridOfSize(20, 30));
    expect(readGrid({ ...gridOfSize(20, 30) })).toBe(gridOfSize(20, 30));
    expect(gridOfSize(31, 22)).toBe(plateII);
    expect(gridOfSize(33, 49)).toBe(plateIII);
    expect(gridOf('31x22')).toBe(plateII);
    expect(Object.isFrozen(gridOfSize(9, 9))).toBe(true);
  });

  test('plates II and III are unchanged: row by row, and serpentine (§197)', () => {
    expect(plateII).toEqual({ name: 'II', columns: 22, rows: 31, numbering: 'row-major', size: 682 });
    expect(plateIII).toEqual({ name: 'III', columns: 49, rows: 33, numbering: 'serpentine', size: 1617 });
    expect(squareAt(1, 0, plateIII)).toBe(98);
    expect(squareAt(1, 0, plateII)).toBe(23);
  });

  test.each([
    [7, 20, /rows must be from 8 to 60; received 7/],
    [20, 61, /columns must be from 8 to 60; received 61/],
    [20.5, 20, /rows/],
    [NaN, 20, /rows/],
    ['20', 20, /rows/],
  ])('%s × %s is refused, naming the argument and the range', (rows, columns, message) => {
    expect(() => gridOfSize(rows as number, columns as number)).toThrow(RuleError);
    expect(() => gridOfSize(rows as number, columns as number)).toThrow(message);
  });

  test('a plate name that is no plate and no size in range is refused', () => {
    expect(() => gridOf('IV')).toThrow(
      /plate must be a plate: II, III or a size as 20x30 \(rows x columns\); received "IV"/,
    );
    expect(() => gridOf('5x20')).toThrow(/plate 5x20: rows must be from 8 to 60; received 5/);
    expect(() => gridOf('020x30')).toThrow(RuleError);
    expect(EMPTY_PLATE_SIZES).toEqual({ rows: { min: 8, max: 60 }, columns: { min: 8, max: 60 } });
  });

  test('a copy read back from data must agree with its name', () => {
    expect(() => readGrid({ ...gridOfSize(20, 30), rows: 21 })).toThrow(/grid must be one of the engine's grids/);
    expect(() => readGrid({ ...gridOfSize(20, 30), numbering: 'serpentine' })).toThrow(RuleError);
    expect(() => readGrid({ name: '99x99', rows: 99, columns: 99, numbering: 'row-major', size: 9801 })).toThrow(
      RuleError,
    );
  });

  test('a board on a plate of a size: its plate named by size, its squares checked on it, read back from data', () => {
    const b = createBoard({
      plate: '12x40',
      terrain: { water: [480] },
      pieces: [{ square: 479, kind: 'rook', player: 'A' }],
    });
    expect(b.grid).toBe(gridOfSize(12, 40));
    expect(readBoard({ ...b })).toMatchObject({ grid: gridOfSize(12, 40) });
    expect(() => createBoard({ plate: '12x40', pieces: [{ square: 481, kind: 'rook', player: 'A' }] })).toThrow(
      /piece square must be a square of the plate of 12 × 40 squares, from 1 to 480; received 481/,
    );
    expect(() => createBoard({ plate: '7x40' as never })).toThrow(
      /setup.plate 7x40: rows must be from 8 to 60; received 7/,
    );
  });
});
