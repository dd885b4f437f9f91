import { describe, expect, test } from 'vitest';
import { RuleError, createBoard, tryRule, wholeNumber } from '../../src/rules/index.ts';

describe('tryRule: the engine refused, as a value', () => {
  test('an answer is ok with its value', () => {
    expect(tryRule(() => wholeNumber('men', 3))).toEqual({ ok: true, value: 3 });
  });
  test('a RuleError is the refusal, with its code and message', () => {
    const r = tryRule(() => createBoard({ pieces: [{ square: 9999, kind: 'knight', player: 'A' }] }));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toBeInstanceOf(RuleError);
    expect(r.error.code).toBe('OFF_BOARD');
    expect(r.error.message).toMatch(/9999/);
  });
  test('any other error is a programming error: thrown on, never turned into prose', () => {
    expect(() =>
      tryRule(() => {
        throw new TypeError('x is undefined');
      }),
    ).toThrowError(TypeError);
    expect(() =>
      tryRule(() => {
        throw new Error('no gun');
      }),
    ).toThrowError('no gun');
  });
});
