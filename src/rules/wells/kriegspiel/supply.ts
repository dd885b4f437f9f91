/**
 * Supply in the field, in the Kriegspiel appendix (p. 106, 004 l.964–972): the packets of food, forage and
 * ammunition a body gives up every six moves, how far off they may lie, and when a body needs none.
 * /little-wars/little-wars-and-kriegspiel/#supply
 */
import { booleanOf, finiteNumber } from '../../checks.ts';
import { RuleError, oneOf } from '../../errors.ts';
import { menCount, readOptions, readRecord } from '../validate.ts';

/** "every six moves" (l.966). */
export const SUPPLY_PERIOD_MOVES = 6;
/** "one packet of food per thirty men" (l.966). */
export const MEN_PER_FOOD_PACKET = 30;
/** "one packet of forage per six horses" (l.966). */
export const HORSES_PER_FORAGE_PACKET = 6;
/** "one packet of ammunition per thirty infantry which fire for six consecutive moves" (l.966). */
export const INFANTRY_PER_AMMUNITION_PACKET = 30;
/** "within six feet of the infantry they belong to and eighteen feet of the cavalry" (l.968). */
export const SUPPLY_REACH_FEET = { infantry: 6, cavalry: 18 } as const;
/** "a body is isolated if it is more than twelve feet off another body" (l.970). */
export const SUPPLY_ISOLATION_FEET = 12;
/** "Isolated bodies of less than thirty infantry require no supplies" (l.970). */
export const ISOLATED_EXEMPT_BELOW = 30;
/** The farthest distance, in feet, a check accepts: far beyond any drill-hall. */
const MAX_FEET = 1_000;

/** The arms the supply rule names a distance for (l.968). */
export const SUPPLY_ARMS = ['infantry', 'cavalry'] as const;
export type SupplyArm = (typeof SUPPLY_ARMS)[number];

/** The three kinds of packet (l.966). */
export const PACKET_KINDS = ['food', 'forage', 'ammunition'] as const;
export type PacketKind = (typeof PACKET_KINDS)[number];

/**
 * A part of a packet where Wells gives no rule (l.970 gives one for infantry only: "the fractions either count as
 * thirty if fifteen or over, or as nothing if less than fifteen"): for the food of cavalry and for forage,
 * `half-up` applies the infantry rule (three horses count as six), `up` makes any part a whole packet, `down`
 * drops it. The first is the edition's reading.
 */
export const SUPPLY_FRACTIONS = ['half-up', 'up', 'down'] as const;
export type SupplyFraction = (typeof SUPPLY_FRACTIONS)[number];

/** Readings for the supply rules. */
export interface SupplyNeedOptions {
  /** How a part of a packet counts where l.970 does not say; default `half-up`. */
  readonly fractions?: SupplyFraction;
}

/** One body of troops as the supply rule sees it (l.966–970). */
export interface SupplyBody {
  readonly arm: SupplyArm;
  readonly men: number;
  readonly horses: number;
  /** Whether its infantry fire for six consecutive moves, and so need ammunition (l.966). */
  readonly firing: boolean;
  /** How far, in feet, the nearest other body is (l.970). */
  readonly nearestBodyFeet: number;
}

/** What a body must give up every six moves (l.966–970). */
export interface SupplyNeed {
  readonly arm: SupplyArm;
  readonly food: number;
  readonly forage: number;
  readonly ammunition: number;
  /** More than twelve feet off another body. */
  readonly isolated: boolean;
  /** Isolated, infantry and fewer than thirty: it needs no supplies. */
  readonly exempt: boolean;
  readonly fractions: SupplyFraction;
}

/**
 * Packets for `count` at `per` a packet (appendix p. 106, l.966–970): `half-up` is Wells' rule for infantry, "the
 * fractions either count as thirty if fifteen or over, or as nothing if less than fifteen", so 46 need two and
 * 44 one. /little-wars/little-wars-and-kriegspiel/#supply
 */
export function packetsFor(count: number, per: number, fraction: SupplyFraction = 'half-up'): number {
  const n = menCount('count', count);
  const size = menCount('per', per, 1);
  const rule = oneOf('fraction', fraction, SUPPLY_FRACTIONS);
  const whole = Math.floor(n / size);
  const part = n % size;
  if (part === 0 || rule === 'down') return whole;
  if (rule === 'up') return whole + 1;
  // "fifteen or over" of thirty: a part of half a packet or more counts whole.
  return whole + (2 * part >= size ? 1 : 0);
}

/**
 * The supply rule (appendix p. 106, l.966–970): the packets of food, forage and ammunition a body gives up every
 * six moves; an isolated body of fewer than thirty infantry gives up none.
 * /little-wars/little-wars-and-kriegspiel/#supply
 */
export function supplyNeed(body: SupplyBody, options?: SupplyNeedOptions): SupplyNeed {
  const { fractions } = readOptions('options', options, { fractions: SUPPLY_FRACTIONS }, { fractions: 'half-up' });
  return needOf('body', body, fractions);
}

/** The supply rule for a body received as the argument `name` (a field of a larger input, or the whole). */
export function needOf(name: string, body: unknown, fractions: SupplyFraction): SupplyNeed {
  const record = readRecord(name, body, ['arm', 'men', 'horses', 'firing', 'nearestBodyFeet']);
  const arm = oneOf(`${name}.arm`, record['arm'], SUPPLY_ARMS);
  const men = menCount(`${name}.men`, record['men']);
  const horses = menCount(`${name}.horses`, record['horses']);
  const firing = booleanOf(`${name}.firing`, record['firing']);
  const nearest = feetOf(`${name}.nearestBodyFeet`, record['nearestBodyFeet']);
  const isolated = nearest > SUPPLY_ISOLATION_FEET;
  const exempt = isolated && arm === 'infantry' && men < ISOLATED_EXEMPT_BELOW;
  if (exempt) return { arm, food: 0, forage: 0, ammunition: 0, isolated, exempt, fractions };
  // The stated rule is "for infantry"; the food of other men follows the reading.
  const food = packetsFor(men, MEN_PER_FOOD_PACKET, arm === 'infantry' ? 'half-up' : fractions);
  const forage = packetsFor(horses, HORSES_PER_FORAGE_PACKET, fractions);
  const ammunition = arm === 'infantry' && firing ? packetsFor(men, INFANTRY_PER_AMMUNITION_PACKET) : 0;
  return { arm, food, forage, ammunition, isolated, exempt, fractions };
}

/** Whether supplies given up count (l.968, l.972). */
export interface SupplyReach {
  readonly effective: boolean;
  /** The farthest they may lie from the body, in feet. */
  readonly reachFeet: number;
  readonly reason: 'in-reach' | 'too-far' | 'enemy-between';
}

/**
 * The distance and interdiction rules (appendix p. 106, l.968 and l.972): supplies count only within six feet of
 * infantry or eighteen of cavalry, and not if the enemy is between. /little-wars/little-wars-and-kriegspiel/#supply
 */
export function supplyReach(input: {
  readonly arm: SupplyArm;
  readonly feet: number;
  readonly enemyBetween: boolean;
}): SupplyReach {
  const record = readRecord('input', input, ['arm', 'feet', 'enemyBetween']);
  const arm = oneOf('input.arm', record['arm'], SUPPLY_ARMS);
  const feet = feetOf('input.feet', record['feet']);
  const enemyBetween = booleanOf('input.enemyBetween', record['enemyBetween']);
  const reachFeet = SUPPLY_REACH_FEET[arm];
  if (feet > reachFeet) return { effective: false, reachFeet, reason: 'too-far' };
  if (enemyBetween) return { effective: false, reachFeet, reason: 'enemy-between' };
  return { effective: true, reachFeet, reason: 'in-reach' };
}

/** A distance on the table in feet, from 0 to far beyond any drill-hall. */
export function feetOf(name: string, value: unknown): number {
  const feet = finiteNumber(name, value);
  if (feet < 0 || feet > MAX_FEET)
    throw new RuleError('OUT_OF_RANGE', `${name} must be from 0 to ${MAX_FEET} feet; received ${feet}`);
  return feet;
}
