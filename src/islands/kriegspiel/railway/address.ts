/** The railway calculator's inputs in the address (`rail.infantry=96&rail.track=relay&rail.speed=eight-feet…`). */
import { RAILWAY_SPEED_READINGS, TRUCKS_PER_ENGINE_READINGS } from '../../../rules/wells/index.ts';
import { fieldsOver, type AddressField } from '../../shared/addressFields.ts';
import { MOST_GUNS, MOST_MEN } from '../../shared/calculator.ts';
import type { RailwayState } from './presets.ts';

/** The two kinds of track work (l.827). */
export const TRACK_WORKS = ['tear-up', 'relay'] as const;

const { count, choice } = fieldsOver<RailwayState>();

export const RAILWAY_FIELDS: readonly AddressField<RailwayState>[] = [
  count('infantry', 'infantry to entrain', 0, MOST_MEN),
  count('cavalry', 'cavalry to entrain', 0, MOST_MEN),
  count('guns', 'guns to entrain', 0, MOST_GUNS),
  choice('track', 'tear up or relay a rail', TRACK_WORKS),
  count('trackMen', 'men on the line', 0, MOST_MEN),
  choice('trucksPerEngine', 'trucks to an engine', TRUCKS_PER_ENGINE_READINGS),
  choice('speed', 'the train’s move', RAILWAY_SPEED_READINGS),
];
