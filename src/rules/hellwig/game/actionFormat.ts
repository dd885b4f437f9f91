/**
 * Writing one action in the edition's notation (§181; §31a, §206 for the letters): the piece or device named by the
 * book's letter and its squares, one line an action. The notation is described in `notation.ts`.
 */
import { gunOn, type Board } from '../board.ts';
import { readBoard } from '../boardSetup.ts';
import { PIECE_LETTERS } from '../pieces.ts';
import { readAction, type Action } from './actions.ts';
import { formatRectangle } from './rectangleNotation.ts';

/** The letter of what an action moves: a piece's (§31a), C or H for a device, tr for a transporter. */
function letterOf(board: Board, action: Action): string {
  switch (action.type) {
    case 'move':
    case 'turn':
    case 'entrench':
    case 'ruin-bridge':
    case 'leave-ruin':
    case 'abandon': {
      const p = board.pieces.get(action.type === 'turn' ? action.square : action.from);
      return p ? PIECE_LETTERS[p.kind] : '?';
    }
    case 'device':
    case 'wheel':
    case 'fire':
    case 'destroy':
    case 'bombard':
    case 'shell-bridges':
      return gunOn(board, action.gun)?.kind === 'howitzer' ? 'H' : 'C';
    case 'lay-bridge':
    case 'break-bridge':
    case 'bridge-transport':
    case 'ruin-held':
    case 'ruin-secondary':
      return 'bt';
    // Fire (§74–§80, §166).
    case 'ignite':
      return gunOn(board, action.gun)?.kind === 'howitzer' ? 'H' : 'C';
    case 'leave-ignite': {
      const p = board.pieces.get(action.from);
      return p ? PIECE_LETTERS[p.kind] : '?';
    }
    default:
      return 'tr';
  }
}

/** An action in the notation, on the position it is played from (§181). /hellwig/s181/ */
export function formatAction(board: Board, action: Action): string {
  const b = readBoard(board);
  return formatOn(b, readAction(action, b.grid));
}

/** `formatAction` on a checked board and action. */
export function formatOn(board: Board, action: Action): string {
  switch (action.type) {
    case 'move':
      return (
        `${letterOf(board, action)} ` +
        `${action.from}${action.captures.length ? action.captures.map((c) => `x${c}`).join('') : `-${action.to}`}`
      );
    case 'turn':
      return `${letterOf(board, action)} ${action.square} turn ${action.side}`;
    case 'transport':
      return `tr ${action.squares.join('/')}-${action.to.join('/')}`;
    case 'device':
      return `${letterOf(board, action)} ${action.gun}-${action.to}`;
    case 'wheel':
      return `${letterOf(board, action)} ${action.gun} wheel ${action.pivot} ${action.kind} ${action.sense}`;
    case 'fire':
      return `${letterOf(board, action)} ${action.gun} fire ${action.targets.join(' ')}`;
    case 'destroy':
      return (
        `${letterOf(board, action)} ${action.gun} ` +
        `destroy${action.also ? ` with ${action.also.join(' ')}` : ''}` +
        `${action.then === undefined ? '' : ` then ${action.then}`}`
      );
    case 'cutoff':
      return `cutoff ${action.corps.join(' ')}`;
    case 'blockade':
      return 'blockade';
    case 'peace':
      return `peace ${action.receiver} ${action.flags}`;
    case 'accept':
      return 'accept';
    case 'entrench':
      return `${letterOf(board, action)} ${action.from} entrench ${action.square}`;
    case 'depot':
      return `depot ${action.square}`;
    case 'ruin-depot':
      return `depot ${action.square} ruin`;
    // Breastworks fought over (§122–§134f).
    case 'bombard':
      return `${letterOf(board, action)} ${action.gun} bombard ${action.target}`;
    case 'storm':
      return `storm ${action.square}`;
    // Bridges (§135–§167).
    case 'lay-bridge':
      return `bt ${action.number} lay ${action.square}`;
    case 'break-bridge':
      return `bt ${action.number} break ${action.square}`;
    case 'ruin-bridge':
      return `${letterOf(board, action)} ${action.from} ruin ${action.square}`;
    case 'shell-bridges':
      return `${letterOf(board, action)} ${action.gun} ruin ${action.targets.join(' ')}`;
    case 'bridge-transport':
      return `bt ${action.number}-${action.to.join('/')}`;
    case 'ruin-held':
      return [
        `bt ${action.number} ruin`,
        ...action.laid,
        ...(action.main + action.secondary > 0 ? [`aboard ${action.main}/${action.secondary}`] : []),
        ...(action.then !== undefined ? [`then ${action.then}`] : []),
      ].join(' ');
    // The second and third means of ruining bridges (§161, §162).
    case 'ruin-secondary':
      return (
        `bt ${action.number} ruin secondary ` +
        `${action.count}${action.then !== undefined ? ` then ${action.then}` : ''}`
      );
    case 'leave-ruin':
      return (
        `${letterOf(board, action)} ` +
        `${action.from}${action.captures.length ? action.captures.map((c) => `x${c}`).join('') : `-${action.to}`} ruin`
      );
    // Fire (§74–§80, §166).
    case 'ignite':
      return `${letterOf(board, action)} ${action.gun} ignite ${action.square}`;
    case 'fire-break':
      return `firebreak ${action.square}`;
    case 'leave-ignite':
      return (
        `${letterOf(board, action)} ` +
        `${action.from}` +
        `${action.captures.length ? action.captures.map((c) => `x${c}`).join('') : `-${action.to}`} ignite`
      );
    // Rectangles and bridge-transporters (§§172–178, §152): rectangleNotation.ts.
    case 'rectangle':
    case 'wheel-rectangle':
    case 'wheel-bridge':
    case 'abandon':
    case 'bridge-stack':
      return formatRectangle(action, letterOf(board, action));
  }
}
