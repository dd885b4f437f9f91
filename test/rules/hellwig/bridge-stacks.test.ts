/**
 * Two bridge-transporters one on the other moved together (§150): wholly over each other with one empty of bridges
 * (I b), or overlapping in a rectangle with their shared part held (II a); never both loaded (I a), with the shared
 * part free (II b), or forming no rectangle (III). And never three one on another, in a set-up or by a move.
 */
import { describe, expect, test } from 'vitest';
import { RuleError } from '../../../src/rules/errors.ts';
import {
  bridgeTransporterMoves,
  createBoard,
  createBridgeNetwork,
  moveBridgeTransporter,
  moveStack,
  stackMoves,
  wheelBridgeTransporter,
  WHEEL_SENSES,
  type BridgeTransporterSetup,
} from '../../../src/rules/hellwig/index.ts';

const EMPTY = { main: 0, secondary: 0 };

function pair(second: BridgeTransporterSetup, knights: readonly number[], firstAboard = { main: 2, secondary: 2 }) {
  const board = createBoard({
    pieces: knights.map((square) => ({ square, kind: 'knight' as const, player: 'A' as const })),
  });
  const network = createBridgeNetwork(board, {
    transporters: [{ number: 1, main: 331, secondary: 332, aboard: firstAboard }, second],
  });
  return { board, network };
}

describe('stacked bridge-transporters moved together (§150)', () => {
  test('I b: one wholly over the other, one empty of bridges: both move in one move, as the artillery (§137)', () => {
    const { board, network } = pair({ number: 2, main: 331, secondary: 332, aboard: EMPTY }, [331]);
    const moves = stackMoves(board, network, [1, 2]);
    expect(moves.length).toBeGreaterThan(0);
    // Loaded, the pair goes 4 squares at most (§137, §45): toward AB from row 15, 4 rows.
    expect(Math.max(...moves.map((m) => (331 - (m.to.get(1)?.[0] ?? 331)) / 22))).toBe(4);
    const up = moveStack(board, network, [1, 2], 309);
    expect(up.to.get(2)).toEqual([309, 310]);
    expect(up.network.transporters.map((t) => [t.number, t.main, t.secondary])).toEqual([
      [1, 309, 310],
      [2, 309, 310],
    ]);
    expect(up.board.pieces.get(309 as never)?.kind).toBe('knight');
    expect(up.board.transporters).toEqual([]);
  });
  test('I a: both loaded, only one moves at a time', () => {
    const { board, network } = pair({ number: 2, main: 331, secondary: 332 }, [331]);
    expect(stackMoves(board, network, [1, 2])).toEqual([]);
    expect(() => moveStack(board, network, [1, 2], 309)).toThrow(/both carry bridges.*§150 I a/);
  });
  test('II a and b: overlapping in a row of three, the shared square held or not', () => {
    const held = pair({ number: 2, main: 332, secondary: 333, aboard: EMPTY }, [332]);
    expect(stackMoves(held.board, held.network, [1, 2]).length).toBeGreaterThan(0);
    const free = pair({ number: 2, main: 332, secondary: 333, aboard: EMPTY }, [333]);
    expect(stackMoves(free.board, free.network, [1, 2])).toEqual([]);
    expect(() => moveStack(free.board, free.network, [1, 2], 309)).toThrow(/§150 II b/);
  });
  test('III: no rectangle, never together; and bad numbers are refused', () => {
    const l = pair({ number: 2, main: 332, secondary: 354, aboard: EMPTY }, [332]);
    expect(() => moveStack(l.board, l.network, [1, 2], 309)).toThrow(/§150 III/);
    expect(() => stackMoves(l.board, l.network, [1] as never)).toThrow(RuleError);
    expect(() => stackMoves(l.board, l.network, [1, 9])).toThrow(RuleError);
  });
});

describe('three bridge-transporters are never one on another (§150, §147)', () => {
  const knights = (squares: readonly number[]) =>
    createBoard({ pieces: squares.map((square) => ({ square, kind: 'knight' as const, player: 'A' as const })) });
  const bt = (number: number, main: number, secondary: number, aboard = EMPTY) => ({
    number,
    main,
    secondary,
    aboard,
  });

  test('a set-up with a third on a pair, or one across two, is refused with the §', () => {
    const board = knights([]);
    expect(() => createBridgeNetwork(board, { transporters: [bt(1, 331, 332), bt(2, 331, 332)] })).not.toThrow();
    for (const third of [bt(3, 331, 332), bt(3, 332, 331), bt(3, 332, 333)])
      expect(() => createBridgeNetwork(board, { transporters: [bt(1, 331, 332), bt(2, 331, 332), third] })).toThrow(
        /two at most \(§150; §147\)/,
      );
    // Across two that lie side by side: it would lie on both.
    expect(() =>
      createBridgeNetwork(board, { transporters: [bt(1, 331, 332), bt(2, 333, 334), bt(3, 332, 333)] }),
    ).toThrow(/bridge-transporter 3 would lie on or under 1 and 2/);
  });

  test('a bridge-transporter moves onto one other, not onto a pair, and is told why (§150)', () => {
    const board = knights([375]);
    const single = createBridgeNetwork(board, {
      transporters: [bt(1, 331, 332, { main: 2, secondary: 2 }), bt(3, 375, 376)],
    });
    expect(bridgeTransporterMoves(board, single, 3).map((m) => m.main)).toContain(331);
    const pair = createBridgeNetwork(board, {
      transporters: [bt(1, 331, 332, { main: 2, secondary: 2 }), bt(2, 331, 332), bt(3, 375, 376)],
    });
    const mains = bridgeTransporterMoves(board, pair, 3).map((m) => m.main);
    expect(mains).toContain(353);
    expect(mains).not.toContain(331);
    // The one moved is the one named: 3 onto the pair 1 and 2.
    expect(() => moveBridgeTransporter(board, pair, 3, 331)).toThrow(
      new RegExp(
        String.raw`^bridge-transporter 3 would lie on or under 1 and 2: one bridge-transporter lies on another,` +
          String.raw` two at most \(§150; §147\)`,
      ),
    );
  });

  test('a pair moves onto no third (§150)', () => {
    const board = knights([331]);
    const network = createBridgeNetwork(board, {
      transporters: [bt(1, 331, 332, { main: 2, secondary: 2 }), bt(2, 331, 332), bt(3, 287, 288)],
    });
    const mains = stackMoves(board, network, [1, 2]).map((m) => m.to.get(1)?.[0]);
    expect(mains).toContain(309);
    expect(mains).not.toContain(287);
    expect(() => moveStack(board, network, [1, 2], 287)).toThrow(/two at most \(§150/);
  });

  test('nor wheels onto a pair, where it wheels onto one other (§150, §137)', () => {
    const board = knights([333]);
    const wheels = (transporters: readonly ReturnType<typeof bt>[]) => {
      const network = createBridgeNetwork(board, { transporters: [...transporters, bt(3, 333, 334)] });
      return WHEEL_SENSES.map((sense) =>
        wheelBridgeTransporter(board, network, 3, { pivot: 'main', kind: 'small', sense }),
      );
    };
    // The pair, or one alone, stands upright on 311 and 289, where one of the quarter-turns brings the secondary.
    expect(wheels([bt(1, 311, 289)]).every((w) => w.legal)).toBe(true);
    const onPair = wheels([bt(1, 311, 289), bt(2, 311, 289)]);
    expect(onPair.filter((w) => w.legal)).toHaveLength(1);
    expect(onPair.find((w) => !w.legal)).toEqual({ legal: false, blockedBy: { square: 311, reason: 'transporter' } });
  });
});
