/**
 * Railways: the appendix's trains "moving, let us say, eight feet per move" (004 l.1054, p. 110), with
 * entraining "upon the model of boat embarkation"; and chapter V's first sketch of them (l.823–827,
 * pp. 93–94): trucks of twelve infantry, five cavalry or half a gun, seven or eight trucks to an engine, a
 * speed of four or five cavalry moves, and track torn up by four men and relaid by eight.
 */
import { oneOf, wholeNumber } from '../../errors.ts';
import { CAVALRY_MOVE_INCHES, INCHES_PER_FOOT } from '../mobility.ts';
import { MAX_MEN } from '../types.ts';
import { gunCount, menCount, readOptions, readRecord } from '../validate.ts';
import { actionCost, type TwentiesReading } from './costs.ts';

/** "twelve infantry or five cavalry or half a gun per truck" (l.827). */
export const TRUCK_LOAD = { infantry: 12, cavalry: 5, trucksPerGun: 2 } as const;

/**
 * A train's move (l.827 against l.1054; AMB-19): `eight-feet`, the appendix's figure; `four-cavalry-moves`
 * and `five-cavalry-moves`, chapter V's "four or five times the cavalry rate" with the two-foot cavalry
 * move of Little Wars.
 */
export const RAILWAY_SPEED_READINGS = ['eight-feet', 'four-cavalry-moves', 'five-cavalry-moves'] as const;
export type RailwaySpeedReading = (typeof RAILWAY_SPEED_READINGS)[number];

/**
 * "an engine to draw seven or eight trucks" (l.827): `eight` or `seven` trucks to an engine at full speed.
 */
export const TRUCKS_PER_ENGINE_READINGS = ['eight', 'seven'] as const;
export type TrucksPerEngineReading = (typeof TRUCKS_PER_ENGINE_READINGS)[number];

/** A train's move in feet by the appendix (l.1054), or in cavalry moves by chapter V (l.827). */
const TRAIN_MOVE = {
  'eight-feet': { feet: 8 },
  'four-cavalry-moves': { cavalry: 4 },
  'five-cavalry-moves': { cavalry: 5 },
};
/** The trucks an engine draws at full speed, by the reading (l.827). */
const TRUCKS_PER_ENGINE = { eight: 8, seven: 7 };

/**
 * Entraining and detraining: `boats-model`, the appendix's "upon the model of boat embarkation" (two moves
 * and one for every twenty men, l.1054 with l.927–929); `one-move-each`, chapter V's "a move for entraining
 * and another for detraining" (l.823).
 */
export const ENTRAINING_READINGS = ['boats-model', 'one-move-each'] as const;
export type EntrainingReading = (typeof ENTRAINING_READINGS)[number];

/** Readings for `railwayMove` and `entrainingMoves`. */
export interface RailwayOptions {
  readonly speed?: RailwaySpeedReading;
  readonly trucksPerEngine?: TrucksPerEngineReading;
  readonly entraining?: EntrainingReading;
  /** For `boats-model`: how the odd men of a twenty count (as in `actionCost`). */
  readonly twenties?: TwentiesReading;
}

const RAILWAY_SPEC = {
  speed: RAILWAY_SPEED_READINGS,
  trucksPerEngine: TRUCKS_PER_ENGINE_READINGS,
  entraining: ENTRAINING_READINGS,
  twenties: ['started-twenty', 'exact'],
} as const;

const readRailwayOptions = (value: unknown) =>
  readOptions('options', value, RAILWAY_SPEC, {
    speed: 'eight-feet',
    trucksPerEngine: 'eight',
    entraining: 'boats-model',
    twenties: 'started-twenty',
  });

/** The railway's move (l.1054, p. 110; l.827, p. 94): how far a train goes in a move, by the `speed` reading. */
export function railwayMoveInches(options?: RailwayOptions): number {
  const { speed } = readRailwayOptions(options);
  const move = TRAIN_MOVE[speed];
  return 'feet' in move ? move.feet * INCHES_PER_FOOT : move.cavalry * CAVALRY_MOVE_INCHES;
}

/** A force to put on a train (l.827). */
export interface TrainLoad {
  readonly infantry: number;
  readonly cavalry: number;
  readonly guns: number;
}

/** The trucks and engines a force needs (l.827). */
export interface TrainNeeds {
  readonly trucks: number;
  /** Engines drawing their full load at full speed. */
  readonly engines: number;
}

/**
 * The truck rule (l.827, p. 94): the trucks for `load` (each arm in its own trucks: twelve infantry, five
 * cavalry, half a gun) and the engines to draw them at full speed, seven or eight trucks each.
 */
export function trainNeeds(load: TrainLoad, options?: RailwayOptions): TrainNeeds {
  const record = readRecord('load', load, ['infantry', 'cavalry', 'guns']);
  const infantry = menCount('load.infantry', record['infantry']);
  const cavalry = menCount('load.cavalry', record['cavalry']);
  const guns = gunCount('load.guns', record['guns']);
  const { trucksPerEngine } = readRailwayOptions(options);
  const trucks =
    Math.ceil(infantry / TRUCK_LOAD.infantry) +
    Math.ceil(cavalry / TRUCK_LOAD.cavalry) +
    guns * TRUCK_LOAD.trucksPerGun;
  return { trucks, engines: Math.ceil(trucks / TRUCKS_PER_ENGINE[trucksPerEngine]) };
}

/**
 * Entraining and detraining (l.1054, p. 110, on the boats’ model of l.927–929; or l.823, p. 93): the moves
 * `train.men` men take to get into a train, or out of it.
 */
export function entrainingMoves(
  train: { readonly men: number; readonly direction: 'entrain' | 'detrain' },
  options?: RailwayOptions,
): number {
  const record = readRecord('train', train, ['men', 'direction']);
  const men = wholeNumber('train.men', record['men'], 1, MAX_MEN);
  const direction = oneOf('train.direction', record['direction'], ['entrain', 'detrain'] as const);
  const { entraining, twenties } = readRailwayOptions(options);
  if (entraining === 'one-move-each') return 1;
  const action = direction === 'entrain' ? 'infantry-embark' : 'infantry-disembark';
  return actionCost({ action, men }, { twenties }).moves;
}

/** "four men … during two moves, could tear up a rail, and eight men in three moves replace it" (l.827). */
export const TRACK_WORK = {
  'tear-up': { men: 4, moves: 2 },
  relay: { men: 8, moves: 3 },
} as const;
export type TrackWork = keyof typeof TRACK_WORK;

/**
 * The track rule (l.827, p. 94): can `work.men` men tear up (or relay) a rail, and in how many moves? The
 * same men must stay on the line throughout; more men do it no faster.
 */
export function trackWork(work: { readonly kind: TrackWork; readonly men: number }): {
  readonly done: boolean;
  readonly menNeeded: number;
  readonly moves: number;
} {
  const record = readRecord('work', work, ['kind', 'men']);
  const kind = oneOf('work.kind', record['kind'], ['tear-up', 'relay'] as const);
  const men = menCount('work.men', record['men']);
  const { men: menNeeded, moves } = TRACK_WORK[kind];
  return { done: men >= menNeeded, menNeeded, moves };
}
