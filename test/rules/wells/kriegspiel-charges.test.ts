/**
 * The appendix's moves, costs, charges, railways and General: every row of its examples table run
 * through the engine and checked against the book (each row's quote on its line), and the charge rules'
 * invariants as fast-check properties.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { WELLS_EXAMPLES } from '../../../src/rules/wells/examples.ts';
import {
  KRIEGSPIEL_CHARGE_EXAMPLES,
  KRIEGSPIEL_CITES,
  type KriegspielChargeExample,
} from '../../../src/rules/wells/examples/kriegspiel-charges.ts';
import {
  CHARGE_MINIMUM,
  actionCost,
  chargeArtillery,
  chargeBand,
  chargeCavalry,
  chargeInfantry,
  chargeStationaryCavalry,
  entrainingMoves,
  generalFate,
  kriegspielMove,
  mayFordRiver,
  passableForWheels,
  railwayMoveInches,
  trackWork,
  trainNeeds,
} from '../../../src/rules/wells/index.ts';
import { RuleError } from '../../../src/rules/errors.ts';

/** Run one row through the engine and return what the engine says, shaped like the row's outcome. */
function run(row: KriegspielChargeExample): unknown {
  switch (row.kind) {
    case 'kriegspiel-move':
      return kriegspielMove(row.inputs);
    case 'kriegspiel-wheels':
      return { passable: passableForWheels(row.inputs) };
    case 'kriegspiel-action':
      return actionCost(row.inputs);
    case 'kriegspiel-river':
      return { mayFord: mayFordRiver(row.inputs.crosser) };
    case 'charge-infantry':
      return chargeInfantry(row.inputs);
    case 'charge-stationary':
      return chargeStationaryCavalry(row.inputs);
    case 'charge-cavalry':
      return chargeCavalry(row.inputs);
    case 'charge-artillery':
      return chargeArtillery(row.inputs);
    case 'railway-move':
      return { moveInches: railwayMoveInches({ speed: row.inputs.speed }) };
    case 'railway-train':
      return trainNeeds(row.inputs);
    case 'railway-track':
      return trackWork(row.inputs);
    case 'general':
      return generalFate(row.inputs.mishap);
  }
}

const SOURCE = readFileSync(
  new URL('../../../content/sources/004_ca5431bd24b48de2.txt', import.meta.url),
  'utf8',
).split('\n');

const rows = KRIEGSPIEL_CHARGE_EXAMPLES.map((row) => [row.id, row] as const);

describe('the Kriegspiel appendix: moves, charges, railways, the General', () => {
  test.each(rows)('%s: the engine gives what the book states', (_id, row) => {
    expect(run(row)).toMatchObject(row.outcome);
  });

  test.each(rows.filter(([, row]) => row.derived !== undefined))(
    '%s: the engine gives the numbers the rate gives',
    (_id, row) => {
      expect(run(row)).toMatchObject(row.derived?.outcome ?? {});
    },
  );

  test.each(rows)('%s: its source line holds the words it quotes', (_id, row) => {
    expect(row.source.quote.length).toBeGreaterThanOrEqual(10);
    expect((SOURCE[row.source.line - 1] ?? '').replace(/\*/g, '')).toContain(row.source.quote);
  });

  test('rows are in the Wells table, well formed, in the order of the book', () => {
    const ids = new Set(WELLS_EXAMPLES.map((r) => r.id));
    for (const row of KRIEGSPIEL_CHARGE_EXAMPLES) {
      expect(ids.has(row.id), row.id).toBe(true);
      expect(row.id).toMatch(/^wells-(kriegspiel|charge|railway)-[a-z0-9-]+$/);
      expect(KRIEGSPIEL_CITES).toContain(row.cite);
      // Chapter V's railway (pp. 93–94, l.790–829) or the appendix (pp. 101–111, l.873–1064).
      const chapterV = row.source.line >= 790 && row.source.line < 873;
      expect(chapterV || row.source.line >= 873).toBe(true);
      expect(row.page).toBeGreaterThanOrEqual(chapterV ? 88 : 101);
      expect(row.page).toBeLessThanOrEqual(chapterV ? 95 : 111);
    }
    const lines = KRIEGSPIEL_CHARGE_EXAMPLES.map((r) => r.source.line);
    expect(lines).toEqual([...lines].sort((x, y) => x - y));
    expect(new Set(KRIEGSPIEL_CHARGE_EXAMPLES.map((r) => r.id)).size).toBe(KRIEGSPIEL_CHARGE_EXAMPLES.length);
  });

  test('every rate of the charge rules has its row', () => {
    const lines = new Set(KRIEGSPIEL_CHARGE_EXAMPLES.map((r) => r.source.line));
    for (const line of [1014, 1020, 1022, 1024, 1028, 1030, 1032, 1040, 1042, 1044, 1046, 1049, 1050, 1054])
      expect(lines.has(line), `l.${line}`).toBe(true);
  });
});

describe('the readings where Wells leaves a number open', () => {
  test('exactly two feet and one foot fall in the nearer band by default, the farther by choice', () => {
    expect(chargeBand(24)).toBe('middle');
    expect(chargeBand(12)).toBe('near');
    expect(chargeBand(24, { boundary: 'farther-band' })).toBe('far');
    expect(chargeBand(12, { boundary: 'farther-band' })).toBe('middle');
  });

  test('charging distance: the cavalry move of three feet, or any distance', () => {
    const charge = { sabres: 10, infantry: 20, order: 'extended', distanceInches: 40, retiring: false } as const;
    expect(() => chargeInfantry(charge)).toThrow(/charge\.distanceInches must be from 1 to 36/);
    expect(chargeInfantry(charge, { chargingDistance: 'unlimited' }).band).toBe('far');
  });

  test('fractions: whole fifteens or started ones', () => {
    const charge = { sabres: 10, infantry: 20, order: 'extended', distanceInches: 6, retiring: false } as const;
    expect(chargeInfantry(charge).cavalryLost).toBe(1);
    expect(chargeInfantry(charge, { fractions: 'started-groups' }).cavalryLost).toBe(2);
  });

  test('a gun charged from 28 inches: at three feet, or at the nearest foot (two)', () => {
    expect(chargeArtillery({ sabres: 8, distanceInches: 28 }).cavalryLost).toBe(4);
    expect(chargeArtillery({ sabres: 8, distanceInches: 28 }, { pointDistance: 'nearest-foot' }).cavalryLost).toBe(3);
  });

  test('downhill losses divided by the multiplier, or man for man', () => {
    // 8 sabres down one contour count 16 against 20: 16 supported men kill 16 and lose 16 (melee-3b-ii), 8 real men.
    const charge = {
      charging: 8,
      charged: 20,
      contoursDown: 1,
      chargingSupport: 20,
      chargedSupport: 0,
      coin: 'charging',
    } as const;
    expect(chargeCavalry(charge)).toMatchObject({ cavalryLost: 8, enemyLost: 16 });
    // Against 10 isolated: 6 of them are taken, the other 4 kill 4 counted men, 2 real ones (or 4 man for man).
    const isolatedCharge = { ...charge, chargingSupport: 0, chargedSupport: 0, charged: 10 };
    expect(chargeCavalry(isolatedCharge)).toMatchObject({ cavalryLost: 2, enemyLost: 4, prisoners: { charged: 6 } });
    expect(chargeCavalry(isolatedCharge, { downhillLosses: 'capped' }).cavalryLost).toBe(4);
  });

  test('entraining on the boats’ model, or a move each way (chapter V)', () => {
    expect(entrainingMoves({ men: 45, direction: 'entrain' })).toBe(6);
    expect(entrainingMoves({ men: 45, direction: 'detrain' }, { twenties: 'exact' })).toBe(2.25);
    expect(entrainingMoves({ men: 45, direction: 'entrain' }, { entraining: 'one-move-each' })).toBe(1);
    expect(railwayMoveInches({ speed: 'five-cavalry-moves' })).toBe(120);
    expect(trainNeeds({ infantry: 96, cavalry: 0, guns: 0 }, { trucksPerEngine: 'seven' }).engines).toBe(2);
  });

  test('the General: Sykes’s disablement by default, or Wells’ invulnerable General', () => {
    expect(generalFate('shell', { disablement: 'invulnerable' })).toEqual({ outOfRoomMoves: 0, succeeded: false });
  });

  test('bad input is a RuleError naming the argument', () => {
    expect(() =>
      chargeCavalry({
        charging: 8,
        charged: 8,
        contoursDown: 4,
        chargingSupport: 0,
        chargedSupport: 0,
        coin: 'charging',
      }),
    ).toThrow(/charge\.contoursDown must be from 0 to 3/);
    expect(() =>
      kriegspielMove({ mover: 'zeppelin' as 'infantry', onRoad: false, contoursUp: 0, contoursDown: 0 }),
    ).toThrow(RuleError);
  });
});

const order = fc.constantFrom('extended', 'close', 'dismounted' as const);
const infantryCharge = fc.record({
  sabres: fc.integer({ min: 1, max: 300 }),
  infantry: fc.integer({ min: 1, max: 300 }),
  order,
  distanceInches: fc.integer({ min: 1, max: 36 }),
  retiring: fc.boolean(),
});

describe('properties of the charge rules', () => {
  test('no side loses more men than it has; fewer than eight sabres do nothing', () => {
    fc.assert(
      fc.property(infantryCharge, (charge) => {
        const r = chargeInfantry(charge);
        expect(r.cavalryLost).toBeLessThanOrEqual(charge.sabres);
        expect(r.enemyLost).toBeLessThanOrEqual(charge.infantry);
        expect(r.cavalryLost).toBeGreaterThanOrEqual(0);
        if (charge.sabres < CHARGE_MINIMUM) expect(r).toMatchObject({ mayCharge: false, cavalryLost: 0, enemyLost: 0 });
      }),
    );
  });

  test('against extended infantry, a nearer start never costs the cavalry more nor kills fewer', () => {
    fc.assert(
      fc.property(infantryCharge, fc.integer({ min: 1, max: 36 }), (charge, other) => {
        const near = Math.min(charge.distanceInches, other);
        const far = Math.max(charge.distanceInches, other);
        const at = (distanceInches: number) =>
          chargeInfantry({ ...charge, order: 'extended', retiring: false, distanceInches });
        expect(at(near).cavalryLost).toBeLessThanOrEqual(at(far).cavalryLost);
        expect(at(near).enemyLost).toBeGreaterThanOrEqual(at(far).enemyLost);
      }),
    );
  });

  test('against close order, the result reversed: a nearer start costs the cavalry no more and kills no fewer', () => {
    fc.assert(
      fc.property(infantryCharge, fc.integer({ min: 1, max: 36 }), (charge, other) => {
        const at = (distanceInches: number) =>
          chargeInfantry({ ...charge, order: 'close', retiring: false, distanceInches });
        const [near, far] = [at(Math.min(charge.distanceInches, other)), at(Math.max(charge.distanceInches, other))];
        expect(near.cavalryLost).toBeLessThanOrEqual(far.cavalryLost);
        expect(near.enemyLost).toBeGreaterThanOrEqual(far.enemyLost);
        // Reversed: in close order the cavalry lose at least what they would against the same men extended.
        const extended = chargeInfantry({ ...charge, order: 'extended', retiring: false });
        expect(at(charge.distanceInches).cavalryLost).toBeGreaterThanOrEqual(extended.cavalryLost);
      }),
    );
  });

  test('retiring infantry never cost the cavalry a man, and lose at least as many as standing', () => {
    fc.assert(
      fc.property(infantryCharge, (charge) => {
        fc.pre(charge.sabres >= CHARGE_MINIMUM && charge.order !== 'close');
        const retiring = chargeInfantry({ ...charge, retiring: true });
        expect(retiring.cavalryLost).toBe(0);
        expect(retiring.enemyLost).toBeGreaterThanOrEqual(chargeInfantry({ ...charge, retiring: false }).enemyLost);
      }),
    );
  });

  test('a cavalry fight accounts for every man: dead, prisoners and survivors of each side', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 8, max: 200 }),
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 0, max: 200 }),
        fc.constantFrom('divided', 'capped' as const),
        (charging, charged, contoursDown, chargingSupport, chargedSupport, downhillLosses) => {
          const r = chargeCavalry(
            { charging, charged, contoursDown, chargingSupport, chargedSupport, coin: 'charged' },
            { downhillLosses },
          );
          expect(r.cavalryLost + r.prisoners.charging).toBeLessThanOrEqual(charging);
          expect(r.enemyLost + r.prisoners.charged).toBeLessThanOrEqual(charged);
          expect(r.chargingCounts).toBe(charging * (contoursDown + 1));
        },
      ),
    );
  });

  test('a stationary body is killed or put back, never both for one man', () => {
    fc.assert(
      fc.property(fc.integer({ min: 8, max: 100 }), fc.integer({ min: 1, max: 3000 }), (sabres, stationary) => {
        const r = chargeStationaryCavalry({ sabres, stationary });
        expect(r.enemyLost + r.sentBack).toBeLessThanOrEqual(stationary);
        expect(r.enemyLost).toBe(Math.min(stationary, 5 * sabres));
      }),
    );
  });
});
