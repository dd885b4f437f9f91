import { describe, expect, test } from 'vitest';
import { citationTarget, citationTargets, spellingVariants } from '../../src/search/landing.ts';
import { RULES_CHAPTER_ANCHORS } from '../../src/edition/anchors.ts';
import { pageHref } from '../../src/edition/little-wars.ts';
import { correctedQuery, countWords, meaningfulQuery, nearestWord, type WordCounts } from '../../src/search/words.ts';

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

describe('a rule typed by the number Wells prints', () => {
  const jumps = (q: string) => citationTargets(q, ids, pageHref).map((t) => t.url.split('#')[1]);
  test.each([
    ['rule (3)(b₁)', ['melee-3b-i']],
    ['rule 3b1', ['melee-3b-i']],
    ['Rule (3)(b)', ['melee-3b']],
    ['rule 3 (a)', ['melee-3a']],
    ['rule 3', ['country-3', 'move-3', 'mobility-iii', 'melee-3', 'game-3']],
    ['rule (5)', ['move-5', 'mobility-v', 'melee-5']],
    ['melee rule 3', ['melee-3']],
    ['the move rule (5)', ['move-5']],
    ['mobility rule 4', ['mobility-iv']],
    ['LW rule 6', ['move-6', 'mobility-vi']],
    ['rule 9', []],
    ['rules of the game', []],
  ])('%s → %j', (q, expected) => {
    expect(jumps(q)).toEqual(expected);
  });
  test('each is named as printed', () => {
    expect(citationTargets('rule (3)(b₁)', ids, pageHref)[0]?.label).toBe(
      'Little Wars, Hand-to-Hand Fighting and Capturing, rule (3)(b₁)',
    );
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

describe('a reader’s words against the index’s', () => {
  const words: WordCounts = [
    ['artillery', 40],
    ['cavalry', 90],
    ['gun', 200],
    ['guns', 150],
    ['isolated', 12],
    ['wheeling', 30],
  ];
  test.each([
    ['how far can cavalry move', 'cavalry move'],
    ['how many men can a gun kill', 'men gun kill'],
    ['what is a wheeling?', 'wheeling'],
    ['Guns First', 'Guns First'],
    ['to be or not to be', 'to be or not to be'],
  ])('“%s” is searched as “%s”', (q, expected) => {
    expect(meaningfulQuery(q)).toBe(expected);
  });
  test.each([
    ['artilery', 'artillery'],
    ['Artillary', 'artillery'],
    ['cavlary', 'cavalry'],
    ['wheelign', 'wheeling'],
    ['isolatd', 'isolated'],
  ])('“%s”: did you mean “%s”?', (typo, word) => {
    expect(nearestWord(typo, words)).toBe(word);
  });
  test('a word of the index, a number or a word too far is left alone', () => {
    expect(nearestWord('cavalry', words)).toBeUndefined();
    expect(nearestWord('150', words)).toBeUndefined();
    expect(nearestWord('xylophone', words)).toBeUndefined();
    expect(correctedQuery('artilery range', words)).toBe('artillery range');
    expect(correctedQuery('the guns', words)).toBeUndefined();
  });
  test('the build’s word list counts words, most frequent first', () => {
    expect(countWords(['The gun, the guns; a gun.', 'Gun 47'])).toEqual([
      ['gun', 3],
      ['the', 2],
      ['guns', 1],
    ]);
  });
});
