import { describe, expect, test } from 'vitest';
import { exampleHref, hellwigHref, ruleHref } from '../../src/edition/addresses.ts';
import { addressKey, ownParams, withOwnParams } from '../../src/edition/addressKeys.ts';
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

describe('a widget’s own keys in the address', () => {
  const KEYS = ['a', 'b'];

  test('a namespace keeps two widgets’ keys apart; no namespace keeps the plain key', () => {
    expect(addressKey('hooks-farm-18v21', 'a')).toBe('hooks-farm-18v21.a');
    expect(addressKey('', 'a')).toBe('a');
    const search = '?a=50&b=1&hooks-farm-9v6.a=3';
    expect([...ownParams(search, 'hooks-farm-18v21', KEYS).own]).toEqual([]);
    expect([...ownParams(search, 'hooks-farm-9v6', KEYS).own]).toEqual([['a', '3']]);
    expect([...ownParams(search, '', KEYS).own]).toEqual([
      ['a', '50'],
      ['b', '1'],
    ]);
  });

  test('a key given twice with different values is named and left out; twice the same counts once', () => {
    const { own, duplicates } = ownParams('?m.a=50&m.a=1&m.b=2&m.b=2', 'm', KEYS);
    expect([...own]).toEqual([['b', '2']]);
    expect(duplicates).toEqual(['“m.a” is given 2 times with different values (“50”, “1”), so none of them is used.']);
  });

  test('writing a widget’s keys keeps every other key, in its order, and drops its old ones', () => {
    expect(withOwnParams('?utm_source=x&m.a=50&step=3&m.a=2', 'm', KEYS, 'a=9&b=11')).toBe(
      '?utm_source=x&step=3&m.a=9&m.b=11',
    );
    expect(withOwnParams('?m.a=1', 'm', KEYS, '')).toBe('');
    // A key the widget does not own is never written under its name.
    expect(withOwnParams('', 'm', KEYS, 'a=1&zz=2')).toBe('?m.a=1');
  });
});
