/**
 * What is known of each square of plate III: the engine's reconstruction of its terrain and what the text says of
 * it. The drawing asks every square's terrain and title at each update: both are worked out once, on first use, for
 * the 1,617 squares, so an update allocates nothing for them. The board page's kit (kit.ts) and the play page share
 * it; the play page takes this alone, without the kit's examples and answers.
 */
import { plateIII, plateIIITerrain, type Terrain } from '../../../rules/hellwig/index.ts';
import type { SquareKnown } from './plate.ts';
import { squareTitle } from './squareTitle.ts';
import { plateIIISquareWords } from './words.ts';

let table: { readonly terrain: readonly (Terrain | 'unknown')[]; readonly title: readonly (string | undefined)[] };

/** Every square's reconstructed terrain and title, by number (index 0 unused). */
function squares(): typeof table {
  table ??= {
    terrain: Array.from({ length: plateIII.size + 1 }, (_, n) => (n === 0 ? 'unknown' : plateIIITerrain(n).terrain)),
    title: Array.from({ length: plateIII.size + 1 }, (_, n) => (n === 0 ? undefined : squareTitle(n))),
  };
  return table;
}

export const PLATE_III_KNOWN: SquareKnown = {
  terrain: (sq) => squares().terrain[sq] ?? 'unknown',
  words: plateIIISquareWords,
  title: (sq) => squares().title[sq],
};
