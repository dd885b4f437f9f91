/**
 * The supply planner's state (appendix pp. 106–107, l.964–986): a body, where its supplies are given up, how late
 * each kind comes, and the readings; and the engine's input made from it.
 */
import type {
  LateSupplyReading,
  Siege,
  SupplyArm,
  SupplyFraction,
  SupplyPlanInput,
  SupplyPlanOptions,
} from '../../../rules/wells/index.ts';

export const YES_NO = ['yes', 'no'] as const;
export type YesNo = (typeof YES_NO)[number];

export interface SupplyPlannerState {
  readonly arm: SupplyArm;
  readonly men: number;
  readonly horses: number;
  /** Its infantry fire for six consecutive moves. */
  readonly firing: YesNo;
  /** Feet to the nearest other body. */
  readonly nearest: number;
  /** Feet from the body to where its supplies are given up. */
  readonly feet: number;
  /** The enemy stands between the supplies and the body. */
  readonly enemy: YesNo;
  readonly moves: number;
  readonly lateFood: number;
  readonly lateForage: number;
  readonly lateAmmunition: number;
  readonly fractions: SupplyFraction;
  readonly lateSupply: LateSupplyReading;
  /** If surrounded: packets of food in store. */
  readonly storeFood: number;
  /** If surrounded: packets of forage in store. */
  readonly storeForage: number;
}

/** The engine's input and options for a state. */
export function planInput(s: SupplyPlannerState): readonly [SupplyPlanInput, SupplyPlanOptions] {
  return [
    {
      body: { arm: s.arm, men: s.men, horses: s.horses, firing: s.firing === 'yes', nearestBodyFeet: s.nearest },
      moves: s.moves,
      supplyFeet: s.feet,
      enemyBetween: s.enemy === 'yes',
      late: { food: s.lateFood, forage: s.lateForage, ammunition: s.lateAmmunition },
    },
    { fractions: s.fractions, lateSupply: s.lateSupply },
  ];
}

/** The siege the engine works for a state: the body's men and horses, with the stores given. */
export function siegeInput(s: SupplyPlannerState): Siege {
  return { men: s.men, horses: s.horses, food: s.storeFood, forage: s.storeForage };
}
