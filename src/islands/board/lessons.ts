/**
 * The board examples as presets: each worked example of Hellwig becomes a position, a selection
 * and, where the example asks more than "what does this piece or gun do", a lesson: the question
 * the book puts, which the island answers by asking the engine (fire, a duel and the driving of
 * §56, the varieties of §65, the turns of a pawn…). The shapes here are plain data: they travel
 * to the browser as props.
 */
import {
  coordsOf,
  plateII,
  type Grid,
  type DeviceSetup,
  type Direction,
  type PawnTurn,
} from '../../rules/hellwig/index.ts';
import type { Preset } from '../shared/presets.ts';
import type { BoardState } from './state.ts';
import type { WorksLesson } from './worksLessons.ts';

export type Lesson =
  | { readonly kind: 'fire'; readonly devices: readonly DeviceSetup[]; readonly targets?: readonly number[] }
  | {
      readonly kind: 'duel';
      readonly ours: DeviceSetup;
      readonly theirs: DeviceSetup;
      /** The formation move made first, as the book's second step (§56). */
      readonly advance?: {
        readonly squares: readonly number[];
        readonly direction: Direction;
        readonly distance: number;
      };
    }
  | { readonly kind: 'sweeping'; readonly squares: readonly [number, number]; readonly targets: readonly number[] }
  | { readonly kind: 'pawn-turn'; readonly from: number; readonly turns: readonly PawnTurn[] }
  | { readonly kind: 'reach'; readonly pieces: readonly number[]; readonly target: number }
  | { readonly kind: 'rectangle'; readonly squares: readonly number[] }
  | { readonly kind: 'pivots'; readonly squares: readonly number[] }
  | { readonly kind: 'slices'; readonly slices: readonly (readonly number[])[] }
  | { readonly kind: 'destroy'; readonly device: DeviceSetup }
  | { readonly kind: 'combined'; readonly devices: readonly DeviceSetup[] }
  | { readonly kind: 'load'; readonly squares: readonly number[] }
  /** The blocks of squares §260 colours as special terrain on plate II. */
  | { readonly kind: 'special-terrain'; readonly blocks: readonly (readonly number[])[] }
  | WorksLesson;

/** A part of a plate: the rows and columns a small board shows (0-based, inclusive start, exclusive end). */
export interface Window {
  readonly top: number;
  readonly left: number;
  readonly rows: number;
  readonly columns: number;
}

/**
 * The window grown, if need be, to show these squares with a margin of one: a thing moved on a small board never leaves
 * its view.
 */
export function windowCovering(w: Window, squares: readonly number[], margin = 1, grid: Grid = plateII): Window {
  let { top, left } = w;
  let bottom = w.top + w.rows - 1;
  let right = w.left + w.columns - 1;
  for (const sq of squares) {
    const c = coordsOf(sq, grid);
    top = Math.min(top, Math.max(0, c.row - margin));
    bottom = Math.max(bottom, Math.min(grid.rows - 1, c.row + margin));
    left = Math.min(left, Math.max(0, c.col - margin));
    right = Math.max(right, Math.min(grid.columns - 1, c.col + margin));
  }
  const grown = { top, left, rows: bottom - top + 1, columns: right - left + 1 };
  return grown.top === w.top && grown.left === w.left && grown.rows === w.rows && grown.columns === w.columns
    ? w
    : grown;
}

/** A worked example as a preset of the board. */
export interface BoardPreset extends Preset<BoardState> {
  readonly lesson?: Lesson | undefined;
  /** Squares the example points at, marked on the board. */
  readonly marks?: readonly number[] | undefined;
  /** The book says this cannot be done: the engine's refusal of the selection is the example's answer, not a fault. */
  readonly refused?: true | undefined;
}
