/** The works planner's inputs in the address (`works.work=waggons&works.men=4&works.waggons=6&…`). */
import { ENGINEER_TASKS, WORK_RATES } from '../../../rules/wells/index.ts';
import { fieldsOver, type AddressField } from '../../shared/addressFields.ts';
import { YES_NO } from '../supply/state.ts';
import { WORKS, type WorksState } from './state.ts';

/** Most men or waggons the steppers allow: a large working party, a long supply column. */
export const MOST_AT_WORK = 200;

const { count, choice } = fieldsOver<WorksState>();

export const WORKS_FIELDS: readonly AddressField<WorksState>[] = [
  choice('work', 'the work', WORKS),
  choice('task', 'destroy or repair', ENGINEER_TASKS),
  choice('engineersMoved', 'the engineers changed position', YES_NO),
  count('men', 'men at the work', 0, MOST_AT_WORK),
  count('waggons', 'waggons', 0, MOST_AT_WORK),
  choice('rate', 'men short of a whole party', WORK_RATES),
];
