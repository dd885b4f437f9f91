/**
 * The play layer of Hellwig's game (§21, §181, §§185–190, §§12–13): actions, the game and its
 * record in the edition's notation, the readings it is played under, the edition's starting
 * positions and a computer opponent. It combines the engine's rules and holds none of its own.
 */
export { ACTION_TYPES, type Action, type ActionType } from './actions.ts';
export {
  newGame,
  boardOf,
  toMove,
  seatOf,
  moverAt,
  legalActions,
  legalOffers,
  rectangleActions,
  offersBesideWorks,
  applyAction,
  gameAt,
  type Game,
  type GameStatus,
  type Offer,
} from './game.ts';
export { rectangleSquares } from './rectangles.ts';
export { countsOf, type CountView } from './declarations.ts';
export { type Fires } from './fire.ts';
export { burningOf, fireBreaksOf, type BurningSquare } from './burning.ts';
export { formatAction, parseAction, formatGame, parseGame } from './notation.ts';
export { computerAction } from './computer.ts';
export {
  DEFAULT_READINGS,
  GAME_READING_OPTIONS,
  READING_NOTES,
  type GameReadings,
  type ReadingNote,
} from './readings.ts';
export { STARTING_POSITIONS, startFits, type StartingPosition } from './starts.ts';
export { MAPS, emptyMap, type GameMap } from './maps.ts';
