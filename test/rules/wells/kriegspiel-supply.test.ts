import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { WELLS_EXAMPLES } from '../../../src/rules/wells/examples.ts';
import { RuleError } from '../../../src/rules/errors.ts';
import { KRIEGSPIEL_SUPPLY_CITES } from '../../../src/rules/wells/examples/kriegspiel-supply.ts';
import {
  CONTACT_MINE,
  DEPOT_DESTRUCTION,
  earthworks,
  engineerWorkTime,
  packetsFor,
  rifleShots,
  shellBurst,
  shellDead,
  siegeOutcome,
  supplyNeed,
  supplyPlan,
  supplyReach,
  waggonDestructionMoves,
  type KriegspielSupplyExample,
} from '../../../src/rules/wells/index.ts';

const ROWS = WELLS_EXAMPLES.filter((row): row is KriegspielSupplyExample =>
  (KRIEGSPIEL_SUPPLY_CITES as readonly string[]).includes(row.cite),
);

const SOURCE = readFileSync(
  new URL('../../../content/sources/004_ca5431bd24b48de2.txt', import.meta.url),
  'utf8',
).split('\n');

/** Run one row through the engine and return what the engine says, shaped like the row's outcome. */
function run(row: KriegspielSupplyExample): unknown {
  switch (row.kind) {
    case 'kriegspiel-shell':
      return shellBurst(row.inputs);
    case 'kriegspiel-rifle':
      return rifleShots(row.inputs);
    case 'kriegspiel-supply':
      return supplyNeed(row.inputs);
    case 'kriegspiel-supply-reach':
      return supplyReach(row.inputs);
    case 'kriegspiel-supply-plan': {
      const at = supplyPlan(row.inputs).moves[row.outcome.move - 1];
      return { move: at?.move, status: at?.status };
    }
    case 'kriegspiel-siege':
      return siegeOutcome(row.inputs);
    case 'kriegspiel-engineers':
      return engineerWorkTime(row.inputs);
    case 'kriegspiel-waggons':
      return { moves: waggonDestructionMoves(row.inputs) };
    case 'kriegspiel-earthworks':
      return earthworks(row.inputs);
  }
}

describe('the Kriegspiel appendix’s fire, supply and works: golden rows', () => {
  test('every row of the appendix’s fire, supply and works is in the table, in the order of the book', () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(30);
    const lines = ROWS.map((row) => row.source.line);
    expect(lines).toEqual([...lines].sort((x, y) => x - y));
    for (const row of ROWS) {
      expect(row.kind).toMatch(/^kriegspiel-/);
      expect(row.page).toBeGreaterThanOrEqual(101);
      expect(row.page).toBeLessThanOrEqual(111);
      expect(row.source.line).toBeGreaterThanOrEqual(873);
      expect(row.source.line).toBeLessThanOrEqual(1064);
    }
  });

  test.each(ROWS.map((row) => [row.id, row] as const))('%s: its source line holds the words it quotes', (_id, row) => {
    expect(row.id).toMatch(/^wells-kriegspiel-[a-z0-9-]+$/);
    expect(row.source.file).toBe('004_ca5431bd24b48de2.txt');
    expect(row.source.quote.length, 'a quote of a few words').toBeGreaterThanOrEqual(10);
    expect((SOURCE[row.source.line - 1] ?? '').replace(/\*/g, '')).toContain(row.source.quote);
  });

  test('ids are unique across the whole table', () => {
    const ids = WELLS_EXAMPLES.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test.each(ROWS.map((row) => [row.id, row] as const))('%s: the engine gives what the book states', (_id, row) => {
    expect(run(row)).toMatchObject(row.outcome);
  });

  test.each(ROWS.filter((row) => row.derived).map((row) => [row.id, row] as const))(
    '%s: the engine gives the derived numbers',
    (_id, row) => {
      expect(run(row)).toMatchObject(row.derived?.outcome ?? {});
    },
  );

  test('the rules the engine holds as numbers only: the dépôt and the mine (l.998, l.1002)', () => {
    expect(DEPOT_DESTRUCTION).toEqual({ men: 1, moves: 2 });
    expect(CONTACT_MINE).toEqual({ men: 2, moves: 6, radiusInches: 6 });
  });
});

describe('the shell (l.881)', () => {
  test('half, the larger half of an odd number; nobody behind cover', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(shellDead)).toEqual([0, 1, 1, 2, 2, 3, 3, 4]);
    const burst = shellBurst({ men: 0, menBehindCover: 9, gunsWhollyInside: 0, gunsPartlyInside: 0, waggons: 0 });
    expect(burst).toMatchObject({ dead: 0, sheltered: 9 });
  });

  test('property: the dead are never fewer than the spared, nor more by more than one', () => {
    fc.assert(
      fc.property(fc.nat(10_000), (men) => {
        const dead = shellDead(men);
        expect(dead - (men - dead)).toBeGreaterThanOrEqual(0);
        expect(dead - (men - dead)).toBeLessThanOrEqual(1);
      }),
    );
  });

  test('bad input is a RuleError naming the argument', () => {
    expect(() => shellDead(-1)).toThrow(/men/);
    expect(() => shellBurst({ men: 1.5 } as never)).toThrow(RuleError);
  });
});

describe('rifle-fire (l.883–885)', () => {
  test('one shot a five; none if they moved or have no ammunition', () => {
    expect(rifleShots({ infantry: 14, moved: false, ammunition: true })).toEqual({
      shots: 2,
      firing: 10,
      leftOver: 4,
      barred: null,
    });
    expect(rifleShots({ infantry: 14, moved: false, ammunition: false })).toMatchObject({
      shots: 0,
      barred: 'no-ammunition',
    });
  });
});

describe('supply (l.966–988)', () => {
  test('Wells’ rounding for infantry: fifteen or over counts thirty, less counts nothing', () => {
    expect([14, 15, 29, 30, 44, 45, 46].map((n) => packetsFor(n, 30))).toEqual([0, 1, 1, 1, 1, 2, 2]);
  });

  test('the readings of a part packet for horses and other men', () => {
    const horses = { arm: 'cavalry', men: 20, horses: 20, firing: false, nearestBodyFeet: 3 } as const;
    expect(supplyNeed(horses)).toMatchObject({ food: 1, forage: 3 });
    expect(supplyNeed(horses, { fractions: 'up' })).toMatchObject({ food: 1, forage: 4 });
    expect(supplyNeed(horses, { fractions: 'down' })).toMatchObject({ food: 0, forage: 3 });
    expect(() => supplyNeed(horses, { fractions: 'nearest' as never })).toThrow(/options.fractions/);
  });

  test('an isolated body of thirty or more, and isolated cavalry, still need supplies', () => {
    expect(supplyNeed({ arm: 'infantry', men: 30, horses: 0, firing: false, nearestBodyFeet: 20 })).toMatchObject({
      isolated: true,
      exempt: false,
      food: 1,
    });
    expect(supplyNeed({ arm: 'cavalry', men: 10, horses: 10, firing: false, nearestBodyFeet: 20 }).exempt).toBe(false);
  });

  test('property: packets never fall as men or horses rise, under every reading', () => {
    fc.assert(
      fc.property(
        fc.nat(5_000),
        fc.nat(50),
        fc.constantFrom('half-up', 'up', 'down'),
        (n, extra, fraction: 'half-up' | 'up' | 'down') => {
          expect(packetsFor(n + extra, 30, fraction)).toBeGreaterThanOrEqual(packetsFor(n, 30, fraction));
          expect(packetsFor(n, 6, 'down')).toBeLessThanOrEqual(packetsFor(n, 6, fraction));
          expect(packetsFor(n, 6, fraction)).toBeLessThanOrEqual(packetsFor(n, 6, 'up'));
        },
      ),
    );
  });

  test('late food under the two readings of l.986', () => {
    const input = {
      body: { arm: 'infantry', men: 30, horses: 0, firing: false, nearestBodyFeet: 6 },
      moves: 18,
      supplyFeet: 6,
      enemyBetween: false,
      late: { food: 8, forage: 0, ammunition: 0 },
    } as const;
    const once = supplyPlan(input).moves.map((m) => m.status);
    const halt = supplyPlan(input, { lateSupply: 'halt-then-out' }).moves.map((m) => m.status);
    expect(once.slice(0, 5)).toEqual(Array(5).fill('supplied'));
    expect(once.slice(5, 14)).toEqual(Array(9).fill('out-of-action'));
    expect(halt.slice(5, 11)).toEqual(Array(6).fill('cannot-move'));
    expect(halt.slice(11, 14)).toEqual(Array(3).fill('out-of-action'));
    expect(once[17]).toBe('out-of-action');
  });

  test('supplies out of reach never count; a plan with no needs is always supplied', () => {
    const body = { arm: 'infantry', men: 40, horses: 0, firing: true, nearestBodyFeet: 6 } as const;
    const late = { food: 0, forage: 0, ammunition: 0 };
    const far = supplyPlan({ body, moves: 12, supplyFeet: 7, enemyBetween: false, late });
    expect(far.dues.map((d) => d.arrives.food)).toEqual([null, null]);
    expect(far.moves[5]?.status).toBe('out-of-action');
    const alone = supplyPlan({
      body: { ...body, men: 20, nearestBodyFeet: 13 },
      moves: 12,
      supplyFeet: 50,
      enemyBetween: true,
      late,
    });
    expect(alone.moves.every((m) => m.status === 'supplied')).toBe(true);
  });

  test('a siege with food in store, and one with no horses', () => {
    expect(siegeOutcome({ men: 60, horses: 0, food: 4, forage: 0 })).toMatchObject({
      lastHorseMove: 18,
      surrenderMove: 22,
    });
    expect(siegeOutcome({ men: 10, horses: 0, food: 100, forage: 0 }).surrenderMove).toBeNull();
  });
});

describe('works (l.992–1010)', () => {
  test('whole parties and the pro-rata reading', () => {
    expect(earthworks({ men: 7 })).toEqual({ moves: 4, entrenchmentInches: 3, epaulements: 1 });
    expect(earthworks({ men: 7 }, { rate: 'pro-rata' })).toMatchObject({ entrenchmentInches: 3.5 });
    expect(waggonDestructionMoves({ men: 3, waggons: 6 })).toBeNull();
    expect(waggonDestructionMoves({ men: 2, waggons: 6 }, { rate: 'pro-rata' })).toBe(2);
    expect(waggonDestructionMoves({ men: 8, waggons: 13 })).toBe(2);
  });

  test('bad input names the argument', () => {
    expect(() => engineerWorkTime({ work: 'pontoon' as never, task: 'destroy', engineersMoved: false })).toThrow(
      /input.work/,
    );
  });
});
