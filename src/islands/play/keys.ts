/**
 * The board's keymap as data: the arrow keys move the cursor, Escape clears the selection, Enter or Space picks
 * the cursor's square, and with Shift (or the "extend" button pressed) extends the selection to it (§173).
 */
import type { PlayAction } from './state.ts';

const KEYS: { readonly [key: string]: PlayAction } = {
  ArrowUp: { type: 'cursor', rows: -1, columns: 0 },
  ArrowDown: { type: 'cursor', rows: 1, columns: 0 },
  ArrowLeft: { type: 'cursor', rows: 0, columns: -1 },
  ArrowRight: { type: 'cursor', rows: 0, columns: 1 },
  Escape: { type: 'escape' },
};

/** The action a key on the board asks for, or undefined for a key the board leaves alone. */
export function keyAction(key: string, extend: boolean, cursor: number): PlayAction | undefined {
  if (key === 'Enter' || key === ' ') return { type: extend ? 'extend' : 'square', square: cursor };
  return KEYS[key];
}
