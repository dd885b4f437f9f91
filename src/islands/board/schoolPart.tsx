/**
 * The second school's part of the works kit (§§74–78, 186, 234–259): hills, depots and their supply, the fire and its
 * stepper, a fortress the reader places. Given the works kit's first part (worksBase.ts), it gives the whole kit: the
 * chapters' drawings take it so at build time (worksKit.ts), and the board page loads it as a chunk of its own when a
 * position, a tool or an example of the second school asks for it (pageKits.ts).
 */
import { checkSchool } from './schoolEdits.ts';
import { refused } from '../shared/checked.ts';
import { schoolEdit, schoolRemove } from './schoolKit.ts';
import { schoolViewOf } from './schoolView.ts';
import { SCHOOL_KEY } from './svg/School.tsx';
import { Layer, Panel } from './schoolParts.tsx';
import { schoolWords } from './schoolWords.ts';
import { schoolAt } from './schoolState.ts';
import { fireStep } from './fireStep.ts';
import { schoolAnswer } from './SchoolLesson.tsx';
import { isSchoolLesson } from './schoolLessons.ts';
import { SCHOOL_TOOLS } from './state/tools.ts';
import { asksSchool } from './state/needs.ts';
import type { WorksKit } from './worksKitTypes.ts';

/** The works kit with the second school: its answers, edits, drawing, words and checks beside the first part's. */
export function withSchool(base: WorksKit): WorksKit {
  const check: WorksKit['check'] = (setup, works) => base.check(setup, works) ?? checkSchool(setup, works);
  return {
    answer: (lesson, board, works) =>
      isSchoolLesson(lesson) ? schoolAnswer(lesson, board, works) : base.answer(lesson, board, works),
    viewOf: (state) => {
      const view = base.viewOf(state);
      return asksSchool(state) ? { ...view, school: schoolViewOf(state) } : view;
    },
    Panel,
    edit: (setup, works, tool, square, player, toward) => {
      if (SCHOOL_TOOLS.includes(tool)) return schoolEdit(setup, works, tool, square, player);
      // A breastwork or bridge is checked against the hills, depots and fire too, as the whole position is.
      const e = base.edit(setup, works, tool, square, player, toward);
      const problem = e.ok ? checkSchool(e.setup ?? setup, e.works) : undefined;
      return problem ? refused(problem) : e;
    },
    remove: (setup, works, square) =>
      schoolAt(works, square) ? schoolRemove(setup, works, square) : base.remove(setup, works, square),
    check,
    fireStep,
    Layer,
    key: [...base.key, ...SCHOOL_KEY],
    words: (works, square) => base.words(works, square) + schoolWords(works, square),
    read: base.read,
    write: base.write,
  };
}
