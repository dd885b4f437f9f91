/**
 * The pieces (§31a, §41–§42a, §33, §172): the simple pieces each is composed of, the letters the plates mark them by,
 * inner strength 1, 2 or 3, cavalry, the shape of one move, and the readings of piece moves (A9, A10). The moves
 * themselves are in `pieceMoves.ts`, the pawn's and knight's steps in `pieceSteps.ts`, protection in
 * `protection.ts`, and reach ("could occupy were it empty") in `pieceReach.ts`.
 */
import { oneOf } from '../errors.ts';
import { objectOf, readOptions } from '../checks.ts';
import type { Board } from './board.ts';
import type { Square } from './grid.ts';
import {
  FIRST_VICTIM_READINGS,
  KNIGHT_PASSAGE_READINGS,
  PIECE_KINDS,
  type Direction,
  type FirstVictimReading,
  type KnightPassageReading,
  type PieceKind,
  type SimpleMove,
} from './types.ts';

/** The simple pieces each piece is composed of (§41, §42a II). /hellwig/s42a/ */
export const PIECE_COMPONENTS: { readonly [K in PieceKind]: readonly SimpleMove[] } = {
  pawn: ['pawn'],
  knight: ['knight'],
  rook: ['rook'],
  bishop: ['bishop'],
  queen: ['rook', 'bishop'],
  'leaping-queen': ['rook', 'bishop', 'knight'],
  elephant: ['rook', 'knight'],
  'leaping-bishop': ['bishop', 'knight'],
};

/** The letters by which the plates mark the pieces (§31a, §41a, §206). /hellwig/s31a/ */
export const PIECE_LETTERS: { readonly [K in PieceKind]: string } = {
  pawn: 'b',
  knight: 'S',
  rook: 'T',
  bishop: 'L',
  queen: 'K',
  'leaping-queen': 'SK',
  elephant: 'E',
  'leaping-bishop': 'SL',
};

/**
 * Inner strength: 1 for simple, 2 for doubly and 3 for triply composite pieces (§42a II; the queen is rook + bishop).
 * /hellwig/s42a/
 */
export function pieceStrength(kind: PieceKind): 1 | 2 | 3 {
  return PIECE_COMPONENTS[oneOf('kind', kind, PIECE_KINDS)].length as 1 | 2 | 3;
}

/** Whether a piece is cavalry: queens, rooks and bishops only (§42a I). /hellwig/s42a/ */
export function isCavalry(kind: PieceKind): boolean {
  oneOf('kind', kind, PIECE_KINDS);
  return kind === 'queen' || kind === 'rook' || kind === 'bishop';
}

/**
 * One move of a piece: a step, slide or leap, a capture of one or more pieces, or a pawn's turn (§32–§41).
 * /hellwig/s32/
 */
export interface PieceMove {
  readonly kind: 'move' | 'capture' | 'turn';
  readonly from: Square;
  readonly to: Square;
  /** The simple piece whose property the move uses (§41). */
  readonly as: SimpleMove;
  /** The squares of the pieces taken, in the order taken; the piece ends on the last (§33). */
  readonly captures: readonly Square[];
  /** A pawn's front after the move (§38: steps and captures keep it; turns change it). */
  readonly facing?: Direction;
  /** The position after the move (§32, §33, §38), as device and formation moves carry theirs. */
  readonly board: Board;
}

/** Readings for piece moves (A9, A10), defaulting to the notes' recommendation (§33, §172). /hellwig/s33/ */
export interface PieceOptions {
  readonly firstVictim?: FirstVictimReading;
  readonly knightPassage?: KnightPassageReading;
}

/** The piece readings with their defaults filled in (A9, A10). */
export interface Readings {
  readonly firstVictim: FirstVictimReading;
  readonly knightPassage: KnightPassageReading;
}

const PIECE_OPTIONS = { firstVictim: FIRST_VICTIM_READINGS, knightPassage: KNIGHT_PASSAGE_READINGS } as const;

/** Check piece options and fill in the recommended readings (§33, §172; A9, A10). */
export function readings(options: unknown): Readings {
  return readOptions('options', objectOf('options', options), PIECE_OPTIONS, {
    firstVictim: FIRST_VICTIM_READINGS[0],
    knightPassage: KNIGHT_PASSAGE_READINGS[0],
  });
}
