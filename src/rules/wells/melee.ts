/**
 * The mêlée (Hand-to-Hand Fighting, rule 3): equal numbers all die (a); an isolated inferior
 * force loses as many prisoners as it is short of the superior, and the rest kill each a man
 * and are killed (b₁); a supported inferior force kills a man apiece and is killed (b₂).
 * Source: 004 l.472–523.
 */
import { RuleError } from '../errors.ts';
import type { WellsRuleId } from './anchors.ts';
import { DEFAULT_ISOLATION_THRESHOLD, isIsolated, type IsolationCheck, type IsolationOptions } from './isolation.ts';
import { escortsNeeded, ESCORT_CAPACITY } from './prisoners.ts';
import {
  BEYOND_DOUBLE_READINGS,
  ISOLATION_THRESHOLDS,
  type BeyondDoubleReading,
  type IsolationThreshold,
  type MeleeRule,
  type PerSide,
  type Side,
} from './types.ts';
import { menCount, readLabel, readOptions, readRecord } from './validate.ts';

/** Readings for `resolveMelee` and `resolveCounterMelee`. */
export interface MeleeOptions extends IsolationOptions {
  /** AMB-4; default `all-prisoners`. */
  readonly beyondDouble?: BeyondDoubleReading;
}

/** The counts that settle a mêlée. */
export interface MeleeCounts {
  /** Men of side a in the mêlée (in contact, or within six inches of the men in contact). */
  readonly a: number;
  /** Men of side b in the mêlée. */
  readonly b: number;
  /** Men of side a within a move of the mêlée, outside it (measured from the points of contact). */
  readonly aSupport: number;
  /** Men of side b within a move of the mêlée, outside it. */
  readonly bSupport: number;
}

/** The input of `resolveMelee` (melee-3): counts, optional labels and readings. */
export interface MeleeInput extends MeleeCounts {
  /** Names used in `steps`, such as Red and Blue; default A and B. */
  readonly labels?: PerSide<string>;
  readonly options?: MeleeOptions;
}

/** The outcome of one mêlée (melee-3): for each side, `in the mêlée = dead + prisoners + survivors`. */
export interface MeleeResult {
  readonly rule: MeleeRule;
  /** The rule applied, as an edition anchor: `melee-3a`, `melee-3b-i` or `melee-3b-ii`. */
  readonly cite: WellsRuleId;
  /** The side with fewer men; `null` when the numbers are equal. */
  readonly inferior: Side | null;
  /** The isolation check of the inferior force, the only one the rule consults; `null` when equal. */
  readonly isolation: IsolationCheck | null;
  readonly dead: PerSide<number>;
  /** Men of each side taken prisoner: `prisoners.a` are side a's men in b's hands. */
  readonly prisoners: PerSide<number>;
  /** Free fighting men of each side left in the mêlée. */
  readonly survivors: PerSide<number>;
  /** The working in plain words, one line a step. */
  readonly steps: readonly string[];
}

const MELEE_OPTION_SPEC = { isolationThreshold: ISOLATION_THRESHOLDS, beyondDouble: BEYOND_DOUBLE_READINGS } as const;

interface MeleeReadings {
  readonly isolationThreshold: IsolationThreshold;
  readonly beyondDouble: BeyondDoubleReading;
}

function readMeleeOptions(name: string, value: unknown): MeleeReadings {
  return readOptions(name, value, MELEE_OPTION_SPEC, {
    isolationThreshold: DEFAULT_ISOLATION_THRESHOLD,
    beyondDouble: 'all-prisoners',
  });
}

function readLabels(name: string, value: unknown): PerSide<string> {
  if (value === undefined) return { a: 'A', b: 'B' };
  const record = readRecord(name, value, ['a', 'b']);
  return { a: readLabel(`${name}.a`, record['a']), b: readLabel(`${name}.b`, record['b']) };
}

function readCounts(
  name: string,
  value: unknown,
  extraKeys: readonly string[],
): MeleeCounts & Readonly<Record<string, unknown>> {
  const record = readRecord(name, value, ['a', 'b', 'aSupport', 'bSupport', ...extraKeys]);
  return {
    ...record,
    a: menCount(`${name}.a`, record['a'], 1),
    b: menCount(`${name}.b`, record['b'], 1),
    aSupport: menCount(`${name}.aSupport`, record['aSupport']),
    bSupport: menCount(`${name}.bSupport`, record['bSupport']),
  };
}

const other = (side: Side): Side => (side === 'a' ? 'b' : 'a');
const perSide = (side: Side, mine: number, theirs: number): PerSide<number> =>
  side === 'a' ? { a: mine, b: theirs } : { a: theirs, b: mine };
const men = (n: number): string => (n === 1 ? '1 man' : `${n} men`);
const kill = (n: number): string => (n === 1 ? '1 man kills 1 man' : `${n} men kill ${n} men`);

/** Settle one mêlée from checked counts. */
function settle(counts: MeleeCounts, labels: PerSide<string>, readings: MeleeReadings): MeleeResult {
  const { a, b } = counts;
  const steps = [`${labels.a} has ${men(a)} in the mêlée and ${labels.b} has ${men(b)}.`];
  if (a === b) {
    steps.push(`The numbers are equal, so all the men on both sides are killed: ${a} dead on each side.`);
    return {
      rule: 'equal',
      cite: 'melee-3a',
      inferior: null,
      isolation: null,
      dead: { a, b },
      prisoners: { a: 0, b: 0 },
      survivors: { a: 0, b: 0 },
      steps,
    };
  }
  const inf: Side = a < b ? 'a' : 'b';
  const sup = other(inf);
  const i = counts[inf];
  const big = counts[sup];
  const support = inf === 'a' ? counts.aSupport : counts.bSupport;
  const isolation: IsolationCheck = isIsolated(i, support, { isolationThreshold: readings.isolationThreshold });
  const { needed } = isolation;
  const li = labels[inf];
  const ls = labels[sup];
  steps.push(`${li} is the inferior force, ${i} against ${big}.`);
  steps.push(
    `${li} has ${support} of its own side within a move of the points of contact; ` +
      `at least ${needed} would support ${i}, so ${li} is ${isolation.isolated ? 'isolated' : 'supported'}.`,
  );

  if (!isolation.isolated) {
    steps.push(
      `Each man of ${li} kills a man of ${ls} and is himself killed: ${i} dead on each side, and ` +
        `${men(big - i)} of ${ls} left.`,
    );
    return {
      rule: 'supported',
      cite: 'melee-3b-ii',
      inferior: inf,
      isolation,
      dead: perSide(inf, i, i),
      prisoners: { a: 0, b: 0 },
      survivors: perSide(inf, 0, big - i),
      steps,
    };
  }

  if (big >= 2 * i) {
    if (big > 2 * i && readings.beyondDouble === 'reject') {
      throw new RuleError(
        'OUT_OF_RANGE',
        `the superior force (${big}) is more than double the isolated inferior force (${i}); rule melee-3b-i ` +
          `as printed ` +
          (`would make ${big - i} prisoners of ${i} men (notes AMB-4). With options.beyondDouble "reject" the ` +
            `superior `) +
          `force may be at most ${2 * i}; use "all-prisoners" to take every man of the inferior force`,
      );
    }
    const all =
      i === 1
        ? `the 1 man of ${li} is taken prisoner and none die`
        : `all ${i} men of ${li} are taken prisoner and none die`;
    steps.push(`${big} is ${big === 2 * i ? 'double' : 'more than double'} ${i}: ${all}.`);
    return {
      rule: 'isolated',
      cite: 'melee-3b-i',
      inferior: inf,
      isolation,
      dead: { a: 0, b: 0 },
      prisoners: perSide(inf, i, 0),
      survivors: perSide(inf, 0, big),
      steps,
    };
  }

  const taken = big - i;
  const dead = i - taken;
  steps.push(`As many of ${li} become prisoners as ${i} is less than ${big}: ${taken}.`);
  steps.push(
    `The rest kill each a man and are killed: ${kill(dead)}, and then ${2 * taken} of ${ls} are left with ` +
      `${taken} of ${li}, ` +
      `half their number, who are taken prisoner.`,
  );
  return {
    rule: 'isolated',
    cite: 'melee-3b-i',
    inferior: inf,
    isolation,
    dead: perSide(inf, dead, dead),
    prisoners: perSide(inf, taken, 0),
    survivors: perSide(inf, 0, 2 * taken),
    steps,
  };
}

/**
 * The mêlée rule (melee-3, branches melee-3a, melee-3b-i, melee-3b-ii): who dies, who is taken, who is left.
 * /little-wars/the-rules/#melee-3
 */
export function resolveMelee(input: MeleeInput): MeleeResult {
  const counts = readCounts('input', input, ['labels', 'options']);
  return settle(
    counts,
    readLabels('input.labels', counts['labels']),
    readMeleeOptions('input.options', counts['options']),
  );
}

/** One side's account after two mêlées. */
export interface SideLedger {
  /** Killed in either mêlée. */
  readonly dead: number;
  /** Still prisoners in the enemy's hands. */
  readonly heldByEnemy: number;
  /** Prisoners freed for want of an escort: disarmed until they reach their own back line. */
  readonly liberated: number;
  /** Survivors needed to escort the prisoners this side holds, seven to a man. */
  readonly escorts: number;
  /** Survivors free for action. */
  readonly free: number;
  /** Men lost for good or into captivity: `dead + heldByEnemy`. */
  readonly lost: number;
}

/** The input of `resolveCounterMelee` (melee-3): a first mêlée and the counter-charge on its survivors. */
export interface CounterMeleeInput {
  /** The first mêlée. */
  readonly first: MeleeCounts;
  /**
   * The side that came off worse brings `men` into a second mêlée with all the survivors of the
   * first; `support` is its men within a move, `holdersSupport` the survivors' side's.
   */
  readonly counter: { readonly men: number; readonly support: number; readonly holdersSupport: number };
  readonly labels?: PerSide<string>;
  readonly options?: MeleeOptions;
}

/** Both mêlées of a counter-charge and each side's account after them (melee-3). */
export interface CounterMeleeResult {
  /** The side that won the first mêlée and holds its prisoners. */
  readonly holder: Side;
  readonly first: MeleeResult;
  /** The second mêlée, sides as in the first. */
  readonly second: MeleeResult;
  readonly ledger: PerSide<SideLedger>;
  readonly steps: readonly string[];
}

/**
 * A second mêlée against the survivors of a first (melee-3, the A and B example): prisoners do
 * not fight, and prisoners left without an escort are freed. Assumes the surviving holders stay
 * within six inches of their prisoners and escort seven each. /little-wars/the-rules/#melee-3
 */
export function resolveCounterMelee(input: CounterMeleeInput): CounterMeleeResult {
  const record = readRecord('input', input, ['first', 'counter', 'labels', 'options']);
  const firstCounts = readCounts('input.first', record['first'], []);
  const counter = readRecord('input.counter', record['counter'], ['men', 'support', 'holdersSupport']);
  const counterMen = menCount('input.counter.men', counter['men'], 1);
  const counterSupport = menCount('input.counter.support', counter['support']);
  const holdersSupport = menCount('input.counter.holdersSupport', counter['holdersSupport']);
  const labels = readLabels('input.labels', record['labels']);
  const readings = readMeleeOptions('input.options', record['options']);

  if (firstCounts.a === firstCounts.b) {
    throw new RuleError(
      'BAD_INPUT',
      `input.first is an equal mêlée (a = b = ${firstCounts.a}), which leaves no survivors to fight a second mêlée; ` +
        `a counter-mêlée needs unequal numbers in the first`,
    );
  }
  const first = settle(firstCounts, labels, readings);
  const loser: Side = first.inferior ?? 'a';
  const holder = other(loser);
  const holdersLeft = first.survivors[holder];
  const heldFirst = first.prisoners[loser];

  const second = settle(
    holder === 'a'
      ? { a: holdersLeft, b: counterMen, aSupport: holdersSupport, bSupport: counterSupport }
      : { a: counterMen, b: holdersLeft, aSupport: counterSupport, bSupport: holdersSupport },
    labels,
    readings,
  );

  const holdersFree = second.survivors[holder];
  const heldByHolder = heldFirst + second.prisoners[loser];
  const liberated = Math.max(0, heldByHolder - ESCORT_CAPACITY * holdersFree);
  const holderEscorts = escortsNeeded(heldByHolder - liberated);
  const heldByLoser = second.prisoners[holder];
  const loserEscorts = escortsNeeded(heldByLoser);

  const holderLedger: SideLedger = {
    dead: first.dead[holder] + second.dead[holder],
    heldByEnemy: heldByLoser,
    liberated: 0,
    escorts: holderEscorts,
    free: holdersFree - holderEscorts,
    lost: first.dead[holder] + second.dead[holder] + heldByLoser,
  };
  const loserLedger: SideLedger = {
    dead: first.dead[loser] + second.dead[loser],
    heldByEnemy: heldByHolder - liberated,
    liberated,
    escorts: loserEscorts,
    free: second.survivors[loser] - loserEscorts,
    lost: first.dead[loser] + second.dead[loser] + heldByHolder - liberated,
  };

  const lh = labels[holder];
  const ll = labels[loser];
  const steps = [
    'First mêlée:',
    ...first.steps,
    `Second mêlée: ${ll} brings ${men(counterMen)} against the ${holdersLeft} survivors of ${lh}; ` +
      `the ${heldFirst} prisoners ${lh} holds are disarmed and do not count.`,
    ...second.steps,
  ];
  if (liberated > 0) {
    steps.push(
      holdersFree === 0
        ? `${lh} has no man left to escort them, so ${men(liberated)} of ${ll} are freed; they must go back to ` +
            `${ll}'s back line to be rearmed.`
        : `${lh} has ${men(holdersFree)} left to escort ${heldByHolder} prisoners at seven each, so ` +
            `${men(liberated)} of ${ll} are freed; ` +
            `they must go back to ${ll}'s back line to be rearmed.`,
    );
  }
  if (loserEscorts > 0) {
    steps.push(
      `${ll} keeps ${men(loserEscorts)} as escort for ${heldByLoser} prisoners, leaving ` +
        `${men(loserLedger.free)} free for action.`,
    );
  }
  steps.push(
    `In all ${lh} has lost ${men(holderLedger.lost)}, ${ll} has lost ${men(loserLedger.dead)} killed for good.`,
  );

  return {
    holder,
    first,
    second,
    ledger: holder === 'a' ? { a: holderLedger, b: loserLedger } : { a: loserLedger, b: holderLedger },
    steps,
  };
}
