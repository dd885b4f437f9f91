/**
 * The engine's contract (issue 23): every function the three barrels export either returns a
 * value with no NaN anywhere in it, or throws a `RuleError` whose message names what was wrong.
 * The functions are found by enumerating the barrels, so a new export is covered without editing
 * this file; each is called with hostile values (and plausible ones, so that later arguments are
 * reached) in every argument position.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import * as root from '../../src/rules/index.ts';
import * as hellwig from '../../src/rules/hellwig/index.ts';
import * as wells from '../../src/rules/wells/index.ts';
import { RULE_ERROR_CODES, RuleError, describeValue } from '../../src/rules/errors.ts';

type Fn = (...args: unknown[]) => unknown;

/** Every exported function of the barrels, once, by name; classes (RuleError) are constructed, not called. */
const EXPORTS: ReadonlyMap<string, Fn> = new Map(
  [root, hellwig, wells].flatMap((barrel) =>
    Object.entries(barrel).filter(
      (entry): entry is [string, Fn] =>
        typeof entry[1] === 'function' && !/^class\b/.test(Function.prototype.toString.call(entry[1])),
    ),
  ),
);

/**
 * Exports this contract does not yet hold, each failing it today (none at present). A function put on the list is
 * checked to still fail, so the list can only shrink as they are fixed.
 */
const KNOWN_GAPS: ReadonlyMap<string, string> = new Map([]);

const board = hellwig.createBoard({
  terrain: { mountain: [100], water: [101] },
  pieces: [
    { square: 387, kind: 'knight', player: 'A' },
    { square: 300, kind: 'pawn', player: 'B', facing: 'CD' },
  ],
  devices: [{ artillerists: 387, gun: 388, variant: 'left' }],
  transporters: [{ squares: [340, 341] }],
});

const revoked = Proxy.revocable({}, {});
revoked.revoke();
const trapAll = new Proxy(
  {},
  Object.fromEntries(
    (['get', 'has', 'ownKeys', 'getPrototypeOf', 'getOwnPropertyDescriptor'] as const).map((trap) => [
      trap,
      () => {
        throw new Error(`${trap} trap`);
      },
    ]),
  ),
);

const cyclic: Record<string, unknown> = { a: 1 };
cyclic['self'] = cyclic;

/** Values no engine function accepts in most positions. */
const HOSTILE: readonly unknown[] = [
  undefined,
  null,
  NaN,
  Infinity,
  -Infinity,
  -1,
  0,
  -0,
  0.5,
  2 ** 53,
  -(2 ** 31),
  '',
  'x',
  '5',
  Symbol('hostile'),
  10n,
  true,
  {},
  [],
  [NaN],
  [1, 2, 3],
  () => 1,
  new Map(),
  new Set([1]),
  cyclic,
  {
    toJSON: () => {
      throw new Error('toJSON throws');
    },
  },
  Object.create(null),
  // Input whose own code throws: a getter, a Proxy trapping every read.
  Object.defineProperty({}, 'square', {
    enumerable: true,
    get: () => {
      throw new Error('getter throws');
    },
  }),
  trapAll,
  revoked.proxy,
  { ...board, pieces: trapAll },
  { ...board, grid: trapAll },
  // Shaped almost like the real thing.
  { ...board },
  { ...board, pieces: new Map([[5, null]]) },
  { ...board, grid: { ...hellwig.plateII, size: 2 ** 40 } },
  { ...board, devices: [{ artillerists: NaN, gun: 2 }] },
  { grid: hellwig.plateII },
  { ...hellwig.plateII, columns: 1e9 },
  { name: 'II', columns: 22 },
  { artillerists: 387, gun: 388 },
  { artillerists: 387, gun: NaN, variant: 'left' },
  { artillerists: 1, gun: 24, variant: 'axial' },
  { squares: [1, NaN] },
  { row: NaN, col: 0 },
  { row: 2 ** 53, col: 1 },
  { top: 0, left: 0, rows: 2 ** 53, columns: 1 },
  { top: -1, left: 0, rows: 1, columns: 1 },
  { x: NaN, y: 0 },
  { x: Infinity, y: 1 },
  { infantry: 1, cavalry: 2, guns: NaN },
  { infantry: -1, cavalry: 0, guns: 0 },
  { a: 9, b: NaN, aSupport: 0, bSupport: 0 },
  { a: 9, b: 11, aSupport: 0, bSupport: 0, labels: { a: Symbol('a'), b: 'B' } },
  { men: 2 ** 53, guns: 0 },
  { role: 'first', ownMove: Infinity },
  { pivot: NaN, kind: 'small', sense: 'clockwise' },
  { landing: 'nowhere' },
  { targets: [NaN] },
  { supporter: 'infantry', body: [] },
  { kind: 'knight' },
  ['II'],
  [[1, 2]],
  [
    { row: 0, col: 0 },
    { row: NaN, col: 1 },
  ],
];

/** Values some engine function accepts, so that a call gets past its first argument. */
const PLAUSIBLE: readonly unknown[] = [
  board,
  hellwig.plateII,
  hellwig.plateIII,
  387,
  388,
  300,
  5,
  1,
  2,
  3,
  'AB',
  'left',
  'right',
  'clockwise',
  'pawn',
  'knight',
  'first',
  'defender',
  'infantry',
  'cavalry',
  { artillerists: 387, gun: 388, variant: 'left' },
  [387, 388],
  [340, 341],
  { squares: [340, 341] },
  { pivot: 387, kind: 'small', sense: 'clockwise' },
  { pivot: 'artillerists', kind: 'larger', sense: 'anticlockwise' },
  {},
  { row: 3, col: 4 },
  [
    { row: 3, col: 4 },
    { row: 3, col: 5 },
  ],
  { top: 1, left: 1, rows: 2, columns: 3 },
  { infantry: 20, cavalry: 10, guns: 2 },
  { a: 9, b: 11, aSupport: 0, bSupport: 0 },
  { men: 110, guns: 3 },
  { role: 'first', ownMove: 2 },
  { supporter: 'infantry', body: ['cavalry'] },
  { a: 30, b: 40 },
  [{ square: 5, kind: 'rook', player: 'A' }],
  // The Kriegspiel appendix's charges, moves and railways.
  { sabres: 10, infantry: 20, order: 'extended', distanceInches: 30, retiring: false },
  { charging: 8, charged: 8, contoursDown: 0, chargingSupport: 0, chargedSupport: 0, coin: 'charging' },
  { sabres: 8, distanceInches: 24 },
  { mover: 'cavalry', onRoad: true, contoursUp: 1, contoursDown: 0 },
  'shell',
  true,
  false,
];

// fast-check draws indices, not the values: it inspects what it generates, and a trapping Proxy throws at that.
const POOL: readonly unknown[] = [...HOSTILE, ...PLAUSIBLE];
const argument = fc.oneof(
  fc.integer({ min: 0, max: HOSTILE.length - 1 }),
  fc.integer({ min: HOSTILE.length, max: POOL.length - 1 }),
);

/** Every number reachable in a returned value (objects, arrays, Maps, Sets), NaN or not. */
function findNaN(value: unknown, seen = new Set<unknown>(), path = 'result'): string | undefined {
  if (typeof value === 'number') return Number.isNaN(value) ? path : undefined;
  if (typeof value !== 'object' || value === null || seen.has(value)) return undefined;
  seen.add(value);
  const entries: [string, unknown][] =
    value instanceof Map
      ? [...value].map(([k, v], i) => [`${path}<${i}>`, [k, v]])
      : value instanceof Set
        ? [...value].map((v, i) => [`${path}{${i}}`, v])
        : Object.entries(value).map(([k, v]) => [`${path}.${k}`, v]);
  for (const [p, v] of entries) {
    const found = findNaN(v, seen, p);
    if (found) return found;
  }
  return undefined;
}

/** The names of a function's parameters, read from its source: a message must name one of them. */
function parametersOf(fn: Fn): readonly string[] {
  const list = /^[^(]*\(([^)]*)\)/.exec(Function.prototype.toString.call(fn))?.[1] ?? '';
  return list
    .split(',')
    .map((p) => p.trim().split(/[\s=]/)[0] ?? '')
    .filter((p) => p !== '');
}

/** Helpers whose `name` argument is what their messages name: they are held to naming something only. */
const NAMING_HELPERS = new Set(['describeValue', 'nameOf', 'wholeNumber', 'oneOf', 'toSquare']);

/** Why a call breaks the contract, or undefined if it keeps it. */
function breach(fn: Fn, args: readonly unknown[]): string | undefined {
  let result: unknown;
  try {
    result = fn(...args);
  } catch (e) {
    if (!(e instanceof RuleError)) return `threw ${e instanceof Error ? `${e.name}: ${e.message}` : describeValue(e)}`;
    if (!(RULE_ERROR_CODES as readonly string[]).includes(e.code))
      return `RuleError with unknown code ${describeValue(e.code)}`;
    if (typeof e.message !== 'string' || !/[a-z]{2,}/i.test(e.message))
      return `RuleError naming nothing: ${describeValue(e.message)}`;
    const names = parametersOf(fn);
    if (!NAMING_HELPERS.has(fn.name) && !names.some((n) => e.message.includes(n))) {
      return `RuleError naming none of the arguments (${names.join(', ')}): ${e.message}`;
    }
    return undefined;
  }
  const nan = findNaN(result);
  return nan ? `returned NaN at ${nan}` : undefined;
}

/** The property: no call with these arguments breaks the contract. */
const contract = (fn: Fn) =>
  fc.property(fc.array(argument, { minLength: 0, maxLength: 4 }), (picks) => {
    const args = picks.map((i) => POOL[i]);
    const why = breach(fn, args);
    if (why) throw new Error(`${why}\n  arguments: ${args.map(describeValue).join(', ')}`);
  });

const covered = [...EXPORTS].filter(([name]) => !KNOWN_GAPS.has(name));

describe('every export keeps the contract: a value without NaN, or a RuleError that names something', () => {
  test('the barrels export the functions this test enumerates', () => {
    expect(EXPORTS.size).toBeGreaterThan(60);
    for (const name of ['gunAt', 'pieceMoves', 'rotateAbout', 'resolveMelee', 'describeValue', 'createBoard'])
      expect(EXPORTS.has(name), name).toBe(true);
    for (const name of KNOWN_GAPS.keys())
      expect(EXPORTS.has(name), `${name} is listed as a gap but not exported`).toBe(true);
    // The parameter names are read from the functions' source; a wrong reading would make the check empty.
    expect(parametersOf(hellwig.gunAt as Fn)).toEqual(['board', 'square']);
    expect(parametersOf(wells.isIsolated as Fn)).toEqual(['bodySize', 'supportWithinMove', 'options']);
  });

  test.each(covered)('%s', (_name, fn) => {
    // Each hostile value once in each of four positions, the others plausible…
    for (let position = 0; position < 4; position++) {
      for (const bad of HOSTILE) {
        const args = [board, 387, { artillerists: 387, gun: 388, variant: 'left' }, {}].map((v, i) =>
          i === position ? bad : v,
        );
        for (const n of [position + 1, 4]) {
          const why = breach(fn, args.slice(0, n));
          if (why) throw new Error(`${why}\n  arguments: ${args.slice(0, n).map(describeValue).join(', ')}`);
        }
      }
    }
    // …then random mixtures of hostile and plausible values.
    fc.assert(contract(fn), { numRuns: 150, seed: 23 });
  });

  test.each([...KNOWN_GAPS])('%s still breaks it (%s): fix it and take it off the list', (name) => {
    const fn = EXPORTS.get(name) as Fn;
    expect(() => fc.assert(contract(fn), { numRuns: 500, seed: 23 })).toThrow();
  });
});

describe('the cases the issue names', () => {
  const NAMED: readonly (readonly [string, () => unknown, string, RegExp])[] = [
    ['gunAt(NaN, 5)', () => hellwig.gunAt(NaN as never, 5 as never), 'BAD_INPUT', /board/],
    [
      'createBoard({ peices: [] })',
      () => hellwig.createBoard({ peices: [] } as never),
      'BAD_INPUT',
      /setup has no field "peices"/,
    ],
    ['gunAt(board, NaN)', () => hellwig.gunAt(board, NaN as never), 'BAD_INPUT', /square/],
    ['pieceMoves(null, 5)', () => hellwig.pieceMoves(null as never, 5), 'BAD_INPUT', /board/],
    ['pieceMoves(board, 0.5)', () => hellwig.pieceMoves(board, 0.5), 'BAD_INPUT', /from/],
    [
      'terrainAt({ grid }, 5)',
      () => hellwig.terrainAt({ grid: hellwig.plateII } as never, 5 as never),
      'BAD_INPUT',
      /board must be a board made by createBoard/,
    ],
    ['devicesSweeping(board, 5, [])', () => hellwig.devicesSweeping(board, 5 as never, []), 'BAD_INPUT', /squares/],
    [
      'devicesSweeping(board, [387, 388], null)',
      () => hellwig.devicesSweeping(board, [387, 388], null as never),
      'BAD_INPUT',
      /targets/,
    ],
    ['rectangleOf(null, plateII)', () => hellwig.rectangleOf(null as never, hellwig.plateII), 'BAD_INPUT', /squares/],
    [
      'rectangleOf([1, NaN], plateII)',
      () => hellwig.rectangleOf([1, NaN] as never, hellwig.plateII),
      'BAD_INPUT',
      /squares item/,
    ],
    [
      'rotateAbout({ row: NaN }, …)',
      () => hellwig.rotateAbout({ row: NaN, col: 0 }, { row: 0, col: 0 }, 'clockwise'),
      'BAD_COUNT',
      /c\.row/,
    ],
    [
      'rotateAbout(…, pivot Infinity, …)',
      () => hellwig.rotateAbout({ row: 1, col: 0 }, { row: 0, col: Infinity }, 'clockwise'),
      'BAD_COUNT',
      /pivot\.col/,
    ],
    [
      'rotateAbout(…, sense 5)',
      () => hellwig.rotateAbout({ row: 1, col: 0 }, { row: 0, col: 0 }, 5 as never),
      'UNKNOWN_OPTION',
      /sense/,
    ],
    [
      'complementOf([], …)',
      () => hellwig.complementOf([], [{ row: 0, col: 0 }], { row: 0, col: 0 }),
      'BAD_INPUT',
      /before/,
    ],
    ['at(NaN, 0)', () => hellwig.at(NaN, 0), 'BAD_INPUT', /row/],
    ['onGrid(0, Infinity)', () => hellwig.onGrid(0, Infinity), 'BAD_INPUT', /col/],
    ['turn("AB", NaN)', () => hellwig.turn('AB', NaN), 'BAD_COUNT', /quarterTurns/],
    ['coordsOf(5, {})', () => hellwig.coordsOf(5, {} as never), 'BAD_INPUT', /grid/],
    [
      'squaresOf(2**53 rows)',
      () => hellwig.squaresOf({ top: 0, left: 0, rows: 2 ** 53, columns: 1 }, hellwig.plateII),
      'OUT_OF_RANGE',
      /rect\.rows/,
    ],
    [
      'transportRange([{ kind: 5 }], true)',
      () => hellwig.transportRange([{ kind: 5 }] as never, true),
      'UNKNOWN_OPTION',
      /pieces\[0\]\.kind/,
    ],
    [
      'wheel(board, device, null)',
      () => hellwig.wheel(board, { artillerists: 387, gun: 388, variant: 'left' }, null as never),
      'BAD_INPUT',
      /options/,
    ],
    [
      'forcePoints({ infantry: 10n })',
      () => wells.forcePoints({ infantry: 10n, cavalry: 0, guns: 0 } as never),
      'BAD_COUNT',
      /force\.infantry.*10n/,
    ],
    ['isIsolated(Symbol(), 1)', () => wells.isIsolated(Symbol('x') as never, 1), 'BAD_COUNT', /bodySize.*Symbol\(x\)/],
    ['wholeNumber(Symbol(), 1.5)', () => root.wholeNumber(Symbol('n') as never, 1.5), 'BAD_COUNT', /Symbol\(n\)/],
    ['oneOf("x", "y", null)', () => root.oneOf('x', 'y', null as never), 'BAD_INPUT', /allowed/],
  ];
  test.each(NAMED)('%s', (_label, call, code, names) => {
    let caught: unknown;
    try {
      call();
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(RuleError);
    expect((caught as RuleError).code).toBe(code);
    expect((caught as RuleError).message).toMatch(names);
  });
});

describe('describeValue never throws', () => {
  const revoked = Proxy.revocable({}, {});
  revoked.revoke();
  const trap = new Proxy(
    {},
    {
      get: () => {
        throw new Error('get');
      },
      ownKeys: () => {
        throw new Error('ownKeys');
      },
      getPrototypeOf: () => {
        throw new Error('proto');
      },
    },
  );
  const getter = Object.defineProperty({}, 'x', {
    enumerable: true,
    get: () => {
      throw new Error('getter');
    },
  });
  test.each<[string, unknown, RegExp]>([
    ['a BigInt', 10n, /^10n$/],
    ['a Symbol', Symbol('s'), /^Symbol\(s\)$/],
    ['a function', () => 1, /function/],
    ['a cyclic object', cyclic, /cannot be shown/],
    [
      'a throwing toJSON',
      {
        toJSON: () => {
          throw new Error('no');
        },
      },
      /cannot be shown/,
    ],
    ['a throwing getter', getter, /cannot be shown/],
    ['a trapping Proxy', trap, /cannot be shown/],
    ['a revoked Proxy', revoked.proxy, /cannot be shown/],
    ['a BigInt inside an object', { n: 1n }, /"1n"/],
    ['a long list', Array.from({ length: 500 }, (_, i) => i), /…$/],
    ['NaN', NaN, /^NaN$/],
  ])('%s', (_label, value, shown) => {
    expect(describeValue(value)).toMatch(shown);
  });
  test('the RuleError class itself: any message is shown, a code it does not know is refused with a RuleError', () => {
    fc.assert(
      fc.property(
        fc.anything({ withBigInt: true, withMap: true, withSet: true, withTypedArray: true, withSparseArray: true }),
        fc.anything({ withBigInt: true }),
        (code, message) => {
          const known = (RULE_ERROR_CODES as readonly unknown[]).includes(code);
          let built: unknown;
          try {
            built = new RuleError(code as RuleError['code'], message as string);
          } catch (error) {
            expect(known).toBe(false);
            expect(error).toBeInstanceOf(RuleError);
            expect((error as RuleError).message).toMatch(/^code must be one of BAD_COUNT, /);
            return;
          }
          expect(known).toBe(true);
          expect((built as RuleError).message).toEqual(expect.any(String));
        },
      ),
    );
    for (const [code, message] of [
      ['BAD_INPUT', Symbol('s')],
      ['BAD_INPUT', 10n],
      ['NOPE', 'x'],
      [Symbol('code'), 'x'],
    ] as const) {
      expect(() => new RuleError(code as RuleError['code'], message as string)).not.toThrow(TypeError);
    }
    expect(new RuleError('BAD_INPUT', Symbol('s') as unknown as string).message).toBe('Symbol(s)');
    expect(() => new RuleError('NOPE' as RuleError['code'], 'x')).toThrow(/got "NOPE"/);
  });
  test('a RuleError can be built for any value', () => {
    // From 1 to 0 admits nothing: every value, whole or not, is refused with a message about it.
    fc.assert(
      fc.property(
        fc.anything({ withBigInt: true, withMap: true, withSet: true, withTypedArray: true, withSparseArray: true }),
        (v) => {
          expect(() => root.wholeNumber('n', v, 1, 0)).toThrow(RuleError);
          expect(() => root.oneOf('n', v, [])).toThrow(RuleError);
        },
      ),
    );
  });
});

describe('a board built outside the engine is checked in full, once', () => {
  test('a spread copy of a board is accepted and answers as the board does', () => {
    const copy = { ...board, pieces: new Map(board.pieces) };
    expect(hellwig.gunAt(copy, 388 as hellwig.Square)).toEqual(board.devices[0]);
    expect(hellwig.pieceMoves(copy, 387)).toEqual(hellwig.pieceMoves(board, 387));
  });
  test(
    'its parts are taken in createBoard’s form: a device without a kind is a cannon, a piece is keyed by its ' +
      'square',
    () => {
      const loose = {
        ...board,
        devices: [{ artillerists: 387, gun: 388, variant: 'left' }],
        pieces: new Map([[5, { square: 6, kind: 'knight', player: 'A' }]]),
      };
      expect(hellwig.gunAt(loose as never, 388 as hellwig.Square)).toEqual({
        artillerists: 387,
        gun: 388,
        variant: 'left',
        kind: 'cannon',
      });
      expect(hellwig.pieceMoves(loose as never, 6).length).toBeGreaterThan(0);
      expect(() => hellwig.pieceMoves(loose as never, 5)).toThrow(/no piece on square 5/);
    },
  );
  test.each<[string, unknown, RegExp]>([
    [
      'a piece on a gun',
      { ...board, pieces: new Map([[388, { square: 388, kind: 'knight', player: 'A' }]]) },
      /board is not a position createBoard accepts: .*gun/,
    ],
    ['a grid of another size', { ...board, grid: { ...hellwig.plateII, rows: 40 } }, /board\.grid/],
    ['terrain that is not a Map', { ...board, terrain: {} }, /board must be a board made by createBoard/],
  ])('%s is refused', (_label, bad, names) => {
    expect(() => hellwig.terrainAt(bad as never, 5 as hellwig.Square)).toThrow(names);
  });
});
