/**
 * Every worked example of Hellwig (1780) that the reading notes (`notes/hellwig.md` §5.1–§5.6)
 * find consistent, as printed or after a one-token correction the text itself supports. Each
 * row states a position as plain data, the engine function it runs through (`kind`), what the
 * book says comes out, and its source line with words quoted from it; `corrected` names the
 * correction where one was needed. Rows the notes find unresolvable are listed in
 * `HELLWIG_UNRESOLVED` with the reason, and not tested.
 *
 * Where the book leaves part of a set-up open (which half of a device is manned, which piece
 * mans it, the variety of a gun whose field is not at issue, which squares of a river are
 * water), the row fills it in with the simplest choice that does not touch what is tested.
 * "Ours" is player A and "the enemy" player B unless the book names the players.
 *
 * The rows live in `./examples/`, one file per part of the book; this module puts them in the
 * book's order.
 */
import { ARTILLERY_EXAMPLES } from './examples/artillery.ts';
import { COMBINED_EXAMPLES } from './examples/combined.ts';
import { HOWITZER_EXAMPLES } from './examples/howitzers.ts';
import { PIECE_EXAMPLES } from './examples/pieces.ts';
import { RECTANGLE_EXAMPLES } from './examples/rectangles.ts';
import { TRANSPORTER_EXAMPLES } from './examples/transporters.ts';
import type { HellwigExample } from './examples/types.ts';
import { WHEELING_EXAMPLES } from './examples/wheeling.ts';

export * from './examples/types.ts';
export { HELLWIG_UNRESOLVED } from './examples/unresolved.ts';

/** The worked examples of Hellwig, in the order of the book. */
export const HELLWIG_EXAMPLES: readonly HellwigExample[] = [
  // §5.1 Pieces.
  ...PIECE_EXAMPLES,
  // §5.2 Artillery: movement, field, combat.
  ...ARTILLERY_EXAMPLES,
  ...COMBINED_EXAMPLES,
  // §5.3 Artillery wheeling.
  ...WHEELING_EXAMPLES,
  // §5.4 Howitzer fire on buildings (the field and the reach; the fire's spread is in examples/terrain.ts).
  ...HOWITZER_EXAMPLES,
  // §5.5 Transporters.
  ...TRANSPORTER_EXAMPLES,
  // §5.6 Rectangles wheeling.
  ...RECTANGLE_EXAMPLES,
];
