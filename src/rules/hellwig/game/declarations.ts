/**
 * Declarations of Hellwig's game: a cut-off of an enemy corps that has no communication with its
 * fortress (§182, §183), and a blockade of the enemy's fortress cut from the terrains beside it
 * (§190); what the player to move may declare, the refusals with their §, and the counts under way
 * as the page shows them. The rules are cutting-off.ts's and fortress.ts's.
 */
import type { Board } from '../board.ts';
import { cutOffOutcome } from '../cutting-off.ts';
import { otherPlayer } from '../defence.ts';
import { blockadeOutcome } from '../fortress.ts';
import type { Square } from '../grid.ts';
import type { Player } from '../types.ts';
import { bodiesLinked, bodiesOf, bodyLink, fortressOpen, ownMoves, type Counts } from './counts.ts';
import { readGame, type Game, type Offer } from './game.ts';
import { refuse } from './refusals.ts';

/** The declarations a player may make: a cut-off of each enemy body cut from its fortress (§183), a blockade (§190). */
export function declarationOffers(game: Game, board: Board, player: Player): Offer[] {
  const enemy = otherPlayer(player);
  const counts = game.counts[game.counts.length - 1] as Counts;
  const centre = game.start.fortress[enemy] as Square;
  const linked = bodiesLinked(board, enemy, centre, game.readings);
  const offers: Offer[] = bodiesOf(board, enemy, counts.cutOffs)
    .filter((corps) => !linked(corps))
    .map((corps) => ({ action: { type: 'cutoff', corps }, board }));
  if (counts.blockades[enemy] === undefined && fortressOpen(board, centre, enemy, game.readings) === false)
    offers.push({ action: { type: 'blockade' }, board });
  return offers;
}

/** A cut-off declared on an enemy corps that has no communication with its fortress, or the refusal (§182, §183). */
export function declareCutOff(game: Game, board: Board, corps: readonly Square[], player: Player): Board {
  const enemy = otherPlayer(player);
  const counts = game.counts[game.counts.length - 1] as Counts;
  for (const sq of corps) {
    if (board.pieces.get(sq)?.player !== enemy)
      refuse(`a cut-off is declared on ${enemy}’s troops; ${sq} holds none (§183)`);
    if (counts.cutOffs.some((c) => c.corps.includes(sq)))
      refuse(`the troops on ${sq} are already declared cut off (§183)`);
  }
  const centre = game.start.fortress[enemy] as Square;
  const link = bodyLink(board, enemy, corps, centre, game.readings);
  if (link.communicates)
    refuse(
      `the corps on ${corps.join(', ')} communicates with ${enemy}’s fortress at ${centre}: troops pass by ` +
        `${link.path[1] ?? centre}, so it is not cut off (§182, §183)`,
    );
  return board;
}

/** A blockade announced on the enemy's fortress, cut from the terrains beside it, or the refusal (§190 (1), (3)). */
export function declareBlockade(game: Game, board: Board, player: Player): Board {
  const enemy = otherPlayer(player);
  const centre = game.start.fortress[enemy] as Square;
  const counts = game.counts[game.counts.length - 1] as Counts;
  if (counts.blockades[enemy] !== undefined) refuse(`${enemy}’s fortress is already blockaded (§190 (3))`);
  const open = fortressOpen(board, centre, enemy, game.readings);
  if (open === undefined)
    refuse(
      `a blockade needs a fortress of plate III, with its ditch (§186, §190); this map’s fortress is only a centre ` +
        `square`,
    );
  if (open)
    refuse(`${enemy}’s fortress still communicates with the terrains beside it: it is not blockaded (§190 (1))`);
  return board;
}

/** A count as the page shows it: a cut-off corps's own moves left (§182), or a blockade's joint moves left (§190). */
export type CountView =
  | { readonly kind: 'cutoff'; readonly player: Player; readonly corps: readonly number[]; readonly movesLeft: number }
  | {
      readonly kind: 'blockade';
      readonly garrison: Player;
      readonly movesMade: number;
      readonly allowance: number;
      readonly movesLeft: number;
      /** How many times fresh provisions have reached the fortress, 20 moves each (§190 (4), (5)). */
      readonly resupplies: number;
    };

/**
 * The cut-offs (§182, §183: six own moves of the cut-off player) and blockades (§190: 50 + 50
 * moves, 20 more per resupply) under way in the position shown, with the moves each has left. /hellwig/s190/
 */
export function countsOf(game: Game): readonly CountView[] {
  const g = readGame(game);
  const counts = g.counts[g.counts.length - 1] as Counts;
  const out: CountView[] = [];
  for (const c of counts.cutOffs) {
    const o = cutOffOutcome(c.clock, ownMoves(g.actions.length, g.first, c.player), false);
    out.push({ kind: 'cutoff', player: c.player, corps: c.corps, movesLeft: o.kind === 'counting' ? o.movesLeft : 0 });
  }
  for (const garrison of ['A', 'B'] as const) {
    const c = counts.blockades[garrison];
    if (!c) continue;
    const o = blockadeOutcome(c);
    out.push({
      kind: 'blockade',
      garrison,
      ...c,
      movesLeft: o.kind === 'holding' ? o.movesLeft : 0,
      resupplies: counts.resupplies[garrison] ?? 0,
    });
  }
  return out;
}
