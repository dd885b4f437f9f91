/**
 * Composition of forces: the 150-point game, "he counted infantry as 1 each, cavalry as 1½, and
 * a gun as 10, and … made up a total of 150" (004 l.574).
 */
import { wholeNumber } from '../errors.ts';
import type { Force } from './types.ts';
import { readForce } from './validate.ts';

/** Points for each infantryman, cavalryman and gun (forces). */
export const FORCE_POINTS = { infantry: 1, cavalry: 1.5, gun: 10 } as const;
/** The total each player made up in the 150-point game (forces). */
export const FORCE_LIMIT = 150;

/**
 * The points rule of the composition of forces (forces): infantry 1, cavalry 1½, gun 10. /little-wars/the-rules/#forces
 */
export function forcePoints(force: Force): number {
  const { infantry, cavalry, guns } = readForce('force', force);
  return infantry * FORCE_POINTS.infantry + cavalry * FORCE_POINTS.cavalry + guns * FORCE_POINTS.gun;
}

/**
 * The points rule of the composition of forces (forces): does a force cost no more than `limit` (150)?
 * /little-wars/the-rules/#forces
 */
export function isForceWithinLimit(force: Force, limit: number = FORCE_LIMIT): boolean {
  const max = wholeNumber('limit', limit, 0, 10_000_000);
  return forcePoints(force) <= max;
}
