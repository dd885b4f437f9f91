/**
 * The questions of the second school's worked examples and of howitzer fire that spreads (§74–§77, §236–§238, §248,
 * §257, §258), as plain data a preset carries to the browser. SchoolLesson.tsx answers each by asking the engine about
 * the position on the board. Their kinds begin with `school-`, which makes them lessons of the works kit.
 */
import type { DeviceSetup, HillGun, Player } from '../../rules/hellwig/index.ts';

export type SchoolLesson =
  | {
      readonly kind: 'school-fire-spread';
      readonly device: DeviceSetup;
      readonly ignite: number;
      readonly spreads: readonly (readonly number[])[];
    }
  | { readonly kind: 'school-fire-break'; readonly square: number }
  | { readonly kind: 'school-hill-heights'; readonly squares: readonly number[] }
  | { readonly kind: 'school-hill-field'; readonly device: DeviceSetup }
  | { readonly kind: 'school-hill-drive'; readonly attacker: HillGun; readonly defender: HillGun }
  | { readonly kind: 'school-depot-field'; readonly depot: number }
  | { readonly kind: 'school-supply-barred'; readonly player: Player; readonly squares: readonly number[] }
  | {
      readonly kind: 'school-navigable';
      readonly player: Player;
      readonly from: number;
      readonly enemyBridges?: readonly number[] | undefined;
    };

/** Whether a lesson of the works kit is one of the second school's: their kinds alone begin so. */
export function isSchoolLesson(lesson: { readonly kind: string }): lesson is SchoolLesson {
  return lesson.kind.startsWith('school-');
}
