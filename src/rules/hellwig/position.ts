/**
 * Both directions of a position, and the position after a piece's move: `setupOf` gives back as
 * plain data the `Board` that `createBoard` checked (§22–§29), so a position can be stored, put in
 * an address and read again; `afterPieceMove` is the board a piece's step, capture or turn leaves
 * (§32–§38), as device and formation moves carry theirs.
 */
import { RuleError, describeValue, oneOf } from '../errors.ts';
import { fieldOf, listOf, objectOf } from '../checks.ts';
import { squareOn } from './grid.ts';
import { DIRECTIONS } from './types.ts';
import { boardWith, readBoard, type Board, type BoardSetup, type DeviceSetup, type PieceSetup } from './board.ts';
import type { PieceMove } from './pieces.ts';

/**
 * A position back as plain data, the inverse of `createBoard`: createBoard(setupOf(b)) is b (§22–§29). /hellwig/s22/
 */
export function setupOf(board: Board): BoardSetup {
  const b = readBoard(board);
  const terrain: Record<string, number[]> = {};
  for (const [sq, t] of b.terrain) (terrain[t] ??= []).push(sq);
  for (const list of Object.values(terrain)) list.sort((x, y) => x - y);
  const pieces: PieceSetup[] = [...b.pieces.values()].map((p) =>
    p.facing
      ? { square: p.square, kind: p.kind, player: p.player, facing: p.facing }
      : { square: p.square, kind: p.kind, player: p.player },
  );
  const devices: DeviceSetup[] = b.devices.map((d) => ({
    artillerists: d.artillerists,
    gun: d.gun,
    variant: d.variant,
    kind: d.kind,
    ...(d.owner ? { owner: d.owner } : {}),
  }));
  return {
    // Plate II is the default of a set-up; only another plate is named.
    ...(b.grid.name !== 'II' ? { plate: b.grid.name } : {}),
    ...(Object.keys(terrain).length ? { terrain } : {}),
    ...(b.bridges.size ? { bridges: [...b.bridges].sort((x, y) => x - y) } : {}),
    ...(pieces.length ? { pieces } : {}),
    ...(devices.length ? { devices } : {}),
    ...(b.transporters.length
      ? { transporters: b.transporters.map((t) => ({ squares: [t.squares[0], t.squares[1]] as const })) }
      : {}),
  };
}

/**
 * The position after a piece's move: the pieces taken are gone and the piece stands on its new
 * square, a pawn with its front after the move (§32, §33, §38). Rejects a move whose piece is not
 * on the board, or whose target holds a piece it does not take. /hellwig/s33/
 */
export function afterPieceMove(board: Board, move: Pick<PieceMove, 'from' | 'to' | 'captures' | 'facing'>): Board {
  const b = readBoard(board);
  const m = objectOf('move', move, 'a piece move with from, to and captures');
  const from = squareOn(fieldOf('move', m, 'from'), b.grid, 'move.from');
  const to = squareOn(fieldOf('move', m, 'to'), b.grid, 'move.to');
  const captures = listOf('move.captures', fieldOf('move', m, 'captures')).map((c, i) =>
    squareOn(c, b.grid, `move.captures[${i}]`),
  );
  const facingValue = fieldOf('move', m, 'facing');
  const facing = facingValue === undefined ? undefined : oneOf('move.facing', facingValue, DIRECTIONS);
  if (!b.pieces.has(from))
    throw new RuleError('BAD_INPUT', `move.from must be a square holding a piece; received ${from}, which is empty`);
  if (b.pieces.has(to) && to !== from && !captures.includes(to)) {
    throw new RuleError(
      'OVERLAP',
      `move.to must be empty or taken by the move; received ${to}, which holds a piece the move does not take (captures ${describeValue(captures)})`,
    );
  }
  return afterMoveOn(b, { from, to, captures, ...(facing ? { facing } : {}) });
}

/** `afterPieceMove` on a checked board and a move the engine made itself (§32, §33, §38). /hellwig/s33/ */
export function afterMoveOn(b: Board, move: Pick<PieceMove, 'from' | 'to' | 'captures' | 'facing'>): Board {
  const piece = b.pieces.get(move.from);
  if (!piece)
    throw new RuleError(
      'BAD_INPUT',
      `move.from must be a square holding a piece; received ${move.from}, which is empty`,
    );
  const pieces = new Map(b.pieces);
  for (const c of move.captures) pieces.delete(c);
  // A pawn's turn keeps the piece where it was in the board's order; a piece that moves is set down last.
  if (move.to !== move.from) pieces.delete(move.from);
  pieces.set(move.to, move.facing ? { ...piece, square: move.to, facing: move.facing } : { ...piece, square: move.to });
  return boardWith(b, { pieces });
}
