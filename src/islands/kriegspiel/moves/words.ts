/**
 * What the moves calculator says (appendix pp. 104–105, l.899–945): the names of its choices, and each answer in a
 * sentence with its line, from the engine's answers and constants.
 */
import {
  ACTION_COSTS,
  WHEELS_CONTOUR_LIMIT,
  type GeneralFate,
  type GeneralMishap,
  type GeneralReading,
  type KriegspielAction,
  type KriegspielMover,
  type TwentiesReading,
} from '../../../rules/wells/index.ts';
import { capitalise, formatPoints, plural } from '../../shared/words.ts';
import type { MovesState } from './presets.ts';
import type { MovesView } from './state.ts';

export const MOVER_LABELS: Readonly<Record<KriegspielMover, string>> = {
  infantry: 'Infantry',
  cavalry: 'Cavalry',
  engineers: 'Royal Engineers',
  artillery: 'Royal Artillery',
  transport: 'Transport and Supply',
  general: 'The General',
  boats: 'Boats',
};

/** An action by its name in the engine: `Infantry fours to two ranks`, `Guns limber up`. */
export const actionLabel = (a: KriegspielAction): string =>
  capitalise(a.replace('artillery', 'guns').replace(/-/g, ' '));

export const TWENTIES_LABELS: Readonly<Record<TwentiesReading, string>> = {
  'started-twenty': 'a started twenty counts whole',
  exact: 'in proportion to the men',
};

export const MISHAP_LABELS: Readonly<Record<GeneralMishap, string>> = {
  shell: 'Falls within a shell’s zone of destruction',
  'rifle-fire': 'Hit by rifle-fire',
  captured: 'Captured',
};

export const DISABLEMENT_LABELS: Readonly<Record<GeneralReading, string>> = {
  sykes: 'Colonel Sykes’s rules',
  invulnerable: 'Wells’ invulnerable General (l. 893)',
};

/** The General's fate in a few words: `out of the room for 3 moves, injured`. */
export const fateWords = (f: GeneralFate): string =>
  f.succeeded
    ? 'quits the game; his next subordinate succeeds him'
    : f.outOfRoomMoves > 0
      ? `out of the room for ${movesWords(f.outOfRoomMoves)}, injured`
      : 'unhurt: he is invulnerable';

/** `1½ moves`, `½ a move`. */
export const movesWords = (n: number): string =>
  n === 0.5
    ? 'half a move'
    : `${formatPoints(Number.isInteger(n * 2) ? n : Math.round(n * 100) / 100)} ${n === 1 ? 'move' : 'moves'}`;

/** The slope, the action and the river in a sentence each, with their lines. */
export function movesReasons(s: MovesState, v: MovesView): readonly string[] {
  const road = s.road === 'yes';
  const said = [
    v.wheels
      ? `A slope of ${plural(s.slope, 'contour', 'contours')} to the foot${road ? ', with a road' : ''}: guns ` +
        `and waggons may take it (p. 105, l. 917).`
      : `${WHEELS_CONTOUR_LIMIT} contours or more to the foot and no road: “impassable for wheels” (p. 105, l. 917).`,
    `${actionLabel(s.action)}${s.action.endsWith('embark') ? ` (${s.men} men, by twenties)` : ''}: ` +
      `${movesWords(v.action.moves)} (p. 105, l. ${ACTION_COSTS[s.action].line}).`,
  ];
  if (v.ford === true) said.push(`${MOVER_LABELS[s.mover]} may pass a fordable river, in one move (l. 921, 933).`);
  if (v.ford === false)
    said.push(
      `Rivers are impassable to ${MOVER_LABELS[s.mover].replace(/^Royal /, 'the Royal ')} (p. 105, l. 945–962).`,
    );
  said.push(`The General, ${MISHAP_LABELS[s.mishap].toLowerCase()}: ${fateWords(v.fate)} (p. 104, l. 893).`);
  return said;
}

/** The move in one sentence, for the live region and the drawing's label. */
export function movesSummary(s: MovesState, v: MovesView): string {
  const where = s.road === 'yes' ? 'on a road' : 'across country';
  return (
    `${MOVER_LABELS[s.mover]} ${where}: a move of ${v.move.moveInches} inches, ${v.move.contourInches} taken ` +
    `by contours, ${v.move.groundInches} over the ground; ` +
    `${v.wheels ? 'the slope passable for wheels' : 'the slope impassable for wheels'}; ` +
    `${actionLabel(s.action).toLowerCase()}: ${movesWords(v.action.moves)}; the General, ` +
    `${MISHAP_LABELS[s.mishap].toLowerCase()}: ${fateWords(v.fate)}.`
  );
}
