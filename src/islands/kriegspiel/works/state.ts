/**
 * The works planner's state (appendix p. 107, l.990–1010, with l.952): which work, by how many men, and the reading
 * of men short of a whole party; and the one call to the engine it makes, which depends on the work. The engine
 * computes every number; this module only picks the function and lays its answer out alike.
 */
import {
  ENGINEER_WORKS,
  earthworks,
  engineerWorkTime,
  waggonDestructionMoves,
  type EngineerTask,
  type WorkRate,
} from '../../../rules/wells/index.ts';
import { tryRule, type Result } from '../../../rules/result.ts';
import type { YesNo } from '../supply/state.ts';

/** The works: the R.E.'s three (l.992–996), the contents of waggons (l.1000), and earthworks (l.1006–1010). */
export const WORKS = [...ENGINEER_WORKS, 'waggons', 'earthworks'] as const;
export type Work = (typeof WORKS)[number];

/** One work, as the planner's controls and address hold it. */
export interface WorksState {
  readonly work: Work;
  /** Destroy or repair (the engineers' works). */
  readonly task: EngineerTask;
  /** The Royal Engineers changed position this move (l.952). */
  readonly engineersMoved: YesNo;
  /** Men at the work (waggons and earthworks). */
  readonly men: number;
  readonly waggons: number;
  readonly rate: WorkRate;
}

/** The engine's answer, laid out alike for every work. */
export interface WorksView {
  /** Moves the work takes; null if the men are too few to do it at all. */
  readonly moves: number | null;
  /** Whether it may begin this move (the engineers' works). */
  readonly mayBegin: boolean;
  /** Earthworks: inches of entrenchment, or epaulements, in the moves. */
  readonly entrenchmentInches: number | null;
  readonly epaulements: number | null;
}

const isEngineerWork = (w: Work): w is (typeof ENGINEER_WORKS)[number] =>
  (ENGINEER_WORKS as readonly string[]).includes(w);

/** Which controls a work uses. */
export const usesTask = isEngineerWork;
export const usesMen = (w: Work): boolean => !isEngineerWork(w);

/** Ask the engine about `s`: a view of its answer, or its RuleError. */
export function runWorks(s: WorksState): Result<WorksView> {
  return tryRule((): WorksView => {
    const none = { entrenchmentInches: null, epaulements: null };
    if (isEngineerWork(s.work)) {
      const r = engineerWorkTime({ work: s.work, task: s.task, engineersMoved: s.engineersMoved === 'yes' });
      return { ...none, moves: r.moves, mayBegin: r.mayBegin };
    }
    if (s.work === 'waggons') {
      const moves = waggonDestructionMoves({ men: s.men, waggons: s.waggons }, { rate: s.rate });
      return { ...none, moves, mayBegin: true };
    }
    const r = earthworks({ men: s.men }, { rate: s.rate });
    return { moves: r.moves, mayBegin: true, entrenchmentInches: r.entrenchmentInches, epaulements: r.epaulements };
  });
}
