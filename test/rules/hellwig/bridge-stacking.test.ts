/**
 * Bridge-transporters stacked one on another (§150, §152): who may lay from which follows from the pieces on the
 * squares, as §152 sets out its cases: one over the other main over main (I) or main over secondary (II), a piece on
 * one surface or on both. The engine's laying asks only whether a piece of the owner stands on the transporter's main
 * surface (§144), which is the square it shares with the other's main or secondary surface.
 */
import { describe, expect, test } from 'vitest';
import { createBoard, createBridgeNetwork, layingSquares } from '../../../src/rules/hellwig/index.ts';

/** Water above the pair on 331/332 of plate II, the knights of A on the squares given. */
function stack(upperMain: number, knights: readonly number[]) {
  const board = createBoard({
    terrain: { water: [309, 310] },
    pieces: knights.map((square) => ({ square, kind: 'knight' as const, player: 'A' as const })),
  });
  const network = createBridgeNetwork(board, {
    transporters: [
      { number: 1, main: 331, secondary: 332 },
      { number: 2, main: upperMain, secondary: upperMain === 331 ? 332 : 331 },
    ],
  });
  const lays = (n: number) => layingSquares(board, network, n).length > 0;
  return { lower: lays(1), upper: lays(2) };
}

describe('laying from stacked bridge-transporters (§152)', () => {
  test('I a: main over main, only the secondary surface held: neither lays', () => {
    expect(stack(331, [332])).toEqual({ lower: false, upper: false });
  });
  test('I b: main over main, the main surface held: both lay', () => {
    expect(stack(331, [331])).toEqual({ lower: true, upper: true });
  });
  test(
    'II a: the upper’s main over the lower’s secondary, ' + 'only the upper’s main held: the upper lays, not the lower',
    () => {
      expect(stack(332, [332])).toEqual({ lower: false, upper: true });
    },
  );
  test('II b: only the upper’s secondary held: the lower lays, not the upper', () => {
    expect(stack(332, [331])).toEqual({ lower: true, upper: false });
  });
  test('II c: both surfaces of the upper held: either lays', () => {
    expect(stack(332, [331, 332])).toEqual({ lower: true, upper: true });
  });
});
