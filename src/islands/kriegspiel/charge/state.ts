/**
 * The charge calculator's state (one case of the appendix's Rules as to Cavalry Charging, l.1012–1052)
 * and the one call to the engine it makes: which charge function runs depends on what is charged. The
 * engine computes every number; this module only picks the function and lays its answer out alike.
 */
import {
  BAND_BOUNDARY_READINGS,
  CHARGING_DISTANCE_READINGS,
  COIN_SIDES,
  DOWNHILL_LOSS_READINGS,
  LOSS_FRACTION_READINGS,
  POINT_DISTANCE_READINGS,
  chargeArtillery,
  chargeCavalry,
  chargeInfantry,
  chargeStationaryCavalry,
  KRIEGSPIEL_MOVE_INCHES,
  MAX_CHARGE_INCHES,
  type ChargeBand,
  type CavalryChargeOptions,
  type CoinSide,
} from '../../../rules/wells/index.ts';
import { tryRule, type Result } from '../../../rules/result.ts';

/** What the cavalry charge: infantry in either order, dismounted or stationary or accepting cavalry, or a gun. */
export const CHARGE_TARGETS = ['extended', 'close', 'dismounted', 'stationary', 'cavalry', 'gun'] as const;
export type ChargeTarget = (typeof CHARGE_TARGETS)[number];

/** Whether infantry charged had retired from the cavalry and are still within charging distance (l.1049). */
export const RETIRING_CHOICES = ['no', 'yes'] as const;
export type RetiringChoice = (typeof RETIRING_CHOICES)[number];

/** One charge, as the calculator's controls and address hold it. */
export interface ChargeState {
  readonly target: ChargeTarget;
  readonly sabres: number;
  /** The men charged (none for a gun: one gun is charged). */
  readonly enemy: number;
  /** Where the charge starts, inches from the enemy (infantry and guns). */
  readonly distance: number;
  readonly retiring: RetiringChoice;
  /** Contours the charging cavalry cross downhill (cavalry against cavalry). */
  readonly contours: number;
  readonly coin: CoinSide;
  /** Men of each side within a move of a cavalry fight, for the mêlée's isolation. */
  readonly chargingSupport: number;
  readonly chargedSupport: number;
  readonly boundary: NonNullable<CavalryChargeOptions['boundary']>;
  readonly fractions: NonNullable<CavalryChargeOptions['fractions']>;
  readonly chargingDistance: NonNullable<CavalryChargeOptions['chargingDistance']>;
  readonly pointDistance: NonNullable<CavalryChargeOptions['pointDistance']>;
  readonly downhillLosses: NonNullable<CavalryChargeOptions['downhillLosses']>;
}

/** The state for a case the book leaves the rest of open: defaults for the controls a row does not set. */
export const CHARGE_DEFAULTS: ChargeState = {
  target: 'extended',
  sabres: 10,
  enemy: 20,
  distance: 30,
  retiring: 'no',
  contours: 0,
  coin: COIN_SIDES[0],
  chargingSupport: 0,
  chargedSupport: 0,
  boundary: BAND_BOUNDARY_READINGS[0],
  fractions: LOSS_FRACTION_READINGS[0],
  chargingDistance: CHARGING_DISTANCE_READINGS[0],
  pointDistance: POINT_DISTANCE_READINGS[0],
  downhillLosses: DOWNHILL_LOSS_READINGS[0],
};

/** Which controls a target uses: the distance for infantry and guns, the slope and coin for cavalry. */
export const usesDistance = (t: ChargeTarget): boolean => t !== 'stationary' && t !== 'cavalry';
export const usesEnemy = (t: ChargeTarget): boolean => t !== 'gun';
export const isInfantry = (t: ChargeTarget): boolean => t === 'extended' || t === 'close' || t === 'dismounted';
/** Whether the charge is priced at a foot, "at three feet … two feet … one foot" (l.1049–1050). */
export const pricedAtFeet = (s: ChargeState): boolean =>
  s.target === 'gun' || (s.target === 'close' && s.retiring === 'yes');
/** The inches the drawing shows: the cavalry move, or as far as a longer charge starts. */
export const drawnInches = (s: ChargeState): number => Math.max(KRIEGSPIEL_MOVE_INCHES.cavalry, s.distance);
/** The farthest a charge may start under the state's reading of "charging distance". */
export const mostInches = (s: ChargeState): number =>
  s.chargingDistance === 'unlimited' ? MAX_CHARGE_INCHES : KRIEGSPIEL_MOVE_INCHES.cavalry;

/** The engine's answer, laid out alike for every target. */
export interface ChargeView {
  readonly mayCharge: boolean;
  readonly band: ChargeBand | null;
  readonly cavalryLost: number;
  readonly enemyLost: number;
  /** Stationary cavalry put three feet back (l.1040). */
  readonly sentBack: number;
  /** Men taken prisoner in a cavalry mêlée, of each side. */
  readonly prisoners: { readonly charging: number; readonly charged: number };
  readonly gunsCaptured: number;
  /** The charging numbers as they count (multiplied downhill). */
  readonly counts: number;
  readonly steps: readonly string[];
  /** The book gives no figure for this case; the engine carried the nearest one. */
  readonly unstated: boolean;
}

const none = { charging: 0, charged: 0 };

/** Ask the engine about `s`: a view of its answer, or its RuleError. */
export function runCharge(s: ChargeState): Result<ChargeView> {
  const options = {
    boundary: s.boundary,
    fractions: s.fractions,
    chargingDistance: s.chargingDistance,
    pointDistance: s.pointDistance,
  };
  return tryRule((): ChargeView => {
    const base = { sentBack: 0, prisoners: none, gunsCaptured: 0, counts: s.sabres, unstated: false };
    if (isInfantry(s.target)) {
      const r = chargeInfantry(
        {
          sabres: s.sabres,
          infantry: s.enemy,
          order: s.target as 'extended' | 'close' | 'dismounted',
          distanceInches: s.distance,
          retiring: s.retiring === 'yes',
        },
        options,
      );
      return { ...base, ...r, unstated: r.unstated };
    }
    if (s.target === 'stationary') {
      const r = chargeStationaryCavalry({ sabres: s.sabres, stationary: s.enemy });
      return { ...base, ...r };
    }
    if (s.target === 'cavalry') {
      const r = chargeCavalry(
        {
          charging: s.sabres,
          charged: s.enemy,
          contoursDown: s.contours,
          chargingSupport: s.chargingSupport,
          chargedSupport: s.chargedSupport,
          coin: s.coin,
        },
        { ...options, downhillLosses: s.downhillLosses },
      );
      return { ...base, ...r, counts: r.chargingCounts };
    }
    const r = chargeArtillery({ sabres: s.sabres, distanceInches: s.distance }, options);
    return { ...base, ...r };
  });
}
