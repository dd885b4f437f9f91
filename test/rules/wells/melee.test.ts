import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { RuleError } from '../../../src/rules/errors.ts';
import {
  BEYOND_DOUBLE_READINGS,
  ISOLATION_THRESHOLDS,
  MAX_MEN,
  resolveCounterMelee,
  resolveMelee,
  type MeleeInput,
  type MeleeResult,
} from '../../../src/rules/wells/index.ts';

const RUNS = { numRuns: 1000 };
const men = fc.integer({ min: 1, max: 500 });
const support = fc.integer({ min: 0, max: 500 });
const threshold = fc.constantFrom(...ISOLATION_THRESHOLDS);
const melee = fc.record({
  a: men,
  b: men,
  aSupport: support,
  bSupport: support,
  options: fc.record({ isolationThreshold: threshold }),
});

const numbers = (r: MeleeResult) => ({ rule: r.rule, dead: r.dead, prisoners: r.prisoners, survivors: r.survivors });

describe('resolveMelee: the three branches of melee-3', () => {
  test.each([
    // [a, b, aSupport, bSupport, rule, dead a/b, prisoners a/b, survivors a/b]
    [12, 12, 0, 0, 'equal', [12, 12], [0, 0], [0, 0]],
    [1, 1, 0, 0, 'equal', [1, 1], [0, 0], [0, 0]],
    [9, 11, 0, 0, 'isolated', [7, 7], [2, 0], [0, 4]],
    [9, 11, 4, 0, 'isolated', [7, 7], [2, 0], [0, 4]],
    [9, 11, 5, 0, 'supported', [9, 9], [0, 0], [0, 2]],
    [6, 12, 0, 0, 'isolated', [0, 0], [6, 0], [0, 12]],
    [15, 6, 0, 0, 'isolated', [0, 0], [0, 6], [15, 0]],
    [12, 14, 6, 0, 'supported', [12, 12], [0, 0], [0, 2]],
    [1, 2, 0, 0, 'isolated', [0, 0], [1, 0], [0, 2]],
    [1, 2, 1, 0, 'supported', [1, 1], [0, 0], [0, 1]],
  ] as const)('%i v %i with support %i / %i: %s', (a, b, aSupport, bSupport, rule, dead, prisoners, survivors) => {
    const r = resolveMelee({ a, b, aSupport, bSupport });
    expect(numbers(r)).toEqual({
      rule,
      dead: { a: dead[0], b: dead[1] },
      prisoners: { a: prisoners[0], b: prisoners[1] },
      survivors: { a: survivors[0], b: survivors[1] },
    });
  });

  test('cites the branch, names the inferior side and reports its isolation check', () => {
    const r = resolveMelee({ a: 18, b: 21, aSupport: 2, bSupport: 30 });
    expect(r.cite).toBe('melee-3b-i');
    expect(r.inferior).toBe('a');
    expect(r.isolation).toMatchObject({ isolated: true, needed: 9, bodySize: 18, support: 2 });
    expect(resolveMelee({ a: 5, b: 5, aSupport: 0, bSupport: 0 })).toMatchObject({
      cite: 'melee-3a',
      inferior: null,
      isolation: null,
    });
    expect(resolveMelee({ a: 21, b: 13, aSupport: 0, bSupport: 7 })).toMatchObject({
      cite: 'melee-3b-ii',
      inferior: 'b',
    });
  });

  test('the floor-half reading supports 13 with 6 (AMB-2); the default does not', () => {
    expect(resolveMelee({ a: 13, b: 21, aSupport: 6, bSupport: 0 }).rule).toBe('isolated');
    expect(
      resolveMelee({ a: 13, b: 21, aSupport: 6, bSupport: 0, options: { isolationThreshold: 'floor-half' } }).rule,
    ).toBe('supported');
  });

  test('steps tell the story in the book\u2019s words, with the labels given', () => {
    const r = resolveMelee({ a: 9, b: 11, aSupport: 0, bSupport: 0, labels: { a: 'Red', b: 'Blue' } });
    expect(r.steps).toContain('Red has 9 men in the mêlée and Blue has 11 men.');
    expect(r.steps.join(' ')).toContain('7 men kill 7 men, and then 4 of Blue are left with 2 of Red');
    expect(resolveMelee({ a: 1, b: 3, aSupport: 0, bSupport: 0 }).steps.at(-1)).toBe(
      '3 is more than double 1: the 1 man of A is taken prisoner and none die.',
    );
  });
});

describe('resolveMelee: an isolated force facing more than double (AMB-4)', () => {
  test('all-prisoners (default) takes every man and kills none', () => {
    expect(numbers(resolveMelee({ a: 6, b: 15, aSupport: 0, bSupport: 0 }))).toMatchObject({
      dead: { a: 0, b: 0 },
      prisoners: { a: 6, b: 0 },
    });
  });
  test('reject refuses beyond double, but not at exactly double', () => {
    const options = { beyondDouble: 'reject' } as const;
    expect(() => resolveMelee({ a: 6, b: 13, aSupport: 0, bSupport: 0, options })).toThrow(
      /more than double.*at most 12/,
    );
    expect(resolveMelee({ a: 6, b: 12, aSupport: 0, bSupport: 0, options }).prisoners.a).toBe(6);
    expect(resolveMelee({ a: 6, b: 13, aSupport: 3, bSupport: 0, options }).rule).toBe('supported');
  });
});

describe('resolveMelee: input checking', () => {
  const base: MeleeInput = { a: 9, b: 11, aSupport: 0, bSupport: 0 };
  test.each([
    ['negative', { ...base, a: -1 }, 'OUT_OF_RANGE', /a must be from 1 to 100000; received -1/],
    ['zero men', { ...base, b: 0 }, 'OUT_OF_RANGE', /b must be from 1 to 100000; received 0/],
    ['fractional', { ...base, a: 2.5 }, 'BAD_COUNT', /input\.a must be a whole number.*received 2\.5/],
    ['NaN', { ...base, aSupport: Number.NaN }, 'BAD_COUNT', /aSupport.*received NaN/],
    ['Infinity', { ...base, bSupport: Number.POSITIVE_INFINITY }, 'BAD_COUNT', /bSupport.*received Infinity/],
    ['absurd', { ...base, b: MAX_MEN + 1 }, 'OUT_OF_RANGE', /from 1 to 100000; received 100001/],
    ['a string', { ...base, a: '9' }, 'BAD_COUNT', /received "9"/],
    ['missing field', { a: 9, b: 11, aSupport: 0 }, 'BAD_COUNT', /bSupport.*received undefined/],
    ['misspelt field', { ...base, aSuport: 3 }, 'BAD_INPUT', /no field "aSuport"/],
    [
      'unknown option value',
      { ...base, options: { beyondDouble: 'kill-all' } },
      'UNKNOWN_OPTION',
      /options\.beyondDouble must be one of "all-prisoners", "reject"; received "kill-all"/,
    ],
    [
      'unknown option name',
      { ...base, options: { rounding: 'ceil' } },
      'UNKNOWN_OPTION',
      /options has no field "rounding"/,
    ],
    ['options not an object', { ...base, options: 'reject' }, 'BAD_INPUT', /options must be an object/],
    ['empty label', { ...base, labels: { a: '', b: 'Blue' } }, 'BAD_INPUT', /labels\.a must be a non-empty string/],
  ])('%s', (_name, input, code, message) => {
    const run = () => resolveMelee(input as MeleeInput);
    expect(run).toThrow(RuleError);
    expect(run).toThrow(message);
    try {
      run();
    } catch (error) {
      expect((error as RuleError).code).toBe(code);
    }
  });

  test('not an object', () => {
    expect(() => resolveMelee(null as unknown as MeleeInput)).toThrow(/input must be an object.*received null/);
  });
});

describe('resolveMelee: properties', () => {
  test('every man is accounted for, and no count is negative', () => {
    fc.assert(
      fc.property(melee, (input) => {
        const r = resolveMelee(input);
        for (const side of ['a', 'b'] as const) {
          expect(r.dead[side] + r.prisoners[side] + r.survivors[side]).toBe(input[side]);
          expect(Math.min(r.dead[side], r.prisoners[side], r.survivors[side])).toBeGreaterThanOrEqual(0);
        }
      }),
      RUNS,
    );
  });

  test('men kill men one for one: the dead are equal on both sides', () => {
    fc.assert(
      fc.property(melee, (input) => {
        const r = resolveMelee(input);
        expect(r.dead.a).toBe(r.dead.b);
      }),
      RUNS,
    );
  });

  test('only the inferior force loses prisoners and only the superior force is left', () => {
    fc.assert(
      fc.property(melee, (input) => {
        const r = resolveMelee(input);
        if (r.inferior === null) {
          expect(r.survivors).toEqual({ a: 0, b: 0 });
        } else {
          const superior = r.inferior === 'a' ? 'b' : 'a';
          expect(r.prisoners[superior]).toBe(0);
          expect(r.survivors[r.inferior]).toBe(0);
          expect(r.survivors[superior]).toBeGreaterThan(0);
        }
      }),
      RUNS,
    );
  });

  test('swapping the sides swaps the outcome', () => {
    fc.assert(
      fc.property(melee, (input) => {
        const r = resolveMelee(input);
        const s = resolveMelee({
          a: input.b,
          b: input.a,
          aSupport: input.bSupport,
          bSupport: input.aSupport,
          options: input.options,
        });
        const swap = <T>(p: { a: T; b: T }) => ({ a: p.b, b: p.a });
        expect(s.rule).toBe(r.rule);
        expect(s.dead).toEqual(swap(r.dead));
        expect(s.prisoners).toEqual(swap(r.prisoners));
        expect(s.survivors).toEqual(swap(r.survivors));
        expect(s.inferior).toBe(r.inferior === null ? null : r.inferior === 'a' ? 'b' : 'a');
      }),
      RUNS,
    );
  });

  test('the superior force\u2019s support never matters', () => {
    fc.assert(
      fc.property(melee, support, (input, other) => {
        const r = resolveMelee(input);
        const changed = input.a < input.b ? { ...input, bSupport: other } : { ...input, aSupport: other };
        expect(numbers(resolveMelee(changed))).toEqual(numbers(r));
      }),
      RUNS,
    );
  });

  test('more support for the inferior force never helps the superior: fewer prisoners, no fewer superior dead', () => {
    // The inferior force is lost whole whatever its support; support changes only the exchange.
    fc.assert(
      fc.property(men, men, support, support, threshold, (x, y, s1, extra, isolationThreshold) => {
        fc.pre(x !== y);
        const [i, big] = x < y ? [x, y] : [y, x];
        const at = (s: number) =>
          resolveMelee({ a: i, b: big, aSupport: s, bSupport: 0, options: { isolationThreshold } });
        const less = at(s1);
        const more = at(s1 + extra);
        expect(more.prisoners.a).toBeLessThanOrEqual(less.prisoners.a);
        expect(more.dead.b).toBeGreaterThanOrEqual(less.dead.b);
        expect(more.survivors.b).toBeLessThanOrEqual(less.survivors.b);
        expect(more.dead.a + more.prisoners.a).toBe(i);
        expect(less.dead.a + less.prisoners.a).toBe(i);
      }),
      RUNS,
    );
  });

  test('an isolated force short of half the superior: the survivors are double the prisoners (l.490)', () => {
    fc.assert(
      fc.property(men, men, (x, y) => {
        fc.pre(x < y && y < 2 * x);
        const r = resolveMelee({ a: x, b: y, aSupport: 0, bSupport: 0 });
        expect(r.rule).toBe('isolated');
        expect(r.survivors.b).toBe(2 * r.prisoners.a);
        expect(r.prisoners.a).toBe(y - x);
      }),
      RUNS,
    );
  });

  test('the reject reading throws exactly where the printed rule over-counts, and agrees elsewhere', () => {
    fc.assert(
      fc.property(melee, fc.constantFrom(...BEYOND_DOUBLE_READINGS), (input, beyondDouble) => {
        const plain = resolveMelee(input);
        const small = Math.min(input.a, input.b);
        const beyond = plain.rule === 'isolated' && Math.max(input.a, input.b) > 2 * small;
        const run = () => resolveMelee({ ...input, options: { ...input.options, beyondDouble } });
        if (beyond && beyondDouble === 'reject') expect(run).toThrow(RuleError);
        else expect(numbers(run())).toEqual(numbers(plain));
      }),
      RUNS,
    );
  });
});

describe('resolveCounterMelee', () => {
  test('an equal first mêlée leaves nobody to counter', () => {
    expect(() =>
      resolveCounterMelee({
        first: { a: 5, b: 5, aSupport: 0, bSupport: 0 },
        counter: { men: 3, support: 0, holdersSupport: 0 },
      }),
    ).toThrow(/equal mêlée \(a = b = 5\)/);
  });

  test('holders with no survivor lose all their prisoners', () => {
    // First: 10 v 18, the 10 isolated: 8 prisoners, 2 dead each, 16 of B left. Second: 20 v 16, the 16 supported: all
    // die.
    const r = resolveCounterMelee({
      first: { a: 10, b: 18, aSupport: 0, bSupport: 0 },
      counter: { men: 20, support: 0, holdersSupport: 8 },
    });
    expect(r.holder).toBe('b');
    expect(r.second).toMatchObject({ rule: 'supported', dead: { a: 16, b: 16 } });
    expect(r.ledger.a).toMatchObject({ dead: 18, liberated: 8, heldByEnemy: 0, escorts: 0, free: 4 });
    expect(r.ledger.b).toMatchObject({ dead: 18, heldByEnemy: 0, free: 0, lost: 18 });
  });

  test('surviving holders keep the prisoners they can escort, seven each', () => {
    // First: 14 v 28, the 14 isolated and halved: all 14 taken, 28 of B left.
    // Second: 27 v 28 with the 27 supported: 27 dead each, 1 of B left, who can escort 7 of the 14.
    const r = resolveCounterMelee({
      first: { a: 14, b: 28, aSupport: 0, bSupport: 0 },
      counter: { men: 27, support: 14, holdersSupport: 0 },
    });
    expect(r.ledger.a).toMatchObject({ liberated: 7, heldByEnemy: 7 });
    expect(r.ledger.b).toMatchObject({ escorts: 1, free: 0 });
    // Second: 9 v 16 with the 9 isolated: 7 more prisoners, 2 dead each, 14 of B left: 15 prisoners, 3 escorts.
    const t = resolveCounterMelee({
      first: { a: 10, b: 18, aSupport: 0, bSupport: 0 },
      counter: { men: 9, support: 0, holdersSupport: 0 },
    });
    expect(t.second).toMatchObject({ rule: 'isolated', prisoners: { a: 7, b: 0 }, survivors: { b: 14 } });
    expect(t.ledger.a).toMatchObject({ liberated: 0, heldByEnemy: 15 });
    expect(t.ledger.b).toMatchObject({ escorts: 3, free: 11 });
  });

  test('every man of both mêlées is accounted for', () => {
    fc.assert(
      fc.property(
        men,
        men,
        support,
        support,
        men,
        support,
        support,
        threshold,
        (a, b, aSupport, bSupport, counterMen, s1, s2, isolationThreshold) => {
          fc.pre(a !== b);
          const r = resolveCounterMelee({
            first: { a, b, aSupport, bSupport },
            counter: { men: counterMen, support: s1, holdersSupport: s2 },
            options: { isolationThreshold },
          });
          const holder = r.holder;
          const loser = holder === 'a' ? 'b' : 'a';
          const sum = (l: (typeof r.ledger)['a']) => l.dead + l.heldByEnemy + l.liberated + l.escorts + l.free;
          expect(sum(r.ledger[holder])).toBe(holder === 'a' ? a : b);
          expect(sum(r.ledger[loser])).toBe((loser === 'a' ? a : b) + counterMen);
          for (const l of [r.ledger.a, r.ledger.b]) {
            expect(Math.min(l.dead, l.heldByEnemy, l.liberated, l.escorts, l.free)).toBeGreaterThanOrEqual(0);
            expect(l.lost).toBe(l.dead + l.heldByEnemy);
          }
        },
      ),
      RUNS,
    );
  });
});
