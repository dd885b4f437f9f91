/**
 * The numeric examples of chapters II and V as golden rows: each runs through the engine and gives
 * what the book states (and what the row derives), each quotes its source line, and the stages of
 * chapter II show the change each rule made to Wells' own horsemen at a gun.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { WELLS_EXAMPLES } from '../../../src/rules/wells/examples.ts';
import {
  CHAPTERS_2_5_EXAMPLES,
  CHAPTERS_2_5_KINDS,
  type ChaptersTwoFiveExample,
} from '../../../src/rules/wells/examples/chapters-2-5.ts';
import { RuleError } from '../../../src/rules/errors.ts';
import {
  HISTORY_STAGES,
  captureRuleOf,
  gunCaptureUnder,
  planTransport,
  playStage,
  rulesGrew,
} from '../../../src/rules/wells/index.ts';

function run(row: ChaptersTwoFiveExample): unknown {
  switch (row.kind) {
    case 'history-stage':
      return playStage(row.inputs.stage, row.inputs.raid);
    case 'history-capture':
      return { state: gunCaptureUnder(row.inputs) };
    case 'transport':
      return planTransport(row.inputs);
  }
}

const SOURCE = readFileSync(
  new URL('../../../content/sources/004_ca5431bd24b48de2.txt', import.meta.url),
  'utf8',
).split('\n');
const rows = CHAPTERS_2_5_EXAMPLES.map((row) => [row.id, row] as const);

describe('the examples of chapters II and V', () => {
  test.each(rows)('%s: the engine gives what the book states', (_id, row) => {
    expect(run(row)).toMatchObject(row.outcome);
  });

  test.each(rows.filter(([, row]) => row.derived))('%s: the engine gives the derived numbers', (_id, row) => {
    expect(run(row)).toMatchObject(row.derived?.outcome ?? {});
  });

  test.each(rows)('%s: its source line holds the words it quotes', (_id, row) => {
    expect(row.source.quote.length).toBeGreaterThanOrEqual(10);
    expect((SOURCE[row.source.line - 1] ?? '').replace(/\*/g, '')).toContain(row.source.quote);
  });

  test('rows are in the one table, in the order of the book, each on a page of chapter II or V', () => {
    expect(WELLS_EXAMPLES.filter((row) => (CHAPTERS_2_5_KINDS as readonly string[]).includes(row.kind))).toEqual(
      CHAPTERS_2_5_EXAMPLES,
    );
    const lines = CHAPTERS_2_5_EXAMPLES.map((row) => row.source.line);
    expect(lines).toEqual([...lines].sort((x, y) => x - y));
    for (const row of CHAPTERS_2_5_EXAMPLES) {
      expect(row.cite).toBe(`p. ${row.page}`);
      const chapterII = row.page >= 10 && row.page <= 38 && row.source.line >= 145 && row.source.line <= 369;
      const chapterV = row.page >= 88 && row.page <= 95 && row.source.line >= 797 && row.source.line <= 833;
      expect(chapterII || chapterV, row.id).toBe(true);
    }
  });
});

describe('how the rules grew: five horsemen at a gun with eight men about it', () => {
  const raid = { horsemen: 5, gunners: 8, gunnersSupport: 22, horsemenSupport: 0 };
  const byStage = Object.fromEntries(rulesGrew(raid).map((s) => [s.stage, s]));

  test('every stage, in order', () => {
    expect(Object.keys(byStage)).toEqual([...HISTORY_STAGES]);
  });

  test('the first game: coins decide, and the gun fires six shots whoever is left', () => {
    expect(byStage['first-game']).toMatchObject({
      decidedBy: 'coin-toss',
      // Turn about, the horsemen first: the fifth horseman falls at the tenth toss, with five gunners dead.
      dead: { horsemen: 5, gunners: 5 },
      coin: { tosses: 10, chance: 1 / 1024 },
      gun: { crewNeeded: 0, shots: 6 },
      timeLimitMinutes: null,
    });
  });

  test('the coins all one way: the five kill all eight, or all five die', () => {
    const lucky = playStage('first-game', { ...raid, options: { coins: 'for-horsemen' } });
    expect(lucky).toMatchObject({ dead: { horsemen: 0, gunners: 8 }, coin: { tosses: 8 } });
    const unlucky = playStage('first-game', { ...raid, options: { coins: 'for-gunners' } });
    expect(unlucky).toMatchObject({ dead: { horsemen: 5, gunners: 0 }, coin: { tosses: 5 } });
  });

  test('both die: five for five, and still the gun needs no crew', () => {
    expect(byStage['both-die']).toMatchObject({ dead: { horsemen: 5, gunners: 5 }, gun: { shots: 6 } });
  });

  test('the crew of six silences the gun; the shot-a-man trial leaves it three shots', () => {
    expect(byStage['crew-of-six']?.gun).toEqual({ crewNeeded: 6, shots: 0, state: 'out-of-action' });
    const trial = playStage('crew-of-six', { ...raid, options: { shortCrew: 'shot-per-man' } });
    expect(trial.gun).toEqual({ crewNeeded: 1, shots: 3, state: 'in-action' });
  });

  test('four shots and four men, the time limit and isolation do not stop the charge', () => {
    for (const stage of ['four-shots', 'time-limit', 'isolation'] as const) {
      expect(byStage[stage]).toMatchObject({ dead: { horsemen: 5, gunners: 5 }, gun: { shots: 0 } });
    }
    expect(byStage['time-limit']?.timeLimitMinutes).toBe(10);
    expect(byStage['isolation']?.horsemenIsolated).toBe(true);
    // The gun's side, 30 men and a gun, under the time rule of chapter III: a minute and a minute.
    expect(byStage['isolation']?.timeLimitMinutes).toBe(2);
  });

  test('the mêlée: the isolated five lose two dead and three prisoners, and the gun keeps firing', () => {
    expect(byStage['melee']).toMatchObject({
      decidedBy: 'melee',
      dead: { horsemen: 2, gunners: 2 },
      prisoners: { horsemen: 3, gunners: 0 },
      left: { horsemen: 0, gunners: 6 },
      gun: { shots: 4, state: 'in-action' },
    });
  });

  test('the first capture rule takes a silenced gun the axle rule leaves in dispute', () => {
    const raid8 = { horsemen: 8, gunners: 4, gunnersSupport: 0, horsemenSupport: 0 };
    expect(playStage('isolation', raid8).gun.state).toBe('captured');
    // Under the mêlée 8 against 4 isolated takes all four prisoners: none of the gun's side is left.
    expect(playStage('axle', raid8).gun.state).toBe('captured');
    expect(gunCaptureUnder({ rule: 'past-the-axle', ownMen: 1, enemyWithinSix: 9, enemyPastAxle: 9 })).toBe(
      'out-of-action',
    );
  });

  test(
    'each stage’s capture rule: none before four men, ' + 'within six inches, then past the axle (l.257, 320–324)',
    () => {
      expect(HISTORY_STAGES.map(captureRuleOf)).toEqual([
        null,
        null,
        null,
        'within-six-inches',
        'within-six-inches',
        'within-six-inches',
        'within-six-inches',
        'past-the-axle',
      ]);
      expect(() => captureRuleOf('later' as never)).toThrow(/stage must be one of/);
    },
  );

  test('bad input is a RuleError naming the argument', () => {
    expect(() => playStage('later' as never, raid)).toThrow(/stage must be one of/);
    expect(() => playStage('melee', { ...raid, gunners: -1 })).toThrow(RuleError);
    expect(() => playStage('melee', { ...raid, options: { coins: 'heads' as never } })).toThrow(/raid.options.coins/);
  });
});

describe('chapter V: what it takes to move a force', () => {
  const force = { infantry: 75, cavalry: 25, guns: 3, distanceFeet: 40, enemyFeet: 30 };

  test('a hundred men and three guns, forty feet, the enemy thirty feet off', () => {
    expect(planTransport(force)).toMatchObject({
      baseInches: 12,
      multiplier: 3,
      boxes: 'may-box',
      open: { moveInches: 36, moves: 14 },
      road: { moveInches: 54, moves: 9 },
      // 7 trucks of infantry, 5 of cavalry, 6 for the guns: 18 trucks, three trains of eight.
      railway: { moveInches: 96, moves: 7, trucks: 18, trains: 3 },
      waggons: 2,
      carts: 1,
    });
  });

  test('each reading changes the number it names', () => {
    const with_ = (options: object) => planTransport({ ...force, options });
    expect(with_({ approach: 'double' }).open.moveInches).toBe(24);
    expect(with_({ closing: 'ten-feet' }).multiplier).toBe(3);
    expect(planTransport({ ...force, enemyFeet: 12, options: { closing: 'ten-feet' } }).multiplier).toBe(3);
    expect(planTransport({ ...force, enemyFeet: 12, options: { closing: 'twelve-feet' } }).multiplier).toBe(1);
    expect(with_({ trainSpeed: 'five-times' }).railway.moveInches).toBe(120);
    expect(with_({ trainLength: 'seven-trucks' }).railway.trains).toBe(3);
    expect(with_({ waggons: 'whole-fifties' }).waggons).toBe(2);
    expect(planTransport({ ...force, infantry: 74 }).waggons).toBe(2);
    expect(planTransport({ ...force, infantry: 74, options: { waggons: 'whole-fifties' } }).waggons).toBe(1);
    expect(with_({ carts: 'one-per-gun' }).carts).toBe(3);
  });

  test('an all-cavalry force goes at two feet; boxes open lose the road', () => {
    const horse = planTransport({ infantry: 0, cavalry: 20, guns: 0, distanceFeet: 10, enemyFeet: 8 });
    expect(horse).toMatchObject({ baseInches: 24, multiplier: 1, boxes: 'open', road: { moveInches: 24 } });
    expect(planTransport({ ...force, distanceFeet: 0 }).railway.moves).toBe(0);
  });

  test('a gun needs four men to move it; bad input is a RuleError naming the argument', () => {
    expect(() => planTransport({ ...force, infantry: 3, cavalry: 0, guns: 1 })).toThrow(/four|4 men/);
    expect(() => planTransport({ ...force, distanceFeet: 1001 })).toThrow(/input.distanceFeet/);
    expect(() => planTransport({ ...force, options: { approach: 'quadruple' as never } })).toThrow(
      /input.options.approach/,
    );
  });
});

describe('properties', () => {
  const men = fc.integer({ min: 0, max: 60 });
  const raid = fc.record({ horsemen: men, gunners: men, gunnersSupport: men, horsemenSupport: men });
  const stage = fc.constantFrom(...HISTORY_STAGES);

  test('no man is lost or made: dead, prisoners and the men left add up to each side, under every stage', () => {
    fc.assert(
      fc.property(raid, stage, (r, s) => {
        const o = playStage(s, r);
        expect(o.dead.horsemen + o.prisoners.horsemen + o.left.horsemen).toBe(r.horsemen);
        expect(o.dead.gunners + o.prisoners.gunners + o.left.gunners).toBe(r.gunners);
        expect(o.left.horsemen).toBeGreaterThanOrEqual(0);
        expect(o.left.gunners).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  test('a gun that fires never fires more than the first game’s six shots, nor four once four is the rule', () => {
    fc.assert(
      fc.property(raid, stage, (r, s) => {
        const { gun } = playStage(s, r);
        expect(gun.shots).toBeLessThanOrEqual(HISTORY_STAGES.indexOf(s) >= 3 ? 4 : 6);
        expect(gun.shots > 0).toBe(gun.state === 'in-action');
      }),
    );
  });

  test('a larger force never needs fewer trucks, waggons or moves', () => {
    const force = fc.record({
      infantry: fc.integer({ min: 8, max: 500 }),
      cavalry: fc.integer({ min: 0, max: 500 }),
      guns: fc.integer({ min: 0, max: 2 }),
      distanceFeet: fc.integer({ min: 0, max: 200 }),
      enemyFeet: fc.integer({ min: 0, max: 200 }),
    });
    fc.assert(
      fc.property(force, fc.integer({ min: 0, max: 50 }), (f, more) => {
        const small = planTransport(f);
        const big = planTransport({ ...f, cavalry: f.cavalry + more });
        expect(big.railway.trucks).toBeGreaterThanOrEqual(small.railway.trucks);
        expect(big.waggons).toBeGreaterThanOrEqual(small.waggons);
        expect(big.open.moves).toBe(small.open.moves);
        expect(planTransport({ ...f, distanceFeet: f.distanceFeet + 1 }).railway.moves).toBeGreaterThanOrEqual(
          small.railway.moves,
        );
      }),
    );
  });
});
