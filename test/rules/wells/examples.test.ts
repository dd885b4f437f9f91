import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { WELLS_RULE_IDS } from '../../../src/rules/wells/anchors.ts';
import {
  WELLS_EXAMPLES as ALL_WELLS_EXAMPLES,
  type WellsExample as AnyWellsExample,
} from '../../../src/rules/wells/examples.ts';
import { CHAPTERS_2_5_KINDS, type ChaptersTwoFiveExample } from '../../../src/rules/wells/examples/chapters-2-5.ts';
import type { KriegspielSupplyExample } from '../../../src/rules/wells/examples/kriegspiel-supply.ts';
import {
  KRIEGSPIEL_CHARGE_KINDS,
  type KriegspielChargeExample,
} from '../../../src/rules/wells/examples/kriegspiel-charges.ts';
import {
  escortsNeeded,
  fightToFinishScore,
  forcePoints,
  gunInAction,
  gunState,
  gunsMayFire,
  isBlowAtTheRearDecided,
  isDrawn,
  isForceWithinLimit,
  isIsolated,
  moveTimeAllowance,
  resolveCounterMelee,
  resolveMelee,
} from '../../../src/rules/wells/index.ts';

/**
 * The rows of chapters III and IV; those of chapters II and V (chapters-2-5.test.ts) and the appendix's rows
 * (kriegspiel-charges.test.ts, kriegspiel-supply.test.ts) have their own tests.
 */
type WellsExample = Exclude<
  AnyWellsExample,
  ChaptersTwoFiveExample | KriegspielChargeExample | KriegspielSupplyExample
>;
const OWN_TESTS: readonly string[] = [...CHAPTERS_2_5_KINDS, ...KRIEGSPIEL_CHARGE_KINDS];
const WELLS_EXAMPLES = ALL_WELLS_EXAMPLES.filter(
  (row): row is WellsExample => !OWN_TESTS.includes(row.kind) && !row.kind.startsWith('kriegspiel-'),
);

/** Run one row through the engine and return what the engine says, shaped like the row's outcome. */
function run(row: (typeof WELLS_EXAMPLES)[number]): unknown {
  switch (row.kind) {
    case 'melee':
      return resolveMelee(row.inputs);
    case 'counter-melee':
      return resolveCounterMelee(row.inputs);
    case 'isolation':
      return isIsolated(row.inputs.bodySize, row.inputs.support);
    case 'time':
      return moveTimeAllowance(row.inputs);
    case 'force':
      return { points: forcePoints(row.inputs), withinLimit: isForceWithinLimit(row.inputs) };
    case 'escort':
      return { escorts: escortsNeeded(row.inputs.prisoners) };
    case 'gun':
      return gunInAction(row.inputs);
    case 'gun-capture': {
      const state = gunState(row.inputs);
      return { captured: state === 'captured', state };
    }
    case 'first-fire':
      return { mayFire: gunsMayFire(row.inputs) };
    case 'draw': {
      const drawn = isDrawn(row.inputs);
      const score = fightToFinishScore({
        result: drawn ? 'drawn' : 'undecided',
        a: { guns: 0, cavalry: 0, infantry: 0, prisonersTaken: 0 },
        b: { guns: 0, cavalry: 0, infantry: 0, prisonersTaken: 0 },
      });
      return { drawn, victoryPoints: { a: score.a.victory, b: score.b.victory } };
    }
    case 'blow-at-the-rear':
      return { decided: isBlowAtTheRearDecided(row.inputs.menOnBackLine) };
  }
}

const SOURCE = readFileSync(
  new URL('../../../content/sources/004_ca5431bd24b48de2.txt', import.meta.url),
  'utf8',
).split('\n');

describe('WELLS_EXAMPLES golden table', () => {
  test.each(WELLS_EXAMPLES.map((row) => [row.id, row] as const))(
    '%s: the engine gives what the book states',
    (_id, row) => {
      expect(run(row)).toMatchObject(row.outcome);
    },
  );

  test.each(WELLS_EXAMPLES.filter((row) => row.derived !== undefined).map((row) => [row.id, row] as const))(
    '%s: the engine gives the derived numbers',
    (_id, row) => {
      expect(run(row)).toMatchObject(row.derived?.outcome ?? {});
    },
  );

  test.each(WELLS_EXAMPLES.map((row) => [row.id, row] as const))(
    '%s: its source line holds the words it quotes',
    (_id, row) => {
      expect(row.source.quote.length, 'a quote of a few words').toBeGreaterThanOrEqual(10);
      const line = SOURCE[row.source.line - 1] ?? '';
      expect(line.replace(/\*/g, '')).toContain(row.source.quote);
    },
  );

  test('ids are unique and every row is well formed', () => {
    const ids = WELLS_EXAMPLES.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const row of WELLS_EXAMPLES) {
      expect(row.id).toMatch(/^wells-[a-z0-9-]+$/);
      expect(row.book).toBe('little-wars');
      expect(row.source.file).toBe('004_ca5431bd24b48de2.txt');
      expect(WELLS_RULE_IDS).toContain(row.cite);
      // A row outside chapter III stands on a page of chapter IV (pp. 63–87), its line within the chapter (l.596–787).
      if (row.page !== undefined) {
        expect(row.page).toBeGreaterThanOrEqual(63);
        expect(row.page).toBeLessThanOrEqual(87);
        expect(row.source.line).toBeGreaterThanOrEqual(596);
      } else expect(row.source.line).toBeLessThan(596);
    }
  });

  test('rows follow the order of the book', () => {
    const lines = WELLS_EXAMPLES.map((row) => row.source.line);
    expect(lines).toEqual([...lines].sort((x, y) => x - y));
  });

  test('the table covers every mêlée the book works out', () => {
    const melees = WELLS_EXAMPLES.filter((row) => row.kind === 'melee').map((row) => row.id);
    expect(melees).toEqual(
      expect.arrayContaining([
        'wells-melee-9v11',
        'wells-melee-19v13',
        'wells-melee-14v12',
        'wells-melee-hooks-farm-18v21',
        'wells-melee-hooks-farm-13v21',
        'wells-melee-hooks-farm-9v6',
      ]),
    );
  });
});
