/**
 * Destroying one's own device in play (§72 no. 2, §72a, §73): its artillerist takes it out of the game, alone or with
 * the whole combined artillery worked through it, and stays or moves off in the same move. The rules are the
 * engine's `destroyByArtillerists`; this module only offers and asks it.
 */
import type { ArtilleryDevice, Board } from '../board.ts';
import { destroyByArtillerists, destroyableWith } from '../destroying.ts';
import type { Player } from '../types.ts';
import type { Action } from './actions.ts';
import type { Offer } from './game.ts';
import { pieceOptions, type GameReadings } from './readings.ts';
import { asked, refuse } from './refusals.ts';

/**
 * A device's destructions by its artillerist of `player`'s (§72 no. 2, §73): the device alone, and with all its
 * combined artillery (§72a: wholly); each staying or moving off without taking. Any part of the combination may be
 * named (§72a: "at our discretion"), not only the two offered. /hellwig/s72/
 */
export function destroyOffers(board: Board, d: ArtilleryDevice, player: Player, r: GameReadings): Offer[] {
  if (board.pieces.get(d.artillerists)?.player !== player) return [];
  const all = destroyableWith(board, d);
  const offers: Offer[] = [];
  for (const also of all.length ? [[], all] : [[]]) {
    const done = destroyByArtillerists(board, d, also, pieceOptions(r));
    const action = { type: 'destroy', gun: d.gun, ...(also.length > 0 && { also }) } as const;
    offers.push({ action, board: done.board });
    for (const m of done.thenMoves)
      offers.push({
        action: { ...action, then: m.to },
        get board() {
          return m.board;
        },
      });
  }
  return offers;
}

/** The position a destruction leaves, or its refusal with the reason and its § (§72 no. 2, §72a, §73). */
export function destroyEffect(board: Board, d: ArtilleryDevice, action: Action, r: GameReadings): Board {
  if (action.type !== 'destroy') return board;
  // Who works it is the game's to check (§70); that a piece stands on its artillerists' square, the engine's (§72a).
  const done = asked(['BLOCKED', 'BAD_INPUT'], () =>
    destroyByArtillerists(board, d, action.also ?? [], pieceOptions(r)),
  );
  if (action.then === undefined) return done.board;
  const then = done.thenMoves.find((m) => m.to === action.then);
  return (
    then?.board ??
    refuse(
      `the artillerist on ${d.artillerists} may then go to ` +
        `${done.thenMoves.map((m) => m.to).join(', ') || 'nowhere'} without taking, not ${action.then} (§72 no. 2, ` +
        `§73)`,
    )
  );
}
