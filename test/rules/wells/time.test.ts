import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { RuleError } from '../../../src/rules/errors.ts';
import { moveTimeAllowance, warningTimes } from '../../../src/rules/wells/index.ts';

const RUNS = { numRuns: 1000 };
const force = fc.record({ men: fc.nat(99_000), guns: fc.nat(999) });

describe('moveTimeAllowance (move-3)', () => {
  test.each([
    // [men, guns, rounding, minutes]
    [110, 3, 'ceil', 7],
    [110, 3, 'nearest', 7],
    [110, 3, 'exact', 110 / 30 + 3],
    [61, 0, 'ceil', 3],
    [61, 0, 'nearest', 2],
    [75, 3, 'ceil', 6],
    [75, 3, 'nearest', 6],
    [75, 3, 'exact', 5.5],
    [0, 0, 'ceil', 0],
    [30, 0, 'ceil', 1],
  ] as const)('%i men and %i guns, %s: %f minutes', (men, guns, rounding, minutes) => {
    expect(moveTimeAllowance({ men, guns }, { rounding }).minutes).toBeCloseTo(minutes, 12);
  });

  test('defaults to rounding up, which gives the book\u2019s seven minutes', () => {
    expect(moveTimeAllowance({ men: 110, guns: 3 })).toEqual({ minutes: 7, seconds: 420, rounding: 'ceil' });
  });

  test('rejects bad input', () => {
    expect(() => moveTimeAllowance({ men: 110, guns: -3 })).toThrow(/force\.guns must be from 0 to 1000; received -3/);
    expect(() => moveTimeAllowance({ men: 110, guns: 3 }, { rounding: 'floor' as never })).toThrow(RuleError);
    expect(() => moveTimeAllowance({ men: 110, guns: 3 }, { rounding: 'floor' as never })).toThrow(
      /options\.rounding must be one of "ceil", "nearest", "exact"/,
    );
  });

  test('ceil is never less than exact, and nearest is within half a minute of it', () => {
    fc.assert(
      fc.property(force, (f) => {
        const exact = moveTimeAllowance(f, { rounding: 'exact' }).seconds;
        expect(moveTimeAllowance(f, { rounding: 'ceil' }).seconds).toBeGreaterThanOrEqual(exact);
        expect(moveTimeAllowance(f, { rounding: 'ceil' }).seconds - exact).toBeLessThan(60);
        expect(Math.abs(moveTimeAllowance(f, { rounding: 'nearest' }).seconds - exact)).toBeLessThanOrEqual(30);
      }),
      RUNS,
    );
  });

  test('a gun adds exactly a minute and more men never shorten the allowance', () => {
    fc.assert(
      fc.property(force, fc.nat(100), fc.constantFrom('ceil', 'nearest', 'exact' as const), (f, extra, rounding) => {
        const base = moveTimeAllowance(f, { rounding }).seconds;
        expect(moveTimeAllowance({ men: f.men, guns: f.guns + 1 }, { rounding }).seconds).toBe(base + 60);
        expect(moveTimeAllowance({ men: f.men + extra, guns: f.guns }, { rounding }).seconds).toBeGreaterThanOrEqual(
          base,
        );
      }),
      RUNS,
    );
  });
});

describe('warningTimes (move-3)', () => {
  test('warns two minutes, one minute and thirty seconds before time', () => {
    expect(warningTimes(420)).toEqual([300, 360, 390]);
    expect(warningTimes(90)).toEqual([30, 60]);
    expect(() => warningTimes(-1)).toThrow(/allowanceSeconds must be from 0/);
  });
});
