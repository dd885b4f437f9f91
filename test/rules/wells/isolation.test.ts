import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { RuleError } from '../../../src/rules/errors.ts';
import { ISOLATION_THRESHOLDS, isIsolated, maxMoveInches, supportReachInches } from '../../../src/rules/wells/index.ts';

const RUNS = { numRuns: 1000 };

describe('isIsolated (melee-1)', () => {
  test.each([
    // [men, support, threshold, isolated, needed]
    [13, 5, 'exact-half', true, 7],
    [13, 6, 'exact-half', true, 7],
    [13, 7, 'exact-half', false, 7],
    [13, 6, 'floor-half', false, 6],
    [18, 2, 'exact-half', true, 9],
    [18, 9, 'exact-half', false, 9],
    [6, 2, 'exact-half', true, 3],
    [6, 3, 'exact-half', false, 3],
    [1, 0, 'exact-half', true, 1],
    [1, 0, 'floor-half', false, 0],
  ] as const)(
    '%i men with %i in support (%s): isolated %s, needs %i',
    (men, support, isolationThreshold, isolated, needed) => {
      expect(isIsolated(men, support, { isolationThreshold })).toEqual({
        isolated,
        needed,
        bodySize: men,
        support,
        isolationThreshold,
      });
    },
  );

  test('the default reading is the literal one', () => {
    expect(isIsolated(13, 6).isolationThreshold).toBe('exact-half');
  });

  test.each([
    [() => isIsolated(0, 3), 'OUT_OF_RANGE', /bodySize must be from 1 to 100000; received 0/],
    [() => isIsolated(4, -1), 'OUT_OF_RANGE', /supportWithinMove must be from 0/],
    [() => isIsolated(4.5, 1), 'BAD_COUNT', /bodySize must be a whole number/],
    [
      () => isIsolated(4, 1, { isolationThreshold: 'half' as never }),
      'UNKNOWN_OPTION',
      /"exact-half", "floor-half"; received "half"/,
    ],
  ])('rejects bad input %#', (run, code, message) => {
    expect(run).toThrow(message);
    expect(run).toThrow(RuleError);
    try {
      run();
    } catch (error) {
      expect((error as RuleError).code).toBe(code);
    }
  });

  test('exact-half isolates exactly when twice the support is less than the body', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 0, max: 100_000 }), (n, s) => {
        expect(isIsolated(n, s).isolated).toBe(2 * s < n);
      }),
      RUNS,
    );
  });

  test('needed is the least support that makes a body supported, under every reading', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.constantFrom(...ISOLATION_THRESHOLDS),
        (n, isolationThreshold) => {
          const { needed } = isIsolated(n, 0, { isolationThreshold });
          expect(isIsolated(n, needed, { isolationThreshold }).isolated).toBe(false);
          if (needed > 0) expect(isIsolated(n, needed - 1, { isolationThreshold }).isolated).toBe(true);
          expect(needed).toBeLessThanOrEqual(isIsolated(n, 0).needed);
        },
      ),
      RUNS,
    );
  });

  test('more support never isolates a supported body', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 1000 }),
        (n, s, extra) => {
          if (!isIsolated(n, s).isolated) expect(isIsolated(n, s + extra).isolated).toBe(false);
        },
      ),
      RUNS,
    );
  });
});

describe('supportReachInches (melee-1, AMB-1)', () => {
  test.each([
    ['supporter-move', 'cavalry', ['infantry'], 24],
    ['supporter-move', 'infantry', ['cavalry'], 12],
    ['body-slowest', 'cavalry', ['cavalry', 'infantry'], 12],
    ['body-fastest', 'infantry', ['cavalry', 'infantry'], 24],
    ['infantry-move', 'cavalry', ['cavalry'], 12],
  ] as const)('%s: a %s supporter of %j reaches %i in', (reach, supporter, body, inches) => {
    expect(supportReachInches({ supporter, body }, { reach })).toBe(inches);
  });

  test('defaults to each supporter\u2019s own move', () => {
    expect(supportReachInches({ supporter: 'cavalry', body: ['infantry'] })).toBe(maxMoveInches('cavalry'));
  });

  test('rejects an empty body and unknown arms', () => {
    expect(() => supportReachInches({ supporter: 'cavalry', body: [] })).toThrow(
      /input\.body must be a non-empty array/,
    );
    expect(() => supportReachInches({ supporter: 'artillery' as never, body: ['infantry'] })).toThrow(
      /input\.supporter must be one of "infantry", "cavalry"/,
    );
    expect(() => maxMoveInches('horse' as never)).toThrow(RuleError);
  });
});
