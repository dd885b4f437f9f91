/**
 * Guns: when a gun is in action and how far it moves (mobility-iii, mobility-iv), when guns
 * may first fire (move-4, game-3), and when a gun is captured (melee-5). Source: 004 l.418–452,
 * 527–531, 558.
 */
import { oneOf, wholeNumber } from '../errors.ts';
import { CAVALRY_MOVE_INCHES, INCHES_PER_FOOT, INFANTRY_MOVE_INCHES } from './mobility.ts';
import { MAX_MOVES, PLAYER_ROLES, type GunState, type PlayerRole } from './types.ts';
import { menCount, readRecord } from './validate.ts';

/** "at least four men of its own side within six inches of it" (mobility-iii). */
export const GUN_CREW_MINIMUM = 4;
/** The reach of a gun's crew, in inches (mobility-iii). */
export const GUN_CREW_RADIUS_INCHES = 6;
/** "it may fire as many as four shots in each move" (mobility-iv). */
export const MAX_SHOTS_PER_MOVE = 4;
/** "after firing, two men must be placed exactly at the end of the trail" (mobility-iv). */
export const TRAIL_MEN = 2;
/** Men of the antagonist side who must pass the wheel axis to capture a gun (melee-5). */
export const CAPTURE_MINIMUM = 4;

/** The men of a gun's own side within six inches of it (mobility-iii). */
export interface GunCrew {
  /** Infantry of the gun's own side within six inches of it. */
  readonly infantry: number;
  /** Cavalry of the gun's own side within six inches of it. */
  readonly cavalry: number;
}

/** Whether a gun is in action and how far it may be moved (mobility-iii, mobility-iv). */
export interface GunAction {
  /** At least four men: the gun may be moved or fired. Otherwise it can do neither. */
  readonly inAction: boolean;
  readonly men: number;
  /** How far the gun may be moved: 24 with four cavalry, 12 otherwise, 0 out of action. */
  readonly moveInches: number;
  readonly moveFeet: number;
}

/**
 * The gun rules (mobility-iii, mobility-iv): is a gun in action, and how far may its men take it?
 * /little-wars/the-rules/#mobility-iii
 */
export function gunInAction(crew: GunCrew): GunAction {
  const record = readRecord('crew', crew, ['infantry', 'cavalry']);
  const infantry = menCount('crew.infantry', record['infantry']);
  const cavalry = menCount('crew.cavalry', record['cavalry']);
  const men = infantry + cavalry;
  const inAction = men >= GUN_CREW_MINIMUM;
  // "if there are at least four cavalry-men with it, they can take the gun two feet" (mobility-iv)
  const moveInches = !inAction ? 0 : cavalry >= GUN_CREW_MINIMUM ? CAVALRY_MOVE_INCHES : INFANTRY_MOVE_INCHES;
  return { inAction, men, moveInches, moveFeet: moveInches / INCHES_PER_FOOT };
}

/**
 * The first-fire rule (move-4; game-3 for the defender): the first of a player's own moves, counted
 * after the putting down, on which his guns may fire. /little-wars/the-rules/#move-4
 */
export function firstMoveGunsMayFire(role: PlayerRole): number {
  // The second player's first move comes before the first player's second, so both wait for their
  // own second move; "The defender may open fire forthwith" (game-3).
  return oneOf('role', role, PLAYER_ROLES) === 'defender' ? 1 : 2;
}

/**
 * The first-fire rule (move-4; game-3): may a player's guns fire on his own move `ownMove` (1 = first after putting
 * down)? /little-wars/the-rules/#move-4
 */
export function gunsMayFire(input: { readonly role: PlayerRole; readonly ownMove: number }): boolean {
  const record = readRecord('input', input, ['role', 'ownMove']);
  const role = oneOf('input.role', record['role'], PLAYER_ROLES);
  const ownMove = wholeNumber('input.ownMove', record['ownMove'], 1, MAX_MOVES);
  return ownMove >= firstMoveGunsMayFire(role);
}

/**
 * The capture rule (melee-5, with mobility-iii): a gun is captured when no man of its own side is
 * within six inches and at least four antagonists have passed its wheel axis; else it is in action
 * with four of its own men, or out of action ("in dispute"). /little-wars/the-rules/#melee-5
 */
export function gunState(input: { readonly ownMen: number; readonly antagonistsPastAxle: number }): GunState {
  const record = readRecord('input', input, ['ownMen', 'antagonistsPastAxle']);
  const ownMen = menCount('input.ownMen', record['ownMen']);
  const past = menCount('input.antagonistsPastAxle', record['antagonistsPastAxle']);
  if (ownMen === 0 && past >= CAPTURE_MINIMUM) return 'captured';
  return ownMen >= GUN_CREW_MINIMUM ? 'in-action' : 'out-of-action';
}
