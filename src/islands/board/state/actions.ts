/** Everything a reader (or the board's own timer and address) can do to the board, as data. */
import type { BoardSetup, DeviceSetup, BookPlate } from '../../../rules/hellwig/index.ts';
import type { BoardPreset } from '../lessons.ts';
import type { BoardState } from '../state.ts';
import type { ToolChoice, WorksTool } from './tools.ts';

export type BoardAction =
  /** The full page reads its position from the address once. */
  | { readonly type: 'address'; readonly search: string; readonly duplicates?: readonly string[] }
  /** A small board opens with its example in the frame. */
  | { readonly type: 'opened' }
  /** A click on a square, or Enter on it: act with the chosen tool. */
  | { readonly type: 'square'; readonly square: number }
  /** An arrow key: the cursor moves one square, within the part of the plate shown, and the square is explained. */
  | { readonly type: 'step'; readonly rows: number; readonly columns: number }
  | { readonly type: 'remove'; readonly square: number }
  | { readonly type: 'rotate'; readonly square: number }
  /** E or L: a breastwork, or a bridge laid, on the square or taken away (§106, §145). */
  | { readonly type: 'works'; readonly tool: WorksTool; readonly square: number }
  /** A panel's change to the board; `focusNext` names the control to focus if the one pressed goes away. */
  | {
      readonly type: 'change';
      readonly next: BoardState;
      readonly sentence: string;
      readonly focusNext?: string | undefined;
    }
  /** A move's button: the cursor follows the selection. */
  | { readonly type: 'move'; readonly next: BoardState; readonly sentence: string }
  /** A lesson's answer put on the board. */
  | {
      readonly type: 'apply';
      readonly setup: BoardSetup;
      readonly sentence: string;
      readonly device?: DeviceSetup | undefined;
    }
  /** An example chosen; `pointer` if by a click, which brings the board into sight. */
  | { readonly type: 'choose'; readonly preset: BoardPreset; readonly pointer: boolean }
  | { readonly type: 'clear' }
  /** The plate chosen: an empty board on it (plate III with the terrain the text names). */
  | { readonly type: 'plate'; readonly plate: BookPlate }
  | { readonly type: 'toggle-moves' }
  | { readonly type: 'numbers' }
  /** §199's territory line on plate III, drawn or taken away. */
  | { readonly type: 'territory' }
  /** A sentence for the live region only: “Link to this position” copied, or shown to copy. */
  | { readonly type: 'say'; readonly sentence: string }
  /** W: plan a wheeling, or wheel the plan; `animate` unless the reader asks for less motion. */
  | { readonly type: 'wheel'; readonly animate: boolean }
  /** The wheel's animation has ended. */
  | { readonly type: 'landed' }
  | { readonly type: 'fire'; readonly together: boolean }
  /** The fire's stepper one turn back or on (§74–§76), by its keys. */
  | { readonly type: 'fire-step'; readonly by: -1 | 1 }
  | { readonly type: 'escape' }
  | { readonly type: 'tools'; readonly patch: Partial<ToolChoice> }
  | { readonly type: 'why'; readonly open: boolean };

export type BoardActionType = BoardAction['type'];
