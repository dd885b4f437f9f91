/**
 * What a first-half example's answer is given, and the few words every answer uses: the position on the board, how
 * to put a new position there, and whether its buttons are asleep (asleep.ts).
 */
import type { Board, BoardSetup, DeviceSetup } from '../../../rules/hellwig/index.ts';

export interface AnswerContext {
  readonly board: Board;
  /** Put a new position on the board, with a sentence for the live region. */
  readonly onApply: (setup: BoardSetup, said: string, select?: DeviceSetup) => void;
  /** The board is not yet awake: its buttons are disabled. */
  readonly asleep: boolean;
}

/** Squares as a list, or "none". */
export const list = (xs: readonly number[]): string => (xs.length ? xs.join(', ') : 'none');
/** A yes or no answer. */
export const yes = (b: boolean): string => (b ? 'yes' : 'no');
