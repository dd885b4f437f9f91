/**
 * What the shell calculator says of a shell (appendix p. 102, l.881), sentence by sentence, from the engine's answer.
 */
import { SHELL_RADIUS_INCHES, type ShellBurst } from '../../../rules/wells/index.ts';
import { plural } from '../../shared/words.ts';

/** Where the shell rule stands: all of it is one sentence-run of l.881, on p. 102. */
const AT = '(p. 102, l. 881)';

/** Why each number stands as it does, each with the page and line of its rule. */
export function reasons(burst: ShellBurst): readonly string[] {
  const within = `within ${SHELL_RADIUS_INCHES} inches`;
  const said: string[] = [];
  if (burst.counted === 0) said.push(`No man in the open ${within}: the shell kills nobody ${AT}.`);
  else if (burst.counted % 2 === 0)
    said.push(
      `${plural(burst.counted, 'man', 'men')} in the open ${within}: half of them, ${burst.dead}, are dead ${AT}.`,
    );
  else
    said.push(
      `${plural(burst.counted, 'man', 'men')} in the open ${within}, an odd number: one more than half, ` +
        `${burst.dead}, ${burst.dead === 1 ? 'is' : 'are'} dead ${AT}.`,
    );
  if (burst.sheltered > 0)
    said.push(
      `${plural(burst.sheltered, 'man', 'men')} behind a wall, house or entrenchment: uninjured, and not ` +
        `counted ${AT}.`,
    );
  if (burst.gunsDestroyed > 0)
    said.push(`${plural(burst.gunsDestroyed, 'gun', 'guns')} completely within the circle: destroyed ${AT}.`);
  if (burst.gunsDisabled > 0)
    said.push(
      `${plural(burst.gunsDisabled, 'gun', 'guns')} not completely within the circle: disabled for ` +
        `${burst.disabledMoves} moves ${AT}.`,
    );
  if (burst.waggonsDestroyed > 0)
    said.push(
      `${plural(burst.waggonsDestroyed, 'supply waggon', 'supply waggons')} wholly or partly within the ` +
        `radius: completely destroyed ${AT}.`,
    );
  return said;
}

/** The result in one sentence, for the live region. */
export function summary(burst: ShellBurst): string {
  const parts = [`${plural(burst.dead, 'man', 'men')} dead of ${burst.counted} counted`];
  if (burst.sheltered) parts.push(`${burst.sheltered} sheltered`);
  if (burst.gunsDestroyed) parts.push(`${plural(burst.gunsDestroyed, 'gun', 'guns')} destroyed`);
  if (burst.gunsDisabled)
    parts.push(`${plural(burst.gunsDisabled, 'gun', 'guns')} disabled for ${burst.disabledMoves} moves`);
  if (burst.waggonsDestroyed) parts.push(`${plural(burst.waggonsDestroyed, 'waggon', 'waggons')} destroyed`);
  return `Shell: ${parts.join(', ')}.`;
}
