import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { WELLS_RULE_IDS } from '../../../src/rules/wells/anchors.ts';
import { WELLS_EXAMPLES, type WellsExample } from '../../../src/rules/wells/examples.ts';
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

/** Run one row through the engine and return what the engine says, shaped like the row's outcome. */
function run(row: WellsExample): unknown {
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

const SOURCE = readFileSync(new URL('../../../content/sources/004_ca5431bd24b48de2.txt', import.meta.url), 'utf8').split('\n');

/** Words each row's source line must contain, so a line number cannot drift unnoticed. */
const LINE_CHECKS: Readonly<Record<string, string>> = {
  'wells-time-110-men-3-guns': '110 men and 3 guns',
  'wells-fire-first-player-move-1': 'Guns must not be fired before the second move',
  'wells-fire-first-player-move-2': 'first player may open fire',
  'wells-gun-four-cavalry': 'at least four cavalry-men with it',
  'wells-gun-three-cavalry-one-infantry': 'fewer cavalry-men than four and the rest infantry',
  'wells-gun-four-infantry': 'no cavalry and all infantry',
  'wells-melee-9v11': 'nine against eleven',
  'wells-escort-7': 'up to seven',
  'wells-isolation-13-5': 'only five in support',
  'wells-melee-19v13': 'nineteen men into a',
  'wells-melee-19v13-then-14v12': 'thirteen of B',
  'wells-melee-14v12': 'fourteen men in the second',
  'wells-escort-2': "one of B's staying with them as escort",
  'wells-gun-score-not-past-axle': 'a score of men',
  'wells-gun-dozen-one-defender': 'a dozen men all round',
  'wells-game1-draw': 'below fifteen men',
  'wells-game2-three-men': 'at least three men',
  'wells-fire-defender-move-1': 'may open fire forthwith',
  'wells-force-100-inf-5-guns': '100 infantry and 5 guns',
  'wells-force-100-cav': '100 cavalry and no guns',
  'wells-force-60-inf-40-cav-3-guns': '60 infantry, 40 cavalry, and 3 guns',
  'wells-force-boer-80-cav-3-guns': 'cavalry force of 80 with 3 guns',
  'wells-force-110-inf-4-guns': '110 infantry with 4',
  'wells-fire-hooks-farm-blue-move-2': 'for his second move, has already opened fire',
  'wells-melee-hooks-farm-18v21': 'eighteen men to this',
  'wells-isolation-hooks-farm-18-2': 'to support eighteen he would have to have nine',
  'wells-isolation-hooks-farm-13-7': 'leaving seven in support',
  'wells-melee-hooks-farm-13v21': 'thirteen men only',
  'wells-melee-hooks-farm-20v20': 'twenty against twenty',
  'wells-escort-hooks-farm-3': 'escort of one Khaki infantry man',
  'wells-isolation-hooks-farm-6-2': 'not three other Reds within a move',
  'wells-melee-hooks-farm-9v6': 'three dead on each side',
  'wells-gun-hooks-farm-left-gun-4': 'with four men only',
  'wells-gun-hooks-farm-left-gun-3': 'if it loses another man',
};

describe('WELLS_EXAMPLES golden table', () => {
  test.each(WELLS_EXAMPLES.map((row) => [row.id, row] as const))('%s: the engine gives what the book states', (_id, row) => {
    expect(run(row)).toMatchObject(row.outcome);
  });

  test.each(WELLS_EXAMPLES.filter((row) => row.derived !== undefined).map((row) => [row.id, row] as const))(
    '%s: the engine gives the derived numbers',
    (_id, row) => {
      expect(run(row)).toMatchObject(row.derived?.outcome ?? {});
    },
  );

  test.each(WELLS_EXAMPLES.map((row) => [row.id, row] as const))('%s: its source line says what the row cites', (id, row) => {
    const words = LINE_CHECKS[id];
    expect(words, `no LINE_CHECKS entry for ${id}`).toBeDefined();
    const line = SOURCE[row.source.line - 1] ?? '';
    expect(line.replace(/\*/g, '')).toContain(words);
  });

  test('ids are unique and every row is well formed', () => {
    const ids = WELLS_EXAMPLES.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const row of WELLS_EXAMPLES) {
      expect(row.id).toMatch(/^wells-[a-z0-9-]+$/);
      expect(row.book).toBe('little-wars');
      expect(row.source.file).toBe('004_ca5431bd24b48de2.txt');
      expect(WELLS_RULE_IDS).toContain(row.cite);
      expect(row.href).toMatch(/^\/little-wars\/(the-rules\/#[a-z0-9-]+|the-battle-of-hooks-farm\/#p\d+)$/);
      if (row.href.startsWith('/little-wars/the-rules/')) expect(row.href.endsWith(`#${row.cite}`)).toBe(true);
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
