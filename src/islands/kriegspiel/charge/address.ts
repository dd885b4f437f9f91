/** The charge calculator's inputs in the address (`charge.target=close&charge.sabres=20&…`). */
import {
  BAND_BOUNDARY_READINGS,
  COIN_SIDES,
  KRIEGSPIEL_MOVE_INCHES,
  LOSS_FRACTION_READINGS,
  MAX_DOWNHILL_CONTOURS,
} from '../../../rules/wells/index.ts';
import { fieldsOver, type AddressField } from '../../shared/addressFields.ts';
import { MOST_MEN } from '../../shared/calculator.ts';
import { CHARGE_TARGETS, RETIRING_CHOICES, type ChargeState } from './state.ts';

/** The farthest a charge may start under the edition's reading of "charging distance": the cavalry move. */
export const MOST_INCHES = KRIEGSPIEL_MOVE_INCHES.cavalry;

const { count, choice } = fieldsOver<ChargeState>();

export const CHARGE_FIELDS: readonly AddressField<ChargeState>[] = [
  choice('target', 'what is charged', CHARGE_TARGETS),
  count('sabres', 'sabres charging', 1, MOST_MEN),
  count('enemy', 'men charged', 1, MOST_MEN),
  count('distance', 'inches from the enemy', 1, MOST_INCHES),
  choice('retiring', 'infantry retiring', RETIRING_CHOICES),
  count('contours', 'contours downhill', 0, MAX_DOWNHILL_CONTOURS),
  choice('coin', 'the coin falls to', COIN_SIDES),
  count('chargingSupport', 'support of the charging side', 0, MOST_MEN),
  count('chargedSupport', 'support of the charged side', 0, MOST_MEN),
  choice('boundary', 'a charge at exactly one or two feet', BAND_BOUNDARY_READINGS),
  choice('fractions', 'fractions of a man', LOSS_FRACTION_READINGS),
];
