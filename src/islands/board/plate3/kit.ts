/**
 * Plate III's kit for the board page (plate.ts says why it is a kit): the engine's reconstruction of
 * its terrain, what the text says of each square (known.ts), the choice of plate, the key, its two
 * fortresses, §199's territory line and the answers to the examples that stand on it.
 */
import { plateIIISetupTerrain } from '../../../rules/hellwig/index.ts';
import type { PlateKit } from './plate.ts';
import { PLATE_III_KNOWN } from './known.ts';
import { PlateChoice } from './PlateChoice.tsx';
import { PlateIIIKey } from './PlateIIIKey.tsx';
import { FortressLayer, fortressWords } from '../endgame/Fortresses.tsx';
import { endgameAnswer } from '../endgame/Answer.tsx';
import { TerritoryLine } from '../endgame/TerritoryLine.tsx';
import { reconstructionWords } from '../endgame/words.ts';

export const PLATE_III: PlateKit = {
  reconstruction: plateIIISetupTerrain(),
  known: PLATE_III_KNOWN,
  Choice: PlateChoice,
  Key: PlateIIIKey,
  Layer: FortressLayer,
  squareWords: fortressWords,
  answer: endgameAnswer,
  Territory: TerritoryLine,
  territoryWords: reconstructionWords,
};
