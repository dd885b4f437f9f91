/**
 * Plate III's kit for the board page (plate.ts says why it is a kit): the engine's reconstruction of
 * its terrain, what the text says of each square, the choice of plate and the key.
 */
import { plateIIISetupTerrain, plateIIITerrain } from '../../../rules/hellwig/index.ts';
import type { PlateKit } from './plate.ts';
import { PlateChoice } from './PlateChoice.tsx';
import { PlateIIIKey } from './PlateIIIKey.tsx';
import { squareTitle } from './squareTitle.ts';
import { plateIIISquareWords } from './words.ts';

export const PLATE_III: PlateKit = {
  reconstruction: plateIIISetupTerrain(),
  known: { terrain: (sq) => plateIIITerrain(sq).terrain, words: plateIIISquareWords, title: squareTitle },
  Choice: PlateChoice,
  Key: PlateIIIKey,
};
