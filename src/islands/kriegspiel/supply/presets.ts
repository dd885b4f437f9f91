/**
 * The supply planner's presets: every row of the worked examples on the packets a body needs, whether its supplies
 * count, and what it may do while they are late (appendix pp. 106–107, l.966–986), in the order of the book.
 */
import { WELLS_EXAMPLES } from '../../../rules/examples.ts';
import {
  SUPPLY_REACH_FEET,
  type SiegeExample,
  type SupplyNeedExample,
  type SupplyPlanExample,
  type SupplyReachExample,
} from '../../../rules/wells/index.ts';
import type { Preset } from '../../shared/presets.ts';
import { appendixPresets } from '../appendix.ts';
import type { SupplyPlannerState, YesNo } from './state.ts';

/** The rows the planner offers. */
export type SupplyPlannerExample = SupplyNeedExample | SupplyReachExample | SupplyPlanExample | SiegeExample;

/** The supply rows of the table, in the order of the book. */
export const SUPPLY_EXAMPLES: readonly SupplyPlannerExample[] = WELLS_EXAMPLES.filter(
  (row): row is SupplyPlannerExample =>
    row.kind === 'kriegspiel-supply' ||
    row.kind === 'kriegspiel-supply-reach' ||
    row.kind === 'kriegspiel-supply-plan' ||
    row.kind === 'kriegspiel-siege',
);

/** A body of infantry, on time, with its supplies at hand, over two periods of six moves. */
const BASE: SupplyPlannerState = {
  arm: 'infantry',
  men: 30,
  horses: 0,
  firing: 'no',
  nearest: 6,
  feet: 6,
  enemy: 'no',
  moves: 12,
  lateFood: 0,
  lateForage: 0,
  lateAmmunition: 0,
  fractions: 'half-up',
  lateSupply: 'out-at-once',
  storeFood: 0,
  storeForage: 0,
};

const yes = (b: boolean): YesNo => (b ? 'yes' : 'no');

function stateOf(row: SupplyPlannerExample): SupplyPlannerState {
  switch (row.kind) {
    case 'kriegspiel-supply': {
      const b = row.inputs;
      const body = { arm: b.arm, men: b.men, horses: b.horses, firing: yes(b.firing), nearest: b.nearestBodyFeet };
      return { ...BASE, ...body, feet: SUPPLY_REACH_FEET[b.arm] };
    }
    case 'kriegspiel-supply-reach': {
      const { arm, feet, enemyBetween } = row.inputs;
      return { ...BASE, arm, horses: arm === 'cavalry' ? BASE.men : 0, feet, enemy: yes(enemyBetween) };
    }
    case 'kriegspiel-siege': {
      const { men, horses, food, forage } = row.inputs;
      return { ...BASE, men, horses, storeFood: food, storeForage: forage };
    }
    case 'kriegspiel-supply-plan': {
      const { body, moves, supplyFeet, enemyBetween, late } = row.inputs;
      return {
        ...BASE,
        arm: body.arm,
        men: body.men,
        horses: body.horses,
        firing: yes(body.firing),
        nearest: body.nearestBodyFeet,
        feet: supplyFeet,
        enemy: yes(enemyBetween),
        moves,
        lateFood: late.food,
        lateForage: late.forage,
        lateAmmunition: late.ammunition,
      };
    }
  }
}

/** Every supply example as a preset. */
export const SUPPLY_PRESETS: readonly Preset<SupplyPlannerState>[] = appendixPresets(SUPPLY_EXAMPLES, stateOf);
