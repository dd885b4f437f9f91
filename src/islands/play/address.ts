/**
 * The whole game in the address: the map (plate II when absent), the starting position, a position
 * the players set up (the record's Setup line), who moved first when B did (the record's First line,
 * §216), a game of four (the marshals' half), the readings that differ from the edition's, the
 * players the computer plays (comma-separated), and every action in the notation, separated by
 * semicolons. The address is read back through the same notation
 * (`parseGame`), so a shared link replays the game.
 */
import { formatAction, formatGame, parseGame, type Game } from '../../rules/hellwig/index.ts';
import { tryRule } from '../../rules/result.ts';
import type { Seat } from './state.ts';

const SEATS: readonly Seat[] = ['AA', 'A', 'BB', 'B'];

/** The keys the play page owns in its address. */
export const PLAY_KEYS = ['map', 'start', 'setup', 'first', 'four', 'readings', 'moves', 'computer'] as const;

/** The page's part of the address for a game. */
export function ownOf(game: Game, computer: readonly Seat[]): string {
  const q = new URLSearchParams();
  if (game.map.id !== 'II') q.set('map', game.map.id);
  q.set('start', game.start.id);
  const text = formatGame(game);
  const setup = text.match(/^Setup: (.*)$/m)?.[1];
  if (setup) q.set('setup', setup);
  if (game.first !== 'A') q.set('first', game.first);
  if (game.four) q.set('four', game.four.marshals);
  const header = text.match(/^Readings: (.*)$/m)?.[1];
  if (header) q.set('readings', header);
  if (game.actions.length)
    q.set('moves', game.actions.map((a, i) => formatAction(game.positions[i] as never, a)).join(';'));
  if (computer.length) q.set('computer', computer.join(','));
  return q.toString();
}

/** The game an address names, or why it cannot be read. */
export function gameOf(own: string): {
  readonly game?: Game;
  readonly computer: readonly Seat[];
  readonly problem?: string;
} {
  const q = new URLSearchParams(own);
  const computer = SEATS.filter((s) => (q.get('computer') ?? '').split(',').includes(s));
  if (!q.has('start') && !q.has('moves')) return { computer };
  const text = [
    ...(q.get('map') ? [`Map: ${q.get('map')}`] : []),
    `Start: ${q.get('start') ?? 'short'}`,
    ...(q.get('setup') ? [`Setup: ${q.get('setup')}`] : []),
    ...(q.get('first') ? [`First: ${q.get('first')}`] : []),
    ...(q.get('four') ? [`Four: ${q.get('four')}`] : []),
    ...(q.get('readings') ? [`Readings: ${q.get('readings')}`] : []),
    ...(q.get('moves') ?? '').split(';').filter((m) => m.trim()),
  ].join('\n');
  const r = tryRule(() => parseGame(text));
  return r.ok ? { game: r.value, computer } : { computer, problem: r.error.message };
}
