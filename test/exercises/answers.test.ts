/**
 * Every answer on a sheet is the engine's: for many sheets of every level, each exercise's situation (its
 * `given`, the engine's input) is put to the engine again here, directly through its API, and the answer must
 * say what the engine says. The generator is not consulted: the numbers are worked afresh.
 */
import { describe, expect, test } from 'vitest';
import {
  escortsNeeded,
  firstMoveGunsMayFire,
  forcePoints,
  gunInAction,
  gunState,
  gunsMayFire,
  isForceWithinLimit,
  isIsolated,
  moveTimeAllowance,
  resolveCounterMelee,
  resolveMelee,
  supportReachInches,
  unescortedPrisoners,
  warningTimes,
  type CounterMeleeInput,
  type Force,
} from '../../src/rules/wells/index.ts';
import {
  bombardmentMoves,
  breastworkField,
  communication,
  createBoard,
  createBreastworks,
  createBridgeNetwork,
  layingSquares,
  movesToBuild,
  stormCheck,
  cutOffOutcome,
  fieldOfEffect,
  fire,
  formationMoves,
  pieceMoves,
  transportRange,
  transporterImmobility,
  wheel,
  type BoardSetup,
  type BreastworkSetup,
  type BridgeNetworkSetup,
  type DeviceSetup,
  type DeviceWheelOptions,
  type Piece,
} from '../../src/rules/hellwig/index.ts';
import { tryRule } from '../../src/rules/result.ts';
import { ruleHref } from '../../src/edition/addresses.ts';
import { generateSheet } from '../../src/exercises/sheet.ts';
import { WELLS_TOPICS } from '../../src/exercises/wells/topics.ts';
import { HELLWIG_TOPICS } from '../../src/exercises/hellwig/topics.ts';
import { LEVELS, type Exercise, type TopicTable } from '../../src/exercises/types.ts';

/** Many exercises of every topic and level. */
function many(table: TopicTable): Exercise[] {
  // Every topic, not only those of the default sheet.
  const topics = table.topics.map((t) => t.id);
  return LEVELS.flatMap((level) =>
    ['1', '2', '3', '4', '5'].flatMap(
      (seed) => generateSheet(table, { ...table.defaults, topics, seed, level, n: 3 * topics.length }).exercises,
    ),
  );
}

const num = (v: unknown) => v as number;
/** `1½` as Wells writes points. */
const points = (p: number) => `${Math.floor(p) || (p % 1 ? '' : '0')}${p % 1 ? '½' : ''}`;

/** What the engine says of a Little Wars exercise's situation, and the check that the answer says it too. */
const WELLS_CHECKS: Record<string, (e: Exercise) => void> = {
  melee: (e) => {
    const { a, b, aSupport, bSupport } = e.given as unknown as {
      a: number;
      b: number;
      aSupport: number;
      bSupport: number;
    };
    const r = resolveMelee({ a, b, aSupport, bSupport });
    for (const [side, name] of [
      ['a', 'Red'],
      ['b', 'Blue'],
    ] as const)
      expect(e.answer).toContain(
        `${name}: ${r.dead[side]} dead, ${r.prisoners[side]} taken prisoner, ${r.survivors[side]} left`,
      );
    expect(e.cites.map((c) => c.href)).toContain(ruleHref(r.cite));
  },
  count: (e) => {
    const c = isIsolated(num(e.given['body']), num(e.given['support']));
    expect(e.answer).toMatch(new RegExp(`^${c.isolated ? 'Isolated' : 'Supported'}: .* ${c.needed} `));
  },
  reach: (e) => {
    const g = e.given as unknown as {
      supporter: 'infantry' | 'cavalry';
      bodyArm: 'infantry' | 'cavalry';
      body: number;
      others: number;
      inches: number;
    };
    const reach = supportReachInches({ supporter: g.supporter, body: [g.bodyArm] });
    const counts = g.inches <= reach;
    const c = isIsolated(g.body, g.others + (counts ? 1 : 0));
    expect(e.answer).toMatch(
      new RegExp(
        `^He ${counts ? 'counts' : 'does not count'}: a supporter reaches ${reach} inches.* ` +
          `${c.isolated ? 'Isolated' : 'Supported'}: `,
      ),
    );
  },
  escorts: (e) => expect(e.answer).toMatch(new RegExp(`^${escortsNeeded(num(e.given['prisoners']))} m[ae]n\\.$`)),
  unescorted: (e) =>
    expect(e.answer).toMatch(
      new RegExp(
        `^${unescortedPrisoners({ prisoners: num(e.given['prisoners']), escorts: num(e.given['escorts']) })} m[ae]n `,
      ),
    ),
  counter: (e) => {
    const r = resolveCounterMelee(e.given['input'] as CounterMeleeInput);
    for (const [side, name] of [
      ['a', 'Red'],
      ['b', 'Blue'],
    ] as const)
      expect(e.answer).toContain(`${name} has lost ${r.ledger[side].lost} m`);
  },
  crew: (e) => {
    const a = gunInAction(e.given['crew'] as { infantry: number; cavalry: number });
    expect(e.answer).toContain(a.inAction ? ': in action.' : ': out of action.');
    if (a.inAction) expect(e.answer).toContain(`(${a.moveInches} inches)`);
  },
  'gun-state': (e) => {
    const s = gunState({ ownMen: num(e.given['ownMen']), antagonistsPastAxle: num(e.given['antagonistsPastAxle']) });
    expect(e.answer).toMatch(
      new RegExp(`^The gun is ${s === 'in-action' ? 'in action' : s === 'captured' ? 'captured' : 'out of action'}`),
    );
  },
  'first-fire': (e) => {
    const role = e.given['role'] as 'first' | 'second' | 'defender';
    expect(e.answer.startsWith(gunsMayFire({ role, ownMove: num(e.given['ownMove']) }) ? 'Yes' : 'No')).toBe(true);
    expect(e.answer).toContain(`on his ${firstMoveGunsMayFire(role) === 1 ? 'first' : 'second'} own move`);
  },
  allowance: (e) => {
    const s = moveTimeAllowance({ men: num(e.given['men']), guns: num(e.given['guns']) }).seconds;
    expect(e.answer).toMatch(new RegExp(`^${Math.floor(s / 60)} minutes?( ${s % 60} seconds?)? \\(`));
  },
  warnings: (e) => {
    const s = moveTimeAllowance({ men: num(e.given['men']), guns: num(e.given['guns']) }).seconds;
    const at = warningTimes(s).map((t) => `${Math.floor(t / 60)}:${String(t % 60).padStart(2, '0')}`);
    expect(e.answer).toContain(at.length ? `warned at ${at.join(', ')}.` : 'warned at no time');
  },
  points: (e) => {
    const f = e.given['force'] as Force;
    expect(e.answer).toMatch(new RegExp(`^${points(forcePoints(f))} points`));
    if (e.level === 'support')
      expect(e.answer).toContain(isForceWithinLimit(f) ? 'within the limit' : 'over the limit');
  },
  'most-cavalry': (e) => {
    const f = e.given['force'] as Force;
    const k = Number(/^(\d+) cavalry/.exec(e.answer)?.[1]);
    expect(isForceWithinLimit({ ...f, cavalry: k })).toBe(true);
    expect(isForceWithinLimit({ ...f, cavalry: k + 1 })).toBe(false);
  },
};

/** Whether A's corps communicates with A's army, by the engine, and the answer's first words for it. */
function communicates(e: Exercise): boolean {
  const c = communication(
    createBoard(e.given['setup'] as BoardSetup),
    'A',
    [num(e.given['corps'])],
    [num(e.given['army'])],
  );
  expect(e.answer).toMatch(c.communicates ? /^It communicates: / : /^It is cut off/);
  return c.communicates;
}

/** The board and breastworks of a breastwork exercise, made afresh by the engine. */
function works(e: Exercise) {
  const board = createBoard(e.given['setup'] as BoardSetup);
  return { board, works: createBreastworks(board, e.given['works'] as BreastworkSetup[]) };
}

/** Where transporter No. 1 may lay, in the answer's words. */
function layingWords(squares: readonly number[]): RegExp {
  if (!squares.length) return /It can lay no bridge now\./;
  const named = squares.length === 1 ? `${squares[0]}` : `${squares.slice(0, -1).join(', ')} or ${squares.at(-1)}`;
  return new RegExp(`It may lay its next bridge on ${named}\\.`);
}

const HELLWIG_CHECKS: Record<string, (e: Exercise) => void> = {
  'works-signs': (e) => {
    const signs = num(e.given['signs']);
    const build = movesToBuild(signs);
    const away = bombardmentMoves(signs, num(e.given['strength']));
    expect(e.answer).toMatch(
      new RegExp(`^It is thrown up in ${build} moves? and bombarded away in ${away} moves?\\.$`),
    );
  },
  storm: (e) => {
    const w = works(e);
    const check = stormCheck(w.board, w.works, num(e.given['square']));
    expect(e.answer).toMatch(new RegExp(`^Defence ${check.defence}, attack ${check.attack}: `));
    expect(e.answer).toContain(
      check.allowed ? 'B may storm it' : `B may not storm it; that needs an attack of ${check.needed}.`,
    );
  },
  shelter: (e) => {
    const w = works(e);
    const device = e.given['device'] as DeviceSetup;
    const field = breastworkField(w.board, w.works, device);
    expect(e.answer).toMatch(new RegExp(`^It sweeps ${field.inEffect.join(', ') || 'none'};`));
    expect(e.answer).toContain(`bombard the breastwork on ${field.targets.join(', ') || 'none'}`);
    expect(e.answer).toContain(`and ${field.sheltered.join(', ') || 'none'} behind it`);
    const never = breastworkField(w.board, w.works, device, 'never');
    expect(e.reasons.join(' ')).toContain(`it sweeps ${never.inEffect.join(', ') || 'none'}`);
  },
  lay: (e) => {
    const board = createBoard(e.given['setup'] as BoardSetup);
    const network = createBridgeNetwork(board, e.given['network'] as BridgeNetworkSetup);
    expect(e.answer).toMatch(layingWords(layingSquares(board, network, 1)));
    if (e.level === 'readings')
      expect(e.reasons.join(' ')).toMatch(layingWords(layingSquares(board, network, 1, { contested: 'allowed' })));
  },
  cut: (e) => void communicates(e),
  'cut-clock': (e) => {
    const outcome = cutOffOutcome({ declaredAt: num(e.given['declaredAt']) }, num(e.given['now']), communicates(e));
    const words = {
      restored: 'restored',
      counting: 'moves left',
      surrenders: 'lays down its arms',
      undeclared: 'never',
    };
    expect(e.answer).toContain(words[outcome.kind]);
    if (outcome.kind === 'counting') expect(e.answer).toContain(`with ${outcome.movesLeft} of A’s own moves left`);
  },
  moves: (e) => {
    const board = createBoard(e.given['setup'] as BoardSetup);
    const moves = pieceMoves(board, num(e.given['square'])).filter((m) => m.kind !== 'turn');
    expect(e.answer).toMatch(new RegExp(`^${moves.length} squares: `));
    for (const m of moves) expect(e.answer).toMatch(new RegExp(`\\b${m.to}\\b`));
  },
  field: (e) => {
    const board = createBoard(e.given['setup'] as BoardSetup);
    const device = e.given['device'] as DeviceSetup;
    const field = fieldOfEffect(board, device);
    expect(e.answer).toContain(`Toward ${field.direction}: ${field.inEffect.join(', ') || 'no square'} `);
    if (field.strikes === 'all') {
      const shot = fire(board, device).removedPieces.map((p) => `on ${p.square}`);
      expect(e.answer).toContain(shot.length ? `Shot: ` : 'Shot: no piece');
      for (const s of shot) expect(e.answer).toContain(s);
    }
  },
  wheel: (e) => {
    const setup = e.given['setup'] as BoardSetup;
    const w = tryRule(() => wheel(createBoard(setup), e.given['device'], e.given['plan'] as DeviceWheelOptions));
    if (!w.ok) return expect(e.answer).toContain(w.error.message.slice(1, 30));
    expect(e.answer).toContain(`Passes over ${w.value.passed.join(', ')};`);
    expect(e.answer).toContain(w.value.legal ? 'The way is free.' : `Blocked on ${w.value.blockedBy.square}:`);
  },
  range: (e) => {
    const board = createBoard(e.given['setup'] as BoardSetup);
    const stuck = transporterImmobility(board, board.transporters[0]!);
    if (stuck) return expect(e.answer).toMatch(/^It cannot move: /);
    expect(e.answer).toContain(`up to ${transportRange([...board.pieces.values()] as Piece[], false)} squares`);
  },
  toward: (e) => {
    const board = createBoard(e.given['setup'] as BoardSetup);
    const side = e.given['toward'] as string;
    const far = Math.max(
      0,
      ...formationMoves(board, e.given['squares'] as number[])
        .filter((m) => m.direction === side)
        .map((m) => m.distance),
    );
    expect(e.answer).toMatch(new RegExp(`^Toward ${side} it may go ${far} squares? at most\\.$`));
  },
};

describe.each([
  ['Little Wars', WELLS_TOPICS, WELLS_CHECKS],
  ['Hellwig', HELLWIG_TOPICS, HELLWIG_CHECKS],
] as const)('every answer of the %s sheets is the engine’s', (_book, table, checks) => {
  const exercises = many(table);

  test('every kind of situation is checked, many times over', () => {
    const kinds = new Set(exercises.map((e) => e.given.kind));
    expect([...kinds].sort()).toEqual(Object.keys(checks).sort());
  });

  test.each(Object.keys(checks))('%s: the answer says what the engine says', (kind) => {
    const of = exercises.filter((e) => e.given.kind === kind);
    expect(of.length).toBeGreaterThan(2);
    for (const e of of) checks[kind]!(e);
  });
});
