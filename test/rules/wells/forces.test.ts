import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { FORCE_LIMIT, forcePoints, isForceWithinLimit } from '../../../src/rules/wells/index.ts';

const RUNS = { numRuns: 1000 };
const force = fc.record({ infantry: fc.nat(40_000), cavalry: fc.nat(40_000), guns: fc.nat(400) });

describe('forcePoints (forces)', () => {
  test.each([
    [{ infantry: 1, cavalry: 0, guns: 0 }, 1],
    [{ infantry: 0, cavalry: 1, guns: 0 }, 1.5],
    [{ infantry: 0, cavalry: 0, guns: 1 }, 10],
    [{ infantry: 80, cavalry: 50, guns: 4 }, 195],
    [{ infantry: 0, cavalry: 81, guns: 3 }, 151.5],
  ])('%j costs %f', (f, points) => {
    expect(forcePoints(f)).toBe(points);
  });

  test('the limit is 150 by default and may be agreed otherwise', () => {
    expect(FORCE_LIMIT).toBe(150);
    expect(isForceWithinLimit({ infantry: 0, cavalry: 81, guns: 3 })).toBe(false);
    expect(isForceWithinLimit({ infantry: 0, cavalry: 81, guns: 3 }, 200)).toBe(true);
    expect(() => isForceWithinLimit({ infantry: 1, cavalry: 0, guns: 0 }, -5)).toThrow(/limit must be from 0/);
  });

  test('rejects bad forces', () => {
    expect(() => forcePoints({ infantry: 1, cavalry: 0, guns: 1001 })).toThrow(
      /force\.guns must be from 0 to 1000; received 1001/,
    );
    expect(() => forcePoints({ infantry: 1, cavalry: 0 } as never)).toThrow(/force\.guns must be a whole number/);
    expect(() => forcePoints([] as never)).toThrow(/force must be an object/);
  });

  test('is additive: two forces together cost the sum of their points', () => {
    fc.assert(
      fc.property(force, force, (x, y) => {
        const sum = { infantry: x.infantry + y.infantry, cavalry: x.cavalry + y.cavalry, guns: x.guns + y.guns };
        expect(forcePoints(sum)).toBe(forcePoints(x) + forcePoints(y));
      }),
      RUNS,
    );
  });

  test('two cavalry cost three infantry, and a gun ten', () => {
    fc.assert(
      fc.property(force, (f) => {
        fc.pre(f.cavalry >= 2 && f.guns >= 1);
        expect(forcePoints({ ...f, cavalry: f.cavalry - 2, infantry: f.infantry + 3 })).toBe(forcePoints(f));
        expect(forcePoints({ ...f, guns: f.guns - 1, infantry: f.infantry + 10 })).toBe(forcePoints(f));
      }),
      RUNS,
    );
  });
});
