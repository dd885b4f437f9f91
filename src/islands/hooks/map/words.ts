/** The words the Hook's Farm map sets beside its symbols: the guns' letters and the prisoners' counts. */
import type { GunView, PrisonerGroup } from '../../../rules/wells/hooks-farm/index.ts';

/** The label of a group of prisoners. */
export const prisonersText = (g: PrisonerGroup) => `${g.infantry + g.cavalry} prisoners`;

/** The short letter of a gun on the map: D, C, E for Blue (the general's sketch); R, M, L for Red. */
export function gunLetter(gun: GunView): string {
  const letters: Record<string, string> = {
    'blue-gun-d': 'D',
    'blue-gun-c': 'C',
    'blue-gun-e': 'E',
    'red-gun-right': 'R',
    'red-gun-mid': 'M',
    'red-gun-left': 'L',
  };
  return letters[gun.id] ?? '';
}
