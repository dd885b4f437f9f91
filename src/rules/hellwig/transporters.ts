/**
 * Transporters (§83–§102): boards that carry pieces, devices and other boards as one move. How
 * far a load may travel, and when a transporter cannot move at all. Their moves and wheelings
 * are those of formations (`formations.ts`), since a lone transporter is the smallest one.
 */
import { booleanOf, fieldOf, listOf, objectOf } from '../checks.ts';
import { oneOf } from '../errors.ts';
import { parseTransporter, readBoard, type Board, type Piece, type Transporter } from './board.ts';
import type { Square } from './grid.ts';
import { isCavalry } from './pieces.ts';
import { PIECE_KINDS } from './types.ts';

/**
 * A device moves at most to the 4th square counting from its own: 4 steps (§45; T2's "9th", l.700, is a corruption).
 * /hellwig/s45/
 */
export const ARTILLERY_RANGE = 4;

/**
 * Transport ranges in steps (§87, §97): "up to the 9th square" with cavalry only and "up to the
 * 7th square" otherwise, counting the square it stands on (l.623), so 8 and 6; with artillery
 * in the moving rectangle, 4 (§97). /hellwig/s87/
 */
export const TRANSPORT_RANGE = { cavalry: 8, mixed: 6, artillery: ARTILLERY_RANGE } as const;
/** One of the transport ranges (§87, §97). /hellwig/s87/ */
export type TransportRange = (typeof TRANSPORT_RANGE)[keyof typeof TRANSPORT_RANGE];

/**
 * How many squares a load may travel in one move (§87, §97; A18): 4 with artillery, 8 if every piece is cavalry, else
 * 6. /hellwig/s87/
 */
export function transportRange(pieces: readonly Piece[], withArtillery: boolean): TransportRange {
  // Only the kinds of the riders count (§87): each must name a piece.
  const kinds = listOf('pieces', pieces).map((p, i) =>
    oneOf(`pieces[${i}].kind`, fieldOf(`pieces[${i}]`, objectOf(`pieces[${i}]`, p, 'a piece'), 'kind'), PIECE_KINDS),
  );
  return rangeOf(
    kinds.map((kind) => ({ kind })),
    booleanOf('withArtillery', withArtillery),
  );
}

/** `transportRange` for riders already checked (§87, §97). /hellwig/s87/ */
export function rangeOf(pieces: readonly Pick<Piece, 'kind'>[], withArtillery: boolean): TransportRange {
  if (withArtillery) return TRANSPORT_RANGE.artillery;
  return pieces.length > 0 && pieces.every((p) => isCavalry(p.kind)) ? TRANSPORT_RANGE.cavalry : TRANSPORT_RANGE.mixed;
}

/**
 * Why a transporter cannot move, if it cannot: nothing on it (§86), or pieces of both players on it (§99).
 * /hellwig/s86/
 */
export function transporterImmobility(board: Board, transporter: Transporter): Immobility | undefined {
  const b = readBoard(board);
  return immobilityOf(b, parseTransporter(b.grid, transporter));
}

/** Why a transporter cannot move: nothing on it, or pieces of both players. */
type Immobility = { readonly reason: 'empty-transporter' | 'players-mixed'; readonly square: Square };

/** `transporterImmobility` on a checked board and transporter (§86, §99). /hellwig/s86/ */
export function immobilityOf(board: Board, transporter: Transporter): Immobility | undefined {
  const riders = transporter.squares.map((s) => board.pieces.get(s)).filter((p): p is Piece => p !== undefined);
  if (riders.length === 0) return { reason: 'empty-transporter', square: transporter.squares[0] };
  const first = riders[0] as Piece;
  const other = riders.find((p) => p.player !== first.player);
  return other ? { reason: 'players-mixed', square: other.square } : undefined;
}
