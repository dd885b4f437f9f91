/** How far men may move (Mobility of the Various Arms, rules i and ii). */
import { oneOf } from '../errors.ts';
import { ARMS, type Arm } from './types.ts';

/** Inches in a foot: Wells gives moves in feet and the crew's reach in inches (mobility-i, mobility-iii). */
export const INCHES_PER_FOOT = 12;
/** "An infantry-man may be moved a foot or any less distance at each move." (mobility-i) */
export const INFANTRY_MOVE_INCHES = 1 * INCHES_PER_FOOT;
/** "A cavalry-man may be moved two feet or any less distance at each move." (mobility-ii) */
export const CAVALRY_MOVE_INCHES = 2 * INCHES_PER_FOOT;

/** The longest move of a man of `arm`, in inches (mobility-i, mobility-ii): /little-wars/the-rules/#mobility-i */
export function maxMoveInches(arm: Arm): number {
  return oneOf('arm', arm, ARMS) === 'cavalry' ? CAVALRY_MOVE_INCHES : INFANTRY_MOVE_INCHES;
}
