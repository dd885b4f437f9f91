/**
 * Chapter V, "Extensions and Amplifications" (004 l.797–833, pp. 88–95): Wells' proposals for a
 * larger game, which he says he has "never yet tried over" (l.829). The long approach by double or
 * treble moves, boxed troops and their scouts, supply waggons, ammunition carts, roads and the toy
 * railway, worked out for one force as a transport plan. Where Wells names two or three numbers
 * ("double or treble", "fifteen or twelve or ten feet"), the choice is a named reading.
 */
import { RuleError, wholeNumber } from '../errors.ts';
import { CAVALRY_MOVE_INCHES, INCHES_PER_FOOT, INFANTRY_MOVE_INCHES } from './mobility.ts';
import { GUN_CREW_MINIMUM } from './guns.ts';
import { gunCount, menCount, readOptions, readRecord } from './validate.ts';
import { railwayMoveInches, TRACK_WORK, trainNeeds, TRUCK_LOAD } from './kriegspiel/railways.ts';

/** "begin moving with moves double or treble the length here specified" (l.803, p. 89). */
export const APPROACH_MULTIPLIERS = ['treble', 'double'] as const;
export type ApproachMultiplier = (typeof APPROACH_MULTIPLIERS)[number];
/** "when the troops are within fifteen or twelve or ten feet of each other" (l.803, p. 89). */
export const APPROACH_CLOSINGS = ['fifteen-feet', 'twelve-feet', 'ten-feet'] as const;
export type ApproachClosing = (typeof APPROACH_CLOSINGS)[number];
/** "the train might move at four or five times the cavalry rate" (l.827, p. 94). */
export const TRAIN_SPEEDS = ['four-times', 'five-times'] as const;
export type TrainSpeed = (typeof TRAIN_SPEEDS)[number];
/** "permit an engine to draw seven or eight trucks" (l.827, p. 94). */
export const TRAIN_LENGTHS = ['eight-trucks', 'seven-trucks'] as const;
export type TrainLength = (typeof TRAIN_LENGTHS)[number];
/**
 * "one such waggon for every fifty men" (l.811, p. 91): a waggon for each fifty or part of fifty, or for whole
 * fifties.
 */
export const WAGGON_COUNTS = ['fifty-or-part', 'whole-fifties'] as const;
export type WaggonCount = (typeof WAGGON_COUNTS)[number];
/** "one must be within two moves of a gun" (l.811, p. 91): one cart serving guns that keep together, or one a gun. */
export const CART_COUNTS = ['shared', 'one-per-gun'] as const;
export type CartCount = (typeof CART_COUNTS)[number];

const MULTIPLE: Record<ApproachMultiplier, number> = { double: 2, treble: 3 };
const CLOSING_FEET: Record<ApproachClosing, number> = { 'fifteen-feet': 15, 'twelve-feet': 12, 'ten-feet': 10 };
/** Chapter V's two speeds and train lengths as the railway rule (kriegspiel/railways.ts) names them: one rule, once. */
const RAIL_SPEED = { 'four-times': 'four-cavalry-moves', 'five-times': 'five-cavalry-moves' } as const;
const RAIL_LENGTH = { 'eight-trucks': 'eight', 'seven-trucks': 'seven' } as const;

/** Boxed troops and their scouts (l.803–807, pp. 89–90): a box is opened when an enemy scout comes within ten feet. */
export const CHAPTER_V_BOXES = {
  /** "until a scout was within ten feet of a box on the opposite side" (l.807). */
  openWithinFeet: 10,
  /** "Troops without any enemy within twenty feet could be returned to their boxes" (l.807). */
  returnBeyondFeet: 20,
} as const;
/** Supply waggons and ammunition carts (l.811, p. 91). */
export const CHAPTER_V_SUPPLY = {
  /** "one such waggon for every fifty men" */
  menPerWaggon: 50,
  /** "within at least six moves" */
  waggonWithinMoves: 6,
  /** "one must be within two moves of a gun before the latter can be fired" */
  cartWithinMoves: 2,
} as const;
/** "a move half as long again as in the open country for waggons or boxed troops along a road" (l.823, p. 93). */
export const CHAPTER_V_ROAD = { numerator: 3, denominator: 2 } as const;
/** The toy railway (l.823–827, pp. 93–94): its trucks and track work are the railway rule's (kriegspiel/railways). */
export const CHAPTER_V_RAILWAY = {
  /** "One would allow a move for entraining and another for detraining" */
  entrainMoves: 1,
  detrainMoves: 1,
  /** "twelve infantry or five cavalry or half a gun per truck": a gun takes two trucks. */
  infantryPerTruck: TRUCK_LOAD.infantry,
  cavalryPerTruck: TRUCK_LOAD.cavalry,
  trucksPerGun: TRUCK_LOAD.trucksPerGun,
  /** "four men—the same four men—remaining on a line during two moves, could tear up a rail" */
  tearUp: TRACK_WORK['tear-up'],
  /** "and eight men in three moves replace it" */
  relay: TRACK_WORK.relay,
} as const;

/** The longest distance, in feet, a plan accepts: a floor or a lawn, not a county. */
export const MAX_TRANSPORT_FEET = 1000;

/** Readings for `planTransport`, each where Wells names more than one number. */
export interface TransportOptions {
  /** Default `treble`: "beginning with treble moves" (l.803). */
  readonly approach?: ApproachMultiplier;
  /** Default `fifteen-feet`, the first Wells names (l.803). */
  readonly closing?: ApproachClosing;
  /** Default `four-times`: 8 feet a move, as the appendix's "eight feet per move" (p. 110). */
  readonly trainSpeed?: TrainSpeed;
  /** Default `eight-trucks`. */
  readonly trainLength?: TrainLength;
  /** Default `fifty-or-part`. */
  readonly waggons?: WaggonCount;
  /** Default `shared`. */
  readonly carts?: CartCount;
}

/** A force to be moved, how far, and how far off the nearest enemy is. */
export interface TransportInput {
  readonly infantry: number;
  readonly cavalry: number;
  readonly guns: number;
  /** How far the force is to go, in feet. */
  readonly distanceFeet: number;
  /** How far off the nearest enemy is, in feet. */
  readonly enemyFeet: number;
  readonly options?: TransportOptions;
}

/** One way of moving the force: its move and how many moves the journey takes. */
export interface TransportWay {
  /** Inches the force covers in one move this way. */
  readonly moveInches: number;
  /** Moves to cover the distance, counting entraining and detraining by rail. */
  readonly moves: number;
}

/** What it takes to move a force under chapter V's proposals. */
export interface TransportPlan {
  /** The ordinary move of the force: its slowest arm's (mobility-i, mobility-ii). */
  readonly baseInches: number;
  /** 2 or 3 while the enemy is farther off than the closing distance, else 1. */
  readonly multiplier: number;
  readonly closingFeet: number;
  /** Boxes: `open` within ten feet of the enemy, `may-box` beyond twenty, else `as-they-are`. */
  readonly boxes: 'open' | 'as-they-are' | 'may-box';
  /** Across open country. */
  readonly open: TransportWay;
  /** Boxed along a road, half as long again; with the boxes open, as in the open. */
  readonly road: TransportWay;
  /** By rail: a move to entrain, the journey at the train's speed, a move to detrain. */
  readonly railway: TransportWay & {
    readonly trucks: number;
    /** The trucks each arm fills: twelve infantry, five cavalry or half a gun to a truck. */
    readonly trucksFor: { readonly infantry: number; readonly cavalry: number; readonly guns: number };
    readonly trains: number;
  };
  /** Supply waggons needed within six moves. */
  readonly waggons: number;
  /** Ammunition carts needed within two moves of the guns. */
  readonly carts: number;
  readonly options: Required<TransportOptions>;
}

const OPTION_SPEC = {
  approach: APPROACH_MULTIPLIERS,
  closing: APPROACH_CLOSINGS,
  trainSpeed: TRAIN_SPEEDS,
  trainLength: TRAIN_LENGTHS,
  waggons: WAGGON_COUNTS,
  carts: CART_COUNTS,
} as const;
const DEFAULTS: Required<TransportOptions> = {
  approach: 'treble',
  closing: 'fifteen-feet',
  trainSpeed: 'four-times',
  trainLength: 'eight-trucks',
  waggons: 'fifty-or-part',
  carts: 'shared',
};

const ceilDiv = (n: number, d: number) => Math.floor((n + d - 1) / d);

/**
 * The boxes rule (l.807, p. 90): with the nearest enemy `enemyFeet` away, a box must be opened (a scout within ten
 * feet), may be closed again (none within twenty), or stays as it is. /little-wars/extensions-and-amplifications/#p90
 */
export function boxRule(enemyFeet: number): TransportPlan['boxes'] {
  const feet = wholeNumber('enemyFeet', enemyFeet, 0, MAX_TRANSPORT_FEET);
  if (feet <= CHAPTER_V_BOXES.openWithinFeet) return 'open';
  return feet > CHAPTER_V_BOXES.returnBeyondFeet ? 'may-box' : 'as-they-are';
}

/**
 * Chapter V's transport (l.803–827, pp. 89–94): the moves a force needs to go `distanceFeet` across country, boxed
 * along a road or by rail, and the waggons and carts it must keep near. /little-wars/extensions-and-amplifications/#p89
 */
export function planTransport(input: TransportInput): TransportPlan {
  const record = readRecord('input', input, ['infantry', 'cavalry', 'guns', 'distanceFeet', 'enemyFeet', 'options']);
  const infantry = menCount('input.infantry', record['infantry']);
  const cavalry = menCount('input.cavalry', record['cavalry']);
  const guns = gunCount('input.guns', record['guns']);
  const distance = wholeNumber('input.distanceFeet', record['distanceFeet'], 0, MAX_TRANSPORT_FEET) * INCHES_PER_FOOT;
  const enemyFeet = wholeNumber('input.enemyFeet', record['enemyFeet'], 0, MAX_TRANSPORT_FEET);
  const options = readOptions('input.options', record['options'], OPTION_SPEC, DEFAULTS);
  const men = infantry + cavalry;
  // A gun moves only with four men going with it (mobility-iii): a force must crew every gun to move them.
  if (men < Math.max(1, guns * GUN_CREW_MINIMUM)) {
    throw new RuleError(
      'OUT_OF_ACTION',
      `input must hold at least one man and ${GUN_CREW_MINIMUM} men for each gun; received ${infantry} ` +
        `infantry, ${cavalry} cavalry and ${guns} guns`,
    );
  }
  // The force keeps together, so it goes at its slowest arm's move (mobility-i, mobility-ii).
  const baseInches = infantry > 0 ? INFANTRY_MOVE_INCHES : CAVALRY_MOVE_INCHES;
  const closingFeet = CLOSING_FEET[options.closing];
  const multiplier = enemyFeet > closingFeet ? MULTIPLE[options.approach] : 1;
  const boxes = boxRule(enemyFeet);
  const openInches = baseInches * multiplier;
  const roadInches =
    boxes === 'open' ? openInches : (openInches * CHAPTER_V_ROAD.numerator) / CHAPTER_V_ROAD.denominator;
  const railway = { speed: RAIL_SPEED[options.trainSpeed], trucksPerEngine: RAIL_LENGTH[options.trainLength] };
  const trainInches = railwayMoveInches(railway);
  const rail = CHAPTER_V_RAILWAY;
  // Each arm in its own trucks, as the truck rule counts them.
  const trucksFor = {
    infantry: trainNeeds({ infantry, cavalry: 0, guns: 0 }, railway).trucks,
    cavalry: trainNeeds({ infantry: 0, cavalry, guns: 0 }, railway).trucks,
    guns: trainNeeds({ infantry: 0, cavalry: 0, guns }, railway).trucks,
  };
  const { trucks, engines } = trainNeeds({ infantry, cavalry, guns }, railway);
  const perMen = CHAPTER_V_SUPPLY.menPerWaggon;
  return {
    baseInches,
    multiplier,
    closingFeet,
    boxes,
    open: { moveInches: openInches, moves: ceilDiv(distance, openInches) },
    road: { moveInches: roadInches, moves: ceilDiv(distance, roadInches) },
    railway: {
      moveInches: trainInches,
      moves: distance === 0 ? 0 : rail.entrainMoves + ceilDiv(distance, trainInches) + rail.detrainMoves,
      trucks,
      trucksFor,
      trains: engines,
    },
    waggons: options.waggons === 'fifty-or-part' ? ceilDiv(men, perMen) : Math.floor(men / perMen),
    carts: guns === 0 ? 0 : options.carts === 'shared' ? 1 : guns,
    options,
  };
}
