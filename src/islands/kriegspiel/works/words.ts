/**
 * What the works planner says (appendix p. 107, l.952, 990–1010): the names of its choices, why each number stands
 * as it does with its line, and the result in one sentence, from the engine's answer and constants.
 */
import {
  ENGINEER_WORK_MOVES,
  ENTRENCHMENT,
  EPAULEMENT,
  WAGGON_PARTY,
  type EngineerTask,
  type WorkRate,
} from '../../../rules/wells/index.ts';
import { formatPoints, plural } from '../../shared/words.ts';
import type { Work, WorksState, WorksView } from './state.ts';

export const WORK_LABELS: Readonly<Record<Work, string>> = {
  'railway-bridge': 'A railway bridge (R.E.)',
  'railway-culvert': 'A railway culvert (R.E.)',
  'river-road-bridge': 'A river road bridge (R.E.)',
  waggons: 'The contents of supply waggons',
  earthworks: 'Entrenchments and epaulements',
};

export const TASK_LABELS: Readonly<Record<EngineerTask, string>> = { destroy: 'Destroy', repair: 'Repair' };

export const RATE_LABELS: Readonly<Record<WorkRate, string>> = {
  'whole-parties': 'only whole parties work',
  'pro-rata': 'the work goes in proportion to the men',
};

const LINES: Readonly<Record<Work, number>> = {
  'railway-bridge': 992,
  'railway-culvert': 994,
  'river-road-bridge': 996,
  waggons: 1000,
  earthworks: 1006,
};

/** `1½`, `0.33`: a count of inches or epaulements, whole, a half, or a part in decimals. */
export const amount = (n: number): string => (Number.isInteger(n * 2) ? formatPoints(n) : n.toFixed(2));

/** Why each number stands as it does. */
export function worksReasons(s: WorksState, v: WorksView): readonly string[] {
  const at = `p. 107, l. ${LINES[s.work]}`;
  if (s.work === 'waggons')
    return [
      `${WAGGON_PARTY.men} men destroy the contents of ${WAGGON_PARTY.waggons} waggons in one move (${at}): ` +
        `${worksSummary(s, v)}`,
    ];
  if (s.work === 'earthworks') {
    return [
      `Entrenchments are made by infantry in ${ENTRENCHMENT.moves} moves, ${ENTRENCHMENT.menPerInch} men to ` +
        `an inch (p. 107, l. 1006–1008): ${plural(s.men, 'man', 'men')} make ` +
        `${amount(v.entrenchmentInches ?? 0)} in.`,
      `Or epaulements for guns, ${EPAULEMENT.men} men to one in ${EPAULEMENT.moves} moves (l. 1010): ` +
        `${amount(v.epaulements ?? 0)}.`,
    ];
  }
  const both = ENGINEER_WORK_MOVES[s.work];
  const said = [
    `To destroy ${WORK_LABELS[s.work].replace(/ \(R\.E\.\)$/, '').toLowerCase()} the Royal Engineers take ` +
      `${plural(both.destroy, 'move', 'moves')}; to repair it, ${plural(both.repair, 'move', 'moves')} (${at}).`,
  ];
  if (!v.mayBegin)
    said.push(
      'The engineers changed position this move: “no repairs can be commenced, no destructions can be begun” ' +
        '(p. 105, l. 952).',
    );
  return said;
}

/** The result in one sentence, for the live region and the drawing's label. */
export function worksSummary(s: WorksState, v: WorksView): string {
  if (s.work === 'earthworks')
    return (
      `In ${v.moves ?? 0} moves ${plural(s.men, 'man', 'men')} dig ${amount(v.entrenchmentInches ?? 0)} in. of ` +
      `entrenchment, or ${amount(v.epaulements ?? 0)} epaulements.`
    );
  if (s.work === 'waggons')
    return v.moves === null
      ? `${plural(s.men, 'man', 'men')} are too few to destroy the waggons.`
      : `${plural(s.waggons, 'waggon', 'waggons')} destroyed in ${plural(v.moves, 'move', 'moves')}.`;
  const what = `${TASK_LABELS[s.task]} ${WORK_LABELS[s.work].replace(/ \(R\.E\.\)$/, '').toLowerCase()}`;
  return (
    `${what}: ` +
    `${plural(v.moves ?? 0, 'move', 'moves')}${v.mayBegin ? '' : ', not begun this move: the engineers moved'}.`
  );
}
