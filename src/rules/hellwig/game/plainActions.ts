/**
 * The position a piece's, device's or transporter's action, a declaration or a peace leaves (§21, §32–§47a, §62,
 * §72–§73, §86–§88, §181, §183, §190, §12), or a refusal naming why: whose the thing named is, and whether the move is
 * one of its moves.
 */
import { fire as fireDevices } from '../artilleryFire.ts';
import { gunOn, type ArtilleryDevice, type Board } from '../board.ts';
import { controller, effective } from '../combined.ts';
import { formationAt } from '../formations.ts';
import type { Square } from '../grid.ts';
import { wheel } from '../wheeling.ts';
import type { Player } from '../types.ts';
import { sameAction, type Action } from './actions.ts';
import { declareBlockade, declareCutOff } from './declarations.ts';
import { boardOptions, holderOf, offersOn } from './offers.ts';
import { fourRefusal, seatToMove } from './four.ts';
import { refuse } from './refusals.ts';
import { destroyEffect } from './destroy.ts';
import { blockerWords } from './blockers.ts';
import { boardOf, bridgesOf, toMove, type Game } from './game.ts';

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
        return (
          `the device on ${action.gun} is worked by ${owner(d.artillerists) ?? 'nobody'}, ` +
          `and it is ${player}’s turn (§21, §70)`
        );
      return undefined;
    }
    case 'transport': {
      const f = formationAt(board, action.squares);
      if (f.transporters.length === 0) return `there is no transporter on ${action.squares.join('/')}`;
      if (f.immobile)
        return (
          `the transporter on ${action.squares.join('/')} cannot move: ${f.immobile.reason} ` +
          `on ${f.immobile.square} (§86, §99)`
        );
      if (f.player !== player)
        return `the pieces on the transporter ${action.squares.join('/')} are not ${player}’s (§21, §99)`;
      return undefined;
    }
    default:
      return undefined;
  }
}

/** The position a piece's, device's or transporter's action, a declaration or a peace leaves (§181). */
export function playBoard(game: Game, action: Action): Board {
  const board = boardOf(game);
  const player = toMove(game);
  if (game.status.kind !== 'playing')
    refuse(
      `the game is over (${{ conquest: '§188', blockade: '§190', peace: '§12' }[game.status.kind]}); ` +
        `no move can be made`,
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
        `the ${piece?.kind ?? 'piece'} on ${action.from} cannot ` +
          `${action.captures.length ? `take on ${action.captures.join(', ')}` : `go to ${action.to}`}: ` +
          `that is not one of its moves (§32–§41, §172, §177)`,
      );
    }
    case 'turn':
      return refuse(`only a pawn turns on its square (§37); ${action.square} holds no pawn`);
    case 'device':
      return refuse(
        `the device on ${action.gun} cannot come to ${action.to}: it moves 1 to 4 squares ` +
          `toward one side, over free squares (§45, §177, §178)`,
      );
    default:
      return refuse(
        `the transporter cannot come to ${action.to.join('/')}: it moves in a straight ` +
          `line over free squares, 6 at most (8 with cavalry only) (§87, §88)`,
      );
  }
}
