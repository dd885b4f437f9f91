import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ESCORT_CAPACITY, escortsNeeded, unescortedPrisoners } from '../../../src/rules/wells/index.ts';

const RUNS = { numRuns: 1000 };
const prisoners = fc.integer({ min: 0, max: 99_000 });

describe('escortsNeeded (melee-3, prisoners)', () => {
  test.each([
    [0, 0],
    [1, 1],
    [7, 1],
    [8, 2],
    [14, 2],
    [15, 3],
  ])('%i prisoners need %i escorts', (p, e) => {
    expect(escortsNeeded(p)).toBe(e);
  });

  test('rejects bad counts', () => {
    expect(() => escortsNeeded(-1)).toThrow(/prisoners must be from 0 to 100000; received -1/);
    expect(() => escortsNeeded(Number.NaN)).toThrow(/prisoners must be a whole number/);
  });

  test('is monotone: more prisoners never need fewer escorts', () => {
    fc.assert(
      fc.property(prisoners, fc.integer({ min: 0, max: 1000 }), (p, extra) => {
        expect(escortsNeeded(p + extra)).toBeGreaterThanOrEqual(escortsNeeded(p));
      }),
      RUNS,
    );
  });

  test('is the fewest escorts who hold every prisoner, seven each', () => {
    fc.assert(
      fc.property(prisoners, (p) => {
        const e = escortsNeeded(p);
        expect(e * ESCORT_CAPACITY).toBeGreaterThanOrEqual(p);
        expect(unescortedPrisoners({ prisoners: p, escorts: e })).toBe(0);
        if (e > 0) expect(unescortedPrisoners({ prisoners: p, escorts: e - 1 })).toBeGreaterThan(0);
      }),
      RUNS,
    );
  });
});

describe('unescortedPrisoners (melee-3)', () => {
  test('prisoners without an escort are freed (l.519)', () => {
    expect(unescortedPrisoners({ prisoners: 6, escorts: 0 })).toBe(6);
    expect(unescortedPrisoners({ prisoners: 9, escorts: 1 })).toBe(2);
    expect(() => unescortedPrisoners({ prisoners: 6 } as never)).toThrow(/input\.escorts must be a whole number/);
  });
});
