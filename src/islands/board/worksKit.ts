/** The second half's kit (worksKitTypes.ts), for the board page and the chapters' drawings built at build time. */
import { worksAnswer } from './WorksLesson.tsx';
import { checkWorks } from './worksCheck.ts';
import { removeWorks, toggleBreastwork, toggleBridgeTransporter, toggleLaidBridge } from './worksEdits.ts';
import type { WorksKit } from './worksKitTypes.ts';
import { worksViewOf } from './worksView.ts';
import { WORKS_KEY } from './svg/Works.tsx';
import { worksWords } from './worksWords.ts';
import { readWorks, writeWorks } from './worksAddress.ts';
import { schoolEdit, schoolRemove } from './schoolKit.ts';
import { schoolViewOf } from './schoolView.ts';
import { SCHOOL_KEY } from './svg/School.tsx';
import { Layer, Panel } from './schoolParts.tsx';
import { schoolWords } from './schoolWords.ts';
import { schoolAt } from './schoolState.ts';
import { fireStep } from './fireStep.ts';

export const WORKS_KIT: WorksKit = {
  answer: worksAnswer,
  viewOf: (state) => {
    const view = worksViewOf(state);
    const mortar = state.selected?.type === 'device' && state.network?.laid?.length;
    return state.hills?.length || state.depots?.length || state.fire || state.fortresses?.length || mortar
      ? { ...view, school: schoolViewOf(state) }
      : view;
  },
  Panel,
  edit: (setup, works, tool, square, player, toward) =>
    tool === 'breastwork'
      ? toggleBreastwork(setup, works, square, player)
      : tool === 'bridge-transporter'
        ? toggleBridgeTransporter(setup, works, square, player, toward)
        : tool === 'lay-bridge'
          ? toggleLaidBridge(setup, works, square)
          : schoolEdit(setup, works, tool, square, player),
  remove: (setup, works, square) =>
    schoolAt(works, square) ? schoolRemove(setup, works, square) : removeWorks(setup, works, square),
  check: checkWorks,
  fireStep,
  Layer,
  key: [...WORKS_KEY, ...SCHOOL_KEY],
  words: (works, square) => worksWords(works, square) + schoolWords(works, square),
  read: readWorks,
  write: writeWorks,
};
