/**
 * What the gun calculator says of a gun (mobility-iii, mobility-iv): how far it may be moved, and why it
 * stands as it does, sentence by sentence, from the engine's answer. The exercise sheets say it the same way.
 */
import {
  CAVALRY_MOVE_INCHES,
  GUN_CREW_MINIMUM,
  GUN_CREW_RADIUS_INCHES,
  MAX_SHOTS_PER_MOVE,
  type GunAction,
  type GunCrew,
} from '../../rules/wells/index.ts';
import { plural } from '../shared/words.ts';

/** How far a gun may be moved, in feet and inches. */
export const feet = (action: GunAction) => `${plural(action.moveFeet, 'foot', 'feet')} (${action.moveInches} inches)`;

/** Why the gun stands as it does, sentence by sentence, from the engine's answer. */
export function reasons(crew: GunCrew, action: GunAction): readonly string[] {
  const within = `${plural(action.men, 'man', 'men')} within ${GUN_CREW_RADIUS_INCHES} inches`;
  if (!action.inAction) {
    return [
      `${within}: out of action. It needs at least ${GUN_CREW_MINIMUM} men of its own side within ` +
        `${GUN_CREW_RADIUS_INCHES} inches to be moved or fired.`,
    ];
  }
  const move =
    action.moveInches === CAVALRY_MOVE_INCHES
      ? `At least ${GUN_CREW_MINIMUM} cavalry: ${feet(action)}.`
      : crew.cavalry === 0
        ? `All infantry: ${feet(action)}.`
        : `${crew.cavalry} cavalry and ${plural(crew.infantry, 'infantryman', 'infantrymen')}: ` +
          `${feet(action)}, since the men who move with it must keep up.`;
  return [`${within}: in action. It may fire up to ${MAX_SHOTS_PER_MOVE} shots or be moved, not both.`, move];
}
