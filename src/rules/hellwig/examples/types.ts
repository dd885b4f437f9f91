/**
 * The vocabulary of Hellwig's worked examples: for each engine function a row runs through, what
 * goes in and what the book says comes out. The rows themselves are in the files of this folder,
 * one per part of the book; `../examples.ts` assembles them.
 */
import type { RuleErrorCode } from '../../errors.ts';
import type { WorkedExample } from '../../types.ts';
import type { BoardSetup, DeviceSetup } from '../board.ts';
import type { Direction, PawnTurn, Pivot, WheelKind, WheelSense } from '../types.ts';

/** The English machine translation of the 1780 book (T1 §1–§104, T2 §43–§262). */
export const HELLWIG_SOURCE_FILE = '001_674ecc2a9872bdfe.txt';

/** Positions per side, each a sorted list of squares. */
export type MovesByDirection = { readonly [D in Direction]?: readonly (readonly number[])[] };

/** An outcome the book states as impossible: the engine refuses with this code. */
export interface RefusedOutcome {
  readonly error: RuleErrorCode;
}

export interface FieldInputs {
  readonly board: BoardSetup;
  readonly device: DeviceSetup;
}
export interface FieldOutcome {
  readonly inEffect: readonly number[];
  readonly safe?: readonly { readonly square: number; readonly blockedBy: number }[];
  readonly strikes?: 'all' | 'one';
}

export interface SweepingInputs {
  readonly board: BoardSetup;
  readonly squares: readonly [number, number];
  readonly targets: readonly number[];
}
export interface SweepingOutcome {
  readonly solutions: readonly DeviceSetup[];
}

export interface DeviceMovesInputs {
  readonly board: BoardSetup;
  readonly device: DeviceSetup;
}
export interface DeviceMovesOutcome {
  readonly moves: MovesByDirection;
}

export interface FormationMovesInputs {
  readonly board: BoardSetup;
  readonly squares: readonly number[];
}
export interface FormationMovesOutcome {
  readonly movable: boolean;
  readonly range?: number;
  readonly moves?: MovesByDirection;
}

export interface LoadInputs {
  readonly board: BoardSetup;
  readonly squares: readonly number[];
}
export interface LoadOutcome {
  /** Squares of the pieces that ride with it. */
  readonly pieces: readonly number[];
  /** Devices that ride with it, as [artillerists, gun]. */
  readonly devices: readonly (readonly [number, number])[];
  readonly movable: boolean;
}

export interface SlicesInputs {
  readonly board: BoardSetup;
  readonly slices: readonly (readonly number[])[];
}
export interface SlicesOutcome {
  /** For each slice, the sides toward which it can move, in the order AB, BD, CD, AC. */
  readonly directions: readonly (readonly Direction[])[];
}

export interface FireInputs {
  readonly board: BoardSetup;
  readonly devices: readonly DeviceSetup[];
  readonly targets?: readonly number[];
}
export interface FireOutcome {
  readonly removedPieces: readonly number[];
  readonly removedDevices: readonly (readonly [number, number])[];
  readonly silenced?: readonly (readonly [number, number])[];
}

export interface DuelInputs {
  readonly board: BoardSetup;
  /** Our device, where it stands after `advance` if one is given. */
  readonly ours: DeviceSetup;
  readonly theirs: DeviceSetup;
  /** A formation move made first (§55, §56). */
  readonly advance?: { readonly squares: readonly number[]; readonly direction: Direction; readonly distance: number };
}
export interface DuelOutcome {
  readonly ourField: readonly number[];
  readonly theirField: readonly number[];
  readonly ourStrength: number;
  readonly theirStrength: number;
  readonly weMayDestroy: boolean;
  readonly theyMayDestroy: boolean;
  readonly weDrive?: boolean;
}

export interface CombinedInputs {
  readonly board: BoardSetup;
  readonly devices: readonly DeviceSetup[];
}
export interface CombinedOutcome {
  readonly fields?: readonly (readonly number[])[];
  readonly movableTogether: boolean;
  /** Gun squares of the devices that can move by themselves. */
  readonly movableAlone: readonly number[];
  readonly strengths?: readonly number[];
}

export interface DestroyInputs {
  readonly board: BoardSetup;
  readonly device: DeviceSetup;
}
export type DestroyOutcome =
  | { readonly devicesLeft: number; readonly artilleristOn: number; readonly reaches: readonly number[] }
  | RefusedOutcome;

export interface WheelInputs {
  readonly board: BoardSetup;
  readonly device: DeviceSetup;
  readonly options: { readonly pivot: Pivot; readonly kind: WheelKind; readonly sense: WheelSense };
}
export interface WheelOutcome {
  readonly passed: readonly number[];
  readonly device: { readonly artillerists: number; readonly gun: number };
  readonly field?: readonly number[];
  readonly legal?: boolean;
  readonly blockedBy?: number;
}

export interface FormationWheelInputs {
  readonly board: BoardSetup;
  readonly squares: readonly number[];
  readonly options: { readonly pivot: number; readonly kind: WheelKind; readonly sense: WheelSense };
}
export interface FormationWheelOutcome {
  /** In the order passed. */
  readonly passed: readonly number[];
  readonly squares: readonly number[];
}
/** Rectangles of §174a: the book lists the complement as a set. */
export type RectangleWheelOutcome = FormationWheelOutcome;

export interface RectangleInputs {
  readonly squares: readonly number[];
}
export interface RectangleOutcome {
  readonly rows: number;
  readonly columns: number;
}

export interface PivotsInputs {
  readonly board: BoardSetup;
  readonly squares: readonly number[];
}
export interface PivotsOutcome {
  readonly pivots: readonly number[];
}

export interface PieceMovesInputs {
  readonly board: BoardSetup;
  readonly from: number;
}
export interface PieceMovesOutcome {
  /** Targets of plain moves, sorted. */
  readonly moves?: readonly number[];
  /** Every capture, as the squares taken in order. */
  readonly captures?: readonly (readonly number[])[];
  /** Squares the pawn captures on. */
  readonly frontDiagonals?: readonly number[];
  readonly reaches?: readonly number[];
  readonly doesNotReach?: readonly number[];
}

export interface PawnTurnInputs {
  readonly board: BoardSetup;
  readonly from: number;
  readonly turns: readonly PawnTurn[];
}
export interface PawnTurnOutcome {
  readonly facing: Direction;
  readonly frontDiagonals: readonly number[];
}

export interface ReachInputs {
  readonly board: BoardSetup;
  readonly pieces: readonly number[];
  readonly target: number;
}
export interface ReachOutcome {
  readonly reach: readonly { readonly from: number; readonly reaches: boolean; readonly distance: number }[];
}

/** One worked example of Hellwig, by the engine function it runs through. */
export type HellwigExample =
  | WorkedExample<'field', FieldInputs, FieldOutcome>
  | WorkedExample<'sweeping', SweepingInputs, SweepingOutcome>
  | WorkedExample<'device-moves', DeviceMovesInputs, DeviceMovesOutcome>
  | WorkedExample<'formation-moves', FormationMovesInputs, FormationMovesOutcome | RefusedOutcome>
  | WorkedExample<'load', LoadInputs, LoadOutcome>
  | WorkedExample<'slices', SlicesInputs, SlicesOutcome>
  | WorkedExample<'fire', FireInputs, FireOutcome>
  | WorkedExample<'duel', DuelInputs, DuelOutcome>
  | WorkedExample<'combined', CombinedInputs, CombinedOutcome>
  | WorkedExample<'destroy', DestroyInputs, DestroyOutcome>
  | WorkedExample<'wheel', WheelInputs, WheelOutcome>
  | WorkedExample<'formation-wheel', FormationWheelInputs, FormationWheelOutcome>
  | WorkedExample<'rectangle-wheel', FormationWheelInputs, RectangleWheelOutcome>
  | WorkedExample<'rectangle', RectangleInputs, RectangleOutcome>
  | WorkedExample<'pivots', PivotsInputs, PivotsOutcome>
  | WorkedExample<'piece-moves', PieceMovesInputs, PieceMovesOutcome>
  | WorkedExample<'pawn-turn', PawnTurnInputs, PawnTurnOutcome>
  | WorkedExample<'reach', ReachInputs, ReachOutcome>;

/** The kinds of row, one per engine entry point. */
export type HellwigExampleKind = HellwigExample['kind'];
/** The row of one kind. */
export type HellwigExampleOf<K extends HellwigExampleKind> = Extract<HellwigExample, { kind: K }>;
