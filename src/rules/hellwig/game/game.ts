/**
 * Hellwig's game as a sequence of actions (§21, §181, §§185–188, §§12–13), the value: where it started, its readings,
 * its actions and the position, works, bridges and fires after each, whose turn it is, and stepping back. The actions
 * the player to move may take are in `legalActions.ts`, playing one in `apply.ts` and `plainActions.ts`. Every action
 * is asked of the engine's rules; these modules only combine them and hold none of their own, beyond whose turn it is.
 */
import { RuleError, describeValue, oneOf } from '../../errors.ts';
import { createBoard } from '../boardSetup.ts';
import type { Board, BoardSetup } from '../board.ts';
import { otherPlayer } from '../defence.ts';
import type { VictoryFlags } from '../fortress.ts';
import type { Player } from '../types.ts';
import type { Action } from './actions.ts';
import { readReadings, type GameReadings } from './readings.ts';
import { NO_COUNTS, type Counts } from './counts.ts';
import { mapOf, type GameMap } from './maps.ts';
import { startWorks, type Works } from './works.ts';
import { setUpOn, START_IDS, startOn, type StartingPosition } from './starts.ts';
import { newFour, seatToMove, teamOf, type FourGame } from './four.ts';
import { startBridges } from './bridges.ts';
import type { BridgeNetwork } from '../bridges.ts';
import { NO_FIRES, type Fires } from './fire.ts';
import type { FourPlayer, Half } from '../plate-iii.ts';
import { refuse } from './refusals.ts';

/**
 * How the game stands: under way, or ended by conquest (§188), a blockaded fortress's surrender (§190 (2)) or a peace
 * (§12), with its flags (§13). /hellwig/s188/
 */
export type GameStatus =
  | { readonly kind: 'playing' }
  | { readonly kind: 'conquest' | 'blockade' | 'peace'; readonly winner: Player; readonly flags: VictoryFlags };

/** A game: where it started, its readings, its actions and the position after each (§21, §181). /hellwig/s181/ */
export interface Game {
  /** The map it is played on (§197): plate II, plate III's reconstruction, or an empty plate. */
  readonly map: GameMap;
  readonly start: StartingPosition;
  readonly readings: GameReadings;
  /** The player who moves first, decided by lot in the book (§216); A in the edition's games. */
  readonly first: Player;
  readonly actions: readonly Action[];
  /** positions[0] is the start; positions[i] the position after i actions. */
  readonly positions: readonly Board[];
  /** counts[i]: the cut-offs and blockades under way after i actions (§183, §190). */
  readonly counts: readonly Counts[];
  /** works[i]: the breastworks and depots after i actions (§104, §244). */
  readonly works: readonly Works[];
  /** bridges[i]: the bridge-transporters and laid bridges after i actions (§141, §143). */
  readonly bridges: readonly BridgeNetwork[];
  /** fires[i]: the buildings and bridges on fire after i actions (§74, §166). */
  readonly fires: readonly Fires[];
  readonly status: GameStatus;
  /** The four-player game's halves and movers (§§217–233), or undefined in a game of two. */
  readonly four: FourGame | undefined;
}

/** An action the engine offers, with the position it leaves. */
export interface Offer {
  readonly action: Action;
  readonly board: Board;
}

/** The games this module built; any other object is checked against them and refused. */
const GAMES = new WeakSet<object>();

/** Remember a game as one this module (or `apply.ts`) made, so that `readGame` accepts it. */
export function made(game: Game): Game {
  GAMES.add(game);
  return game;
}

/** A game this module made; otherwise BAD_INPUT. */
export function readGame(value: unknown): Game {
  if (typeof value === 'object' && value !== null && GAMES.has(value)) return value as Game;
  throw new RuleError(
    'BAD_INPUT',
    `game must be a game made by newGame or applyAction; received ${describeValue(value)}`,
  );
}

/** The position on the board now (§181). /hellwig/s181/ */
export function boardOf(game: Game): Board {
  const g = readGame(game);
  return g.positions[g.positions.length - 1] as Board;
}

/** Whose turn it is: the players alternate, one move each (§21). /hellwig/s21/ */
export function toMove(game: Game): Player {
  const g = readGame(game);
  if (g.four) return teamOf(seatToMove(g.four, g.first, boardOf(g)));
  return g.actions.length % 2 === 0 ? g.first : otherPlayer(g.first);
}

/** Who is to move: the side (§21), or in a game of four the player, AA, A, BB or B (§§227–233). /hellwig/s229/ */
export function seatOf(game: Game): Player | FourPlayer {
  const g = readGame(game);
  return g.four ? seatToMove(g.four, g.first, boardOf(g)) : toMove(g);
}

/** Who made the game's action `index` (from 0): the side (§21), or in a game of four the player (§229). */
export function moverAt(game: Game, index: number): Player | FourPlayer {
  const g = readGame(game);
  const i =
    typeof index === 'number' && Number.isInteger(index) && index >= 0 && index < g.actions.length
      ? index
      : refuse(`index must be a whole number from 0 to ${g.actions.length - 1}; received ${describeValue(index)}`);
  return g.four ? (g.four.seats[i] as FourPlayer) : i % 2 === 0 ? g.first : otherPlayer(g.first);
}

/** The starting position's board; a set-up the engine refuses is named as the start (§22–§29). */
function startBoard(position: StartingPosition): Board {
  try {
    return createBoard(position.setup);
  } catch (e) {
    if (e instanceof RuleError && position.placed) throw new RuleError(e.code, `start (a set-up): ${e.message}`);
    throw e;
  }
}

/**
 * A new game on a map (by id, plate II by default) from one of the edition's starting positions (by
 * id) under the given readings (§197, §201; notes §6); the first player moves first (§216: by lot in
 * the book), or from a position the players set up (a `BoardSetup`, on the map's terrain). With
 * `four`, the half AA and BB command on, a game of four players on plate III's grid (§§217–233).
 * /hellwig/s201/
 */
export function newGame(
  start: string | BoardSetup = 'short',
  readings: Partial<GameReadings> = {},
  first: Player = 'A',
  map: string = 'II',
  four?: Half,
): Game {
  const on = mapOf(map);
  const fours = four === undefined ? undefined : newFour(on, four);
  const position =
    typeof start === 'object' && start !== null
      ? setUpOn(on, start)
      : startOn(on, oneOf('start', start, START_IDS), fours !== undefined);
  const bridged = startBridges(startBoard(position), position.bridges);
  const { board, works } = startWorks(bridged.board, position.works);
  return made({
    four: fours,
    map: on,
    start: position,
    readings: readReadings(readings),
    first: oneOf('first', first, ['A', 'B'] as const),
    actions: [],
    positions: [board],
    counts: [NO_COUNTS],
    works: [works],
    bridges: [bridged.network],
    fires: [NO_FIRES],
    status: { kind: 'playing' },
  });
}

/** The works after a game's actions (§104, §244). */
export const worksOf = (game: Game): Works => game.works[game.works.length - 1] as Works;

/** The bridges after a game's actions (§141, §143). */
export const bridgesOf = (game: Game): BridgeNetwork => game.bridges[game.bridges.length - 1] as BridgeNetwork;

/** The fires after a game's actions (§74, §166). */
export const firesOf = (game: Game): Fires => game.fires[game.fires.length - 1] as Fires;

/** The game as it stood after its first `count` actions: stepping back, and undo (§181). /hellwig/s181/ */
export function gameAt(game: Game, count: number): Game {
  const g = readGame(game);
  const n =
    typeof count === 'number' && Number.isInteger(count) && count >= 0 && count <= g.actions.length
      ? count
      : refuse(`count must be a whole number from 0 to ${g.actions.length}; received ${describeValue(count)}`);
  if (n === g.actions.length) return g;
  // Only the last action can end a game, so every earlier position is one still being played.
  return made({
    ...g,
    actions: g.actions.slice(0, n),
    positions: g.positions.slice(0, n + 1),
    counts: g.counts.slice(0, n + 1),
    works: g.works.slice(0, n + 1),
    bridges: g.bridges.slice(0, n + 1),
    fires: g.fires.slice(0, n + 1),
    four: g.four && { ...g.four, seats: g.four.seats.slice(0, n) },
    status: { kind: 'playing' },
  });
}
