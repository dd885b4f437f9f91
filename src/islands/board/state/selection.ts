/**
 * Where a selection stands and what a square offers to select: the squares a selection covers
 * (the cursor goes to the first), whether it survives an edit, where the cursor starts, and the
 * things on a square a click or Enter may select, topmost first (§46, §85).
 */
import { squareAt, type BoardSetup, type Square } from '../../../rules/hellwig/index.ts';
import { gridOfSetup } from '../plate3/plate.ts';
import type { Window } from '../lessons.ts';
import type { BoardState, Selection } from '../state.ts';
import type { BoardView } from '../view.ts';

/** The selection, if what it names is still on the board after an edit. */
export function stillThere(setup: BoardSetup, s: Selection | undefined): Selection | undefined {
  if (!s) return undefined;
  if (s.type === 'device') return setup.devices?.some((d) => d.gun === s.gun) ? s : undefined;
  if (s.type === 'piece') return setup.pieces?.some((p) => p.square === s.square) ? s : undefined;
  return s;
}

/**
 * The squares the selection stands on, the one the cursor goes to first: a device's gun then its artillerists, a
 * piece's square, a formation's squares.
 */
export function selectionSquares(state: BoardState): number[] {
  const s = state.selected;
  if (!s) return [];
  if (s.type === 'piece') return [s.square];
  if (s.type === 'formation') return [...s.squares];
  const d = state.setup.devices?.find((x) => x.gun === s.gun);
  return d ? [d.gun, d.artillerists] : [s.gun];
}

/** Where the cursor starts: the selection, or the first thing on the board, or the window's corner. */
export function firstSquare(state: BoardState, win: Window): number {
  const sq =
    selectionSquares(state)[0] ??
    state.setup.pieces?.[0]?.square ??
    state.setup.devices?.[0]?.gun ??
    state.setup.transporters?.[0]?.squares[0];
  return sq ?? squareAt(win.top, win.left, gridOfSetup(state.setup));
}

/** The things on a square a click or Enter may select, topmost first (§46, §85). */
export function candidates(view: BoardView, sq: Square): Selection[] {
  const out: Selection[] = [];
  const board = view.board;
  if (board.pieces.has(sq)) out.push({ type: 'piece', square: sq });
  for (const d of board.devices) if (d.gun === sq || d.artillerists === sq) out.push({ type: 'device', gun: d.gun });
  for (const t of board.transporters)
    if (t.squares.includes(sq)) out.push({ type: 'formation', squares: [...t.squares] });
  return out;
}
