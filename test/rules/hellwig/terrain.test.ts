import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { HELLWIG_TERRAIN_EXAMPLES, type TerrainExample } from '../../../src/rules/hellwig/examples/terrain.ts';
import {
  BURNED_MOVES,
  breakFire,
  burningBoard,
  createBoard,
  createFire,
  createHills,
  drivesOff,
  fireAfter,
  fireBreakCheck,
  fireLosses,
  heightAt,
  hillDrive,
  hillField,
  ignitable,
  ignite,
  passageObstacle,
  spread,
  spreadSquares,
  terrainAt,
  type Board,
  type Fire,
} from '../../../src/rules/hellwig/index.ts';
import { codeOf, tableQuotesItsLines } from './source.ts';

const asc = (xs: readonly number[]) => [...xs].sort((a, b) => a - b);

function burnt(board: Board, fire: Fire): number[] {
  const after = burningBoard(board, fire);
  const out: number[] = [];
  for (let s = 1; s <= board.grid.size; s++)
    if (['mountain', 'marsh', 'water'].includes(passageObstacle(after, s as never) ?? '')) out.push(s);
  return out;
}

/** What the engine says of a row, in the shape of its outcome. */
function run(row: TerrainExample): unknown {
  switch (row.kind) {
    case 'fire-spread': {
      const board = createBoard(row.inputs.board);
      const can = ignitable(board, row.inputs.device);
      let fire = ignite(board, row.inputs.device, row.inputs.ignite);
      const spreadable: number[][] = [];
      for (const s of row.inputs.spreads) {
        spreadable.push([...spreadSquares(board, fire)]);
        fire = spread(board, fire, s);
      }
      return {
        ignitable: can,
        spreadable,
        burning: asc([...fire.burning.keys()]),
        impassable: burnt(board, fire),
      };
    }
    case 'fire-break': {
      const board = createBoard(row.inputs.board);
      const fire = ignite(board, row.inputs.device, row.inputs.ignite);
      const c = fireBreakCheck(board, fire, row.inputs.square);
      return c.refusal === undefined
        ? { allowed: c.allowed, by: c.by }
        : { allowed: c.allowed, by: c.by, refusal: c.refusal };
    }
    case 'hill-heights': {
      const board = createBoard();
      const hills = createHills(board, row.inputs.hills);
      return { heights: row.inputs.squares.map((s) => heightAt(board, hills, s)) };
    }
    case 'hill-field': {
      const board = createBoard(row.inputs.board);
      const f = hillField(board, createHills(board, row.inputs.hills), row.inputs.device);
      return { inEffect: f.inEffect, screened: f.screened.map((s) => s.square) };
    }
    case 'hill-drive':
      return { drives: drivesOff(row.inputs.attacker, row.inputs.defender) };
  }
}

describe('Hellwig terrain examples (golden)', () => {
  test.each(HELLWIG_TERRAIN_EXAMPLES.map((row) => [row.id, row] as const))('%s', (_id, row) => {
    expect(run(row)).toEqual(row.outcome);
  });
});

describe('the terrain example table', () => {
  tableQuotesItsLines(HELLWIG_TERRAIN_EXAMPLES);
});

const S75 = { terrain: { building: [180, 181, 182, 183, 205] } } as const;
const HOWITZER = { artillerists: 94, gun: 116, kind: 'howitzer' } as const;
const knight = (square: number, player: 'A' | 'B' = 'A') => ({ square, kind: 'knight' as const, player });

describe('fire on buildings (§74–§80)', () => {
  const board = createBoard({ ...S75, pieces: [knight(94)] });

  test('only a worked howitzer sets fire, and only to a building in its field (§74)', () => {
    expect(codeOf(() => ignite(board, HOWITZER, 160))).toBe('BLOCKED');
    const unmanned = createBoard(S75);
    expect(codeOf(() => ignitable(unmanned, { ...HOWITZER, owner: 'A' }))).toBe('OUT_OF_ACTION');
    const cannon = createBoard({
      ...S75,
      pieces: [knight(94)],
      devices: [{ artillerists: 94, gun: 116, variant: 'axial' }],
    });
    expect(codeOf(() => ignitable(cannon, { artillerists: 94, gun: 116, variant: 'axial' }))).toBe('BAD_INPUT');
  });

  test('no more than two buildings catch fire a turn (§74)', () => {
    const wide = createBoard({ terrain: { building: [181, 182, 183, 160, 204] }, pieces: [knight(94)] });
    const fire = createFire(wide, { igniter: 'A', burning: [{ square: 182 }] });
    expect(spreadSquares(wide, fire)).toEqual([160, 181, 183, 204]);
    expect(codeOf(() => spread(wide, fire, [160, 181, 183]))).toBe('OUT_OF_RANGE');
    expect(codeOf(() => spread(wide, fire, [181, 181]))).toBe('BAD_INPUT');
  });

  test('a burning site is impassable for six moves, then plain ground (§74)', () => {
    const fire = ignite(board, HOWITZER, 182);
    expect(terrainAt(burningBoard(board, fire), 182 as never)).toBe('marsh');
    const five = fireAfter(board, fire, BURNED_MOVES - 1);
    expect(passageObstacle(burningBoard(board, five), 182 as never)).toBe('marsh');
    const six = fireAfter(board, fire, BURNED_MOVES);
    expect(terrainAt(burningBoard(board, six), 182 as never)).toBe('open');
    expect(spreadSquares(board, six)).toEqual([]);
  });

  test('what stays in a burning building is lost (§74)', () => {
    const held = createBoard({ ...S75, pieces: [knight(94), knight(182, 'B'), knight(183, 'B')] });
    const fire = ignite(held, HOWITZER, 182);
    expect(fireLosses(held, fire).pieces).toEqual([182]);
  });

  test('a demolished building halts the spread on that side (§77, §80)', () => {
    const b = createBoard({ ...S75, pieces: [knight(94), knight(224, 'B')] });
    const fire = breakFire(b, ignite(b, HOWITZER, 182), 181);
    expect(spreadSquares(b, fire)).toEqual([183]);
  });

  test('equal force of the igniter stops the fire-break (§78), as does his artillery (§79)', () => {
    const even = createBoard({ ...S75, pieces: [knight(94), knight(224, 'B'), knight(157)] });
    expect(fireBreakCheck(even, ignite(even, HOWITZER, 182), 181)).toMatchObject({
      allowed: false,
      refusal: 'equal-force',
    });
    const covered = createBoard({
      ...S75,
      pieces: [knight(94), knight(224, 'B'), knight(115)],
      devices: [{ artillerists: 115, gun: 137, variant: 'axial' }],
    });
    expect(fireBreakCheck(covered, ignite(covered, HOWITZER, 182), 181)).toMatchObject({
      allowed: false,
      refusal: 'in-igniter-field',
    });
    expect(fireBreakCheck(board, ignite(board, HOWITZER, 182), 205)).toMatchObject({ refusal: 'not-next-to-fire' });
  });

  test('property: the fire only ever burns buildings, at most two more a turn', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 6 }), (picks) => {
        let fire = ignite(board, HOWITZER, 182);
        for (const k of picks) {
          const can = spreadSquares(board, fire);
          const before = fire.burning.size;
          fire = spread(board, fire, can.slice(0, Math.min(k, 2)));
          expect(fire.burning.size - before).toBeLessThanOrEqual(2);
        }
        for (const s of fire.burning.keys()) expect(terrainAt(board, s)).toBe('building');
      }),
      { numRuns: 100 },
    );
  });
});

describe('hills (§235–§238)', () => {
  const board = createBoard({
    pieces: [knight(236), knight(170, 'B')],
    devices: [
      { artillerists: 236, gun: 214, variant: 'axial' },
      { artillerists: 170, gun: 192, variant: 'axial' },
    ],
  });

  test('a hill is four squares forming one larger square (§235)', () => {
    expect(codeOf(() => createHills(board, [{ squares: [170, 171, 172, 173], kind: 'first' }]))).toBe('BAD_INPUT');
    expect(codeOf(() => createHills(board, [{ squares: [170, 171, 192], kind: 'first' }]))).toBe('BAD_INPUT');
    expect(codeOf(() => createHills(board, [{ squares: [170, 171, 192, 193], kind: 'third' as never }]))).toBe(
      'UNKNOWN_OPTION',
    );
    expect(
      codeOf(() =>
        createHills(board, [
          { squares: [170, 171, 192, 193], kind: 'first' },
          { squares: [171, 172, 193, 194], kind: 'second' },
        ]),
      ),
    ).toBe('OVERLAP');
  });

  test('a gun on a hill acts beyond a lower hill, not beyond one of its height (§238 (4), (5))', () => {
    const b = createBoard({ pieces: [knight(236)], devices: [{ artillerists: 236, gun: 214, variant: 'axial' }] });
    const first = createHills(b, [
      { squares: [213, 214, 235, 236], kind: 'second' },
      { squares: [169, 170, 191, 192], kind: 'second' },
    ]);
    expect(
      hillField(b, first, { artillerists: 236, gun: 214, variant: 'axial' }).screened.map((s) => s.square),
    ).toEqual([148]);
    const higher = createHills(b, [
      { squares: [213, 214, 235, 236], kind: 'first' },
      { squares: [169, 170, 191, 192], kind: 'second' },
    ]);
    expect(hillField(b, higher, { artillerists: 236, gun: 214, variant: 'axial' })).toMatchObject({
      height: 2,
      inEffect: [192, 170, 148],
      screened: [],
    });
  });

  test('hillDrive reads strengths and heights off the board (§238 (2))', () => {
    const hills = createHills(board, [{ squares: [169, 170, 191, 192], kind: 'first' }]);
    expect(heightAt(board, hills, 192)).toBe(2);
    expect(
      hillDrive(
        board,
        hills,
        { artillerists: 236, gun: 214, variant: 'axial' },
        { artillerists: 170, gun: 192, variant: 'axial' },
      ),
    ).toBe(false);
  });

  test('property: higher ground never drives less than lower ground does (§238)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 0, max: 2 }),
        (a, d, ha, hd) => {
          const up = Math.min(2, ha + 1);
          if (drivesOff({ strength: a, height: ha }, { strength: d, height: hd }))
            expect(drivesOff({ strength: a, height: up }, { strength: d, height: hd })).toBe(true);
          // The reading that asks only twice the strength drives wherever the edition's does.
          if (drivesOff({ strength: a, height: ha }, { strength: d, height: hd }))
            expect(drivesOff({ strength: a, height: ha }, { strength: d, height: hd }, { drive: 'twice' })).toBe(true);
        },
      ),
    );
  });
});
