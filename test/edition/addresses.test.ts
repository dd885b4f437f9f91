import { describe, expect, test } from 'vitest';
import { exampleHref, hellwigHref, ruleHref } from '../../src/edition/addresses.ts';
import { HELLWIG_EXAMPLES, UNRESOLVED_EXAMPLES, WELLS_EXAMPLES } from '../../src/rules/examples.ts';

const byId = (id: string) => [...WELLS_EXAMPLES, ...HELLWIG_EXAMPLES].find((r) => r.id === id)!;

describe('the edition maps the engine’s citations to addresses', () => {
  test('a rule of chapter III, a § of Hellwig', () => {
    expect(ruleHref('melee-3b-i')).toBe('/little-wars/the-rules/#melee-3b-i');
    expect(hellwigHref('§47a')).toBe('/hellwig/s47a/');
    expect(() => hellwigHref('melee-1')).toThrow(/§47 or §47a/);
  });

  test.each([
    ['wells-melee-9v11', '/little-wars/the-rules/#melee-3b-i'],
    ['wells-force-100-cav', '/little-wars/the-rules/#forces'],
    ['wells-fire-hooks-farm-blue-move-2', '/little-wars/the-battle-of-hooks-farm/#p76'],
    ['wells-melee-hooks-farm-18v21', '/little-wars/the-battle-of-hooks-farm/#p78'],
    ['hellwig-s47a-part-of-field', '/hellwig/s47a/'],
    ['hellwig-s62-greatest', '/hellwig/s62/'],
  ])('%s stands at %s', (id, href) => {
    expect(exampleHref(byId(id))).toBe(href);
  });

  test('every worked example and every unresolved one has an address of its book', () => {
    for (const r of [...WELLS_EXAMPLES, ...HELLWIG_EXAMPLES, ...UNRESOLVED_EXAMPLES]) {
      expect(exampleHref(r), r.id).toMatch(
        r.book === 'little-wars' ? /^\/little-wars\/[a-z-]+\/#[a-z0-9-]+$/ : /^\/hellwig\/s\d+[a-f]?\/$/,
      );
    }
  });

  test('a Little Wars row that cites no rule of chapter III has no address', () => {
    expect(() => exampleHref({ book: 'little-wars', cite: 'melee-9' })).toThrow(/cites a rule of chapter III/);
  });
});
