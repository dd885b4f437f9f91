/**
 * The works kit's first part, breastworks and bridges (§§103–167) and cutting off (§182): what the board page loads
 * when a position has them or one of their tools is chosen. The second school (hills, depots, fire, a placed fortress)
 * is added by its own part (schoolPart.tsx), loaded only when a position or a tool asks for it, so that neither chunk
 * carries the other's engine (test/build/budget.test.ts). Before the school's part arrives, this kit answers for the
 * breastworks and bridges alone.
 */
import { worksAnswer } from './WorksLesson.tsx';
import { checkWorks } from './worksCheck.ts';
import {
  removeWorks,
  strengthenBreastwork,
  toggleBreastwork,
  toggleBridgeTransporter,
  toggleLaidBridge,
} from './worksEdits.ts';
import type { WorksKit } from './worksKitTypes.ts';
import { worksViewOf } from './worksView.ts';
import { WORKS_KEY, WorksLayer } from './svg/Works.tsx';
import { WorksPanel } from './panels/WorksPanel.tsx';
import { worksWords } from './worksWords.ts';
import { readWorks, writeWorks } from './worksAddress.ts';
import { NO_FIRE, SCHOOL_LOADING } from './schoolWords.ts';
import { refused } from '../shared/checked.ts';

export const WORKS_BASE: WorksKit = {
  answer: worksAnswer,
  viewOf: worksViewOf,
  Panel: WorksPanel,
  edit: (setup, works, tool, square, player, toward) =>
    tool === 'breastwork'
      ? toggleBreastwork(setup, works, square, player)
      : tool === 'strengthen'
        ? strengthenBreastwork(setup, works, square)
        : tool === 'bridge-transporter'
          ? toggleBridgeTransporter(setup, works, square, player, toward)
          : tool === 'lay-bridge'
            ? toggleLaidBridge(setup, works, square)
            : refused(SCHOOL_LOADING),
  remove: removeWorks,
  check: checkWorks,
  fireStep: () => ({ refused: NO_FIRE }),
  Layer: WorksLayer,
  key: WORKS_KEY,
  words: worksWords,
  read: readWorks,
  write: writeWorks,
};
