/**
 * What each player owns of bridges and breastwork markers (§192) and how the set-up spends the markers (§212–§213): the
 * book's counts, so that its sums can be checked against one another.
 */
import { wholeNumber } from '../errors.ts';
import { BRIDGES_PER_TRANSPORTER } from './bridges.ts';

/** "40 Bridge-transporters": each player's (§192, l.1315; numbered 1–40 and 41–80 by §196). /hellwig/s192/ */
export const BRIDGE_TRANSPORTERS_PER_PLAYER = 40;

/** "120 Markers for breastworks": each player's (§192, l.1320). /hellwig/s192/ */
export const BREASTWORK_MARKERS_PER_PLAYER = 120;

/**
 * The breastworks a player's fortress starts with: "20 squares, each to be covered with 4 markers" (§212 (2), l.1456).
 * /hellwig/s212/
 */
export const FORTRESS_BREASTWORKS = { squares: 20, markers: 4 } as const;

/** "only 40 markers for entrenchments … kept in reserve" once everything is set up (§213, l.1465). /hellwig/s213/ */
export const RESERVE_MARKERS = 40;

/**
 * The bridges that `transporters` bridge-transporters carry, 4 each (§136, §192: "40 Bridge-transporters … 160
 * Bridges"). Throws BAD_COUNT or OUT_OF_RANGE unless `transporters` is a whole number from 0 to a player's 40.
 * /hellwig/s192/
 */
export function bridgesFor(transporters: number): number {
  return wholeNumber('transporters', transporters, 0, BRIDGE_TRANSPORTERS_PER_PLAYER) * BRIDGES_PER_TRANSPORTER;
}

/** A player's breastwork markers at the start: on the fortress's squares, in reserve, and in all (§212–§213). */
export interface MarkersAtSetUp {
  readonly fortress: number;
  readonly reserve: number;
  readonly total: number;
}

/**
 * How the set-up spends a player's breastwork markers: 20 × 4 in the fortress, 40 kept back (§212 (2), §213).
 * /hellwig/s212/
 */
export function markersAtSetUp(): MarkersAtSetUp {
  const fortress = FORTRESS_BREASTWORKS.squares * FORTRESS_BREASTWORKS.markers;
  return { fortress, reserve: RESERVE_MARKERS, total: fortress + RESERVE_MARKERS };
}
