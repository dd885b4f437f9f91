import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  HELLWIG_BREASTWORK_EXAMPLES,
  type BreastworkExample,
} from '../../../src/rules/hellwig/examples/breastworks.ts';
import {
  bombard,
  bombardmentMoves,
  breastworkContest,
  breastworkField,
  createBoard,
  createBreastworks,
  entrench,
  entrenchableSquares,
  entrenchersOf,
  isAbandoned,
  movesToBuild,
  plateII,
  ruinBreastwork,
  storm,
  stormCheck,
  takeOver,
  type Breastworks,
} from '../../../src/rules/hellwig/index.ts';
import { codeOf, keepsContract, tableQuotesItsLines } from './source.ts';

/** What the engine says of a row, in the shape of its outcome (only the keys the row states). */
function run(row: BreastworkExample): unknown {
  switch (row.kind) {
    case 'breastwork-build':
      return { moves: movesToBuild(row.inputs.signs) };
    case 'breastwork-bombardment':
      return { moves: bombardmentMoves(row.inputs.signs, row.inputs.strength) };
    default:
      break;
  }
  const board = createBoard(row.inputs.board);
  const works = createBreastworks(board, row.inputs.works ?? []);
  switch (row.kind) {
    case 'breastwork-entrench': {
      const got: readonly number[] = entrenchableSquares(board, works, row.inputs.from);
      const out: Record<string, unknown> = {};
      if (row.outcome.squares) out['squares'] = got;
      if (row.outcome.includes) out['includes'] = row.outcome.includes.filter((s) => got.includes(s));
      if (row.outcome.excludes) out['excludes'] = row.outcome.excludes.filter((s) => !got.includes(s));
      return out;
    }
    case 'breastwork-field':
      return breastworkField(board, works, row.inputs.device);
    case 'breastwork-contest': {
      const c = breastworkContest(board, works, row.inputs.square);
      const all: Record<string, unknown> = {
        ...c,
        holderArtillery: c.holderArtillery.map((d) => d.gun).sort((a, b) => a - b),
      };
      return Object.fromEntries(Object.keys(row.outcome).map((k) => [k, all[k]]));
    }
    case 'breastwork-storm':
      return stormCheck(board, works, row.inputs.square);
  }
}

describe('Hellwig breastwork examples (golden)', () => {
  test.each(HELLWIG_BREASTWORK_EXAMPLES.map((row) => [row.id, row] as const))('%s', (_id, row) => {
    expect(run(row)).toEqual(row.outcome);
  });
});

describe('the breastwork example table', () => {
  tableQuotesItsLines(HELLWIG_BREASTWORK_EXAMPLES);
});

const knight = (square: number, player: 'A' | 'B' = 'A') => ({ square, kind: 'knight' as const, player });

describe('entrenching (§106–§109, §134a, §134b)', () => {
  test('a new breastwork has three signs, and strengthening adds one a move (§106)', () => {
    const board = createBoard({ pieces: [knight(657)] });
    let works = createBreastworks(board);
    works = entrench(board, works, 657, 614);
    expect(works.works.get(614 as never)?.signs).toBe(3);
    works = entrench(board, works, 657, 614);
    works = entrench(board, works, 657, 614);
    works = entrench(board, works, 657, 614);
    expect(works.works.get(614 as never)?.signs).toBe(6);
  });

  test("not in the enemy's field, nor on his breastwork (§134b)", () => {
    const b = createBoard({
      pieces: [knight(657), knight(570, 'B')],
      devices: [{ artillerists: 570, gun: 592, variant: 'axial' }],
    });
    // B's cannon fires down the file from 592: 614, 636, 658.
    expect(entrenchableSquares(b, createBreastworks(b), 657)).not.toContain(614);
    expect(entrenchableSquares(b, createBreastworks(b, [{ square: 614, owner: 'B' }]), 657)).not.toContain(614);
  });

  test('not where the enemy attacks as strongly as we defend, unless our artillery covers it (§134a, §134b)', () => {
    const b = createBoard({ pieces: [knight(657), knight(659, 'B')] });
    // B's knight on 659 reaches 614 too: attack 1, defence 1 (our knight).
    expect(entrenchableSquares(b, createBreastworks(b), 657)).not.toContain(614);
    const covered = createBoard({
      pieces: [knight(657), knight(659, 'B'), knight(570)],
      devices: [{ artillerists: 570, gun: 592, variant: 'axial' }],
    });
    expect(entrenchableSquares(covered, createBreastworks(covered), 657)).toContain(614);
  });
});

describe('bombardment, storming, abandonment (§118–§134)', () => {
  const S126 = [
    { square: 574, kind: 'leaping-queen' as const, player: 'B' as const },
    { square: 595, kind: 'leaping-bishop' as const, player: 'B' as const },
  ];

  test(
    'bombardment takes one sign a move from single ' + 'artillery and removes the work with its last (§122, §123)',
    () => {
      const b = createBoard({ pieces: [knight(621)], devices: [{ artillerists: 621, gun: 599, variant: 'axial' }] });
      let works: Breastworks = createBreastworks(b, [{ square: 555, owner: 'B' }]);
      const device = { artillerists: 621, gun: 599, variant: 'axial' } as const;
      for (const left of [2, 1]) {
        works = bombard(b, works, device);
        expect(works.works.get(555 as never)?.signs).toBe(left);
      }
      works = bombard(b, works, device);
      expect(works.works.has(555 as never)).toBe(false);
      expect(codeOf(() => bombard(b, works, device))).toBe('BLOCKED');
    },
  );

  test('double artillery takes two signs a move (§124: "ruined by double artillery in two moves")', () => {
    // §56's double artillery: 414→415 with 436→437 behind it, both firing toward AB up the column of 415.
    const b = createBoard({
      pieces: [knight(414), knight(436)],
      devices: [
        { artillerists: 414, gun: 415, variant: 'left' },
        { artillerists: 436, gun: 437, variant: 'left' },
      ],
    });
    const front = { artillerists: 414, gun: 415, variant: 'left' } as const;
    let works = createBreastworks(b, [{ square: 393, owner: 'B' }]);
    works = bombard(b, works, front);
    expect(works.works.get(393 as never)?.signs).toBe(1);
    works = bombard(b, works, front);
    expect(works.works.size).toBe(0);
  });

  test("a howitzer is not stopped by the enemy's breastwork and may bombard any in its field (§66, §180; A14)", () => {
    const b = createBoard({ pieces: [knight(621)], devices: [{ artillerists: 621, gun: 599, kind: 'howitzer' }] });
    const works = createBreastworks(b, [
      { square: 555, owner: 'B' },
      { square: 577, owner: 'B' },
    ]);
    const howitzer = { artillerists: 621, gun: 599, kind: 'howitzer' } as const;
    expect(breastworkField(b, works, howitzer)).toEqual({
      inEffect: [577, 555, 533],
      targets: [577, 555],
      sheltered: [],
    });
    expect(bombard(b, works, howitzer, 555).works.get(555 as never)?.signs).toBe(2);
    expect(codeOf(() => bombard(b, works, howitzer, 533))).toBe('BLOCKED');
  });

  test('a breastwork its artillery defends cannot be stormed (§134)', () => {
    const b = createBoard({
      pieces: [
        ...S126,
        { square: 508, kind: 'leaping-queen', player: 'A' },
        { square: 553, kind: 'elephant', player: 'A' },
        { square: 551, kind: 'pawn', player: 'A', facing: 'BD' },
        knight(508 - 44, 'B'),
      ],
      devices: [{ artillerists: 464, gun: 486, variant: 'axial' }],
    });
    const works = createBreastworks(b, [{ square: 552, owner: 'B' }]);
    expect(stormCheck(b, works, 552).refusal).toBe('defended-by-artillery');
    expect(codeOf(() => storm(b, works, 552))).toBe('BLOCKED');
  });

  test('a stormed breastwork is gone (§130 No. 2)', () => {
    const b = createBoard({
      pieces: [
        ...S126,
        { square: 508, kind: 'leaping-queen', player: 'A' },
        { square: 553, kind: 'elephant', player: 'A' },
        { square: 551, kind: 'pawn', player: 'A', facing: 'BD' },
      ],
    });
    const works = createBreastworks(b, [{ square: 552, owner: 'B' }]);
    expect(storm(b, works, 552).works.size).toBe(0);
  });

  test('an abandoned breastwork is taken over at no cost; a held one is not (§118, §119)', () => {
    const b = createBoard({ pieces: [knight(657)] });
    const works = createBreastworks(b, [{ square: 614, owner: 'B' }]);
    expect(isAbandoned(b, works, 614)).toBe(true);
    const taken = takeOver(b, works, 614, 'A');
    expect(taken.works.get(614 as never)).toEqual({ square: 614, owner: 'A', signs: 3 });
    const held = createBoard({ pieces: [knight(657), knight(659, 'B')] });
    expect(codeOf(() => takeOver(held, works, 614, 'A'))).toBe('BLOCKED');
  });

  test('the holder may ruin his breastwork; nobody may ruin an abandoned one (§121)', () => {
    const b = createBoard({ pieces: [knight(657)] });
    expect(ruinBreastwork(b, createBreastworks(b, [{ square: 614, owner: 'A' }]), 614).works.size).toBe(0);
    expect(codeOf(() => ruinBreastwork(b, createBreastworks(b, [{ square: 614, owner: 'B' }]), 614))).toBe('BLOCKED');
  });
});

describe('properties', () => {
  test('building takes one move for the first three signs and one for each more (§106)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 199 }),
        (n) => movesToBuild(n + 1) === movesToBuild(n) + 1 && movesToBuild(3) === 1,
      ),
    );
  });

  test(
    'bombardment never takes longer with stronger artillery, ' + 'and single artillery takes a move a sign (§122–§124)',
    () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 2 }), (signs, s) => {
          expect(bombardmentMoves(signs, 1)).toBe(signs);
          expect(bombardmentMoves(signs, s + 1)).toBeLessThanOrEqual(bombardmentMoves(signs, s));
          expect(bombardmentMoves(signs, s) * s).toBeGreaterThanOrEqual(signs);
        }),
      );
    },
  );

  test('a pawn entrenches at most its three front squares, all touching it (§109)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: plateII.size }),
        fc.constantFrom('AB', 'BD', 'CD', 'AC' as const),
        (square, facing) => {
          const b = createBoard({ pieces: [{ square, kind: 'pawn', player: 'A', facing }] });
          const got = entrenchableSquares(b, createBreastworks(b), square);
          expect(got.length).toBeLessThanOrEqual(3);
          const p = plateII.columns;
          for (const s of got) {
            const dr = Math.floor((s - 1) / p) - Math.floor((square - 1) / p);
            const dc = ((s - 1) % p) - ((square - 1) % p);
            expect(Math.max(Math.abs(dr), Math.abs(dc))).toBe(1);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  test(
    'the fire a breastwork stops is never longer than the open field, ' + 'and own works never stop it (§111, §112)',
    () => {
      fc.assert(
        fc.property(
          fc.uniqueArray(fc.integer({ min: 1, max: plateII.size }), { maxLength: 30 }),
          fc.boolean(),
          (squares, own) => {
            const b = createBoard({
              pieces: [knight(387)],
              devices: [{ artillerists: 387, gun: 388, variant: 'left' }],
            });
            const spots = squares.filter((s) => s !== 387 && s !== 388);
            const works = createBreastworks(
              b,
              spots.map((square) => ({ square, owner: own ? 'A' : 'B' })),
            );
            const open = breastworkField(b, createBreastworks(b), { artillerists: 387, gun: 388, variant: 'left' });
            const f = breastworkField(b, works, { artillerists: 387, gun: 388, variant: 'left' });
            if (own) expect(f).toEqual(open);
            const [target] = f.targets;
            expect([
              ...f.inEffect,
              ...(target === undefined || f.inEffect.includes(target) ? [] : [target]),
              ...f.sheltered,
            ]).toEqual(open.inEffect);
            expect(
              breastworkField(b, works, { artillerists: 387, gun: 388, variant: 'left' }, 'never').inEffect,
            ).toEqual(open.inEffect);
          },
        ),
        { numRuns: 300 },
      );
    },
  );
});

describe('hostile input is refused with a RuleError', () => {
  // Every breastwork export of the barrel, fed argument lists drawn from good values and bad ones.
  const board = createBoard({
    pieces: [knight(657), knight(621, 'B'), knight(659, 'B')],
    devices: [{ artillerists: 621, gun: 599, variant: 'axial' }],
  });
  const works = createBreastworks(board, [
    { square: 614, owner: 'A' },
    { square: 555, owner: 'A' },
  ]);
  const pool = fc.oneof(
    fc.constantFrom<unknown>(
      board,
      works,
      657,
      614,
      555,
      'A',
      'B',
      3,
      2,
      { artillerists: 621, gun: 599, variant: 'axial' },
      [{ square: 614, owner: 'A' }],
      {},
    ),
    fc.constantFrom<unknown>(
      null,
      undefined,
      NaN,
      -0,
      1e300,
      Symbol('x'),
      5n,
      [NaN],
      [{ square: 614, owner: 'C' }],
      Object.create(null),
      { ...works },
      { ...board, pieces: new Map([[657, { square: 657, kind: 'knight', player: 'C' }]]) },
    ),
    fc.anything(),
  );
  const exports = {
    createBreastworks,
    movesToBuild,
    entrenchableSquares,
    entrenchersOf,
    entrench,
    breastworkField,
    breastworkContest,
    bombardmentMoves,
    bombard,
    stormCheck,
    storm,
    isAbandoned,
    takeOver,
    ruinBreastwork,
  } as Record<string, (...a: unknown[]) => unknown>;
  keepsContract(exports, pool, 5);
});

describe('who may entrench a square (§108–§109), the question asked of the square', () => {
  // §108: 614 may be entrenched by the knight on 657, the bishop on 677 and the rook on 680 (E82, "605" read 680).
  const board = createBoard({
    pieces: [
      { square: 657, kind: 'knight', player: 'A' },
      { square: 677, kind: 'bishop', player: 'A' },
      { square: 680, kind: 'rook', player: 'A' },
      { square: 185, kind: 'pawn', player: 'B', facing: 'AB' },
    ],
  });
  const works = createBreastworks(board, []);

  test("614: the knight on 657, the bishop on 677, the rook on 680; a piece on 636 would bar the rook's file", () => {
    expect(entrenchersOf(board, works, 614)).toEqual([657, 677, 680]);
    const barred = createBoard({
      pieces: [...board.pieces.values()]
        .map((p) => ({ ...p }))
        .concat([{ square: 636, kind: 'knight', player: 'A' } as never]),
    });
    expect(entrenchersOf(barred, createBreastworks(barred, []), 614)).toEqual([657, 677]);
  });

  test('§109: a pawn entrenches only its three front squares', () => {
    for (const sq of [162, 163, 164]) expect(entrenchersOf(board, works, sq)).toContain(185);
    expect(entrenchersOf(board, works, 186)).not.toContain(185);
  });

  test('it is entrenchableSquares asked the other way about, square by square', () => {
    for (let sq = 1; sq <= plateII.size; sq++)
      for (const from of entrenchersOf(board, works, sq)) expect(entrenchableSquares(board, works, from)).toContain(sq);
    for (const from of [657, 677, 680, 185])
      for (const sq of entrenchableSquares(board, works, from)) expect(entrenchersOf(board, works, sq)).toContain(from);
  });
});
