/**
 * "The engine refused" at the UI edge (issue 23): one flat shape for every widget, built from the engine's `Result`
 * so that only a `RuleError` becomes a sentence; a programming error is thrown on, never said as a rule.
 */
import { describe, expect, test } from 'vitest';
import { RuleError } from '../../src/rules/errors.ts';
import { tryRule } from '../../src/rules/result.ts';
import { checkedOf, refused } from '../../src/islands/shared/checked.ts';
import { settle } from '../../src/islands/melee/outcome.ts';
import { DEFAULT_STATE } from '../../src/islands/melee/state.ts';
import { removeAt } from '../../src/islands/board/edits.ts';

describe('a checked answer', () => {
  test('the engine’s value is laid flat beside ok', () => {
    expect(
      checkedOf(
        tryRule(() => 3),
        (n) => ({ n }),
      ),
    ).toEqual({ ok: true, n: 3 });
  });
  test('the engine’s refusal keeps its words', () => {
    const r = tryRule(() => {
      throw new RuleError('OUT_OF_RANGE', 'men must be at least 0 (rule 3)');
    });
    expect(checkedOf(r, (n: never) => ({ n }))).toEqual(refused('men must be at least 0 (rule 3)'));
  });
  test('a programming error is not a refusal: it is thrown on', () => {
    expect(() =>
      checkedOf(
        tryRule(() => {
          throw new TypeError('x is undefined');
        }),
        () => ({}),
      ),
    ).toThrow(TypeError);
  });
  test('the widgets answer in that shape: the mêlée calculator and the set-up’s edits', () => {
    expect(settle({ ...DEFAULT_STATE, a: -1 })).toMatchObject({ ok: false, message: expect.stringMatching(/\S/) });
    expect(settle(DEFAULT_STATE)).toMatchObject({ ok: true, result: expect.anything() });
    expect(removeAt({}, 5)).toEqual(refused('there is nothing to remove on square 5'));
  });
});
