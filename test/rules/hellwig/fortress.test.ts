import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { RuleError, type RuleErrorCode } from '../../../src/rules/errors.ts';
import {
  BLOCKADE_MOVES,
  RESUPPLY_MOVES,
  SMALL_FLAGS_PER_LARGE,
  blockadeOutcome,
  blockadeStep,
  bringsProvisions,
  provisionsEntering,
  centreHolder,
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
} from '../../../src/rules/hellwig/index.ts';
import { codeOf } from './source.ts';

/** A square's (row, column) on plate III. */
const rc = (n: number) => {
  const c = coordsOf(n, plateIII);
  return [c.row, c.col];
};

function run(events: readonly BlockadeEvent[]): BlockadeCount | undefined {
  return events.reduce<BlockadeCount | undefined>((count, e) => blockadeStep(count, e), undefined);
}

// The book's examples of the fortress are rows of the examples table (examples/fortress.ts), run by
// endgame-examples.test.ts; what stays here is what those rows imply of the engine as a whole.
describe('the fortress (§13, §186–§190, §210): properties', () => {
  test('the constants are the book’s numbers', () => {
    expect([BLOCKADE_MOVES, RESUPPLY_MOVES, SMALL_FLAGS_PER_LARGE]).toEqual([50, 20, 4]);
  });
  test('each centre lies in its own fortress', () => {
    expect([fortressSquares('B').includes(246 as never), fortressSquares('C').includes(1372 as never)]).toEqual([
      true,
      true,
    ]);
  });
  test('fortress C is fortress B turned through 180° (§210)', () => {
    expect([...fortressSquares('C')].sort((a, b) => a - b)).toEqual(
      fortressSquares('B')
        .map((n) => plateIII.size + 1 - n)
        .sort((a, b) => a - b),
    );
  });
  test('the outermost ditch of B is the 25 squares of the block’s sides that face the plan (§190 (1))', () => {
    const d = outerDitch('B');
    expect(d.length).toBe(25);
    expect(d.every((n) => rc(n)[0] === 15 || rc(n)[1] === 39)).toBe(true);
  });
  test('with no enemy fortress left the game is decided (§186)', () => {
    expect(isGameDecided(0)).toBe(true);
  });
  test('a peace of no flags is refused (§13)', () => {
    expect(codeOf(() => victoryFlags('peace', 0))).toBe('OUT_OF_RANGE');
  });
  test('a blockade declared and never moved on has its 100 moves left (§190 (2))', () => {
    expect(blockadeOutcome(run(['declare']))).toEqual({ kind: 'holding', movesLeft: 100 });
  });
});

describe('conquest by holding the centre (§187, §188)', () => {
  test('a garrison piece on its own centre is no occupation', () => {
    const own = createBoard({ plate: 'III', pieces: [{ square: 246, kind: 'knight', player: 'A' }] });
    expect(conquest(own, own, 'B', 'A').kind).toBe('not-occupied');
  });
  test('who holds the centre: the piece’s player, the artillery’s controller, or no one (§187, §188)', () => {
    const on = (setup: Parameters<typeof createBoard>[0]) => centreHolder(createBoard(setup), 'B');
    expect(on({ plate: 'III', pieces: [{ square: 246, kind: 'knight', player: 'B' }] })).toBe('B');
    expect(on({ plate: 'III', devices: [{ artillerists: 247, gun: 246, variant: 'axial', owner: 'A' }] })).toBe('A');
    expect(on({ plate: 'III', pieces: [{ square: 247, kind: 'knight', player: 'B' }] })).toBeUndefined();
    expect(codeOf(() => centreHolder(createBoard({}), 'B'))).toBe('BAD_INPUT');
    expect(codeOf(() => centreHolder(createBoard({ plate: 'III' }), 'D' as never))).toBe('UNKNOWN_OPTION');
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

  test(
    'the count never goes negative; a move takes one, a resupply adds exactly 20, and only the game’s end or a ' +
      'wrong turn refuses',
    () => {
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
    },
  );
});

describe('provisions brought in (§190 (4), (5))', () => {
  test('a move from outside a fortress’s block into it brings them; within it, or out of it, does not', () => {
    const block = new Set<number>(fortressSquares('B'));
    const inside = [...block][Math.floor(block.size / 2)] as number;
    const outside = [1, 2, 3, 800, 1000].find((s) => !block.has(s)) as number;
    expect(bringsProvisions('B', outside, inside)).toBe(true);
    expect(bringsProvisions('B', inside, outside)).toBe(false);
    expect(bringsProvisions('B', inside, inside === 246 ? 247 : 246)).toBe(false);
    expect(bringsProvisions('C', outside, inside)).toBe(false);
    expect(codeOf(() => bringsProvisions('D' as never, outside, inside))).toBe('UNKNOWN_OPTION');
    expect(codeOf(() => bringsProvisions('B', 0, inside))).toBe('OUT_OF_RANGE');
  });

  test('a move counts the pieces of the garrison’s side it leaves in the block beyond those there before', () => {
    const block = fortressSquares('B');
    const [in1, in2, in3] = [block[30], block[31], block[32]] as number[];
    const outside = [1, 2, 3].filter((s) => !block.includes(s as never)) as number[];
    // A position of A's knights on `a` and B's on `b`.
    const on = (a: readonly number[], b: readonly number[] = []) =>
      createBoard({
        plate: 'III',
        pieces: [
          ...a.map((square) => ({ square, kind: 'knight', player: 'A' }) as const),
          ...b.map((square) => ({ square, kind: 'knight', player: 'B' }) as const),
        ],
      });
    const before = on([outside[0]!, outside[1]!, in3!]);
    const entering = (sheet: 'B' | 'C', a: readonly number[], b: readonly number[] = []) =>
      provisionsEntering(sheet, before, on(a, b), 'A');
    // Two come in together (a transporter's, a rectangle's move): two resupplies.
    expect(entering('B', [in1!, in2!, in3!])).toBe(2);
    // One in, one out in the same move: none; the enemy's coming in: none for A.
    expect(entering('B', [in1!, outside[1]!, outside[2]!])).toBe(0);
    expect(entering('B', [outside[0]!, outside[1]!, in3!], [in1!])).toBe(0);
    // Only into this sheet's fortress.
    expect(entering('C', [in1!, in2!, in3!])).toBe(0);
    expect(codeOf(() => provisionsEntering('B', createBoard({}), before, 'A'))).toBe('BAD_INPUT');
    expect(codeOf(() => provisionsEntering('B', before, before, 'C' as never))).toBe('UNKNOWN_OPTION');
    expect(codeOf(() => provisionsEntering('D' as never, before, before, 'A'))).toBe('UNKNOWN_OPTION');
  });
});
