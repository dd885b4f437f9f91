/**
 * A body's supply over a number of moves, in the Kriegspiel appendix (pp. 106–107, 004 l.966–986): the packets
 * fall due every six moves; what the body may do while they are late. /little-wars/little-wars-and-kriegspiel/#supply
 */
import { booleanOf } from '../../checks.ts';
import { wholeNumber } from '../../errors.ts';
import { readOptions, readRecord } from '../validate.ts';
import {
  PACKET_KINDS,
  SUPPLY_FRACTIONS,
  SUPPLY_PERIOD_MOVES,
  feetOf,
  needOf,
  supplyReach,
  type PacketKind,
  type SupplyBody,
  type SupplyNeed,
  type SupplyReach,
} from './supply.ts';

/** The longest plan a check accepts, in moves: twenty periods of six. */
export const MAX_PLAN_MOVES = 120;

/**
 * "Infantry, cavalry, R.A., and R.E. cannot move without supply—if supplies are not provided within six
 * consecutive moves, they are out of action." (l.986) `out-at-once`: the dash explains the first clause, so a body
 * whose packets are not given up when its six moves end is out of action until they come; `halt-then-out`: it
 * cannot move from then, and is out of action only after six more consecutive moves without. The first is the
 * edition's reading.
 */
export const LATE_SUPPLY_READINGS = ['out-at-once', 'halt-then-out'] as const;
export type LateSupplyReading = (typeof LATE_SUPPLY_READINGS)[number];

/** Readings for `supplyPlan`. */
export interface SupplyPlanOptions {
  readonly fractions?: (typeof SUPPLY_FRACTIONS)[number];
  readonly lateSupply?: LateSupplyReading;
}

/** A body, where its supplies are given up, and how late each kind comes. */
export interface SupplyPlanInput {
  readonly body: SupplyBody;
  /** How many moves to follow. */
  readonly moves: number;
  /** How far from the body, in feet, the supplies are given up (l.968). */
  readonly supplyFeet: number;
  /** Whether the enemy stands between the supplies and the body (l.972). */
  readonly enemyBetween: boolean;
  /** By how many moves each kind comes after it falls due; as many as the plan's moves: never. */
  readonly late: Readonly<Record<PacketKind, number>>;
}

/** One falling due of the packets, every six moves (l.966). */
export interface SupplyDue {
  readonly move: number;
  /** The move each kind needed is given up and counts, or null if not within the plan. */
  readonly arrives: Readonly<Record<PacketKind, number | null>>;
}

/** What the body may do in a move (l.984–986). */
export type SupplyStatus = 'supplied' | 'cannot-fire' | 'cannot-move' | 'out-of-action';

/** One move of the plan. */
export interface SupplyMove {
  readonly move: number;
  readonly status: SupplyStatus;
  readonly canMove: boolean;
  readonly canFire: boolean;
  /** Consecutive moves, to this one, that the body has gone without food or forage it needs. */
  readonly movesWithout: number;
  /** The kinds it lacks in this move. */
  readonly lacking: readonly PacketKind[];
}

/** A body's supply over a number of moves. */
export interface SupplyPlan {
  readonly need: SupplyNeed;
  readonly reach: SupplyReach;
  readonly dues: readonly SupplyDue[];
  readonly moves: readonly SupplyMove[];
  readonly lateSupply: LateSupplyReading;
}

/**
 * The supply rules over time (appendix pp. 106–107, l.966–986): when packets fall due, when they count (within
 * reach, no enemy between), and what a body may do while they are late: no fire without ammunition (l.984), no
 * move and then out of action without food or forage (l.986). /little-wars/little-wars-and-kriegspiel/#supply
 */
export function supplyPlan(input: SupplyPlanInput, options?: SupplyPlanOptions): SupplyPlan {
  const record = readRecord('input', input, ['body', 'moves', 'supplyFeet', 'enemyBetween', 'late']);
  const { fractions, lateSupply } = readOptions(
    'options',
    options,
    { fractions: SUPPLY_FRACTIONS, lateSupply: LATE_SUPPLY_READINGS },
    { fractions: 'half-up', lateSupply: 'out-at-once' },
  );
  // The body is read once, by the supply rule; its arm comes back with the need.
  const need = needOf('input.body', record['body'], fractions);
  const total = wholeNumber('input.moves', record['moves'], 1, MAX_PLAN_MOVES);
  const feet = feetOf('input.supplyFeet', record['supplyFeet']);
  const enemyBetween = booleanOf('input.enemyBetween', record['enemyBetween']);
  const lateRecord = readRecord('input.late', record['late'], PACKET_KINDS);
  const late = Object.fromEntries(
    PACKET_KINDS.map((k) => [k, wholeNumber(`input.late.${k}`, lateRecord[k], 0, MAX_PLAN_MOVES)]),
  ) as Record<PacketKind, number>;
  const reach = supplyReach({ arm: need.arm, feet, enemyBetween });

  const dues: SupplyDue[] = [];
  for (let move = SUPPLY_PERIOD_MOVES; move <= total; move += SUPPLY_PERIOD_MOVES) {
    const arrives = Object.fromEntries(
      PACKET_KINDS.map((k) => {
        if (need[k] === 0) return [k, move];
        // Supplies out of reach or cut off by the enemy do not count (l.968, l.972): as if never given up.
        const at = move + late[k];
        return [k, reach.effective && at <= total ? at : null];
      }),
    ) as Record<PacketKind, number | null>;
    dues.push({ move, arrives });
  }

  const lackingAt = (move: number, kind: PacketKind) =>
    dues.some((d) => d.move <= move && (d.arrives[kind] === null || (d.arrives[kind] ?? 0) > move));
  const moves: SupplyMove[] = [];
  let without = 0;
  for (let move = 1; move <= total; move++) {
    const lacking = PACKET_KINDS.filter((k) => lackingAt(move, k));
    const hungry = lacking.includes('food') || lacking.includes('forage');
    without = hungry ? without + 1 : 0;
    const out = hungry && (lateSupply === 'out-at-once' || without > SUPPLY_PERIOD_MOVES);
    const status: SupplyStatus = out
      ? 'out-of-action'
      : hungry
        ? 'cannot-move'
        : lacking.includes('ammunition')
          ? 'cannot-fire'
          : 'supplied';
    moves.push({
      move,
      status,
      canMove: !hungry,
      canFire: !out && !lacking.includes('ammunition'),
      movesWithout: without,
      lacking,
    });
  }
  return { need, reach, dues, moves, lateSupply };
}
