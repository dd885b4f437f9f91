/**
 * Destructions and constructions, in the Kriegspiel appendix (p. 107, 004 l.990–1010, with l.952 and the footnote
 * at l.1016): how many moves and men each work takes. /little-wars/little-wars-and-kriegspiel/#destructions
 */
import { booleanOf } from '../../checks.ts';
import { oneOf } from '../../errors.ts';
import { menCount, readOptions, readRecord } from '../validate.ts';

/** The works the Royal Engineers destroy and repair (l.992–996). */
export const ENGINEER_WORKS = ['railway-bridge', 'railway-culvert', 'river-road-bridge'] as const;
export type EngineerWork = (typeof ENGINEER_WORKS)[number];

/** Moves to destroy and to repair each (l.992–996). */
export const ENGINEER_WORK_MOVES: Readonly<
  Record<EngineerWork, { readonly destroy: number; readonly repair: number }>
> = {
  'railway-bridge': { destroy: 2, repair: 10 },
  'railway-culvert': { destroy: 1, repair: 5 },
  'river-road-bridge': { destroy: 1, repair: 5 },
};
export const ENGINEER_TASKS = ['destroy', 'repair'] as const;
export type EngineerTask = (typeof ENGINEER_TASKS)[number];

/** "A supply dépôt can be destroyed by one man in two moves, no matter how large (by fire)." (l.998) */
export const DEPOT_DESTRUCTION = { men: 1, moves: 2 } as const;
/** "Four men can destroy the contents of six waggons in one move." (l.1000) */
export const WAGGON_PARTY = { men: 4, waggons: 6, moves: 1 } as const;
/** "A contact mine can be placed … by two men in six moves; … within six inches radius." (l.1002) */
export const CONTACT_MINE = { men: 2, moves: 6, radiusInches: 6 } as const;
/** "Entrenchments can be made by infantry in four moves. … Two men may make an inch of entrenchment." (l.1006–1008) */
export const ENTRENCHMENT = { moves: 4, menPerInch: 2, heightInches: 2 } as const;
/** "six men to one epaulement in four moves" (l.1010). */
export const EPAULEMENT = { men: 6, moves: 4 } as const;

/**
 * How men short of a whole party work, where Wells gives only a rate (two men an inch, six men an epaulement, four
 * men six waggons): `whole-parties` counts only whole parties of the stated size; `pro-rata` lets the work go in
 * proportion to the men (three men make an inch and a half). The first is the edition's reading.
 */
export const WORK_RATES = ['whole-parties', 'pro-rata'] as const;
export type WorkRate = (typeof WORK_RATES)[number];

/** Readings for the works. */
export interface WorkOptions {
  readonly rate?: WorkRate;
}

/** An engineers' work and whether it may begin (l.952, l.992–996). */
export interface EngineerWorkTime {
  readonly moves: number;
  /** "No repairs can be commenced, no destructions can be begun, during a move in which R.E. have changed position." */
  readonly mayBegin: boolean;
}

/**
 * The destruction rules (appendix p. 107, l.992–996, with l.952): the moves the Royal Engineers take to destroy or
 * repair a railway bridge, a culvert or a river road bridge. /little-wars/little-wars-and-kriegspiel/#destructions
 */
export function engineerWorkTime(input: {
  readonly work: EngineerWork;
  readonly task: EngineerTask;
  readonly engineersMoved: boolean;
}): EngineerWorkTime {
  const record = readRecord('input', input, ['work', 'task', 'engineersMoved']);
  const work = oneOf('input.work', record['work'], ENGINEER_WORKS);
  const task = oneOf('input.task', record['task'], ENGINEER_TASKS);
  const moved = booleanOf('input.engineersMoved', record['engineersMoved']);
  return { moves: ENGINEER_WORK_MOVES[work][task], mayBegin: !moved };
}

/** How many parties, or parts of one, `men` make at `per` a party under a reading. */
function parties(men: number, per: number, rate: WorkRate): number {
  return rate === 'pro-rata' ? men / per : Math.floor(men / per);
}

/**
 * The waggon rule (appendix p. 107, l.1000): the moves `men` take to destroy the contents of `waggons` waggons,
 * four men six waggons a move; null if too few men to do it at all.
 * /little-wars/little-wars-and-kriegspiel/#destructions
 */
export function waggonDestructionMoves(
  input: { readonly men: number; readonly waggons: number },
  options?: WorkOptions,
): number | null {
  const record = readRecord('input', input, ['men', 'waggons']);
  const men = menCount('input.men', record['men']);
  const waggons = menCount('input.waggons', record['waggons']);
  const { rate } = readOptions('options', options, { rate: WORK_RATES }, { rate: 'whole-parties' });
  if (waggons === 0) return 0;
  const perMove = parties(men, WAGGON_PARTY.men, rate) * WAGGON_PARTY.waggons;
  return perMove === 0 ? null : Math.ceil(waggons / perMove) * WAGGON_PARTY.moves;
}

/** What infantry dig in four moves (l.1006–1010). */
export interface Earthworks {
  readonly moves: number;
  /** Inches of entrenchment, two men an inch. */
  readonly entrenchmentInches: number;
  /** Or epaulements for guns, six men each. */
  readonly epaulements: number;
}

/**
 * The construction rules (appendix p. 107, l.1006–1010): in four moves `men` make an inch of entrenchment for
 * every two of them, or an epaulement for every six. /little-wars/little-wars-and-kriegspiel/#constructions
 */
export function earthworks(input: { readonly men: number }, options?: WorkOptions): Earthworks {
  const record = readRecord('input', input, ['men']);
  const men = menCount('input.men', record['men']);
  const { rate } = readOptions('options', options, { rate: WORK_RATES }, { rate: 'whole-parties' });
  return {
    moves: ENTRENCHMENT.moves,
    entrenchmentInches: parties(men, ENTRENCHMENT.menPerInch, rate),
    epaulements: parties(men, EPAULEMENT.men, rate),
  };
}
