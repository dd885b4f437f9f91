/**
 * The Kriegspiel appendix's moves (004 l.895–917, pp. 104–105): how far each arm and service goes
 * in a move, half as far again in twos or fours on a road, and what contours cost. Distances are in
 * inches, as the rest of the engine measures them; Wells gives them in feet.
 */
import { booleanOf } from '../../checks.ts';
import { oneOf, wholeNumber } from '../../errors.ts';
import { INCHES_PER_FOOT } from '../mobility.ts';
import { readRecord } from '../validate.ts';

/** Who moves in the appendix's table of moves (l.899–913): the arms, the services, the General and boats. */
export const KRIEGSPIEL_MOVERS = [
  'infantry',
  'cavalry',
  'engineers',
  'artillery',
  'transport',
  'general',
  'boats',
] as const;
export type KriegspielMover = (typeof KRIEGSPIEL_MOVERS)[number];

/** The move of each mover across country, in inches (l.899–913). */
export const KRIEGSPIEL_MOVE_INCHES: Readonly<Record<KriegspielMover, number>> = {
  infantry: 1 * INCHES_PER_FOOT,
  cavalry: 3 * INCHES_PER_FOOT,
  engineers: 2 * INCHES_PER_FOOT,
  artillery: 2 * INCHES_PER_FOOT,
  // "Transport and Supply shall move one foot on roads, half foot across country."
  transport: INCHES_PER_FOOT / 2,
  // "The General shall move six feet (per motor), three feet across country."
  general: 3 * INCHES_PER_FOOT,
  boats: 1 * INCHES_PER_FOOT,
};

/** Movers whose road move is their own figure, not the half again of troops in twos or fours (l.909, l.911). */
const ROAD_MOVE_INCHES: Partial<Readonly<Record<KriegspielMover, number>>> = {
  transport: 1 * INCHES_PER_FOOT,
  general: 6 * INCHES_PER_FOOT,
};

/** "increased by one half for troops in twos or fours on a road" (l.903): the factor, as a fraction 3/2. */
export const ROAD_FACTOR = 1.5;
/** "In moving uphill, one contour counts as one foot" (l.915). */
export const UPHILL_INCHES_PER_CONTOUR = INCHES_PER_FOOT;
/** "downhill, two contours count as one foot" (l.915–917). */
export const DOWNHILL_INCHES_PER_CONTOUR = INCHES_PER_FOOT / 2;
/** "Where there are four contours to one foot vertical the hill is impassable for wheels" (l.917). */
export const WHEELS_CONTOUR_LIMIT = 4;
/** Most contours an argument may hold: far more than any table's hills. */
const MAX_CONTOURS = 100;

/** Where a body moves, for `kriegspielMove` (l.899–913). */
export interface KriegspielMoveInput {
  readonly mover: KriegspielMover;
  /** On a road: troops in twos or fours go half as far again; transport and the General's motor have road moves. */
  readonly onRoad: boolean;
  /** Contours climbed in the move (one foot each, l.915). */
  readonly contoursUp: number;
  /** Contours descended in the move (two to the foot, l.915–917). */
  readonly contoursDown: number;
}

/** How far a body goes in one move (l.899–917), with the working in words. */
export interface KriegspielMove {
  /** The move on the flat: across country, or on a road. */
  readonly moveInches: number;
  /** What the contours climbed and descended take from it. */
  readonly contourInches: number;
  /** What is left to go over the ground: never below 0 (a hill too steep for one move is climbed over two). */
  readonly groundInches: number;
  /** The sentences of the working, each with its line. */
  readonly steps: readonly string[];
}

const inFeet = (inches: number): string => {
  const feet = inches / INCHES_PER_FOOT;
  return `${feet} ${feet === 1 ? 'foot' : 'feet'} (${inches} inches)`;
};

/**
 * The Moves (l.899–917, p. 104): how far `input.mover` goes in a move, on a road or across country,
 * less what the contours climbed and descended cost.
 */
export function kriegspielMove(input: KriegspielMoveInput): KriegspielMove {
  const record = readRecord('input', input, ['mover', 'onRoad', 'contoursUp', 'contoursDown']);
  const mover = oneOf('input.mover', record['mover'], KRIEGSPIEL_MOVERS);
  const onRoad = booleanOf('input.onRoad', record['onRoad']);
  const up = wholeNumber('input.contoursUp', record['contoursUp'], 0, MAX_CONTOURS);
  const down = wholeNumber('input.contoursDown', record['contoursDown'], 0, MAX_CONTOURS);
  const across = KRIEGSPIEL_MOVE_INCHES[mover];
  const own = ROAD_MOVE_INCHES[mover];
  const steps = [`Across country the ${mover} move ${inFeet(across)} (l.899–913).`];
  let moveInches = across;
  if (onRoad && own !== undefined) {
    moveInches = own;
    steps.push(`On a road they move ${inFeet(own)} (l.909–911).`);
  } else if (onRoad && (mover === 'infantry' || mover === 'cavalry')) {
    moveInches = across * ROAD_FACTOR;
    steps.push(`In twos or fours on a road, half as far again: ${inFeet(moveInches)} (l.903).`);
  } else if (onRoad) {
    steps.push('The road adds nothing to their move: the half again is for troops in twos or fours (l.903).');
  }
  const contourInches = up * UPHILL_INCHES_PER_CONTOUR + down * DOWNHILL_INCHES_PER_CONTOUR;
  if (contourInches > 0) {
    steps.push(
      `${up} contour(s) up at a foot each and ${down} down at half a foot each take ${contourInches} inches ` +
        `of it (l.915–917).`,
    );
  }
  const groundInches = Math.max(0, moveInches - contourInches);
  steps.push(`${groundInches} inches are left to go over the ground.`);
  return { moveInches, contourInches, groundInches, steps };
}

/**
 * The wheels rule (l.917, p. 105): may guns and waggons take a slope of `slope.contoursPerFoot` contours
 * to a foot (read as: to a foot of the table across), on a road or off it?
 */
export function passableForWheels(slope: { readonly contoursPerFoot: number; readonly road: boolean }): boolean {
  const record = readRecord('slope', slope, ['contoursPerFoot', 'road']);
  const contours = wholeNumber('slope.contoursPerFoot', record['contoursPerFoot'], 0, MAX_CONTOURS);
  return booleanOf('slope.road', record['road']) || contours < WHEELS_CONTOUR_LIMIT;
}
