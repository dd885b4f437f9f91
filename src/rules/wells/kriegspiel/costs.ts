/**
 * What an action costs in moves (004 l.919–962, p. 105): fording, changing formation, mounting,
 * limbering, and embarking and disembarking by twenties; and who cannot cross a river at all.
 */
import { oneOf, wholeNumber } from '../../errors.ts';
import { MAX_MEN } from '../types.ts';
import { readOptions, readRecord } from '../validate.ts';

/** The actions the appendix prices, with the arm that takes them (l.921–943). */
export const KRIEGSPIEL_ACTIONS = [
  'infantry-ford',
  'infantry-fours-to-two-ranks',
  'infantry-two-ranks-to-extension',
  'infantry-embark',
  'infantry-disembark',
  'cavalry-ford',
  'cavalry-change-formation',
  'cavalry-mount',
  'cavalry-dismount',
  'artillery-unlimber',
  'artillery-limber-up',
] as const;
export type KriegspielAction = (typeof KRIEGSPIEL_ACTIONS)[number];

/** Each action's cost in moves, and its line (l.921–943). Embarking and disembarking are per twenty men. */
export const ACTION_COSTS: Readonly<Record<KriegspielAction, { readonly moves: number; readonly line: number }>> = {
  'infantry-ford': { moves: 1, line: 921 },
  'infantry-fours-to-two-ranks': { moves: 0.5, line: 923 },
  'infantry-two-ranks-to-extension': { moves: 0.5, line: 925 },
  'infantry-embark': { moves: 2, line: 927 },
  'infantry-disembark': { moves: 1, line: 929 },
  'cavalry-ford': { moves: 1, line: 933 },
  'cavalry-change-formation': { moves: 0.5, line: 935 },
  'cavalry-mount': { moves: 1, line: 935 },
  'cavalry-dismount': { moves: 1, line: 937 },
  'artillery-unlimber': { moves: 0.5, line: 941 },
  'artillery-limber-up': { moves: 0.5, line: 943 },
};

/** "two moves for every twenty men embarked" (l.927), "one move for every twenty men" (l.929). */
export const MEN_PER_BOAT_LOAD = 20;

/**
 * "for every twenty men" (l.927–929) when the men are not a multiple of twenty: `started-twenty` charges a
 * whole twenty for the odd men (45 men are three twenties); `exact` charges them pro rata (45 men are 2¼).
 */
export const TWENTIES_READINGS = ['started-twenty', 'exact'] as const;
export type TwentiesReading = (typeof TWENTIES_READINGS)[number];

/** Readings for `actionCost`. */
export interface ActionCostOptions {
  /** Default `started-twenty`. */
  readonly twenties?: TwentiesReading;
}

/** What an action costs. */
export interface ActionCost {
  readonly moves: number;
  /** The line of the appendix that prices it. */
  readonly line: number;
}

/**
 * The action costs (l.919–943, p. 105): the moves `input.action` takes for `input.men` men (the men
 * matter only to embarking and disembarking, priced by twenties).
 */
export function actionCost(
  input: { readonly action: KriegspielAction; readonly men: number },
  options?: ActionCostOptions,
): ActionCost {
  const record = readRecord('input', input, ['action', 'men']);
  const action = oneOf('input.action', record['action'], KRIEGSPIEL_ACTIONS);
  const men = wholeNumber('input.men', record['men'], 1, MAX_MEN);
  const { twenties } = readOptions('options', options, { twenties: TWENTIES_READINGS }, { twenties: 'started-twenty' });
  const { moves, line } = ACTION_COSTS[action];
  if (action !== 'infantry-embark' && action !== 'infantry-disembark') return { moves, line };
  const loads = twenties === 'started-twenty' ? Math.ceil(men / MEN_PER_BOAT_LOAD) : men / MEN_PER_BOAT_LOAD;
  return { moves: moves * loads, line };
}

/** Who the appendix names in its river rules (l.921, l.933, l.945, l.955, l.962). */
export const RIVER_CROSSERS = ['infantry', 'cavalry', 'artillery', 'engineers', 'transport'] as const;
export type RiverCrosser = (typeof RIVER_CROSSERS)[number];

/**
 * The river rules (l.921, 933, 945, 955, 962, p. 105): may `crosser` pass a fordable river? Infantry and
 * cavalry ford in a move; to guns, the Royal Engineers and Transport and Supply rivers are impassable.
 */
export function mayFordRiver(crosser: RiverCrosser): boolean {
  const who = oneOf('crosser', crosser, RIVER_CROSSERS);
  return who === 'infantry' || who === 'cavalry';
}
