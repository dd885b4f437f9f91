/**
 * Plate III's kit for the board page (plate.ts says why it is a kit): the engine's reconstruction of
 * its terrain, what the text says of each square, the choice of plate and the key. The drawing asks
 * every square's terrain and title at each update: both are worked out once, on first use, for the
 * 1,617 squares, so an update allocates nothing for them.
 */
import { plateIII, plateIIISetupTerrain, plateIIITerrain, type Terrain } from '../../../rules/hellwig/index.ts';
import type { PlateKit } from './plate.ts';
import { PlateChoice } from './PlateChoice.tsx';
import { PlateIIIKey } from './PlateIIIKey.tsx';
import { squareTitle } from './squareTitle.ts';
import { plateIIISquareWords } from './words.ts';
import { FortressLayer, fortressWords } from '../endgame/Fortresses.tsx';

let table: { readonly terrain: readonly (Terrain | 'unknown')[]; readonly title: readonly (string | undefined)[] };

/** Every square's reconstructed terrain and title, by number (index 0 unused). */
function squares(): typeof table {
  table ??= {
    terrain: Array.from({ length: plateIII.size + 1 }, (_, n) => (n === 0 ? 'unknown' : plateIIITerrain(n).terrain)),
    title: Array.from({ length: plateIII.size + 1 }, (_, n) => (n === 0 ? undefined : squareTitle(n))),
  };
  return table;
}

export const PLATE_III: PlateKit = {
  reconstruction: plateIIISetupTerrain(),
  known: {
    terrain: (sq) => squares().terrain[sq] ?? 'unknown',
    words: plateIIISquareWords,
    title: (sq) => squares().title[sq],
  },
  Choice: PlateChoice,
  Key: PlateIIIKey,
  Layer: FortressLayer,
  squareWords: fortressWords,
};
