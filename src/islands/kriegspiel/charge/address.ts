/** The charge calculator's inputs in the address (`charge.target=close&charge.sabres=20&…`). */
import {
  BAND_BOUNDARY_READINGS,
  CHARGING_DISTANCE_READINGS,
  DOWNHILL_LOSS_READINGS,
  MAX_CHARGE_INCHES,
  POINT_DISTANCE_READINGS,
  COIN_SIDES,
  LOSS_FRACTION_READINGS,
  MAX_DOWNHILL_CONTOURS,
} from '../../../rules/wells/index.ts';
import { fieldsOver, type AddressField } from '../../shared/addressFields.ts';
import { MOST_MEN } from '../../shared/calculator.ts';
import { CHARGE_TARGETS, RETIRING_CHOICES, type ChargeState } from './state.ts';

const { count, choice } = fieldsOver<ChargeState>();

export const CHARGE_FIELDS: readonly AddressField<ChargeState>[] = [
  choice('target', 'what is charged', CHARGE_TARGETS),
  count('sabres', 'sabres charging', 1, MOST_MEN),
  count('enemy', 'men charged', 1, MOST_MEN),
  // Up to the longest charge any reading allows: past the cavalry move, the engine says why under the edition's.
  count('distance', 'inches from the enemy', 1, MAX_CHARGE_INCHES),
  choice('retiring', 'infantry retiring', RETIRING_CHOICES),
  count('contours', 'contours downhill', 0, MAX_DOWNHILL_CONTOURS),
  choice('coin', 'the coin falls to', COIN_SIDES),
  count('chargingSupport', 'support of the charging side', 0, MOST_MEN),
  count('chargedSupport', 'support of the charged side', 0, MOST_MEN),
  choice('boundary', 'a charge at exactly one or two feet', BAND_BOUNDARY_READINGS),
  choice('fractions', 'fractions of a man', LOSS_FRACTION_READINGS),
  choice('chargingDistance', 'charging distance', CHARGING_DISTANCE_READINGS),
  choice('pointDistance', 'a charge between whole feet', POINT_DISTANCE_READINGS),
  choice('downhillLosses', 'losses of cavalry counted double downhill', DOWNHILL_LOSS_READINGS),
];
