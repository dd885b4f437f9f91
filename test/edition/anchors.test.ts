import { describe, expect, test } from 'vitest';
import { RULES_CHAPTER_ANCHORS, printedRule } from '../../src/edition/anchors.ts';
import { RULES_AT_A_GLANCE } from '../../src/edition/rules-at-a-glance.ts';
import { WELLS_RULE_IDS } from '../../src/rules/wells/anchors.ts';
import { LITTLE_WARS_CONTENTS, chapterOfPage, pageHref } from '../../src/edition/little-wars.ts';

const editionIds = RULES_CHAPTER_ANCHORS.map((a) => a.id);

describe('one citation scheme for the edition and the engine', () => {
  test('anchor ids are unique', () => {
    expect(new Set(editionIds).size).toBe(editionIds.length);
  });

  test('every rule the engine cites is an anchor of the edition', () => {
    expect(WELLS_RULE_IDS.filter((id) => !editionIds.includes(id))).toEqual([]);
  });

  test('every numbered rule and editorial paragraph has a line in the rules at a glance, in reading order', () => {
    const sections = new Set(RULES_AT_A_GLANCE.map((s) => s.id));
    const expected = editionIds.filter((id) => !sections.has(id) || id === 'forces' || id === 'soldiers');
    const glance = RULES_AT_A_GLANCE.flatMap((s) => s.items.map((i) => i.id));
    expect(glance).toEqual(expected);
  });

  test('the glance restates the engine’s numbers, not its own', () => {
    const text = RULES_AT_A_GLANCE.flatMap((s) => s.items).find((i) => i.id === 'move-3')?.text;
    expect(text).toContain('7 minutes');
  });
});

describe('pages of the 1913 edition map to chapters', () => {
  test('contents are in page order', () => {
    const pages = LITTLE_WARS_CONTENTS.map((c) => c.page);
    expect([...pages].sort((a, b) => a - b)).toEqual(pages);
  });
  test.each([
    [7, 'of-the-legendary-past'],
    [38, 'the-beginnings-of-modern-little-warfare'],
    [39, 'the-rules'],
    [62, 'the-rules'],
    [74, 'the-battle-of-hooks-farm'],
    [101, 'little-wars-and-kriegspiel'],
  ])('page %i is in %s', (page, slug) => {
    expect(chapterOfPage(page).slug).toBe(slug);
    expect(pageHref(page)).toBe(`/little-wars/${slug}/#p${page}`);
  });
  test('a page before chapter I is an error', () => {
    expect(() => chapterOfPage(3)).toThrow(/before chapter I/);
  });
});

describe('a rule cited as Wells prints it', () => {
  test.each([
    ['melee-1', 'Hand-to-Hand Fighting and Capturing, rule (1)'],
    ['melee-3b', 'Hand-to-Hand Fighting and Capturing, rule (3)(b)'],
    ['melee-3b-i', 'Hand-to-Hand Fighting and Capturing, rule (3)(b₁)'],
    ['melee-3-example', 'Hand-to-Hand Fighting and Capturing, rule (3): the two mêlées of A and B'],
    ['mobility-i', 'Mobility of the Various Arms, rule (1)'],
    ['mobility-iv', 'Mobility of the Various Arms, rule (4)'],
    ['game-1-note', 'Varieties of the Battle-Game, rule (1): the Note: minimum 10 a side'],
    ['forces', 'Composition of Forces'],
  ])('%s is “%s”', (id, printed) => {
    expect(printedRule(id)).toBe(printed);
  });
  test('no rule of the chapter is cited by its internal id', () => {
    for (const a of RULES_CHAPTER_ANCHORS)
      expect(printedRule(a.id)).not.toContain(a.id.includes('-') ? a.id : '\u0000');
  });
});
