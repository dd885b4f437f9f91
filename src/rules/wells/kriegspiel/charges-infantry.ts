/**
 * Cavalry charging infantry (004 l.1018–1036, 1042, 1049, pp. 108–109): in extended order the horsemen
 * ride the skirmishers down, the nearer the start the more; in close order "the result is reversed";
 * dismounted cavalry count as extended infantry; infantry that retire and are caught lose double.
 */
import { booleanOf } from '../../checks.ts';
import { oneOf } from '../../errors.ts';
import { menCount, readRecord } from '../validate.ts';
import {
  CHARGE_MINIMUM,
  at,
  chargeBand,
  chargeFeet,
  count,
  lossAt,
  readChargeDistance,
  readChargeOptions,
  type ChargeBand,
  type ChargeOptions,
  type LossRate,
} from './charges.ts';

/** The order of the men charged (l.1018, 1026, 1042): extended, close (two ranks or fours), or dismounted cavalry. */
export const INFANTRY_ORDERS = ['extended', 'close', 'dismounted'] as const;
export type InfantryOrder = (typeof INFANTRY_ORDERS)[number];

/** What the cavalry lose per infantry charged, and the infantry per sabre, by band, in extended order (l.1020–1024). */
export const EXTENDED_RATES: Readonly<Record<ChargeBand, { readonly cavalry: LossRate; readonly infantry: LossRate }>> =
  {
    far: { cavalry: { men: 1, per: 5 }, infantry: { men: 1, per: 1 } },
    middle: { cavalry: { men: 1, per: 10 }, infantry: { men: 2, per: 1 } },
    near: { cavalry: { men: 1, per: 15 }, infantry: { men: 3, per: 1 } },
  };

/** The same, reversed, in close order (l.1028–1032): "one infantry-man kills three cavalry-men, and fifteen …". */
export const CLOSE_RATES: Readonly<Record<ChargeBand, { readonly cavalry: LossRate; readonly infantry: LossRate }>> = {
  far: { cavalry: { men: 3, per: 1 }, infantry: { men: 1, per: 15 } },
  middle: { cavalry: { men: 2, per: 1 }, infantry: { men: 1, per: 10 } },
  near: { cavalry: { men: 1, per: 1 }, infantry: { men: 1, per: 5 } },
};

/** Infantry in two ranks or fours caught retiring (l.1049): men lost per sabre at three feet and at two. */
export const RETIRING_CLOSE_PER_SABRE: Readonly<Record<2 | 3, number>> = { 3: 2, 2: 3 };
type RetiringFeet = keyof typeof RETIRING_CLOSE_PER_SABRE;
/** The nearest and the farthest charge that rule prices, in feet. */
const [RETIRING_NEAREST, RETIRING_FARTHEST] = Object.keys(RETIRING_CLOSE_PER_SABRE)
  .map(Number)
  .sort((a, b) => a - b) as [RetiringFeet, RetiringFeet];
/** "it will receive double losses if in extended order" (l.1049). */
export const RETIRING_EXTENDED_FACTOR = 2;
/** Charged in extended order, the infantry "must on the next move retire one foot" (l.1036). */
export const EXTENDED_RETIRE_INCHES = 12;

/** A charge on infantry (l.1018–1049). */
export interface InfantryCharge {
  /** Sabres charging: eight at least, or no charge (l.1014). */
  readonly sabres: number;
  /** Infantry (or dismounted cavalry) charged. */
  readonly infantry: number;
  readonly order: InfantryOrder;
  /** Where the charge starts, in inches from the enemy. */
  readonly distanceInches: number;
  /** The infantry retired from cavalry within charging distance and are still within it (l.1049). */
  readonly retiring: boolean;
}

/** What a charge does (l.1012–1052): the men each side loses, with the working. */
export interface ChargeResult {
  /** False for fewer than eight sabres (l.1014): nothing happens. */
  readonly mayCharge: boolean;
  /** The distance band the charge starts in, where the rule uses bands. */
  readonly band: ChargeBand | null;
  /** Sabres of the charging cavalry killed. */
  readonly cavalryLost: number;
  /** Men of the side charged killed. */
  readonly enemyLost: number;
  /** The working in words, one sentence a step, each with its page and line. */
  readonly steps: readonly string[];
}

/** A charge on infantry: its rates, and what the infantry must do next. */
export interface InfantryChargeResult extends ChargeResult {
  /** The cavalry's loss per infantry charged, and the infantry's per sabre. */
  readonly rates: { readonly cavalry: LossRate; readonly infantry: LossRate } | null;
  /** After the charge: extended infantry retire a foot; close order stand immobile a move (l.1034–1036). */
  readonly next: 'retire-one-foot' | 'immobile-one-move' | 'keep-retiring' | null;
  /** Set where the book gives no figure and the engine carries the nearest stated one (l.1049 at one foot). */
  readonly unstated: boolean;
}

/** "1 man for every 5 infantrymen charged", "2 men for each sabre": a rate in words. */
const ruleOf = (rate: LossRate, other: string, others: string): string =>
  `${count(rate.men, 'man', 'men')} for ${rate.per === 1 ? `each ${other}` : `every ${rate.per} ${others}`}`;

/**
 * The charge on infantry (l.1018–1036, 1042, 1049, pp. 108–109): the losses of `charge.sabres` charging
 * `charge.infantry` in extended or close order from `charge.distanceInches`, retiring or standing.
 */
export function chargeInfantry(charge: InfantryCharge, options?: ChargeOptions): InfantryChargeResult {
  const record = readRecord('charge', charge, ['sabres', 'infantry', 'order', 'distanceInches', 'retiring']);
  const sabres = menCount('charge.sabres', record['sabres'], 1);
  const infantry = menCount('charge.infantry', record['infantry'], 1);
  const order = oneOf('charge.order', record['order'], INFANTRY_ORDERS);
  const readings = readChargeOptions('options', options);
  const distance = readChargeDistance('charge.distanceInches', record['distanceInches'], readings);
  const retiring = booleanOf('charge.retiring', record['retiring']);
  if (sabres < CHARGE_MINIMUM) {
    return {
      mayCharge: false,
      band: null,
      cavalryLost: 0,
      enemyLost: 0,
      rates: null,
      next: null,
      unstated: false,
      steps: [`No body of less than ${CHARGE_MINIMUM} cavalry may charge; ${sabres} may not (${at(1014)}).`],
    };
  }
  const band = chargeBand(distance, readings);
  const steps: string[] = [];
  if (order === 'dismounted')
    steps.push(`Dismounted cavalry charged count as infantry in extended order (${at(1042)}).`);
  const extended = order !== 'close';
  if (retiring) return retiringCharge({ sabres, infantry, extended, distance, band }, readings, steps);
  const rates = (extended ? EXTENDED_RATES : CLOSE_RATES)[band];
  const bandWords = { far: 'more than two feet', middle: 'between one foot and two', near: 'less than one foot' }[band];
  const line = extended ? { far: 1020, middle: 1022, near: 1024 }[band] : { far: 1028, middle: 1030, near: 1032 }[band];
  steps.push(
    `The charge starts ${distance} inches off, ${bandWords}: ` +
      `${extended ? 'in extended order' : 'in close order, the result reversed'}, the cavalry lose ` +
      `${ruleOf(rates.cavalry, 'infantryman', extended ? 'infantrymen charged' : 'infantrymen')} and the ` +
      `infantry ${ruleOf(rates.infantry, 'sabre', 'sabres')} (${at(line)}).`,
  );
  const cavalryLost = lossAt(rates.cavalry, infantry, sabres, readings.fractions);
  const enemyLost = lossAt(rates.infantry, sabres, infantry, readings.fractions);
  steps.push(
    `${count(sabres, 'sabre', 'sabres')} against ${count(infantry, 'infantryman', 'infantrymen')}: the ` +
      `cavalry lose ${cavalryLost}, the infantry ${enemyLost}.`,
  );
  steps.push(
    extended
      ? `On the next move the infantry must retire one foot, and they can be charged again (${at(1036)}).`
      : `Infantry charged in close order are immobile for the next move (${at(1034)}).`,
  );
  return {
    mayCharge: true,
    band,
    cavalryLost,
    enemyLost,
    rates,
    next: extended ? 'retire-one-foot' : 'immobile-one-move',
    unstated: false,
    steps,
  };
}

interface Retiring {
  readonly sabres: number;
  readonly infantry: number;
  readonly extended: boolean;
  readonly distance: number;
  readonly band: ChargeBand;
}

/** Infantry that retired and are still within charging distance (l.1049): double losses, or so many per sabre. */
function retiringCharge(
  r: Retiring,
  readings: ReturnType<typeof readChargeOptions>,
  steps: string[],
): InfantryChargeResult {
  const noLoss: LossRate = { men: 0, per: 1 };
  let rate: LossRate;
  let unstated = false;
  if (r.extended) {
    const base = EXTENDED_RATES[r.band].infantry;
    rate = { men: base.men * RETIRING_EXTENDED_FACTOR, per: base.per };
    steps.push(
      `The infantry retired but are still within charging distance: in extended order they take double ` +
        `losses, ${rate.men} men for each sabre instead of ${base.men} (${at(1049)}).`,
    );
  } else {
    const feet = chargeFeet(r.distance, readings);
    const priced = feet >= RETIRING_FARTHEST ? RETIRING_FARTHEST : RETIRING_NEAREST;
    unstated = feet < RETIRING_NEAREST;
    rate = { men: RETIRING_CLOSE_PER_SABRE[priced], per: 1 };
    steps.push(
      unstated
        ? `The infantry retired in two ranks or fours and the charge is at ${feet} foot, where the book gives ` +
            `no figure; the two-foot rate is carried in: ${rate.men} men for each sabre (${at(1049)}).`
        : `The infantry retired in two ranks or fours and are still within charging distance: at ${priced} ` +
            `feet they lose ${rate.men} men for each sabre (${at(1049)}).`,
    );
  }
  const enemyLost = lossAt(rate, r.sabres, r.infantry, readings.fractions);
  steps.push(
    `The cavalry lose nothing; the infantry lose ${enemyLost}, and must keep retiring until they are ` +
      `exterminated or their tormentors driven off (${at(1049)}).`,
  );
  return {
    mayCharge: true,
    band: r.band,
    cavalryLost: 0,
    enemyLost,
    rates: { cavalry: noLoss, infantry: rate },
    next: 'keep-retiring',
    unstated,
    steps,
  };
}
