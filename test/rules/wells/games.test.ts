import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { RuleError } from '../../../src/rules/errors.ts';
import {
  GAME_RESULTS,
  blowAtTheRearRetreat,
  defensiveGameStrengths,
  drawThreshold,
  fightToFinishScore,
  hasAttackerWonDefensiveGame,
  isBlowAtTheRearDecided,
  isDrawn,
} from '../../../src/rules/wells/index.ts';

const RUNS = { numRuns: 1000 };
const holdings = fc.record({
  guns: fc.nat(20),
  cavalry: fc.nat(500),
  infantry: fc.nat(500),
  prisonersTaken: fc.nat(500),
});
const none = { guns: 0, cavalry: 0, infantry: 0, prisonersTaken: 0 };

describe('fightToFinishScore (game-1)', () => {
  test('scores every item at its rate', () => {
    const score = fightToFinishScore({
      result: 'a',
      a: { guns: 5, cavalry: 8, infantry: 31, prisonersTaken: 6 },
      b: { guns: 1, cavalry: 4, infantry: 7, prisonersTaken: 0 },
    });
    expect(score.a).toEqual({
      victory: 100,
      guns: 50,
      cavalry: 12,
      infantry: 31,
      ownMenHeld: 0,
      prisonersTaken: 3,
      total: 196,
    });
    expect(score.b).toEqual({
      victory: 0,
      guns: 10,
      cavalry: 6,
      infantry: 7,
      ownMenHeld: 3,
      prisonersTaken: 0,
      total: 26,
    });
  });

  test('a drawn battle divides the hundred', () => {
    const score = fightToFinishScore({ result: 'drawn', a: none, b: none });
    expect([score.a.total, score.b.total]).toEqual([50, 50]);
  });

  test('rejects bad input', () => {
    expect(() => fightToFinishScore({ result: 'won' as never, a: none, b: none })).toThrow(
      /input\.result must be one of "a", "b", "drawn", "undecided"/,
    );
    expect(() => fightToFinishScore({ result: 'a', a: { ...none, cavalry: -2 }, b: none })).toThrow(
      /input\.a\.cavalry must be from 0/,
    );
    expect(() => fightToFinishScore({ result: 'a', a: { ...none, guns: 0.5 }, b: none })).toThrow(RuleError);
  });

  test('the total is the sum of its parts, and victory points sum to 100 once decided', () => {
    fc.assert(
      fc.property(fc.constantFrom(...GAME_RESULTS), holdings, holdings, (result, a, b) => {
        const score = fightToFinishScore({ result, a, b });
        for (const s of [score.a, score.b]) {
          expect(s.total).toBe(s.victory + s.guns + s.cavalry + s.infantry + s.ownMenHeld + s.prisonersTaken);
        }
        expect(score.a.victory + score.b.victory).toBe(result === 'undecided' ? 0 : 100);
      }),
      RUNS,
    );
  });

  test('a prisoner is worth half a point to his side and to his captor alike (AMB-8)', () => {
    fc.assert(
      fc.property(holdings, holdings, (a, b) => {
        const score = fightToFinishScore({ result: 'undecided', a, b });
        expect(score.a.prisonersTaken).toBe(score.b.ownMenHeld);
        expect(score.a.prisonersTaken).toBe(a.prisonersTaken / 2);
      }),
      RUNS,
    );
  });
});

describe('the draw rule and its Note (game-1, AMB-9)', () => {
  test.each([
    [{ a: 75, b: 75 }, 'draw-threshold-10', 15],
    [{ a: 49, b: 49 }, 'draw-threshold-10', 10],
    [{ a: 49, b: 50 }, 'draw-threshold-10', 15],
    [{ a: 30, b: 30 }, 'minimum-force-10', 15],
  ] as const)('starting %j under %s: below %i', (startingMen, smallGame, threshold) => {
    expect(drawThreshold(startingMen, { smallGame })).toBe(threshold);
  });

  test('the minimum-force reading forbids fewer than ten a side', () => {
    expect(() => drawThreshold({ a: 9, b: 30 }, { smallGame: 'minimum-force-10' })).toThrow(
      /at least 10 a side.*received 9/,
    );
    expect(drawThreshold({ a: 9, b: 30 })).toBe(10);
  });

  test('drawn only when both forces are below the threshold', () => {
    const startingMen = { a: 75, b: 75 };
    expect(isDrawn({ men: { a: 14, b: 12 }, startingMen })).toBe(true);
    expect(isDrawn({ men: { a: 15, b: 2 }, startingMen })).toBe(false);
    expect(isDrawn({ men: { a: 12, b: 9 }, startingMen: { a: 40, b: 40 } })).toBe(false);
    expect(() => isDrawn({ men: { a: 12, b: 9 }, startingMen }, { smallGame: 'ten' as never })).toThrow(
      /options\.smallGame/,
    );
  });

  test('losing men never undoes a draw', () => {
    fc.assert(
      fc.property(
        fc.nat(100),
        fc.nat(100),
        fc.nat(20),
        fc.nat(20),
        fc.integer({ min: 1, max: 200 }),
        (a, b, da, db, start) => {
          const startingMen = { a: start, b: start };
          if (isDrawn({ men: { a: a + da, b: b + db }, startingMen }))
            expect(isDrawn({ men: { a, b }, startingMen })).toBe(true);
        },
      ),
      RUNS,
    );
  });
});

describe('the Blow at the Rear (game-2)', () => {
  test('three men on the back line decide it; two do not', () => {
    expect(isBlowAtTheRearDecided(3)).toBe(true);
    expect(isBlowAtTheRearDecided(2)).toBe(false);
  });

  test('whatever is left after six of the loser\u2019s moves capitulates', () => {
    expect(blowAtTheRearRetreat({ ownMovesTaken: 5, menOnField: 12 })).toEqual({ movesLeft: 1, capitulating: 0 });
    expect(blowAtTheRearRetreat({ ownMovesTaken: 6, menOnField: 12 })).toEqual({ movesLeft: 0, capitulating: 12 });
    expect(() => blowAtTheRearRetreat({ ownMovesTaken: 7, menOnField: 12 })).toThrow(
      /input\.ownMovesTaken must be from 0 to 6; received 7/,
    );
  });
});

describe('the Defensive Game (game-3, AMB-10)', () => {
  const original = { infantry: 40, cavalry: 20, guns: 3 };

  test('the defenders are two-thirds of the attacker, and a quarter must arrive', () => {
    expect(defensiveGameStrengths(original)).toEqual({ attacker: 60, defender: 40, arrivalQuota: 15 });
    expect(defensiveGameStrengths(original, { measure: 'points' })).toEqual({
      attacker: 100,
      defender: 200 / 3,
      arrivalQuota: 25,
    });
  });

  test('the two readings of "arriving, while still a quarter"', () => {
    const surviving = { infantry: 20, cavalry: 0, guns: 0 };
    const arrived = { infantry: 3, cavalry: 0, guns: 0 };
    expect(hasAttackerWonDefensiveGame({ original, surviving, arrived })).toBe(false);
    expect(hasAttackerWonDefensiveGame({ original, surviving, arrived }, { victory: 'surviving-quarter' })).toBe(true);
    expect(hasAttackerWonDefensiveGame({ original, surviving, arrived: { infantry: 15, cavalry: 0, guns: 0 } })).toBe(
      true,
    );
    expect(hasAttackerWonDefensiveGame({ original, surviving, arrived: { infantry: 14, cavalry: 0, guns: 0 } })).toBe(
      false,
    );
  });

  test('rejects impossible tallies', () => {
    expect(() =>
      hasAttackerWonDefensiveGame({
        original,
        surviving: { infantry: 50, cavalry: 0, guns: 0 },
        arrived: { infantry: 0, cavalry: 0, guns: 0 },
      }),
    ).toThrow(/input\.surviving\.infantry must be from 0 to input\.original\.infantry \(40\); received 50/);
    expect(() =>
      hasAttackerWonDefensiveGame({ original, surviving: original, arrived: original }, { measure: 'guns' as never }),
    ).toThrow(/options\.measure must be one of "men", "points"/);
  });

  test('under the arriving reading, more arrivals never lose a won game', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.nat(200), fc.nat(200), (start, x, y) => {
        const [few, many] = x <= y ? [x, y] : [y, x];
        fc.pre(many <= start);
        const f = (n: number) => ({ infantry: n, cavalry: 0, guns: 0 });
        const won = (n: number) =>
          hasAttackerWonDefensiveGame({ original: f(start), surviving: f(many), arrived: f(n) });
        if (won(few)) expect(won(many)).toBe(true);
        expect(won(many)).toBe(many > 0 && 4 * many >= start);
      }),
      RUNS,
    );
  });
});
