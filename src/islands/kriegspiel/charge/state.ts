/**
 * The charge calculator's state (one case of the appendix's Rules as to Cavalry Charging, l.1012–1052)
 * and the one call to the engine it makes: which charge function runs depends on what is charged. The
 * engine computes every number; this module only picks the function and lays its answer out alike.
 */
import {
  COIN_SIDES,
  chargeArtillery,
  chargeCavalry,
  chargeInfantry,
  chargeStationaryCavalry,
  type ChargeBand,
  type ChargeOptions,
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
  readonly boundary: NonNullable<ChargeOptions['boundary']>;
  readonly fractions: NonNullable<ChargeOptions['fractions']>;
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
  boundary: 'nearer-band',
  fractions: 'whole-groups',
};

/** Which controls a target uses: the distance for infantry and guns, the slope and coin for cavalry. */
export const usesDistance = (t: ChargeTarget): boolean => t !== 'stationary' && t !== 'cavalry';
export const usesEnemy = (t: ChargeTarget): boolean => t !== 'gun';
export const isInfantry = (t: ChargeTarget): boolean => t === 'extended' || t === 'close' || t === 'dismounted';

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
  const options = { boundary: s.boundary, fractions: s.fractions };
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
        options,
      );
      return { ...base, ...r, counts: r.chargingCounts };
    }
    const r = chargeArtillery({ sabres: s.sabres, distanceInches: s.distance }, options);
    return { ...base, ...r };
  });
}
