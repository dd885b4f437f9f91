/**
 * The Kriegspiel's General (l.893, p. 104): where his player may stand, and what a mishap does to him. The rule is
 * read from the source line, so a change to the engine's figure or to the line fails here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { RuleError } from '../../../src/rules/errors.ts';
import { INCHES_PER_FOOT, generalPlayerInPlace } from '../../../src/rules/wells/index.ts';

const LINE = readFileSync(new URL('../../../content/sources/004_ca5431bd24b48de2.txt', import.meta.url), 'utf8').split(
  '\n',
)[892];

describe('the General’s player (l.893)', () => {
  test('the line says it: at or behind his image and within six feet of it', () => {
    expect(LINE).toContain(
      'The player who is General must stand at or behind his representative image and within six feet of it',
    );
  });
  test('within six feet he is in place; an inch further he is not', () => {
    const six = 6 * INCHES_PER_FOOT;
    expect(generalPlayerInPlace(0)).toBe(true);
    expect(generalPlayerInPlace(six)).toBe(true);
    expect(generalPlayerInPlace(six + 1)).toBe(false);
  });
  test('a distance that is not a whole number of inches, or is negative, is refused naming it', () => {
    for (const bad of [-1, 1.5, Number.NaN, Infinity, '6'])
      expect(() => generalPlayerInPlace(bad as number)).toThrow(RuleError);
    expect(() => generalPlayerInPlace(-1)).toThrow(/distanceInches/);
  });
});
