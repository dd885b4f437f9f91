/**
 * Hellwig's game as a sequence of actions (§21, §181, §§185–188, §§12–13): the players alternate,
 * each turn is one of §181's moves, and the game ends when a player holds the enemy's fortress
 * centre through the garrison's next move, or when a peace is offered and accepted. Every action is
 * asked of the engine's rules; this module only combines them and holds none of its own, beyond
 * whose turn it is.
 */
import { RuleError, describeValue, oneOf } from '../../errors.ts';
import { fire as fireDevices } from '../artillery.ts';
import { createBoard, gunOn, readBoard, type ArtilleryDevice, type Board, type BoardSetup } from '../board.ts';
import { controller, effective } from '../combined.ts';
import { otherPlayer } from '../defence.ts';
import { formationAt } from '../formations.ts';
import { squareOn, type Square } from '../grid.ts';
import { blockadeOutcome, victoryFlags, type VictoryFlags } from '../fortress.ts';
import { wheel } from '../wheeling.ts';
import type { Player } from '../types.ts';
import { readAction, sameAction, type Action } from './actions.ts';
import { readReadings, type GameReadings } from './readings.ts';
import { countsAfter, NO_COUNTS, type Counts } from './counts.ts';
import { declarationOffers, declareBlockade, declareCutOff } from './declarations.ts';
import { mapOf, type GameMap } from './maps.ts';
import { boardOptions, enemyOn, holderOf, offersOn, peaceOffers } from './offers.ts';
import { shelteredFire, shelterRefusal } from './breastworkFights.ts';
import { plain, startWorks, worksAfter, worksEffect, worksOffers, type Works, type WorksEffect } from './works.ts';
import { setUpOn, START_IDS, startOn, type StartingPosition } from './starts.ts';
import { fourRefusal, newFour, seatToMove, teamOf, type FourGame } from './four.ts';
import { bridgeEffect, bridgeOffers, exposedNow, startBridges } from './bridges.ts';
import type { BridgeNetwork } from '../bridges.ts';
import { NO_FIRES, fireEffect, fireOffers, fireTurn, type Fires } from './fire.ts';
import { fireBlocker, inFireWords } from './firePassage.ts';
import type { FourPlayer, Half } from '../plate-iii.ts';
import { namedRectangleOffers, rectangleEffect, rectangleOffers } from './rectangles.ts';
import { bridgeWheelEffect, bridgeWheelOffers } from './bridgeWheels.ts';
import { abandonEffect, abandonOffers } from './abandon.ts';
import { refuse } from './refusals.ts';
import { destroyEffect } from './destroy.ts';
import { blockerWords } from './blockers.ts';

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

function made(game: Game): Game {
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

/**
 * Every action the player to move may take (§181), or only those of what stands on `square`: its
 * moves, captures and turns, a transporter's moves, a device's moves, wheelings and firings. Without
 * a square, the declarations of a cut-off (§183) and a blockade (§190) and the peace offers (§13)
 * too. None once the game is over (§188). /hellwig/s181/
 */
export function legalActions(game: Game, square?: number): readonly Action[] {
  return legalOffers(game, square).map((o) => o.action);
}

/** `legalActions` with the position each leaves (§181). /hellwig/s181/ */
export function legalOffers(game: Game, square?: number): readonly Offer[] {
  return offersOf(game, square, true);
}

/** Every action of the side to move but the works (§181): the computer's, which gives works no weight. */
export function offersBesideWorks(game: Game): readonly Offer[] {
  return offersOf(game, undefined, false);
}

function offersOf(game: Game, square: number | undefined, works: boolean): readonly Offer[] {
  const g = readGame(game);
  const board = boardOf(g);
  const at = square === undefined ? undefined : squareOn(square, board.grid, 'square');
  if (g.status.kind !== 'playing') return [];
  const player = toMove(g);
  // Nothing ends on or passes over a fire (§74, §166): fire.ts.
  const burning = fireBlocker(board, bridgesOf(g), firesOf(g), g.readings);
  const all = [
    // A cannon's fire stops at the enemy's breastwork (§111): breastworkFights.ts trims its volleys.
    ...shelteredFire(
      offersOn(board, player, g.readings, at),
      board,
      plain(board),
      worksOf(g).breastworks,
      (s) => enemyOn(board, s, player),
      g.readings,
    ),
    ...(works ? worksOffers(board, worksOf(g), player, g.readings, g.actions.length, at) : []),
    ...bridgeOffers(board, bridgesOf(g), player, g.readings, at, exposedNow(g.positions, g.bridges)),
    // Fire (§74–§80, §166): fire.ts. The computer, which asks without the works, gives fire no weight either.
    ...(works ? fireOffers(board, bridgesOf(g), firesOf(g), player, g.readings, at) : []),
    ...rectangleOffers(board, player, g.readings, at),
    ...bridgeWheelOffers(board, bridgesOf(g), player, g.readings, at),
    ...abandonOffers(board, player, g.readings, at),
  ].filter((o) => !burning(o.action));
  const four = g.four;
  const seat = four && seatToMove(four, g.first, board);
  const offers = four ? all.filter((o) => !fourRefusal(board, four, seat as FourPlayer, o.action, bridgesOf(g))) : all;
  return at === undefined
    ? [...offers, ...declarationOffers(g, board, player), ...peaceOffers(g, board, player)]
    : offers;
}

/**
 * The actions of the rectangle the player to move names by two opposite corners (§173–§176, §181 (4)): the moves of
 * its devices and transporters together, and the wheelings of all that stands on it. /hellwig/s173/
 */
export function rectangleActions(game: Game, corners: readonly [number, number]): readonly Action[] {
  const g = readGame(game);
  const board = boardOf(g);
  if (!Array.isArray(corners) || corners.length !== 2)
    refuse(`corners must be a rectangle's two opposite corner squares (§173); received ${describeValue(corners)}`);
  const c = [squareOn(corners[0], board.grid, 'corners[0]'), squareOn(corners[1], board.grid, 'corners[1]')] as const;
  if (g.status.kind !== 'playing') return [];
  const offers = namedRectangleOffers(board, toMove(g), g.readings, c);
  const four = g.four;
  const seat = four && seatToMove(four, g.first, board);
  return (
    four ? offers.filter((o) => !fourRefusal(board, four, seat as FourPlayer, o.action, bridgesOf(g))) : offers
  ).map((o) => o.action);
}

/** Why the thing an action names cannot act for this player, if it cannot (§21, §46, §70, §86). */
function whoseRefusal(board: Board, action: Action, player: Player): string | undefined {
  const owner = (sq: Square) => holderOf(board, sq);
  switch (action.type) {
    case 'move':
    case 'turn': {
      const sq = action.type === 'move' ? action.from : action.square;
      const p = board.pieces.get(sq);
      if (!p) return `there is no piece on ${sq}`;
      if (p.player !== player) return `the piece on ${sq} is ${p.player}’s, and it is ${player}’s turn (§21)`;
      return undefined;
    }
    case 'device':
    case 'wheel':
    case 'fire':
    case 'destroy': {
      const d = gunOn(board, action.gun);
      if (!d) return `there is no gun on ${action.gun}: a device is named by its gun’s square (§43)`;
      if (!effective(board, d)) return `the device on ${action.gun} has no artillerists and is immovable (§46, §71)`;
      if (controller(board, d) !== player)
        return `the device on ${action.gun} is worked by ${owner(d.artillerists) ?? 'nobody'}, and it is ${player}’s turn (§21, §70)`;
      return undefined;
    }
    case 'transport': {
      const f = formationAt(board, action.squares);
      if (f.transporters.length === 0) return `there is no transporter on ${action.squares.join('/')}`;
      if (f.immobile)
        return `the transporter on ${action.squares.join('/')} cannot move: ${f.immobile.reason} on ${f.immobile.square} (§86, §99)`;
      if (f.player !== player)
        return `the pieces on the transporter ${action.squares.join('/')} are not ${player}’s (§21, §99)`;
      return undefined;
    }
    default:
      return undefined;
  }
}

/** The works after a game's actions (§104, §244). */
const worksOf = (game: Game): Works => game.works[game.works.length - 1] as Works;

/** The bridges after a game's actions (§141, §143). */
const bridgesOf = (game: Game): BridgeNetwork => game.bridges[game.bridges.length - 1] as BridgeNetwork;

/** The fires after a game's actions (§74, §166). */
const firesOf = (game: Game): Fires => game.fires[game.fires.length - 1] as Fires;

/** The position, works, bridges and fires an action leaves, or a refusal with the reason and its § (§181). */
function play(game: Game, action: Action): WorksEffect & { readonly network: BridgeNetwork; readonly fires?: Fires } {
  const works = worksOf(game);
  const network = bridgesOf(game);
  const player = toMove(game);
  // The works are moved by whoever commands where their piece or device stands, as the rest (§223).
  const playing = game.status.kind === 'playing';
  const across =
    playing &&
    game.four &&
    fourRefusal(boardOf(game), game.four, seatToMove(game.four, game.first, boardOf(game)), action, network);
  if (across) refuse(across);
  // Nothing ends on or passes over a fire (§74, §166), and fire's own actions (§74–§80, §166): fire.ts's.
  const burning = playing && fireBlocker(boardOf(game), network, firesOf(game), game.readings)(action);
  if (burning) refuse(burning);
  const fired = playing ? fireEffect(boardOf(game), network, firesOf(game), action, player, game.readings) : undefined;
  if (fired) return { board: fired.board, works, network: fired.network, fires: fired.fires };
  const built = playing
    ? worksEffect(boardOf(game), works, action, player, game.readings, game.actions.length)
    : undefined;
  if (built) return { ...built, network };
  const hidden = shelterRefusal(plain(boardOf(game)), works.breastworks, action, game.readings);
  if (hidden && playing) refuse(hidden);
  const bridged = playing
    ? bridgeEffect(boardOf(game), network, action, player, game.readings, exposedNow(game.positions, game.bridges))
    : undefined;
  if (bridged) return { board: bridged.board, network: bridged.network, works };
  const squared = playing ? rectangleEffect(boardOf(game), action, player, game.readings) : undefined;
  if (squared) return { board: squared, works, network };
  const wheeled = playing ? bridgeWheelEffect(boardOf(game), network, action, player, game.readings) : undefined;
  if (wheeled) return { board: wheeled.board, network: wheeled.network, works };
  const abandoned = playing ? abandonEffect(boardOf(game), action, player, game.readings) : undefined;
  if (abandoned) return { board: abandoned, works, network };
  return { board: playBoard(game, action), works, network };
}

/** The position a piece's, device's or transporter's action, a declaration or a peace leaves (§181). */
function playBoard(game: Game, action: Action): Board {
  const board = boardOf(game);
  const player = toMove(game);
  if (game.status.kind !== 'playing')
    refuse(
      `the game is over (${{ conquest: '§188', blockade: '§190', peace: '§12' }[game.status.kind]}); no move can be made`,
    );
  const not = whoseRefusal(board, action, player);
  if (not) refuse(not);
  const across =
    game.four && fourRefusal(board, game.four, seatToMove(game.four, game.first, board), action, bridgesOf(game));
  if (across) refuse(across);
  if (action.type === 'accept' && game.actions[game.actions.length - 1]?.type !== 'peace')
    refuse('there is no peace offered to accept: an offer lapses unless accepted at once (§12; the edition’s reading)');
  if (action.type === 'fire') {
    // Any part of the field may be struck (§47a): not only the volleys offered.
    const d = gunOn(board, action.gun) as ArtilleryDevice;
    return fireDevices(board, d, { targets: action.targets }).board;
  }
  if (action.type === 'wheel') {
    const d = gunOn(board, action.gun) as ArtilleryDevice;
    const w = wheel(board, d, {
      pivot: action.pivot,
      kind: action.kind,
      sense: action.sense,
      ...boardOptions(game.readings),
    });
    if (!w.legal)
      refuse(`the ${action.kind} wheeling is blocked by ${blockerWords(w.blockedBy)} (§62, §170, §177, §178)`);
    return w.board;
  }
  // Destroying one's own device, its artillerist staying or moving off (§72, §72a, §73): destroy.ts.
  if (action.type === 'destroy')
    return destroyEffect(board, gunOn(board, action.gun) as ArtilleryDevice, action, game.readings);
  if (action.type === 'cutoff') return declareCutOff(game, board, action.corps, player);
  if (action.type === 'blockade') return declareBlockade(game, board, player);
  if (action.type === 'peace' || action.type === 'accept') return board;
  // The works' actions are worksEffect's, which play asks first.
  if (action.type === 'entrench' || action.type === 'depot' || action.type === 'ruin-depot') return board;
  if (action.type === 'bombard' || action.type === 'storm') return board;
  // So are the bridges' (§145, §154, §160–§165), bridgeEffect's.
  if (
    action.type === 'lay-bridge' ||
    action.type === 'break-bridge' ||
    action.type === 'ruin-bridge' ||
    action.type === 'shell-bridges' ||
    action.type === 'bridge-transport' ||
    action.type === 'ruin-held' ||
    action.type === 'ruin-secondary' ||
    action.type === 'leave-ruin' ||
    // And the rectangles' (§173), rectangleEffect's.
    action.type === 'rectangle' ||
    action.type === 'wheel-rectangle' ||
    action.type === 'wheel-bridge' ||
    action.type === 'abandon' ||
    action.type === 'bridge-stack'
  )
    return board;
  // Fire (§74–§80, §166): fire.ts's fireEffect, which play asks first.
  if (action.type === 'ignite' || action.type === 'fire-break' || action.type === 'leave-ignite') return board;
  const square =
    action.type === 'move'
      ? action.from
      : action.type === 'turn'
        ? action.square
        : action.type === 'device'
          ? action.gun
          : action.squares[0];
  const offer = offersOn(board, player, game.readings, square).find((o) => sameAction(o.action, action));
  if (offer) return offer.board;
  switch (action.type) {
    case 'move': {
      const piece = board.pieces.get(action.from);
      return refuse(
        `the ${piece?.kind ?? 'piece'} on ${action.from} cannot ${action.captures.length ? `take on ${action.captures.join(', ')}` : `go to ${action.to}`}: that is not one of its moves (§32–§41, §172, §177)`,
      );
    }
    case 'turn':
      return refuse(`only a pawn turns on its square (§37); ${action.square} holds no pawn`);
    case 'device':
      return refuse(
        `the device on ${action.gun} cannot come to ${action.to}: it moves 1 to 4 squares toward one side, over free squares (§45, §177, §178)`,
      );
    default:
      return refuse(
        `the transporter cannot come to ${action.to.join('/')}: it moves in a straight line over free squares, 6 at most (8 with cavalry only) (§87, §88)`,
      );
  }
}

/** The game's status after an action: conquest (§187, §188), a peace (§12, §13), or still under way. */
function statusAfter(
  game: Game,
  action: Action,
  before: Board,
  after: Board,
  player: Player,
  counts: Counts,
): GameStatus {
  const enemy = otherPlayer(player);
  for (const garrison of ['A', 'B'] as const) {
    const c = counts.blockades[garrison];
    if (c && blockadeOutcome(c).kind === 'surrenders')
      return { kind: 'blockade', winner: otherPlayer(garrison), flags: victoryFlags('conquest') };
  }
  if (action.type === 'accept') {
    const offer = game.actions[game.actions.length - 1];
    if (offer?.type === 'peace')
      return { kind: 'peace', winner: offer.receiver, flags: victoryFlags('peace', offer.flags) };
  }
  // The mover garrisons his own fortress: if the enemy held its centre before this move and still does, it falls.
  const centre = game.start.fortress[player] as Square;
  if (holderOf(before, centre) === enemy && holderOf(after, centre) === enemy)
    return { kind: 'conquest', winner: enemy, flags: victoryFlags('conquest') };
  return { kind: 'playing' };
}

/**
 * The game after one action of the player to move (§21, §181), or a `RuleError` whose message gives
 * the reason and its § (there is no check warning, §20). Ends the game on a conquest (§§187–188) or
 * an accepted peace (§12, §13). /hellwig/s181/
 */
export function applyAction(game: Game, action: Action): Game {
  const g = readGame(game);
  const before = boardOf(g);
  const a = readAction(action, before.grid);
  const player = toMove(g);
  let played: ReturnType<typeof play>;
  try {
    played = play(g, a);
  } catch (e) {
    // What the rules see as marsh or water under a fire is refused as the fire (§74, §166): firePassage.ts.
    throw inFireWords(e, firesOf(g));
  }
  // The other player's turn begins: his fires spread, at no cost of a move (§74, §166): fire.ts.
  const burnt = fireTurn(played.board, played.network, played.fires ?? firesOf(g), player);
  const next = countsAfter(
    g.counts[g.counts.length - 1] as Counts,
    a,
    // Provisions come in with the move itself (§190 (4), (5)), whatever the fire then takes (§74).
    { before, moved: played.board, after: burnt.board },
    { ...g, played: g.actions.length, fortress: g.start.fortress, network: bridgesOf(g) },
    player,
  );
  const status = statusAfter(g, a, before, next.board, player, next.counts);
  const four = g.four && { ...g.four, seats: [...g.four.seats, seatToMove(g.four, g.first, before)] };
  return made({
    ...g,
    four,
    actions: [...g.actions, a],
    positions: [...g.positions, readBoard(next.board)],
    counts: [...g.counts, next.counts],
    works: [...g.works, worksAfter(before, next.board, played.works, player, g.actions.length, g.readings)],
    bridges: [...g.bridges, burnt.network],
    fires: [...g.fires, burnt.fires],
    status,
  });
}

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
