/**
 * The board examples as presets: each worked example of Hellwig becomes a position, a selection
 * and, where the example asks more than "what does this piece or gun do", a lesson: the question
 * the book puts, which the island answers by asking the engine (fire, a duel and the driving of
 * §56, the varieties of §65, the turns of a pawn…). The shapes here are plain data: they travel
 * to the browser as props.
 */
import type { DeviceSetup, Direction, PawnTurn } from '../../rules/hellwig/index.ts';
import type { Preset } from '../shared/presets.ts';
import type { BoardState } from './state.ts';

export type Lesson =
  | { readonly kind: 'fire'; readonly devices: readonly DeviceSetup[]; readonly targets?: readonly number[] }
  | {
      readonly kind: 'duel';
      readonly ours: DeviceSetup;
      readonly theirs: DeviceSetup;
      /** The formation move made first, as the book's second step (§56). */
      readonly advance?: { readonly squares: readonly number[]; readonly direction: Direction; readonly distance: number };
    }
  | { readonly kind: 'sweeping'; readonly squares: readonly [number, number]; readonly targets: readonly number[] }
  | { readonly kind: 'pawn-turn'; readonly from: number; readonly turns: readonly PawnTurn[] }
  | { readonly kind: 'reach'; readonly pieces: readonly number[]; readonly target: number }
  | { readonly kind: 'rectangle'; readonly squares: readonly number[] }
  | { readonly kind: 'pivots'; readonly squares: readonly number[] }
  | { readonly kind: 'slices'; readonly slices: readonly (readonly number[])[] }
  | { readonly kind: 'destroy'; readonly device: DeviceSetup }
  | { readonly kind: 'combined'; readonly devices: readonly DeviceSetup[] }
  | { readonly kind: 'load'; readonly squares: readonly number[] };

/** A part of plate II: the rows and columns a small board shows (0-based, inclusive start, exclusive end). */
export interface Window {
  readonly top: number;
  readonly left: number;
  readonly rows: number;
  readonly columns: number;
}

/** A worked example as a preset of the board. */
export interface BoardPreset extends Preset<BoardState> {
  readonly lesson?: Lesson | undefined;
  /** Squares the example points at, marked on the board. */
  readonly marks?: readonly number[] | undefined;
}
