/**
 * The supply planner's inputs in the address (`supply.arm=infantry&supply.men=46&…&supply.late-food=3`).
 */
import { LATE_SUPPLY_READINGS, MAX_PLAN_MOVES, SUPPLY_ARMS, SUPPLY_FRACTIONS } from '../../../rules/wells/index.ts';
import type { AddressField } from '../../shared/addressFields.ts';
import { MOST_MEN } from '../../shared/calculator.ts';
import { YES_NO, type SupplyPlannerState } from './state.ts';

/** The farthest the steppers allow, in feet: a drill-hall's length. */
export const MOST_FEET = 100;

/** The supply planner's whole-number inputs. */
export type Counted =
  | 'men'
  | 'horses'
  | 'nearest'
  | 'feet'
  | 'moves'
  | 'lateFood'
  | 'lateForage'
  | 'lateAmmunition'
  | 'storeFood'
  | 'storeForage';

const count = (
  key: string,
  label: string,
  field: Counted,
  min: number,
  max: number,
): AddressField<SupplyPlannerState> => ({
  kind: 'count',
  key,
  label,
  min,
  max,
  get: (s) => s[field],
  set: (s, n) => ({ ...s, [field]: n }),
});

function choice<T extends string>(
  key: string,
  label: string,
  options: readonly T[],
  get: (s: SupplyPlannerState) => T,
  set: (s: SupplyPlannerState, v: T) => SupplyPlannerState,
): AddressField<SupplyPlannerState> {
  return { kind: 'choice', key, label, options, get, set: (s, v) => set(s, options.find((o) => o === v) ?? get(s)) };
}

export const SUPPLY_FIELDS: readonly AddressField<SupplyPlannerState>[] = [
  choice(
    'arm',
    'arm',
    SUPPLY_ARMS,
    (s) => s.arm,
    (s, arm) => ({ ...s, arm }),
  ),
  count('men', 'men', 'men', 0, MOST_MEN),
  count('horses', 'horses', 'horses', 0, MOST_MEN),
  choice(
    'firing',
    'fires for six moves',
    YES_NO,
    (s) => s.firing,
    (s, firing) => ({ ...s, firing }),
  ),
  count('nearest', 'feet to the nearest other body', 'nearest', 0, MOST_FEET),
  count('feet', 'feet to the supplies', 'feet', 0, MOST_FEET),
  choice(
    'enemy',
    'enemy between',
    YES_NO,
    (s) => s.enemy,
    (s, enemy) => ({ ...s, enemy }),
  ),
  count('moves', 'moves', 'moves', 1, MAX_PLAN_MOVES),
  count('late-food', 'moves food is late', 'lateFood', 0, MAX_PLAN_MOVES),
  count('late-forage', 'moves forage is late', 'lateForage', 0, MAX_PLAN_MOVES),
  count('late-ammunition', 'moves ammunition is late', 'lateAmmunition', 0, MAX_PLAN_MOVES),
  count('store-food', 'packets of food in store', 'storeFood', 0, MOST_MEN),
  count('store-forage', 'packets of forage in store', 'storeForage', 0, MOST_MEN),
  choice(
    'fractions',
    'reading of a part packet',
    SUPPLY_FRACTIONS,
    (s) => s.fractions,
    (s, fractions) => ({ ...s, fractions }),
  ),
  choice(
    'late',
    'reading of late supply',
    LATE_SUPPLY_READINGS,
    (s) => s.lateSupply,
    (s, lateSupply) => ({ ...s, lateSupply }),
  ),
];
