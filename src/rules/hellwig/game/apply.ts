/**
 * Playing one action (§21, §181, §§187–188, §12–§13, §74, §166): the position, works, bridges and fires it leaves,
 * the other player's fires spreading, the counts of cut-offs and blockades, and the game's status after it.
 */
import { readBoard } from '../boardSetup.ts';
import type { Board } from '../board.ts';
import { otherPlayer } from '../defence.ts';
import type { Square } from '../grid.ts';
import { blockadeOutcome, victoryFlags } from '../fortress.ts';
import type { Player } from '../types.ts';
import { readAction, type Action } from './actions.ts';
import { countsAfter, type Counts } from './counts.ts';
import { holderOf } from './offers.ts';
import { shelterRefusal } from './breastworkFights.ts';
import { plain, worksAfter, worksEffect, type WorksEffect } from './works.ts';
import { fourRefusal, seatToMove } from './four.ts';
import { bridgeEffect, exposedNow } from './bridges.ts';
import type { BridgeNetwork } from '../bridges.ts';
import { fireEffect, fireTurn, type Fires } from './fire.ts';
import { fireBlocker, inFireWords } from './firePassage.ts';
import { rectangleEffect } from './rectangles.ts';
import { bridgeWheelEffect } from './bridgeWheels.ts';
import { abandonEffect } from './abandon.ts';
import { refuse } from './refusals.ts';
import { boardOf, bridgesOf, firesOf, made, readGame, toMove, type Game, type GameStatus, worksOf } from './game.ts';
import { playBoard } from './plainActions.ts';

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
