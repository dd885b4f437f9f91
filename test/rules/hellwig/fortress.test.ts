import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { RuleError, type RuleErrorCode } from '../../../src/rules/errors.ts';
import {
  BLOCKADE_MOVES,
  FORTRESSES,
  RESUPPLY_MOVES,
  SMALL_FLAGS_PER_LARGE,
  blockadeOutcome,
  blockadeStep,
  conquest,
  coordsOf,
  createBoard,
  declareBlockade,
  fortressCommunication,
  fortressSquares,
  isGameDecided,
  outerDitch,
  plateIII,
  squareAt,
  victoryFlags,
  type BlockadeCount,
  type BlockadeEvent,
  type BoardSetup,
} from '../../../src/rules/hellwig/index.ts';
import { codeOf, SOURCE_LINES, sectionOf } from './source.ts';

const lines = SOURCE_LINES;

interface Source {
  readonly section: string;
  readonly line: number;
  readonly quote: string;
}

/** A golden row: what the book says, where, and the engine's answer to compare with it. */
interface Row {
  readonly id: string;
  readonly source: Source;
  readonly actual: () => unknown;
  readonly expected: unknown;
}

/** A square's (row, column) on plate III. */
const rc = (n: number) => {
  const c = coordsOf(n, plateIII);
  return [c.row, c.col];
};

const ROWS: readonly Row[] = [
  {
    id: '§187: the centre of one fortress is 246, of the other 1372',
    source: {
      section: '§187',
      line: 1283,
      quote: 'This place is square 246 in the fortress for one player, and square 1372',
    },
    actual: () => [FORTRESSES.B.centre, FORTRESSES.C.centre],
    expected: [246, 1372],
  },
  {
    id: '§187: each centre lies in its own fortress',
    source: { section: '§187', line: 1283, quote: 'a particular place in the fortress' },
    actual: () => [fortressSquares('B').includes(246 as never), fortressSquares('C').includes(1372 as never)],
    expected: [true, true],
  },
  {
    id: '§210: fortress B is the block between 40, 745, 49 and 736: rows 0–15, columns 40–49 (counted from 1)',
    source: { section: '§210', line: 1428, quote: 'the other player finds the terrain between 40, 745, 49, and 736' },
    actual: () => {
      const b = fortressSquares('B').map(rc);
      return [
        b.length,
        Math.min(...b.map((x) => x[0] as number)),
        Math.max(...b.map((x) => x[0] as number)),
        Math.min(...b.map((x) => x[1] as number)),
        Math.max(...b.map((x) => x[1] as number)),
      ];
    },
    expected: [160, 0, 15, 39, 48],
  },
  {
    id: '§210: fortress C is the block between 1578, 873, 1569 and 882, fortress B turned through 180°',
    source: { section: '§210', line: 1428, quote: 'the terrain lying between 1578, 873, 1569, and 882' },
    actual: () => [...fortressSquares('C')].sort((a, b) => a - b),
    expected: fortressSquares('B')
      .map((n) => plateIII.size + 1 - n)
      .sort((a, b) => a - b),
  },
  {
    id: '§186: the ditch squares 340, 345, 349, 347, 242, 240, 44, 48 all lie in fortress B',
    source: { section: '§186', line: 1281, quote: 'The ditch — between squares 340–345–349–347–242–240–44–48' },
    actual: () => [340, 345, 349, 347, 242, 240, 44, 48].every((n) => fortressSquares('B').includes(n as never)),
    expected: true,
  },
  {
    id: '§190 (1): the outermost ditch of B runs over 40, 745 and 736, the sides of the block that face the plan',
    source: {
      section: '§190',
      line: 1290,
      quote: 'over the outermost ditch of the fortress — e.g. over squares 40–745–736',
    },
    actual: () => {
      const d = outerDitch('B');
      return [
        d.length,
        [40, 745, 736].every((n) => d.includes(n as never)),
        d.every((n) => rc(n)[0] === 15 || rc(n)[1] === 39),
      ];
    },
    expected: [25, true, true],
  },
  {
    id: '§190 (2): a blockade lasts 50 moves of each player, 100 in all',
    source: {
      section: '§190',
      line: 1291,
      quote: 'each player has made 50 moves, and in total 100 moves have been made',
    },
    actual: () => blockadeOutcome(blockadeStep(undefined, 'declare')),
    expected: { kind: 'holding', movesLeft: 100 },
  },
  {
    id: '§190 (2): after 100 moves without provisions the fortress surrenders',
    source: { section: '§190', line: 1291, quote: 'the fortress must surrender for lack of provisions' },
    actual: () => blockadeOutcome(run(['declare', ...Array<BlockadeEvent>(100).fill('move')])),
    expected: { kind: 'surrenders' },
  },
  {
    id: '§190 (2): after 99 moves it still holds, for one more',
    source: { section: '§190', line: 1291, quote: 'in total 100 moves have been made' },
    actual: () => blockadeOutcome(run(['declare', ...Array<BlockadeEvent>(99).fill('move')])),
    expected: { kind: 'holding', movesLeft: 1 },
  },
  {
    id: '§190 (3): moves before the declaration are not counted',
    source: {
      section: '§190',
      line: 1292,
      quote: 'So long as he has not done so, the fortress shall not be considered blockaded',
    },
    actual: () => blockadeOutcome(run([...Array<BlockadeEvent>(300).fill('move'), 'declare', 'move'])),
    expected: { kind: 'holding', movesLeft: 99 },
  },
  {
    id: '§190 (4): a piece of the garrison fetching provisions delays the surrender by 20 moves in total',
    source: { section: '§190', line: 1293, quote: 'delayed by 20 moves in total' },
    actual: () => blockadeOutcome(run(['declare', ...Array<BlockadeEvent>(90).fill('move'), 'resupply'])),
    expected: { kind: 'holding', movesLeft: 30 },
  },
  {
    id: '§190 (5): a relieving corps’s piece lets it hold out 20 moves longer',
    source: { section: '§190', line: 1294, quote: 'it can hold out 20 moves longer' },
    actual: () => blockadeOutcome(run(['declare', 'resupply', 'resupply', ...Array<BlockadeEvent>(139).fill('move')])),
    expected: { kind: 'holding', movesLeft: 1 },
  },
  {
    id: '§186: the game is not concluded while the enemy still holds a fortress',
    source: {
      section: '§186',
      line: 1277,
      quote: 'the game is not entirely concluded so long as the enemy still possesses a fortress',
    },
    actual: () => [isGameDecided(1), isGameDecided(0)],
    expected: [false, true],
  },
  {
    id: '§13: complete defeat earns one large flag',
    source: { section: '§13', line: 364, quote: 'the winner receives from the defeated a large flag' },
    actual: () => victoryFlags('conquest'),
    expected: { large: 1, small: 0 },
  },
  {
    id: '§13: a peace earns at most three small flags, four making a large one',
    source: {
      section: '§13',
      line: 366,
      quote: 'the winner through a peace treaty can receive at most three small flags',
    },
    actual: () => [victoryFlags('peace', 3), codeOf(() => victoryFlags('peace', SMALL_FLAGS_PER_LARGE))],
    expected: [{ large: 0, small: 3 }, 'OUT_OF_RANGE'],
  },
  {
    id: '§13: a peace earns one or more small flags',
    source: { section: '§13', line: 365, quote: 'the winner receives one or more small flags' },
    actual: () => [victoryFlags('peace', 1), codeOf(() => victoryFlags('peace', 0))],
    expected: [{ large: 0, small: 1 }, 'OUT_OF_RANGE'],
  },
];

function run(events: readonly BlockadeEvent[]): BlockadeCount | undefined {
  return events.reduce<BlockadeCount | undefined>((count, e) => blockadeStep(count, e), undefined);
}

describe('the fortress (§13, §186–§190, §210): golden rows', () => {
  test.each(ROWS.map((r) => [r.id, r] as const))('%s quotes its source line and §', (_id, r) => {
    expect(lines[r.source.line - 1] ?? '').toContain(r.source.quote);
    expect(sectionOf(r.source.line)).toBe(r.source.section);
  });
  test.each(ROWS.map((r) => [r.id, r] as const))('%s', (_id, r) => {
    expect(r.actual()).toEqual(r.expected);
  });
  test('the constants are the book’s numbers', () => {
    expect([BLOCKADE_MOVES, RESUPPLY_MOVES, SMALL_FLAGS_PER_LARGE]).toEqual([50, 20, 4]);
  });
});

describe('conquest by holding the centre (§187, §188)', () => {
  const source: Source = {
    section: '§188',
    line: 1285,
    quote: 'If he remains on that square undisturbed for one move, then the fortress is conquered',
  };
  test('its line', () => {
    expect(lines[source.line - 1] ?? '').toContain(source.quote);
    expect(sectionOf(source.line)).toBe(source.section);
  });
  const beside = squareAt(5, 47, plateIII);
  const occupied = createBoard({
    plate: 'III',
    pieces: [
      { square: 246, kind: 'knight', player: 'B' },
      { square: beside, kind: 'rook', player: 'A' },
    ],
  });
  test.each<[string, BoardSetup, string]>([
    [
      'the besieger stays on 246 through the garrison’s move: conquered',
      {
        plate: 'III',
        pieces: [
          { square: 246, kind: 'knight', player: 'B' },
          { square: squareAt(9, 47, plateIII), kind: 'rook', player: 'A' },
        ],
      },
      'conquered',
    ],
    [
      'the garrison’s rook takes him on 246: driven off',
      { plate: 'III', pieces: [{ square: 246, kind: 'rook', player: 'A' }] },
      'driven-off',
    ],
    [
      'he withdrew, or was shot off, and 246 is empty: driven off',
      { plate: 'III', pieces: [{ square: beside, kind: 'rook', player: 'A' }] },
      'driven-off',
    ],
  ])('%s', (_label, answered, kind) => {
    expect(conquest(occupied, createBoard(answered), 'B', 'A').kind).toBe(kind);
  });
  test('occupying the centre with artillery counts as with a piece (§188: "with a piece or with artillery")', () => {
    expect(lines[1284]).toContain('with a piece or with artillery');
    const gun = squareAt(5, 47, plateIII);
    const withGun = createBoard({
      plate: 'III',
      devices: [{ artillerists: gun, gun: 246, variant: 'axial', owner: 'B' }],
    });
    expect(conquest(withGun, withGun, 'B', 'A').kind).toBe('conquered');
  });
  test('a garrison piece on its own centre is no occupation', () => {
    const own = createBoard({ plate: 'III', pieces: [{ square: 246, kind: 'knight', player: 'A' }] });
    expect(conquest(own, own, 'B', 'A').kind).toBe('not-occupied');
  });
  test('the fortresses are on plate III', () => {
    const onII = createBoard({});
    expect(codeOf(() => conquest(onII, onII, 'B', 'A'))).toBe('BAD_INPUT');
  });
});

describe('blockade by communication (§190 (1), by §182)', () => {
  const ditch = outerDitch('B').map(Number);
  const middle = squareAt(15, 44, plateIII);
  test('a fortress whose outermost ditch is water without a bridge is blockaded and may be declared so', () => {
    const board = createBoard({ plate: 'III', terrain: { water: ditch } });
    expect(fortressCommunication(board, 'B', 'A').communicates).toBe(false);
    expect(declareBlockade(board, 'B', 'A')).toEqual({ movesMade: 0, allowance: 2 * BLOCKADE_MOVES });
  });
  test('a bridge over the outermost ditch keeps it in communication, and no blockade can be declared', () => {
    const board = createBoard({ plate: 'III', terrain: { water: ditch }, bridges: [middle] });
    const c = fortressCommunication(board, 'B', 'A');
    expect(c.communicates).toBe(true);
    if (c.communicates) expect(c.path).toContain(middle);
    expect(codeOf(() => declareBlockade(board, 'B', 'A'))).toBe('BLOCKED');
  });
  test('an enemy piece on the far end of the bridge closes it again (§190 refers to §182)', () => {
    const below = squareAt(16, 44, plateIII);
    const board = createBoard({
      plate: 'III',
      terrain: { water: ditch },
      bridges: [middle],
      pieces: [{ square: below, kind: 'pawn', player: 'B', facing: 'AB' }],
    });
    expect(fortressCommunication(board, 'B', 'A').communicates).toBe(false);
  });
});

describe('the blockade count (§190): refusals and properties', () => {
  test.each<[string, () => unknown, RuleErrorCode]>([
    ['a resupply before the declaration', () => blockadeStep(undefined, 'resupply'), 'OUT_OF_TURN'],
    ['a second declaration', () => blockadeStep({ movesMade: 3, allowance: 100 }, 'declare'), 'OUT_OF_TURN'],
    ['a move after the surrender', () => blockadeStep({ movesMade: 100, allowance: 100 }, 'move'), 'OUT_OF_TURN'],
    ['more moves made than allowed', () => blockadeOutcome({ movesMade: 101, allowance: 100 }), 'OUT_OF_RANGE'],
    ['an allowance no resupplies make', () => blockadeOutcome({ movesMade: 0, allowance: 105 }), 'OUT_OF_RANGE'],
    ['a negative count', () => blockadeOutcome({ movesMade: -1, allowance: 100 }), 'OUT_OF_RANGE'],
    ['an unknown event', () => blockadeStep(undefined, 'siege' as never), 'UNKNOWN_OPTION'],
    ['an unknown reading', () => blockadeStep(undefined, 'move', { resupply: 'half' as never }), 'UNKNOWN_OPTION'],
    ['agreed flags for a conquest', () => victoryFlags('conquest', 2), 'BAD_INPUT'],
  ])('%s', (_label, call, code) => {
    expect(codeOf(call)).toBe(code);
  });

  const events = fc.array(fc.constantFrom<BlockadeEvent>('declare', 'move', 'move', 'move', 'resupply'), {
    maxLength: 400,
  });

  test('the count never goes negative; a move takes one, a resupply adds exactly 20, and only the game’s end or a wrong turn refuses', () => {
    fc.assert(
      fc.property(events, fc.constantFrom('total' as const, 'each-player' as const), (es, resupply) => {
        let count: BlockadeCount | undefined;
        for (const e of es) {
          const before = blockadeOutcome(count);
          let next: BlockadeCount | undefined;
          try {
            next = blockadeStep(count, e, { resupply });
          } catch (err) {
            expect(err).toBeInstanceOf(RuleError);
            expect((err as RuleError).code).toBe('OUT_OF_TURN');
            continue;
          }
          const after = blockadeOutcome(next);
          if (after.kind === 'holding') expect(after.movesLeft).toBeGreaterThan(0);
          const left = (o: typeof after) => (o.kind === 'holding' ? o.movesLeft : 0);
          if (before.kind !== 'not-blockaded' && e === 'move') expect(left(after)).toBe(left(before) - 1);
          if (before.kind !== 'not-blockaded' && e === 'resupply')
            expect(left(after)).toBe(left(before) + (resupply === 'total' ? RESUPPLY_MOVES : 2 * RESUPPLY_MOVES));
          if (before.kind === 'not-blockaded' && e === 'move') expect(after.kind).toBe('not-blockaded');
          count = next;
        }
      }),
    );
  });
});
