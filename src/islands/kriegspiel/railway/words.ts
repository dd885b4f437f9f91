/**
 * What the railway calculator says (chapter V p. 94, l.827; the appendix p. 110, l.1054): the names of its choices,
 * and each answer in a sentence with its line, from the engine's answers and constants.
 */
import {
  TRUCK_LOAD,
  type RailwaySpeedReading,
  type TrackWork,
  type TrucksPerEngineReading,
} from '../../../rules/wells/index.ts';
import { plural } from '../../shared/words.ts';
import type { RailwayState } from './presets.ts';
import type { RailwayView } from './state.ts';

export const SPEED_LABELS: Readonly<Record<RailwaySpeedReading, string>> = {
  'eight-feet': 'eight feet (the appendix, p. 110)',
  'four-cavalry-moves': 'four times the cavalry move (chapter V, p. 94)',
  'five-cavalry-moves': 'five times the cavalry move (chapter V, p. 94)',
};

export const LENGTH_LABELS: Readonly<Record<TrucksPerEngineReading, string>> = {
  eight: 'eight trucks',
  seven: 'seven trucks',
};

export const TRACK_LABELS: Readonly<Record<TrackWork, string>> = { 'tear-up': 'Tear up a rail', relay: 'Relay it' };

/** Why each number stands as it does. */
export function railwayReasons(s: RailwayState, v: RailwayView): readonly string[] {
  return [
    `Twelve infantry, five cavalry or half a gun to a truck (p. 94, l. 827): ` +
      `${plural(s.infantry, 'infantryman', 'infantry')}, ${s.cavalry} cavalry and ` +
      `${plural(s.guns, 'gun', 'guns')} take ${plural(v.train.trucks, 'truck', 'trucks')}, each arm in its own ` +
      `(a gun ${TRUCK_LOAD.trucksPerGun}).`,
    `An engine draws ${LENGTH_LABELS[s.trucksPerEngine]} at full speed (l. 827): ` +
      `${plural(v.train.engines, 'engine', 'engines')}.`,
    v.track.done
      ? `${TRACK_LABELS[s.track]}: ${plural(s.trackMen, 'man', 'men')} on the line, the same men throughout, ` +
        `do it in ${plural(v.track.moves, 'move', 'moves')} (l. 827); more men do it no faster.`
      : `${TRACK_LABELS[s.track]} takes ${v.track.menNeeded} men (l. 827): ${plural(s.trackMen, 'man', 'men')} cannot.`,
    `The train moves ${v.moveInches} inches a move: ${SPEED_LABELS[s.speed]}.`,
  ];
}

/** The result in one sentence, for the live region. */
export function railwaySummary(s: RailwayState, v: RailwayView): string {
  return (
    `${plural(v.train.trucks, 'truck', 'trucks')}, ${plural(v.train.engines, 'engine', 'engines')}; ` +
    `${TRACK_LABELS[s.track].toLowerCase()}: ` +
    `${v.track.done ? plural(v.track.moves, 'move', 'moves') : 'too few men'}; ${v.moveInches} inches a move.`
  );
}
