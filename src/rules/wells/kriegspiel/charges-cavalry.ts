/**
 * Cavalry charging cavalry (004 l.1038–1048, pp. 108–109): on stationary mounted cavalry one sabre kills
 * five and puts fifteen back; equal numbers on the level toss a coin; unequal numbers on the level fight
 * the Little Wars mêlée; charging downhill multiplies the charging numbers by the contours crossed.
 */
import { oneOf, wholeNumber } from '../../errors.ts';
import { INCHES_PER_FOOT } from '../mobility.ts';
import { resolveMelee, type MeleeResult } from '../melee.ts';
import { menCount, readOptions, readRecord } from '../validate.ts';
import {
  CHARGE_DEFAULTS,
  CHARGE_MINIMUM,
  CHARGE_OPTION_SPEC,
  at,
  count,
  lossAt,
  type ChargeOptions,
} from './charges.ts';
import type { ChargeResult } from './charges-infantry.ts';

/** "one charging sabre will kill five stationary sabres and put fifteen others three feet to the rear" (l.1040). */
export const STATIONARY_KILLED_PER_SABRE = 5;
export const STATIONARY_SENT_BACK_PER_SABRE = 15;
export const STATIONARY_SENT_BACK_INCHES = 3 * INCHES_PER_FOOT;
/** The coin's loser loses three-quarters of his men, the winner one quarter (l.1044). */
export const COIN_LOSER_SHARE = { men: 3, per: 4 } as const;
export const COIN_WINNER_SHARE = { men: 1, per: 4 } as const;
/** "one contour … multiplied by two; two contours … by three; three contours … by four" (l.1046). */
export const DOWNHILL_MULTIPLIERS = [1, 2, 3, 4] as const;
/** The most contours the rule prices (l.1046). */
export const MAX_DOWNHILL_CONTOURS = DOWNHILL_MULTIPLIERS.length - 1;

/** A charge on stationary mounted cavalry (l.1040). */
export interface StationaryCharge {
  readonly sabres: number;
  /** Mounted cavalry standing still within charging distance when charged. */
  readonly stationary: number;
}

/** What a charge on stationary cavalry does: the killed (`enemyLost`) and the men put three feet back. */
export interface StationaryChargeResult extends ChargeResult {
  readonly sentBack: number;
  readonly sentBackInches: number;
}

/**
 * The charge on stationary cavalry (l.1040, p. 108): `charge.sabres` charging `charge.stationary` mounted
 * cavalry that neither dismounted, charged nor retired.
 */
export function chargeStationaryCavalry(charge: StationaryCharge): StationaryChargeResult {
  const record = readRecord('charge', charge, ['sabres', 'stationary']);
  const sabres = menCount('charge.sabres', record['sabres'], 1);
  const stationary = menCount('charge.stationary', record['stationary'], 1);
  if (sabres < CHARGE_MINIMUM) {
    return {
      mayCharge: false,
      band: null,
      cavalryLost: 0,
      enemyLost: 0,
      sentBack: 0,
      sentBackInches: 0,
      steps: [`No body of less than ${CHARGE_MINIMUM} cavalry may charge; ${sabres} may not (${at(1014)}).`],
    };
  }
  const enemyLost = Math.min(stationary, STATIONARY_KILLED_PER_SABRE * sabres);
  const sentBack = Math.min(stationary - enemyLost, STATIONARY_SENT_BACK_PER_SABRE * sabres);
  return {
    mayCharge: true,
    band: null,
    cavalryLost: 0,
    enemyLost,
    sentBack,
    sentBackInches: STATIONARY_SENT_BACK_INCHES,
    steps: [
      `Cavalry that stays mounted and still within charging distance must take the charge: each charging ` +
        `sabre kills ${STATIONARY_KILLED_PER_SABRE} and puts ${STATIONARY_SENT_BACK_PER_SABRE} three feet to ` +
        `the rear (${at(1040)}).`,
      `${count(sabres, 'sabre', 'sabres')} against ${stationary}: ${enemyLost} killed, ${sentBack} put back ` +
        `${STATIONARY_SENT_BACK_INCHES} inches; the charging cavalry lose nothing.`,
    ],
  };
}

/** Which side the coin falls to when equal numbers meet on the level (l.1044). */
export const COIN_SIDES = ['charging', 'charged'] as const;
export type CoinSide = (typeof COIN_SIDES)[number];

/**
 * How the losses of cavalry counted double, treble or fourfold downhill come off its real men (l.1046;
 * the text does not say): `divided` divides them by the multiplier, rounding up; `capped` takes them
 * man for man, never more than there are.
 */
export const DOWNHILL_LOSS_READINGS = ['divided', 'capped'] as const;
export type DownhillLossReading = (typeof DOWNHILL_LOSS_READINGS)[number];

/** Readings of a cavalry fight: the charge readings and how downhill losses are taken. */
export interface CavalryChargeOptions extends ChargeOptions {
  readonly downhillLosses?: DownhillLossReading;
}

/** A charge of cavalry on cavalry that accepts it (l.1044–1046). */
export interface CavalryCharge {
  readonly charging: number;
  readonly charged: number;
  /** Contours crossed charging downhill: 0 on the level, up to 3 (l.1046). */
  readonly contoursDown: number;
  /** Men of each side within a move of the fight, outside it, for the mêlée's isolation (melee-1). */
  readonly chargingSupport: number;
  readonly chargedSupport: number;
  /** Who wins the toss, should the numbers be equal on the level (l.1044). */
  readonly coin: CoinSide;
}

/** What a cavalry fight does: each side's dead and prisoners, and who must retire. */
export interface CavalryChargeResult extends ChargeResult {
  /** The charging numbers as they count: multiplied downhill (l.1046). */
  readonly chargingCounts: number;
  readonly multiplier: number;
  /** How it was settled: the coin (l.1044), or the Little Wars mêlée's rule (l.1045). */
  readonly settledBy: 'coin' | MeleeResult['cite'];
  readonly prisoners: { readonly charging: number; readonly charged: number };
  /** The side obliged to retire after the coin; null after a mêlée. */
  readonly retires: CoinSide | null;
}

/**
 * The cavalry fight (l.1044–1046, p. 109): `charge.charging` sabres charge `charge.charged` down
 * `charge.contoursDown` contours; equal numbers on the level toss a coin, other cases fight the mêlée.
 */
export function chargeCavalry(charge: CavalryCharge, options?: CavalryChargeOptions): CavalryChargeResult {
  const record = readRecord('charge', charge, [
    'charging',
    'charged',
    'contoursDown',
    'chargingSupport',
    'chargedSupport',
    'coin',
  ]);
  const charging = menCount('charge.charging', record['charging'], 1);
  const charged = menCount('charge.charged', record['charged'], 1);
  const contours = wholeNumber('charge.contoursDown', record['contoursDown'], 0, MAX_DOWNHILL_CONTOURS);
  const chargingSupport = menCount('charge.chargingSupport', record['chargingSupport']);
  const chargedSupport = menCount('charge.chargedSupport', record['chargedSupport']);
  const coin = oneOf('charge.coin', record['coin'], COIN_SIDES);
  const readings = readOptions(
    'options',
    options,
    { ...CHARGE_OPTION_SPEC, downhillLosses: DOWNHILL_LOSS_READINGS },
    { ...CHARGE_DEFAULTS, downhillLosses: 'divided' },
  );
  const downhill = readings.downhillLosses;
  const multiplier = DOWNHILL_MULTIPLIERS[contours] ?? 1;
  const none = { charging: 0, charged: 0 };
  if (charging < CHARGE_MINIMUM) {
    return {
      mayCharge: false,
      band: null,
      cavalryLost: 0,
      enemyLost: 0,
      chargingCounts: charging,
      multiplier,
      settledBy: 'coin',
      prisoners: none,
      retires: null,
      steps: [`No body of less than ${CHARGE_MINIMUM} cavalry may charge; ${charging} may not (${at(1014)}).`],
    };
  }
  const counts = charging * multiplier;
  const steps: string[] = [];
  if (contours > 0) {
    steps.push(
      `Charging downhill across ${count(contours, 'contour', 'contours')}, the ${charging} charging sabres ` +
        `are multiplied by ${multiplier}: they count as ${counts} (${at(1046)}).`,
    );
  }
  if (contours === 0 && charging === charged) {
    const winner = coin;
    const loser: CoinSide = coin === 'charging' ? 'charged' : 'charging';
    const loserLoss = lossAt(COIN_LOSER_SHARE, charging, charging, readings.fractions);
    const winnerLoss = lossAt(COIN_WINNER_SHARE, charging, charging, readings.fractions);
    const lost = { [winner]: winnerLoss, [loser]: loserLoss } as Record<CoinSide, number>;
    steps.push(
      `${charging} against ${charged} on level ground: a coin decides. The ${loser} side loses ` +
        `three-quarters, ${loserLoss}, and must retire; the ${winner} side loses a quarter, ${winnerLoss} ` +
        `(${at(1044)}).`,
    );
    return {
      mayCharge: true,
      band: null,
      cavalryLost: lost.charging,
      enemyLost: lost.charged,
      chargingCounts: counts,
      multiplier,
      settledBy: 'coin',
      prisoners: none,
      retires: loser,
      steps,
    };
  }
  const melee = resolveMelee({
    a: counts,
    b: charged,
    aSupport: chargingSupport,
    bSupport: chargedSupport,
    labels: { a: 'The charging side', b: 'The charged side' },
  });
  steps.push(
    contours === 0
      ? `The numbers are unequal on level ground, so the mêlée rules of Little Wars decide (${at(1045)}).`
      : `The counted numbers go into the mêlée rules of Little Wars (${at(1045)}).`,
  );
  steps.push(...melee.steps);
  const real = (n: number): number =>
    multiplier === 1
      ? n
      : downhill === 'divided'
        ? Math.min(charging, Math.ceil(n / multiplier))
        : Math.min(charging, n);
  const cavalryLost = real(melee.dead.a);
  const chargingPrisoners = Math.min(charging - cavalryLost, real(melee.prisoners.a));
  if (multiplier > 1) {
    steps.push(
      `Taken off the ${charging} real sabres ` +
        `(${downhill === 'divided' ? `divided by ${multiplier}, rounding up` : 'man for man'}): the charging ` +
        `side loses ${cavalryLost} dead and ${chargingPrisoners} prisoners.`,
    );
  }
  return {
    mayCharge: true,
    band: null,
    cavalryLost,
    enemyLost: melee.dead.b,
    chargingCounts: counts,
    multiplier,
    settledBy: melee.cite,
    prisoners: { charging: chargingPrisoners, charged: melee.prisoners.b },
    retires: null,
    steps,
  };
}
