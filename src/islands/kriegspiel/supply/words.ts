/**
 * What the supply planner says (appendix pp. 106–107, l.966–986), from the engine's answer: why each packet, whether
 * the supplies count, and the moves in runs of the same state. The rules are the engine's; this only words them.
 */
import {
  HORSES_PER_FORAGE_PACKET,
  ISOLATED_EXEMPT_BELOW,
  MEN_PER_FOOD_PACKET,
  SUPPLY_ISOLATION_FEET,
  SUPPLY_PERIOD_MOVES,
  type LateSupplyReading,
  type PacketKind,
  type SiegeOutcome,
  type SupplyFraction,
  type SupplyPlan,
  type SupplyStatus,
} from '../../../rules/wells/index.ts';
import { capitalise, plural } from '../../shared/words.ts';
import type { SupplyPlannerState } from './state.ts';

export const FRACTION_LABELS: Readonly<Record<SupplyFraction, string>> = {
  'half-up': 'Half a packet or more counts whole, as for infantry',
  up: 'Any part of a packet counts whole',
  down: 'A part of a packet counts nothing',
};

export const LATE_LABELS: Readonly<Record<LateSupplyReading, string>> = {
  'out-at-once': 'Out of action when six moves end unsupplied',
  'halt-then-out': 'Halted at once, out of action six moves later',
};

export const STATUS_LABELS: Readonly<Record<SupplyStatus, string>> = {
  supplied: 'Supplied: may move and fire',
  'cannot-fire': 'May move, cannot fire',
  'cannot-move': 'Cannot move',
  'out-of-action': 'Out of action',
};

/** Where each supply rule stands: all on p. 106 of the appendix, by its line (004). */
const AT = {
  packets: '(p. 106, l. 966)',
  reach: '(p. 106, l. 968)',
  isolated: '(p. 106, l. 970)',
  enemy: '(p. 106, l. 972)',
  victualling: '(p. 106, l. 976–980)',
  noFire: '(p. 106, l. 984)',
  noMove: '(p. 106, l. 986)',
  surrender: '(p. 106, l. 988)',
} as const;

const packets = (n: number, kind: string) => plural(n, `packet of ${kind}`, `packets of ${kind}`);

/**
 * How `count` things at `per` a packet make `n` packets, in words, with the rule's place: `wells` when the part over
 * is counted by Wells' own rule for infantry (l.970), else by the reading the reader chose.
 */
function reckoning(
  count: number,
  per: number,
  what: string,
  n: number,
  fraction: SupplyFraction,
  wells: boolean,
): string {
  const whole = Math.floor(count / per);
  const part = count % per;
  const base = `${plural(count, what.replace(/s$/, ''), what)} at one packet per ${per}`;
  if (part === 0) return `${base}: ${n} ${AT.packets}.`;
  const counts = n > whole;
  const rule =
    fraction === 'half-up'
      ? `the ${part} over ` +
        `${counts ? `count as ${per}, being ${per / 2} or more` : `count for nothing, being fewer than ${per / 2}`}`
      : `the ${part} over count ${counts ? 'as a whole packet' : 'for nothing'}`;
  const at = wells ? '(p. 106, l. 966, 970)' : `${AT.packets}, the part over by the reading chosen`;
  return `${base}: ${whole} and ${rule}, so ${n} ${at}.`;
}

/** Why the body needs the packets it does. */
export function needReasons(s: SupplyPlannerState, plan: SupplyPlan): readonly string[] {
  const { need } = plan;
  if (need.exempt)
    return [
      `${plural(s.men, 'infantryman', 'infantry')} more than ${SUPPLY_ISOLATION_FEET} feet from any other ` +
        `body: an isolated body of fewer than ${ISOLATED_EXEMPT_BELOW} infantry requires no supplies ` +
        `${AT.isolated}.`,
    ];
  const said = [
    `Food: ` +
      reckoning(
        s.men,
        MEN_PER_FOOD_PACKET,
        'men',
        need.food,
        s.arm === 'infantry' ? 'half-up' : need.fractions,
        s.arm === 'infantry',
      ),
  ];
  if (s.horses > 0 || s.arm === 'cavalry')
    said.push(`Forage: ${reckoning(s.horses, HORSES_PER_FORAGE_PACKET, 'horses', need.forage, need.fractions, false)}`);
  if (s.arm === 'cavalry') said.push(`Ammunition: reckoned for infantry only ${AT.packets}.`);
  else if (!need.ammunition && s.firing === 'no')
    said.push(`Ammunition: none, as they do not fire for ${SUPPLY_PERIOD_MOVES} consecutive moves ${AT.packets}.`);
  else said.push(`Ammunition: ${reckoning(s.men, MEN_PER_FOOD_PACKET, 'infantry', need.ammunition, 'half-up', true)}`);
  if (need.isolated)
    said.push(
      `More than ${SUPPLY_ISOLATION_FEET} feet from another body it is isolated, but ` +
        `${s.arm === 'cavalry' ? 'the exemption is for infantry' : `not fewer than ${ISOLATED_EXEMPT_BELOW}`} ` +
        `${AT.isolated}.`,
    );
  return said;
}

/** Whether the supplies given up count, in a sentence. */
export function reachReason(s: SupplyPlannerState, plan: SupplyPlan): string {
  const { reach } = plan;
  const at = `Given up ${plural(s.feet, 'foot', 'feet')} off`;
  if (reach.reason === 'too-far')
    return `${at}: more than the ${reach.reachFeet} feet allowed for ${s.arm}, so they do not count ${AT.reach}.`;
  if (reach.reason === 'enemy-between')
    return (
      `${at}, within the ${reach.reachFeet} feet allowed, but the enemy is between: they are not effective ` +
      `${AT.enemy}.`
    );
  return `${at}: within the ${reach.reachFeet} feet allowed for ${s.arm}, so they count ${AT.reach}.`;
}

/** The moves in runs of one state, each with what it lacks. */
export interface Run {
  readonly from: number;
  readonly to: number;
  readonly status: SupplyStatus;
  readonly lacking: readonly PacketKind[];
}

export function runs(plan: SupplyPlan): readonly Run[] {
  const out: Run[] = [];
  for (const m of plan.moves) {
    const last = out[out.length - 1];
    if (last && last.status === m.status && last.lacking.join() === m.lacking.join())
      out[out.length - 1] = { ...last, to: m.move };
    else out.push({ from: m.move, to: m.move, status: m.status, lacking: m.lacking });
  }
  return out;
}

export const moveSpan = (r: { readonly from: number; readonly to: number }) =>
  r.from === r.to ? `Move ${r.from}` : `Moves ${r.from}–${r.to}`;

/** Why a run stands as it does. */
export function runReason(run: Run): string {
  if (run.lacking.length === 0) return 'Every packet due has been given up and counts (p. 106, l. 966–972).';
  const kinds = run.lacking.join(' and ');
  const consequences: string[] = [];
  if (run.lacking.includes('ammunition')) consequences.push(`infantry without ammunition cannot fire ${AT.noFire}`);
  if (run.status === 'cannot-move') consequences.push(`without supply they cannot move ${AT.noMove}`);
  if (run.status === 'out-of-action')
    consequences.push(
      `not supplied within ${SUPPLY_PERIOD_MOVES} consecutive moves, they are out of action ${AT.noMove}`,
    );
  return `No ${kinds}: ${consequences.join('; ')}.`;
}

/** When each falling due is given up, in words. */
export function dueReasons(plan: SupplyPlan): readonly string[] {
  const kinds = (['food', 'forage', 'ammunition'] as const).filter((k) => plan.need[k] > 0);
  if (kinds.length === 0) return [];
  return plan.dues.map((due) => {
    const parts = kinds.map((k) => {
      const at = due.arrives[k];
      const late = at === null ? 'never counts within the plan' : at === due.move ? 'on time' : `at move ${at}`;
      return `${packets(plan.need[k], k)} ${late}`;
    });
    return `Move ${due.move}: ${parts.join(', ')} ${AT.packets}.`;
  });
}

/** The result in one sentence, for the live region. */
export function summary(s: SupplyPlannerState, plan: SupplyPlan): string {
  const { need } = plan;
  const infantry = s.arm === 'infantry';
  const body = `${plural(s.men, infantry ? 'infantryman' : 'cavalryman', infantry ? 'infantry' : 'cavalry')}`;
  if (need.exempt) return `${body}, isolated: no supplies needed.`;
  const worst = runs(plan).find((r) => r.status !== 'supplied');
  const then = worst ? ` ${moveSpan(worst)}: ${STATUS_LABELS[worst.status].toLowerCase()}.` : ' Supplied throughout.';
  return (
    `${capitalise(body)}: every ${SUPPLY_PERIOD_MOVES} moves ${packets(need.food, 'food')}, ${need.forage} of ` +
    `forage, ${need.ammunition} of ammunition.${then}`
  );
}

/** The siege in words: each victualling, and when the force must surrender. */
export function siegeReasons(siege: SiegeOutcome): readonly string[] {
  const said = siege.victuallings.map((v) => {
    const parts = [`${packets(v.foodNeeded, 'food')} due`];
    if (v.foodFromStore) parts.push(`${v.foodFromStore} from store`);
    if (v.horsesEaten) parts.push(`${plural(v.horsesEaten, 'horse', 'horses')} eaten in place of food`);
    if (v.foodShort) parts.push(`${v.foodShort} lacking`);
    if (v.forageNeeded) parts.push(`${packets(v.forageNeeded, 'forage')} for the horses left`);
    if (v.forageShort) parts.push(`${v.forageShort} of it lacking, for horses cannot take the place of forage`);
    return `Move ${v.move}: ${parts.join(', ')} ${AT.victualling}.`;
  });
  if (siege.surrenderMove === null)
    said.push(`The stores and horses last beyond move ${siege.victuallings.at(-1)?.move ?? 0} ${AT.victualling}.`);
  else if (siege.victuallings.some((v) => v.horsesEaten > 0))
    said.push(
      `The last horse is eaten at move ${siege.lastHorseMove}: the force must surrender four moves later, at ` +
        `move ${siege.surrenderMove} ${AT.surrender}.`,
    );
  else
    said.push(
      `With no horse to eat, the food fails at move ${siege.lastHorseMove}: the edition has the force ` +
        `surrender four moves later, at move ${siege.surrenderMove} ${AT.surrender}.`,
    );
  return said;
}

/** The siege in one sentence, for the live region. */
export function siegeSummary(siege: SiegeOutcome): string {
  return siege.surrenderMove === null
    ? 'If besieged, it holds out.'
    : `If besieged, it surrenders at move ${siege.surrenderMove}.`;
}
