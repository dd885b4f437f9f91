/**
 * The actions the player to move may take (§181, §183, §190, §13, §173–§176): of what stands on a square, or of the
 * whole side with the declarations and peace offers, each with the position it leaves; none once the game is over.
 */
import { describeValue } from '../../errors.ts';
import { squareOn } from '../grid.ts';
import type { Action } from './actions.ts';
import { declarationOffers } from './declarations.ts';
import { enemyOn, offersOn, peaceOffers } from './offers.ts';
import { shelteredFire } from './breastworkFights.ts';
import { plain, worksOffers } from './works.ts';
import { fourRefusal, seatToMove } from './four.ts';
import { bridgeOffers, exposedNow } from './bridges.ts';
import { fireOffers } from './fire.ts';
import { fireBlocker } from './firePassage.ts';
import type { FourPlayer } from '../plate-iii.ts';
import { namedRectangleOffers, rectangleOffers } from './rectangles.ts';
import { bridgeWheelOffers } from './bridgeWheels.ts';
import { abandonOffers } from './abandon.ts';
import { refuse } from './refusals.ts';
import { boardOf, bridgesOf, firesOf, readGame, toMove, type Game, type Offer, worksOf } from './game.ts';

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
