/**
 * What stands on a square, asked at the engine's edge (§23–§29, §46, §67, §85, §88, §146a, §170, §177, §178): its
 * terrain, whether troops can stand there, the gun or artillerists' boards or transporter on it, and why a piece,
 * device or transporter cannot pass or land there. Each checks the board and square, then asks the `…On` lookup of
 * `board.ts`.
 */
import { oneOf } from '../errors.ts';
import { squareOn, type Square } from './grid.ts';
import { LANDING_READINGS, type LandingReading, type Terrain } from './types.ts';
import {
  artilleristsOn,
  gunOn,
  landingOn,
  passageOn,
  practicableOn,
  terrainOn,
  transporterOn,
  type ArtilleryDevice,
  type Board,
  type ObstacleReason,
  type Transporter,
} from './board.ts';
import { readBoard } from './boardSetup.ts';

// The lookups below are called for every square of every redraw: each is exported checked (the
// board and the square, once, at the call) and used unchecked inside the engine (`…On`).

/** The terrain of a square (§23–§29). /hellwig/s23/ */
export function terrainAt(board: Board, square: Square): Terrain {
  const b = readBoard(board);
  return terrainOn(b, squareOn(square, b.grid));
}

/**
 * Whether troops can stand on a square: main colours, buildings, or water under a laid bridge (§170, §146a).
 * /hellwig/s170/
 */
export function isPracticable(board: Board, square: Square): boolean {
  const b = readBoard(board);
  return practicableOn(b, squareOn(square, b.grid));
}

/** The device whose gun stands on a square, if any (a gun square holds nothing else, §46). /hellwig/s46/ */
export function gunAt(board: Board, square: Square): ArtilleryDevice | undefined {
  const b = readBoard(board);
  return gunOn(b, squareOn(square, b.grid));
}

/** The devices whose artillerists' board lies on a square (several when combined, §67). /hellwig/s67/ */
export function artilleristsBoardsAt(board: Board, square: Square): readonly ArtilleryDevice[] {
  const b = readBoard(board);
  return artilleristsOn(b, squareOn(square, b.grid));
}

/** The transporter covering a square, if any (§85). /hellwig/s85/ */
export function transporterAt(board: Board, square: Square): Transporter | undefined {
  const b = readBoard(board);
  return transporterOn(b, squareOn(square, b.grid));
}

/**
 * Why a square cannot be passed over by a piece, device, transporter or wheeling, if it cannot (§170, §177, §178).
 * /hellwig/s177/
 */
export function passageObstacle(board: Board, square: Square): ObstacleReason | undefined {
  const b = readBoard(board);
  return passageOn(b, squareOn(square, b.grid));
}

/**
 * Why a board (device or transporter half) cannot come to rest on a square, if it cannot (§88, §178; A5). /hellwig/s88/
 */
export function landingObstacle(board: Board, square: Square, landing: LandingReading): ObstacleReason | undefined {
  const b = readBoard(board);
  return landingOn(b, squareOn(square, b.grid), oneOf('landing', landing, LANDING_READINGS));
}
