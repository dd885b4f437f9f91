/**
 * Two bridge-transporters one on the other moved together (§150): wholly over each other with one empty of bridges
 * (I b), or overlapping in a rectangle with their shared part held (II a); never both loaded (I a), with the shared
 * part free (II b), or forming no rectangle (III).
 */
import { describe, expect, test } from 'vitest';
import { RuleError } from '../../../src/rules/errors.ts';
import {
  createBoard,
  createBridgeNetwork,
  moveStack,
  stackMoves,
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
