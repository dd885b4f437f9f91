/**
 * The works the computer opponent considers (§181), found on a few squares only, so its reply stays
 * quick: a storm of each enemy breastwork its pieces attack more strongly than they are defended
 * (§130), a bombardment by each of its devices (§122–§124), and a breastwork thrown up by each of its
 * pieces that stands in an enemy field of effect (§106–§109, §47). Each is an offer of the engine's;
 * the weight the computer gives them is computer.ts's.
 */
import type { Square } from '../grid.ts';
import { controller, effective } from '../combined.ts';
import { boardOf, legalOffers, toMove, type Game, type Offer } from './game.ts';

/** The works offers the computer weighs, for the side to move; `exposed` are his squares in an enemy field. */
export function computerWorksOffers(game: Game, exposed: ReadonlySet<Square>): Offer[] {
  const board = boardOf(game);
  const player = toMove(game);
  const works = game.works[game.works.length - 1];
  const out: Offer[] = [];
  const take = (square: Square, type: Offer['action']['type']) => {
    for (const o of legalOffers(game, square)) if (o.action.type === type) out.push(o);
  };
  for (const w of works?.breastworks.works.values() ?? []) if (w.owner !== player) take(w.square, 'storm');
  if (works?.breastworks.works.size)
    for (const d of board.devices) if (controller(board, d) === player && effective(board, d)) take(d.gun, 'bombard');
  for (const s of exposed) if (board.pieces.get(s)?.player === player) take(s, 'entrench');
  return out;
}
