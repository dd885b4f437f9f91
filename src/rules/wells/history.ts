/**
 * Chapter II, "The Beginnings of Modern Little Warfare" (004 l.187–324, pp. 13–33): the rules
 * Wells and his friends played before those of chapter III, stage by stage, each a rule set that
 * can be played on one small situation. The situation is Wells' own (l.294–312, pp. 29–31):
 * horsemen riding at a gun with men about it. What each stage says of contact, of the gun's crew
 * and shots, of isolation, the mêlée and capture is his; where he gives two rules in one stage
 * (six men, then a shot a man), the choice is a named reading.
 */
import { oneOf } from '../errors.ts';
import { GUN_CREW_MINIMUM, MAX_SHOTS_PER_MOVE } from './guns.ts';
import { isIsolated } from './isolation.ts';
import { resolveMelee } from './melee.ts';
import { moveTimeAllowance } from './time.ts';
import { readOptions, readRecord, menCount } from './validate.ts';
import type { GunState } from './types.ts';

/** The stages of chapter II, in the order Wells tells them. */
export const HISTORY_STAGES = [
  'first-game',
  'both-die',
  'crew-of-six',
  'four-shots',
  'time-limit',
  'isolation',
  'melee',
  'axle',
] as const;
export type HistoryStage = (typeof HISTORY_STAGES)[number];

/** Where each stage stands in the reference text (004) and on the pages of 1913. */
export const HISTORY_SOURCES: Readonly<Record<HistoryStage, { readonly lines: string; readonly page: number }>> = {
  'first-game': { lines: '191', page: 14 },
  'both-die': { lines: '242', page: 20 },
  'crew-of-six': { lines: '244–248', page: 20 },
  'four-shots': { lines: '257', page: 23 },
  'time-limit': { lines: '263', page: 24 },
  isolation: { lines: '288–292', page: 28 },
  melee: { lines: '294–312', page: 29 },
  axle: { lines: '320–324', page: 32 },
};

/** How the coins fall in the first game, where "we tossed up and decided which man was dead" (l.191). */
export const COIN_FALLS = ['alternate', 'for-horsemen', 'for-gunners'] as const;
export type CoinFall = (typeof COIN_FALLS)[number];
/**
 * "a gun could not be fired if there were not six … If there were less than six … we tried letting it fire as many
 * shots as there were men" (l.244–248): the two trials of the crew-of-six stage.
 */
export const SHORT_CREW_READINGS = ['silent', 'shot-per-man'] as const;
export type ShortCrewReading = (typeof SHORT_CREW_READINGS)[number];
/** The two capture rules of l.320–324: "four men … within six inches", then four men past the axle. */
export const CAPTURE_RULES = ['within-six-inches', 'past-the-axle'] as const;
export type CaptureRule = (typeof CAPTURE_RULES)[number];

/** "it might fire six shots" (l.191): the first game's gun, and the crew-of-six stage's full crew. */
export const FIRST_GAME_SHOTS = 6;
/** "a gun could not be fired if there were not six … men within six inches of it" (l.244). */
export const FIRST_CREW = 6;
/** "We made this an outside limit at first, ten minutes" (l.263). */
export const FIRST_TIME_LIMIT_MINUTES = 10;

/** Readings for `playStage`. */
export interface HistoryOptions {
  /** Default `alternate`: the first toss to the horsemen, then turn about. */
  readonly coins?: CoinFall;
  /** Default `silent`, the rule Wells states first. */
  readonly shortCrew?: ShortCrewReading;
}

/** The situation: horsemen charge the men about a gun, each side with men of its own within a move. */
export interface GunRaid {
  readonly horsemen: number;
  /** Men of the gun's side within six inches of it. */
  readonly gunners: number;
  /** Other men of the gun's side within a move of the gunners. */
  readonly gunnersSupport: number;
  /** Men of the horsemen's side within a move of them. */
  readonly horsemenSupport: number;
  readonly options?: HistoryOptions;
}

/** Horsemen and gunners, counted. */
export interface RaidCounts {
  readonly horsemen: number;
  readonly gunners: number;
}

/** The situation played under one stage's rules. */
export interface StageOutcome {
  readonly stage: HistoryStage;
  /** What settles the contact: none, a toss of a coin, both die, or the mêlée of chapter III. */
  readonly decidedBy: 'no-contact' | 'coin-toss' | 'both-die' | 'melee';
  readonly dead: RaidCounts;
  readonly prisoners: RaidCounts;
  /** Free and alive after the contact; the horsemen left are taken to ride on past the gun's axle. */
  readonly left: RaidCounts;
  /** Tosses of the coin and the chance of that run of them (first game only). */
  readonly coin: { readonly tosses: number; readonly chance: number } | null;
  /** Whether the horsemen are isolated, once there is a rule of isolation. */
  readonly horsemenIsolated: boolean | null;
  readonly gun: {
    /** Men it needs within six inches to fire: none in the first games. */
    readonly crewNeeded: number;
    /** Shots it may fire at its next move. */
    readonly shots: number;
    readonly state: GunState;
  };
  /** The limit on a move, once there is one: ten minutes at first, then the time rule for the gun's side. */
  readonly timeLimitMinutes: number | null;
  readonly options: Required<HistoryOptions>;
}

const OPTION_SPEC = { coins: COIN_FALLS, shortCrew: SHORT_CREW_READINGS } as const;
const DEFAULTS: Required<HistoryOptions> = { coins: 'alternate', shortCrew: 'silent' };
const NONE: RaidCounts = { horsemen: 0, gunners: 0 };

/**
 * The capture rules of chapter II (l.320–324, pp. 32–33): first a gun out of action with four antagonists within six
 * inches was taken; then four had to pass its axle (melee-5). /little-wars/the-beginnings-of-modern-little-warfare/#p32
 */
export function gunCaptureUnder(input: {
  readonly rule: CaptureRule;
  readonly ownMen: number;
  readonly enemyWithinSix: number;
  readonly enemyPastAxle: number;
}): GunState {
  const record = readRecord('input', input, ['rule', 'ownMen', 'enemyWithinSix', 'enemyPastAxle']);
  const rule = oneOf('input.rule', record['rule'], CAPTURE_RULES);
  const own = menCount('input.ownMen', record['ownMen']);
  const within = menCount('input.enemyWithinSix', record['enemyWithinSix']);
  const past = menCount('input.enemyPastAxle', record['enemyPastAxle']);
  if (rule === 'past-the-axle') {
    if (own === 0 && past >= GUN_CREW_MINIMUM) return 'captured';
  } else if (own < GUN_CREW_MINIMUM && within >= GUN_CREW_MINIMUM) return 'captured';
  return own >= GUN_CREW_MINIMUM ? 'in-action' : 'out-of-action';
}

/**
 * The capture rule a stage of chapter II played under (l.257, l.320–324, pp. 23–33): none while a gun needed no crew
 * or six, then four antagonists within six inches, then four past the axle.
 * /little-wars/the-beginnings-of-modern-little-warfare/#p32
 */
export function captureRuleOf(stage: HistoryStage): CaptureRule | null {
  const at = oneOf('stage', stage, HISTORY_STAGES);
  if (at === 'axle') return 'past-the-axle';
  return HISTORY_STAGES.indexOf(at) < HISTORY_STAGES.indexOf('four-shots') ? null : 'within-six-inches';
}

/** The first game's contacts, one toss at a time until one side is gone (l.191–195). */
function tossUp(horsemen: number, gunners: number, coins: CoinFall): Pick<StageOutcome, 'dead' | 'coin'> {
  // Alternate: the horsemen win the odd tosses, so after t tosses ⌈t/2⌉ gunners and ⌊t/2⌋ horsemen are dead.
  const tosses =
    coins === 'for-horsemen' ? gunners : coins === 'for-gunners' ? horsemen : Math.min(2 * gunners - 1, 2 * horsemen);
  const dead = { horsemen: Math.floor(tosses / 2), gunners: Math.ceil(tosses / 2) };
  return {
    dead:
      coins === 'for-horsemen' ? { horsemen: 0, gunners } : coins === 'for-gunners' ? { horsemen, gunners: 0 } : dead,
    coin: { tosses, chance: 0.5 ** tosses },
  };
}

/** The contact under one stage: who dies, who is taken, and how it was settled. */
function contact(stage: HistoryStage, raid: Required<Omit<GunRaid, 'options'>>, options: Required<HistoryOptions>) {
  const { horsemen, gunners } = raid;
  if (horsemen === 0 || gunners === 0)
    return { decidedBy: 'no-contact' as const, dead: NONE, prisoners: NONE, coin: null };
  if (stage === 'first-game')
    return { decidedBy: 'coin-toss' as const, prisoners: NONE, ...tossUp(horsemen, gunners, options.coins) };
  if (stage !== 'melee' && stage !== 'axle') {
    // "when two men of opposite sides came into contact they would inevitably kill each other" (l.242)
    const fall = Math.min(horsemen, gunners);
    return { decidedBy: 'both-die' as const, dead: { horsemen: fall, gunners: fall }, prisoners: NONE, coin: null };
  }
  const melee = resolveMelee({
    a: horsemen,
    b: gunners,
    aSupport: raid.horsemenSupport,
    bSupport: raid.gunnersSupport,
  });
  return {
    decidedBy: 'melee' as const,
    dead: { horsemen: melee.dead.a, gunners: melee.dead.b },
    prisoners: { horsemen: melee.prisoners.a, gunners: melee.prisoners.b },
    coin: null,
  };
}

/** The gun after the contact, under one stage's rules of crew, shots and capture. */
function gunAfter(stage: HistoryStage, left: RaidCounts, options: Required<HistoryOptions>): StageOutcome['gun'] {
  if (stage === 'first-game' || stage === 'both-die')
    return { crewNeeded: 0, shots: FIRST_GAME_SHOTS, state: 'in-action' };
  if (stage === 'crew-of-six') {
    const full = left.gunners >= FIRST_CREW;
    const shots = full ? FIRST_GAME_SHOTS : options.shortCrew === 'shot-per-man' ? left.gunners : 0;
    return {
      crewNeeded: full || options.shortCrew === 'silent' ? FIRST_CREW : 1,
      shots,
      state: shots > 0 ? 'in-action' : 'out-of-action',
    };
  }
  const state = gunCaptureUnder({
    rule: captureRuleOf(stage) ?? 'within-six-inches',
    ownMen: left.gunners,
    enemyWithinSix: left.horsemen,
    enemyPastAxle: left.horsemen,
  });
  return { crewNeeded: GUN_CREW_MINIMUM, shots: state === 'in-action' ? MAX_SHOTS_PER_MOVE : 0, state };
}

/**
 * One stage of chapter II's rules (l.191–324, pp. 14–33) played on the raid: the contact, the gun after it, isolation
 * and the time limit as that stage had them. /little-wars/the-beginnings-of-modern-little-warfare/#p14
 */
export function playStage(stage: HistoryStage, raid: GunRaid): StageOutcome {
  const at = oneOf('stage', stage, HISTORY_STAGES);
  const record = readRecord('raid', raid, ['horsemen', 'gunners', 'gunnersSupport', 'horsemenSupport', 'options']);
  const counts = {
    horsemen: menCount('raid.horsemen', record['horsemen']),
    gunners: menCount('raid.gunners', record['gunners']),
    gunnersSupport: menCount('raid.gunnersSupport', record['gunnersSupport']),
    horsemenSupport: menCount('raid.horsemenSupport', record['horsemenSupport']),
  };
  const options = readOptions('raid.options', record['options'], OPTION_SPEC, DEFAULTS);
  const index = HISTORY_STAGES.indexOf(at);
  const fight = contact(at, counts, options);
  const left = {
    horsemen: counts.horsemen - fight.dead.horsemen - fight.prisoners.horsemen,
    gunners: counts.gunners - fight.dead.gunners - fight.prisoners.gunners,
  };
  const isolationFrom = HISTORY_STAGES.indexOf('isolation');
  const timeFrom = HISTORY_STAGES.indexOf('time-limit');
  // "afterwards … cut the time down to a length that would barely permit" (l.263): chapter III's time rule.
  const ruleMinutes = () => moveTimeAllowance({ men: counts.gunners + counts.gunnersSupport, guns: 1 }).minutes;
  return {
    stage: at,
    ...fight,
    left,
    horsemenIsolated:
      index >= isolationFrom && counts.horsemen > 0
        ? isIsolated(counts.horsemen, counts.horsemenSupport).isolated
        : null,
    gun: gunAfter(at, left, options),
    timeLimitMinutes: index < timeFrom ? null : index === timeFrom ? FIRST_TIME_LIMIT_MINUTES : ruleMinutes(),
    options,
  };
}

/**
 * The raid under every stage of chapter II in turn (l.191–324, pp. 14–33), so each rule's effect shows beside the one
 * before it. /little-wars/the-beginnings-of-modern-little-warfare/#p14
 */
export function rulesGrew(raid: GunRaid): readonly StageOutcome[] {
  return HISTORY_STAGES.map((stage) => playStage(stage, raid));
}
