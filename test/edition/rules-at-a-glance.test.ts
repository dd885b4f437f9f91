/**
 * "The engine computes, the page shows": every number the rules at a glance names comes from the
 * engine. The first table holds the page to the book's words; the second changes the engine's
 * constants and checks that the page follows, so a number typed into the summary fails here.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { RULES_AT_A_GLANCE, type GlanceSection } from '../../src/edition/rules-at-a-glance.ts';
import type * as WellsEngine from '../../src/rules/wells/index.ts';

const textOf = (sections: readonly GlanceSection[], id: string): string => {
  const item = sections.flatMap((s) => s.items).find((i) => i.id === id);
  if (!item) throw new Error(`no item ${id}`);
  return item.text;
};

describe('the rules at a glance say what the book says', () => {
  test.each([
    ['move-3', 'Warnings at two minutes, one minute and thirty seconds'],
    ['move-3', 'an interval of five or four minutes'],
    ['move-3', '110 men and 3 guns: 7 minutes'],
    ['melee-3', 'within six inches of them'],
    ['melee-3b-i', '9 against 11: 7 dead each, 2 prisoners'],
    ['melee-5', 'within six inches and at least 4 enemy men'],
    ['game-1', '1½ a cavalryman'],
    ['game-1', '½ for each prisoner'],
    ['game-2', 'three men on the enemy’s back line'],
    ['game-2', 'in six of his moves'],
    ['game-3', 'defenders two-thirds as strong'],
    ['game-3', 'with a quarter of their strength'],
    ['game-3', 'the defender may fire at once'],
    ['forces', 'cavalry 1½'],
  ])('%s: “%s”', (id, words) => {
    expect(textOf(RULES_AT_A_GLANCE, id)).toContain(words);
  });
});

describe('the rules at a glance follow the engine when its numbers change', () => {
  afterEach(() => {
    vi.doUnmock('../../src/rules/wells/index.ts');
    vi.doUnmock('../../src/rules/wells/hooks-farm/index.ts');
    vi.resetModules();
  });

  test('every named number moves with its constant', async () => {
    vi.resetModules();
    vi.doMock('../../src/rules/wells/index.ts', async (original) => {
      const engine = await original<typeof WellsEngine>();
      return {
        ...engine,
        BLOW_AT_THE_REAR_MEN: 5,
        BLOW_AT_THE_REAR_RETREAT_MOVES: 8,
        DEFENDER_FRACTION: { numerator: 3, denominator: 4 },
        ARRIVAL_FRACTION: { numerator: 1, denominator: 3 },
        TIME_WARNINGS_SECONDS: [180, 45],
        INTERVAL_MINUTES: [6, 3],
        GUN_CREW_RADIUS_INCHES: 8,
        FORCE_POINTS: { infantry: 2, cavalry: 2.5, gun: 12 },
        PRISONER_POINTS: 1.5,
        // A different mêlée rule must change the worked 9 against 11 the page prints.
        resolveMelee: () => ({ dead: { a: 5, b: 5 }, prisoners: { a: 4, b: 0 } }),
        firstMoveGunsMayFire: (role: string) => (role === 'defender' ? 2 : 3),
      };
    });
    vi.doMock('../../src/rules/wells/hooks-farm/index.ts', async (original) => ({
      ...(await original<object>()),
      MELEE_RADIUS_INCHES: 9,
    }));
    const { RULES_AT_A_GLANCE: moved } = await import('../../src/edition/rules-at-a-glance.ts');
    const expected: readonly (readonly [string, string])[] = [
      ['move-3', 'Warnings at three minutes and forty-five seconds'],
      ['move-3', 'an interval of six or three minutes'],
      ['move-4', 'before the First Player’s third move'],
      ['melee-3', 'within nine inches of them'],
      ['melee-3b-i', '9 against 11: 5 dead each, 4 prisoners'],
      ['melee-5', 'within eight inches'],
      ['game-1', '12 a gun, 2½ a cavalryman, 2 an infantryman, 1½ for each prisoner'],
      ['game-2', 'five men on the enemy’s back line'],
      ['game-2', 'in eight of his moves'],
      ['game-3', 'defenders three-quarters as strong'],
      ['game-3', 'with a third of their strength'],
      ['game-3', 'the defender may fire from his second move'],
      ['forces', 'infantry 2, cavalry 2½, a gun 12'],
    ];
    for (const [id, words] of expected) expect(textOf(moved, id), id).toContain(words);
  });
});
