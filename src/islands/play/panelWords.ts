/**
 * The words of the play page's panels that are not a move's: the plate's name for the board's label, the action
 * panel's heading, and the plain sentence for a fault, something that went wrong that is no rule of the game.
 */
import type { Board } from '../../rules/hellwig/index.ts';

/** Said when something that is no rule went wrong: a programming error, a worker that failed. */
export const SAID_FAULT = 'Something went wrong: the computer could not answer. Reload the page to go on.';

/** The plate as the board's label names it: its map's id, and the grid it is drawn on. */
export function sayPlate(mapId: string, grid: Board['grid']): string {
  return mapId.startsWith('empty') ? `An empty plate of ${grid.rows} × ${grid.columns}` : `Plate ${grid.name}`;
}

/** The action panel's heading: what to select, or whose actions are listed, a square's or a rectangle's (§173). */
export function sayActionsHeading(selected: number | null, corner: number | null): string {
  if (selected === null) return 'Select a piece or device';
  return corner === null ? `Actions of square ${selected}` : `Actions of the rectangle from ${selected} to ${corner}`;
}
