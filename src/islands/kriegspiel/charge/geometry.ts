/**
 * Where the charge drawing puts things: the distance from the enemy (0) out to the cavalry move (36
 * inches) along a line, the three bands of the charge rules on it, and the charging cavalry at their
 * start. Pure: numbers in, coordinates out; the component only draws them. The scale is a straight line
 * from inches to x, written out rather than taken from d3-scale: its linear scale brings d3-interpolate and
 * d3-color into the chunk the rules chapter's calculators share, over their JavaScript budget.
 */
import { BAND_BOUNDS_INCHES, type ChargeBand } from '../../../rules/wells/index.ts';

export const WIDTH = 640;
export const HEIGHT = 150;
/** The line the distances are measured along. */
export const AXIS_Y = 96;
const LEFT = 70;
const RIGHT = WIDTH - 20;

/** One band as drawn: its place on the line and its middle, for the label. */
export interface BandPlace {
  readonly band: ChargeBand;
  readonly x0: number;
  readonly x1: number;
  readonly mid: number;
}

/** The drawing's layout for a charge starting `distance` inches out, with `most` inches the farthest shown. */
export function chargeLayout(distance: number, most: number) {
  const x = (inches: number): number => LEFT + ((RIGHT - LEFT) * Math.min(Math.max(inches, 0), most)) / most;
  const edges: readonly [ChargeBand, number, number][] = [
    ['near', 0, BAND_BOUNDS_INCHES.near],
    ['middle', BAND_BOUNDS_INCHES.near, BAND_BOUNDS_INCHES.far],
    ['far', BAND_BOUNDS_INCHES.far, most],
  ];
  const bands: BandPlace[] = edges.map(([band, from, to]) => ({
    band,
    x0: x(from),
    x1: x(to),
    mid: (x(from) + x(to)) / 2,
  }));
  const ticks = [0, BAND_BOUNDS_INCHES.near, BAND_BOUNDS_INCHES.far, most].map((inches) => ({ inches, x: x(inches) }));
  return { enemyX: x(0), cavalryX: x(distance), bands, ticks };
}
