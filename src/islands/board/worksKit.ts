/** The second half's kit (worksKitTypes.ts), for the board page and the chapters' drawings built at build time. */
import { WorksPanel } from './panels/WorksPanel.tsx';
import { worksAnswer } from './WorksLesson.tsx';
import { checkWorks } from './worksCheck.ts';
import { removeWorks, toggleBreastwork, toggleBridgeTransporter, toggleLaidBridge } from './worksEdits.ts';
import type { WorksKit } from './worksKitTypes.ts';
import { worksViewOf } from './worksView.ts';
import { WORKS_KEY, WorksLayer } from './svg/Works.tsx';
import { worksWords } from './worksWords.ts';
import { readWorks, writeWorks } from './worksAddress.ts';

export const WORKS_KIT: WorksKit = {
  answer: worksAnswer,
  viewOf: worksViewOf,
  Panel: WorksPanel,
  edit: (setup, works, tool, square, player, toward) =>
    tool === 'breastwork'
      ? toggleBreastwork(setup, works, square, player)
      : tool === 'bridge-transporter'
        ? toggleBridgeTransporter(setup, works, square, player, toward)
        : toggleLaidBridge(setup, works, square),
  remove: removeWorks,
  check: checkWorks,
  Layer: WorksLayer,
  key: WORKS_KEY,
  words: worksWords,
  read: readWorks,
  write: writeWorks,
};
