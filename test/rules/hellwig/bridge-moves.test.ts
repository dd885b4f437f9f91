/**
 * Moving a bridge-transporter (§137–§139, §148): up to 4 squares as the artillery while it carries
 * bridges, as a transporter when empty (6, or 8 with cavalry only, §87), only with pieces of one
 * player on it (§86, §99), its riders moving with it.
 */
import { describe, expect, test } from 'vitest';
import {
  bridgeTransporterMobility,
  bridgeTransporterMoves,
  createBoard,
  createBridgeNetwork,
  moveBridgeTransporter,
  type PieceSetup,
} from '../../../src/rules/hellwig/index.ts';
import { RuleError } from '../../../src/rules/errors.ts';

/** Plate II, open ground: bridge-transporter 1 on 355 (main) and 356, pieces as given. */
function on(pieces: readonly PieceSetup[], aboard?: { main: number; secondary: number }) {
  const board = createBoard({ pieces });
  const network = createBridgeNetwork(board, {
    transporters: [{ number: 1, main: 355, secondary: 356, ...(aboard && { aboard }) }],
  });
  return { board, network };
}

const farthest = (b: ReturnType<typeof on>) =>
  Math.max(...bridgeTransporterMoves(b.board, b.network, 1).map((m) => Math.abs(m.main - 355) / 22));

describe('a bridge-transporter moves (§137, §138)', () => {
  test('carrying bridges, as the artillery: 4 squares at most (§137, §45)', () => {
    const b = on([{ square: 355, kind: 'knight', player: 'A' }]);
    expect(bridgeTransporterMobility(b.board, b.network, 1)).toEqual({ player: 'A', range: 4 });
    expect(farthest(b)).toBe(4);
  });
  test('empty of bridges, as a transporter: 8 with cavalry only, 6 with a pawn (§138, §87)', () => {
    const empty = { main: 0, secondary: 0 };
    // Cavalry is the queen, rook and bishop (§87, §31); the knight is foot.
    const rook = on([{ square: 355, kind: 'rook', player: 'A' }], empty);
    expect(bridgeTransporterMobility(rook.board, rook.network, 1)).toEqual({ player: 'A', range: 8 });
    expect(farthest(rook)).toBe(8);
    const pawn = on([{ square: 356, kind: 'pawn', player: 'B', facing: 'CD' }], empty);
    expect(bridgeTransporterMobility(pawn.board, pawn.network, 1)).toEqual({ player: 'B', range: 6 });
    expect(farthest(pawn)).toBe(6);
  });
  test('its riders move with it, and its network follows it', () => {
    const b = on([{ square: 356, kind: 'pawn', player: 'A', facing: 'AB' }]);
    const m = moveBridgeTransporter(b.board, b.network, 1, 355 - 44);
    expect(m.secondary).toBe(356 - 44);
    expect(m.board.pieces.get((356 - 44) as never)?.kind).toBe('pawn');
    expect(m.board.pieces.has(356 as never)).toBe(false);
    expect(m.network.transporters[0]).toMatchObject({ main: 311, secondary: 312, aboard: { main: 2, secondary: 2 } });
    expect(m.board.transporters).toEqual(b.board.transporters);
  });
  test('without a piece, or with both players’ pieces on it, it does not move (§86, §99, §139)', () => {
    expect(bridgeTransporterMoves(on([]).board, on([]).network, 1)).toEqual([]);
    const mixed = on([
      { square: 355, kind: 'knight', player: 'A' },
      { square: 356, kind: 'knight', player: 'B' },
    ]);
    expect(bridgeTransporterMobility(mixed.board, mixed.network, 1).immobile?.reason).toBe('players-mixed');
    expect(bridgeTransporterMoves(mixed.board, mixed.network, 1)).toEqual([]);
  });
  test('a square it cannot reach is refused with where it may go; a bad number with its range', () => {
    const b = on([{ square: 355, kind: 'knight', player: 'A' }]);
    expect(() => moveBridgeTransporter(b.board, b.network, 1, 355 - 110)).toThrow(/may come to .*§137.*received 245/);
    expect(() => bridgeTransporterMoves(b.board, b.network, 99)).toThrow(RuleError);
    expect(() => bridgeTransporterMoves(b.board, b.network, 2)).toThrow(/no bridge-transporter numbered 2/);
  });
});
