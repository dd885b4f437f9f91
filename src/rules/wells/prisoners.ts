/**
 * Prisoners and their escort (Hand-to-Hand Fighting, rule 3, the prisoners paragraph):
 * "one man within six inches of any number of prisoners up to seven can escort these
 * prisoners and go with them" (004 l.502).
 */
import { menCount, readRecord } from './validate.ts';

/** Prisoners one escort can take: "any number of prisoners up to seven". */
export const ESCORT_CAPACITY = 7;
/** An escort must be "within six inches" of his prisoners. */
export const ESCORT_RADIUS_INCHES = 6;

/**
 * The escort rule (melee-3): the fewest men who can escort `prisoners`, at seven each. /little-wars/the-rules/#melee-3
 */
export function escortsNeeded(prisoners: number): number {
  return Math.ceil(menCount('prisoners', prisoners) / ESCORT_CAPACITY);
}

/**
 * The escort rule (melee-3): how many of `prisoners` the `escorts` cannot hold, seven each; those
 * are "left without an escort, and are therefore recaptured" (l.519). /little-wars/the-rules/#melee-3
 */
export function unescortedPrisoners(input: { readonly prisoners: number; readonly escorts: number }): number {
  const record = readRecord('input', input, ['prisoners', 'escorts']);
  const prisoners = menCount('input.prisoners', record['prisoners']);
  const escorts = menCount('input.escorts', record['escorts']);
  return Math.max(0, prisoners - ESCORT_CAPACITY * escorts);
}
