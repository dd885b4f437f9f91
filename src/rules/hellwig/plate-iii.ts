/**
 * Plate III's geometry beyond its numbering (§210, §222, §223): the 180° turn that lets one set-up
 * table serve both players, and the dividing surface of the four-player game with the half a square
 * lies on.
 */
import { atOn, coordsOn, plateIII, squareOn, type Square } from './grid.ts';

/** The row of plate III that halves it lengthwise, squares 785 to 833 (§222, l.1534). /hellwig/s222/ */
export const DIVIDING_ROW = (plateIII.rows - 1) / 2;

/** Where a square lies by the dividing surface: above it (side AB), on it, or below it (side CD) (§222). */
export type DivideSide = 'AB' | 'dividing' | 'CD';

/** The squares of the dividing surface, 785 to 833, from side AC to side BD (§222, l.1534). /hellwig/s222/ */
export function dividingSurface(): readonly Square[] {
  return Array.from({ length: plateIII.columns }, (_, col) => atOn(DIVIDING_ROW, col, plateIII) as Square);
}

/**
 * The half of plate III a square lies on (§222, §223: pieces on the dividing surface may be moved by
 * either ally); throws OFF_BOARD for a number that is not a square of plate III. /hellwig/s223/
 */
export function sideOfDivide(square: number): DivideSide {
  const { row } = coordsOn(squareOn(square, plateIII), plateIII);
  return row < DIVIDING_ROW ? 'AB' : row > DIVIDING_ROW ? 'CD' : 'dividing';
}

/**
 * The square a square becomes when plate III is turned through 180° (§210, l.1428: each corner of a
 * set-up table carries one number for each player, e.g. 1578 and 40); throws OFF_BOARD off the plate.
 * /hellwig/s210/
 */
export function turnedSquare(square: number): Square {
  const { row, col } = coordsOn(squareOn(square, plateIII), plateIII);
  return atOn(plateIII.rows - 1 - row, plateIII.columns - 1 - col, plateIII) as Square;
}
