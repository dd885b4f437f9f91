/**
 * The sizes of Hellwig's plans: the squares of a plan of so many by so many (§198, §261) and the preface's reckoning
 * of how large the plan would have to grow for a truer scale.
 */
import { wholeNumber } from '../errors.ts';

/** The largest side a plan is reckoned with here, squares: well past the 66 of §261's plan. */
const LONGEST_SIDE = 1000;

/** The plan of the second school: "66 squares in length and 40 in width" (§261, l.1654). /hellwig/s261/ */
export const SECOND_SCHOOL_PLAN = { length: 66, width: 40 } as const;

/**
 * "At present it is approximately 11 square feet in area": plate III (Preface, l.77). /hellwig/front-matter/#preface
 */
export const PLAN_AREA_SQUARE_FEET = 11;

/**
 * The squares of a plan `length` squares long and `width` wide, found by drawing parallels through the divisions
 * (§198: 49 × 33 "is thereby divided into 1617 equal squares"; §261: 66 × 40 "contains 2640 fields"). Throws BAD_COUNT
 * or OUT_OF_RANGE unless each side is a whole number from 1 to 1000. /hellwig/s198/
 */
export function planSquares(length: number, width: number): number {
  return wholeNumber('length', length, 1, LONGEST_SIDE) * wholeNumber('width', width, 1, LONGEST_SIDE);
}

/**
 * The area in square feet of plate III made `times` as large (Preface, l.77: "sixteen times larger … 11 square feet …
 * would therefore in that case be 176 square feet"). Throws BAD_COUNT or OUT_OF_RANGE unless `times` is a whole number
 * from 1 to 1000. /hellwig/front-matter/#preface
 */
export function enlargedPlanArea(times: number): number {
  return PLAN_AREA_SQUARE_FEET * wholeNumber('times', times, 1, LONGEST_SIDE);
}
