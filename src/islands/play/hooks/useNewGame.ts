/**
 * The choices for the next new game, made before it begins: the map (an empty plate with its size), the starting
 * position, two players or four (the half the field marshals command on, §222), and the readings.
 */
import { useState } from 'preact/hooks';
import { DEFAULT_READINGS, type GameReadings, type Half } from '../../../rules/hellwig/index.ts';
import { emptyId, type EmptySizeValue } from '../EmptySize.tsx';

export interface NewGameChoices {
  readonly map: string;
  readonly start: string;
  readonly players: 'two' | Half;
  readonly size: EmptySizeValue;
  readonly readings: GameReadings;
  /** The notation's id of the map chosen, an empty plate's with its size. */
  readonly mapId: string;
  /** For four players, the half the field marshals command on (§222). */
  readonly four: Half | undefined;
  readonly setMap: (map: string) => void;
  readonly setStart: (start: string) => void;
  readonly setPlayers: (players: 'two' | Half) => void;
  readonly setSize: (size: EmptySizeValue) => void;
  readonly setReadings: (readings: GameReadings) => void;
}

export function useNewGame(): NewGameChoices {
  const [start, setStart] = useState('short');
  const [map, setMap] = useState('II');
  const [players, setPlayers] = useState<'two' | Half>('two');
  const [size, setSize] = useState<EmptySizeValue>({ rows: 33, columns: 49 });
  const [readings, setReadings] = useState<GameReadings>(DEFAULT_READINGS);
  return {
    map,
    start,
    players,
    size,
    readings,
    mapId: map === 'empty' ? emptyId(size) : map,
    four: players === 'two' ? undefined : players,
    setMap,
    setStart,
    setPlayers,
    setSize,
    setReadings,
  };
}
