/**
 * What the transport planner says of a plan (chapter V, pp. 89–94): the readings in words and the
 * reason for every number, sentence by sentence, each with the page it comes from. Every number is
 * the engine's (`planTransport`) or one of its constants.
 */
import {
  CHAPTER_V_BOXES,
  CHAPTER_V_RAILWAY,
  CHAPTER_V_SUPPLY,
  type ApproachClosing,
  type ApproachMultiplier,
  type CartCount,
  type TrainLength,
  type TrainSpeed,
  type WaggonCount,
  type TransportPlan,
} from '../../rules/wells/index.ts';
import { plural } from '../shared/words.ts';
import type { TransportState } from './presets.ts';

export const APPROACH_LABELS: Record<ApproachMultiplier, string> = { treble: 'treble', double: 'double' };
export const CLOSING_LABELS: Record<ApproachClosing, string> = {
  'fifteen-feet': 'fifteen feet',
  'twelve-feet': 'twelve feet',
  'ten-feet': 'ten feet',
};
export const TRAIN_LABELS: Record<TrainSpeed, string> = {
  'four-times': 'four times the cavalry rate',
  'five-times': 'five times the cavalry rate',
};

export const TRAIN_LENGTH_LABELS: Record<TrainLength, string> = {
  'eight-trucks': 'eight trucks',
  'seven-trucks': 'seven trucks',
};
export const WAGGON_LABELS: Record<WaggonCount, string> = {
  'fifty-or-part': 'a waggon for each fifty or part of fifty',
  'whole-fifties': 'a waggon for each whole fifty',
};
export const CART_LABELS: Record<CartCount, string> = {
  shared: 'one cart for guns that keep together',
  'one-per-gun': 'a cart for each gun',
};

/** `36` as `3 feet (36 inches)`, `18` as `1½ feet (18 inches)`. */
export function inches(n: number): string {
  const feet = n / 12;
  const shown = Number.isInteger(feet) ? String(feet) : `${Math.floor(feet)}½`;
  return `${shown} ${feet === 1 ? 'foot' : 'feet'} (${n} inches)`;
}

/** One reason: a sentence and the page of chapter V it rests on. */
export interface Reason {
  readonly text: string;
  readonly page: number;
}

/** Why the plan stands as it does, sentence by sentence, from the engine's answer. */
export function reasons(state: TransportState, plan: TransportPlan): readonly Reason[] {
  const men = state.infantry + state.cavalry;
  const rail = CHAPTER_V_RAILWAY;
  const far = plan.multiplier > 1;
  const out: Reason[] = [
    {
      text: far
        ? `The enemy is ${state.enemyFeet} feet off, farther than ${plan.closingFeet}: ` +
          `${APPROACH_LABELS[state.approach]} moves, ${inches(plan.open.moveInches)} for a force whose slowest ` +
          `men go ${inches(plan.baseInches)}.`
        : `The enemy is ${state.enemyFeet} feet off, within ${plan.closingFeet}: moves of the ordinary length, ` +
          `${inches(plan.baseInches)} for the force’s slowest men.`,
      page: 89,
    },
    {
      text:
        plan.boxes === 'open'
          ? `An enemy scout within ${CHAPTER_V_BOXES.openWithinFeet} feet: the boxes are opened and the men stood out.`
          : plan.boxes === 'may-box'
            ? `No enemy within ${CHAPTER_V_BOXES.returnBeyondFeet} feet: the men may go in their boxes, lids on.`
            : `The enemy is between ${CHAPTER_V_BOXES.openWithinFeet} and ${CHAPTER_V_BOXES.returnBeyondFeet} ` +
              `feet off: boxes stay as they are.`,
      page: 90,
    },
    {
      text:
        plan.boxes === 'open'
          ? `Out of their boxes the men have no road move: ${inches(plan.road.moveInches)} on a road too.`
          : `Boxed along a road, a move half as long again: ${inches(plan.road.moveInches)}.`,
      page: 93,
    },
    {
      text:
        `${plural(plan.railway.trucks, 'truck', 'trucks')}: ${plan.railway.trucksFor.infantry} for infantry ` +
        `(${rail.infantryPerTruck} a truck), ${plan.railway.trucksFor.cavalry} for cavalry ` +
        `(${rail.cavalryPerTruck} a truck), ${plan.railway.trucksFor.guns} for guns (half a gun a truck); ` +
        `${plural(plan.railway.trains, 'train', 'trains')}.`,
      page: 94,
    },
    {
      text:
        `The train goes ${TRAIN_LABELS[state.trainSpeed]}, ${inches(plan.railway.moveInches)}; with a move to ` +
        `entrain and one to detrain, ${plural(plan.railway.moves, 'move', 'moves')} for ${state.distanceFeet} ` +
        `feet.`,
      page: 94,
    },
    {
      text:
        `${plural(men, 'man', 'men')}: ${plural(plan.waggons, 'supply waggon', 'supply waggons')} within ` +
        `${CHAPTER_V_SUPPLY.waggonWithinMoves} moves, one for every ${CHAPTER_V_SUPPLY.menPerWaggon} men.`,
      page: 91,
    },
    {
      text:
        plan.carts === 0
          ? 'No guns, so no ammunition carts.'
          : `${plural(state.guns, 'gun', 'guns')}: ` +
            `${plural(plan.carts, 'ammunition cart', 'ammunition carts')} within ` +
            `${CHAPTER_V_SUPPLY.cartWithinMoves} moves before ${state.guns === 1 ? 'it fires' : 'they fire'}.`,
      page: 91,
    },
    {
      text:
        `To tear up a rail, the same ${rail.tearUp.men} men on the line for ${rail.tearUp.moves} moves; to ` +
        `replace it, ${rail.relay.men} men in ${rail.relay.moves} moves.`,
      page: 94,
    },
  ];
  return out;
}
