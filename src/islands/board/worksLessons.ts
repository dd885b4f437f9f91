/**
 * The questions of the second half's worked examples (§106–§167), as plain data a preset carries to the browser:
 * who may entrench, a breastwork's field, defence and storm, bombardment, and the laying, crossing, breaking down and
 * ruin of bridges. WorksLesson.tsx answers each by asking the engine about the position on the board.
 */
import type { DeviceSetup, RuinTargets } from '../../rules/hellwig/index.ts';
import type { SchoolLesson } from './schoolLessons.ts';
import type { EndgameLesson } from './endgame/lessons.ts';

export type WorksLesson =
  | { readonly kind: 'breastwork-build'; readonly signs: number }
  | { readonly kind: 'breastwork-entrench'; readonly from: number }
  | { readonly kind: 'breastwork-field'; readonly device: DeviceSetup }
  | { readonly kind: 'breastwork-contest'; readonly square: number }
  | { readonly kind: 'breastwork-bombardment'; readonly signs: number; readonly strength: number }
  | { readonly kind: 'breastwork-storm'; readonly square: number }
  | {
      readonly kind: 'bridge-laying';
      readonly transporter: number;
      readonly lay?: readonly { readonly square: number; readonly surface?: 'main' | 'secondary' }[] | undefined;
    }
  | { readonly kind: 'bridge-crossing'; readonly from: number; readonly to: number }
  | {
      readonly kind: 'bridge-breakdown';
      readonly transporter: number;
      readonly exposed?: readonly number[] | undefined;
    }
  | { readonly kind: 'bridge-ruin-holder'; readonly transporter: number; readonly targets: RuinTargets }
  | { readonly kind: 'bridge-ruin-piece'; readonly from: number; readonly bridge: number }
  | { readonly kind: 'bridge-ruin-artillery'; readonly device: DeviceSetup }
  | SchoolLesson
  // Cutting off, the fortress and plate III (§13, §182–§231), answered by endgame/words.ts.
  | EndgameLesson;

/** Whether a lesson is one of the second half's: their kinds alone begin so. */
export function isWorksLesson(lesson: { readonly kind: string }): lesson is WorksLesson {
  return /^(breastwork|bridge|school|endgame)-/.test(lesson.kind);
}
