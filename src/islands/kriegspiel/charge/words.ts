/**
 * What the charge calculator says: the names of its choices, the rates of each distance band in words
 * (from the engine's tables), and the result in one sentence for the live region.
 */
import {
  CLOSE_RATES,
  EXTENDED_RATES,
  GUN_CHARGE_PRICE,
  type BandBoundaryReading,
  type ChargingDistanceReading,
  type DownhillLossReading,
  type PointDistanceReading,
  type ChargeBand,
  type CoinSide,
  type LossFractionReading,
  type LossRate,
} from '../../../rules/wells/index.ts';
import { plural } from '../../shared/words.ts';
import { isInfantry, type ChargeState, type ChargeTarget, type ChargeView } from './state.ts';

export const TARGET_LABELS: Readonly<Record<ChargeTarget, string>> = {
  extended: 'Infantry in extended order',
  close: 'Infantry in close order',
  dismounted: 'Dismounted cavalry',
  stationary: 'Stationary mounted cavalry',
  cavalry: 'Cavalry that accept the charge',
  gun: 'A gun',
};

/** The men charged, as the stepper names them. */
export const ENEMY_LABELS: Readonly<Record<ChargeTarget, string>> = {
  extended: 'Infantry charged',
  close: 'Infantry charged',
  dismounted: 'Dismounted cavalry charged',
  stationary: 'Stationary cavalry',
  cavalry: 'Cavalry charged',
  gun: 'Guns charged',
};

export const BAND_LABELS: Readonly<Record<ChargeBand, string>> = {
  near: 'under 1 foot',
  middle: '1 to 2 feet',
  far: 'over 2 feet',
};

export const BOUNDARY_LABELS: Readonly<Record<BandBoundaryReading, string>> = {
  'nearer-band': 'in the band nearer the enemy',
  'farther-band': 'in the band farther off',
};

export const FRACTION_LABELS: Readonly<Record<LossFractionReading, string>> = {
  'whole-groups': 'only whole fives, tens or fifteens count',
  'started-groups': 'a started five, ten or fifteen counts whole',
};

export const CHARGING_DISTANCE_LABELS: Readonly<Record<ChargingDistanceReading, string>> = {
  'cavalry-move': 'within the cavalry move, three feet',
  unlimited: 'from any distance',
};

export const POINT_DISTANCE_LABELS: Readonly<Record<PointDistanceReading, string>> = {
  'next-foot-up': 'the foot at or beyond it',
  'nearest-foot': 'the nearest foot',
};

export const DOWNHILL_LABELS: Readonly<Record<DownhillLossReading, string>> = {
  divided: 'divided by the multiplier, rounding up',
  capped: 'man for man, never more than there are',
};

export const COIN_LABELS: Readonly<Record<CoinSide, string>> = {
  charging: 'the charging side',
  charged: 'the side charged',
};

const per = (rate: LossRate, one: string, many: string): string =>
  rate.per === 1 ? `${rate.men} per ${one}` : `${rate.men} per ${rate.per} ${many}`;

/** What a band costs each side, a line each, for the drawing (l.1020–1032, l.1050); none where bands price nothing. */
export function bandRate(target: ChargeTarget, band: ChargeBand): readonly string[] {
  if (target === 'gun') {
    const price = GUN_CHARGE_PRICE[({ near: 1, middle: 2, far: 3 } as const)[band]];
    return ['gun taken', `cavalry −${plural(price, 'man', 'men')}`];
  }
  if (!isInfantry(target)) return [];
  const close = target === 'close';
  const rates = (close ? CLOSE_RATES : EXTENDED_RATES)[band];
  return [
    `cavalry ` +
      `−${close ? per(rates.cavalry, 'infantryman', 'infantrymen') : per(rates.cavalry, 'man charged', 'charged')}`,
    `infantry −${per(rates.infantry, 'sabre', 'sabres')}`,
  ];
}

/** The result in one sentence, for the live region. */
export function summary(s: ChargeState, v: ChargeView): string {
  const who =
    `${plural(s.sabres, 'sabre', 'sabres')} against ` +
    `${s.target === 'gun' ? 'a gun' : `${s.enemy} ${TARGET_LABELS[s.target].toLowerCase()}`}`;
  if (!v.mayCharge) return `${who}: fewer than eight cavalry may not charge.`;
  const parts = [`the cavalry lose ${v.cavalryLost}`];
  if (s.target === 'gun') parts.push(`the gun is captured`);
  else
    parts.push(
      `the ${s.target === 'stationary' || s.target === 'cavalry' ? 'cavalry charged' : 'men charged'} lose ` +
        `${v.enemyLost}`,
    );
  if (v.sentBack) parts.push(`${v.sentBack} are put three feet back`);
  if (v.prisoners.charging || v.prisoners.charged)
    parts.push(`prisoners: ${v.prisoners.charging} of the charging side, ${v.prisoners.charged} of the side charged`);
  return `${who}: ${parts.join('; ')}.`;
}
