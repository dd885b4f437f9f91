/**
 * Cavalry charging guns (004 l.1050, l.1052, p. 109–110): a gun not dealt with by other forces is
 * captured, at a price in sabres that falls as the charge starts nearer.
 */
import { menCount, readRecord } from '../validate.ts';
import {
  CHARGE_MINIMUM,
  at,
  chargeFeet,
  count,
  readChargeDistance,
  readChargeOptions,
  type ChargeOptions,
} from './charges.ts';
import type { ChargeResult } from './charges-infantry.ts';

/** "four men per gun for a charge at three feet, three men at two feet, and one man at one foot" (l.1050). */
export const GUN_CHARGE_PRICE: Readonly<Record<1 | 2 | 3, number>> = { 3: 4, 2: 3, 1: 1 };
/** The farthest charge the rule prices, in feet (l.1050): a longer one is priced as this. */
type PricedFeet = keyof typeof GUN_CHARGE_PRICE;
const FARTHEST_PRICED = Math.max(...Object.keys(GUN_CHARGE_PRICE).map(Number)) as PricedFeet;

/** A charge on a gun (l.1050). */
export interface GunCharge {
  readonly sabres: number;
  /** Where the charge starts, in inches from the gun. */
  readonly distanceInches: number;
}

/** What a charge on a gun does: the gun captured and the sabres it cost (`cavalryLost`). */
export interface GunChargeResult extends ChargeResult {
  readonly gunsCaptured: number;
  /** The foot the charge is priced at (three, two or one). */
  readonly feet: number;
}

/**
 * The charge on artillery (l.1050, p. 109): `charge.sabres`, not dealt with by other forces, capture one
 * gun from `charge.distanceInches` and lose four, three or one men as the charge starts at three, two or
 * one foot.
 */
export function chargeArtillery(charge: GunCharge, options?: ChargeOptions): GunChargeResult {
  const record = readRecord('charge', charge, ['sabres', 'distanceInches']);
  const sabres = menCount('charge.sabres', record['sabres'], 1);
  const readings = readChargeOptions('options', options);
  const distance = readChargeDistance('charge.distanceInches', record['distanceInches'], readings);
  const feet = chargeFeet(distance, readings);
  if (sabres < CHARGE_MINIMUM) {
    return {
      mayCharge: false,
      band: null,
      cavalryLost: 0,
      enemyLost: 0,
      gunsCaptured: 0,
      feet,
      steps: [`No body of less than ${CHARGE_MINIMUM} cavalry may charge; ${sabres} may not (${at(1014)}).`],
    };
  }
  const priced = Math.min(FARTHEST_PRICED, feet) as PricedFeet;
  const price = GUN_CHARGE_PRICE[priced];
  const steps = [
    `The charge starts ${distance} inches from the gun and is priced at ` +
      `${count(priced, 'foot', 'feet')}${feet > FARTHEST_PRICED ? ', the farthest the rule prices' : ''}: the ` +
      `gun is captured and the cavalry lose ${count(price, 'man', 'men')} (${at(1050)}).`,
    `That holds if no other force deals with the cavalry; artillery that retires instead must keep retiring ` +
      `while the cavalry pursues (${at(1052)}).`,
  ];
  return {
    mayCharge: true,
    band: null,
    cavalryLost: Math.min(price, sabres),
    enemyLost: 0,
    gunsCaptured: 1,
    feet: priced,
    steps,
  };
}
