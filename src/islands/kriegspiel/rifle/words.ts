/**
 * What the rifle-fire calculator says (appendix pp. 102–105, l.883–885, 948, 984), sentence by sentence, from the
 * engine's answer (`rifleShots`).
 */
import { RIFLEMEN_PER_SHOT, type RifleFire } from '../../../rules/wells/index.ts';
import { plural } from '../../shared/words.ts';

/** Why the line fires as it does. */
export function rifleReasons(fire: RifleFire): readonly string[] {
  if (fire.barred === 'moved')
    return [
      'The line moved this move: no troops “can fire and move in one move” (p. 105, l. 948), so it fires nothing.',
    ];
  if (fire.barred === 'no-ammunition')
    return ['“Infantry without ammunition cannot fire” (p. 106, l. 984): the line fires nothing.'];
  const said = [
    `One ordinary shot of the 4·7 gun for every ${RIFLEMEN_PER_SHOT} infantry-men roughly in a line who do ` +
      `not move (p. 102, l. 883): ${plural(fire.firing, 'man', 'men')} make ` +
      `${plural(fire.shots, 'shot', 'shots')}.`,
  ];
  if (fire.leftOver > 0)
    said.push(
      `${plural(fire.leftOver, 'man', 'men')} left over, fewer than ${RIFLEMEN_PER_SHOT}, ` +
        `${fire.leftOver === 1 ? 'earns' : 'earn'} no shot.`,
    );
  return said;
}

/** The result in one sentence, for the live region and the drawing's label. */
export function rifleSummary(infantry: number, fire: RifleFire): string {
  const why = fire.barred === 'moved' ? ': they moved' : fire.barred === 'no-ammunition' ? ': no ammunition' : '';
  return `Rifle-fire: ${plural(infantry, 'man', 'men')} in a line, ${plural(fire.shots, 'shot', 'shots')}${why}.`;
}
