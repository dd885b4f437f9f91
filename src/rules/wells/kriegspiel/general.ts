/**
 * The General (004 l.893, p. 104): a cavalry figure that his player must stand within six feet of, who
 * moves six feet by motor and three across country (l.911); Wells would have him invulnerable, Colonel
 * Sykes out of the room for three moves if shelled, and out of the game if shot or captured.
 */
import { oneOf, wholeNumber } from '../../errors.ts';
import { INCHES_PER_FOOT } from '../mobility.ts';
import { readOptions } from '../validate.ts';

/** "The player who is General must stand at or behind his representative image and within six feet of it." */
export const GENERAL_PLAYER_REACH_INCHES = 6 * INCHES_PER_FOOT;
/** "he must go out of the room for three moves (injured)" (l.893). */
export const GENERAL_INJURED_MOVES = 3;

/** What can befall the General (l.893). */
export const GENERAL_MISHAPS = ['shell', 'rifle-fire', 'captured'] as const;
export type GeneralMishap = (typeof GENERAL_MISHAPS)[number];

/**
 * Whether the General can be hurt (l.893): `sykes`, Colonel Sykes's "arrangements for his disablement",
 * the only rules the text gives; `invulnerable`, Wells' own "I suggest he should be considered invulnerable".
 */
export const GENERAL_READINGS = ['sykes', 'invulnerable'] as const;
export type GeneralReading = (typeof GENERAL_READINGS)[number];

/** What a mishap does to the General. */
export interface GeneralFate {
  /** Moves the player must spend out of the room, injured. */
  readonly outOfRoomMoves: number;
  /** He quits the game and his next subordinate succeeds him. */
  readonly succeeded: boolean;
}

/**
 * The General's disablement (l.893, p. 104): what `mishap` does to him, under Sykes's rules or Wells'
 * invulnerable General.
 */
export function generalFate(mishap: GeneralMishap, options?: { readonly disablement?: GeneralReading }): GeneralFate {
  const what = oneOf('mishap', mishap, GENERAL_MISHAPS);
  const { disablement } = readOptions('options', options, { disablement: GENERAL_READINGS }, { disablement: 'sykes' });
  if (disablement === 'invulnerable') return { outOfRoomMoves: 0, succeeded: false };
  return what === 'shell'
    ? { outOfRoomMoves: GENERAL_INJURED_MOVES, succeeded: false }
    : { outOfRoomMoves: 0, succeeded: true };
}

/** The General's player (l.893, p. 104): may he stand `distanceInches` from his image? Within six feet of it. */
export function generalPlayerInPlace(distanceInches: number): boolean {
  return wholeNumber('distanceInches', distanceInches, 0) <= GENERAL_PLAYER_REACH_INCHES;
}
