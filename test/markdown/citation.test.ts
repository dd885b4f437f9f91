import { describe, expect, test } from 'vitest';
import { citationTarget, spellingVariants } from '../../src/search/landing.ts';
import { RULES_CHAPTER_ANCHORS } from '../../src/edition/anchors.ts';
import { pageHref } from '../../src/edition/little-wars.ts';

const ids = RULES_CHAPTER_ANCHORS.map((a) => a.id);
const jump = (q: string) => citationTarget(q, ids, pageHref)?.url;

describe('typed citations go straight to their place', () => {
  test.each([
    ['§ 47a', '/hellwig/s47a/'],
    ['§47a', '/hellwig/s47a/'],
    ['s47a', '/hellwig/s47a/'],
    ['§. 62', '/hellwig/s62/'],
    ['Hellwig § 134 f', '/hellwig/s134f/'],
    ['melee-3b', '/little-wars/the-rules/#melee-3b'],
    ['melee-3b-i', '/little-wars/the-rules/#melee-3b-i'],
    ['rule forces', '/little-wars/the-rules/#forces'],
    ['p. 39', '/little-wars/the-rules/#p39'],
    ['LW p. 78', '/little-wars/the-battle-of-hooks-farm/#p78'],
    ['page 101', '/little-wars/little-wars-and-kriegspiel/#p101'],
  ])('%s → %s', (q, url) => {
    expect(jump(q)).toBe(url);
  });
  test.each(['isolated', 'melee', 'forces', '§ 300', 'p. 3', 'p. 200', 'melee-9'])('%s is an ordinary query', (q) => {
    expect(jump(q)).toBeUndefined();
  });
});

describe('spellings of the texts find each other', () => {
  test('maneuver finds manœuvre and manoeuvre', () => {
    expect(spellingVariants('maneuver').sort()).toEqual(['maneuver', 'manoeuvre', 'manœuvre'].sort());
  });
  test('Kriegsspiel finds Kriegspiel, in a longer query', () => {
    expect(spellingVariants('British Kriegsspiel')).toContain('British kriegspiel');
  });
  test('a query with no variant spelling is left alone', () => {
    expect(spellingVariants('isolated')).toEqual(['isolated']);
  });
});
