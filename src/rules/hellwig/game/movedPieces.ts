/**
 * Where the pieces an action moves come to (§181): one piece by its own move (§32–§41, §101, §160–§162, §166b), or
 * all that stand on a device, a transporter, a rectangle of them or a bridge-transporter, moved or wheeled as one
 * (§45, §62, §87, §95, §137, §150, §173–§176). Pieces carry no names, so a cut-off corps (§182) is followed by its
 * squares; the maps are the engine's own move results (formations.ts's `moves`, bridgeMoves.ts's, bridgeStacks.ts's),
 * asked again for the action the game has already allowed.
 */
import { gunOn, type Board } from '../board.ts';
import type { BridgeNetwork } from '../bridges.ts';
import { moveBridgeTransporter, wheelBridgeTransporter } from '../bridgeMoves.ts';
import { moveStack } from '../bridgeStacks.ts';
import { formationAt, translations, wheelRectangle, type FormationOptions } from '../formations.ts';
import type { Square } from '../grid.ts';
import type { WheelKind, WheelSense } from '../types.ts';
import type { Action } from './actions.ts';
import { boardOptions } from './offers.ts';
import type { GameReadings } from './readings.ts';
import { rectangleSquares } from './rectangles.ts';

type Moves = ReadonlyMap<Square, Square>;
const NONE: Moves = new Map();

/** The translation of the formation on these squares that brings `from` to `to` (§45, §53, §87). */
const shifted = (board: Board, squares: readonly Square[], from: Square, to: Square, o: FormationOptions): Moves =>
  translations(board, formationAt(board, squares), o).find((m) => m.moves.get(from) === to)?.moves ?? NONE;

/**
 * Each square whose piece an action moves, and the square it comes to, on the position before the action (§181);
 * squares not named stay. The action is one the game has allowed; any other maps nothing.
 */
export function movedPieces(board: Board, network: BridgeNetwork, action: Action, r: GameReadings): Moves {
  // A piece's own move, whatever the action does besides (§32–§41, §101, §162, §166b).
  if ('from' in action && 'to' in action) return new Map([[action.from, action.to]]);
  // The holder of a bridge-transporter's surface moving on after ruining its bridges (§160, §161), or an artillerist
  // after destroying his device (§73).
  if ('then' in action) {
    const from =
      action.type === 'destroy'
        ? gunOn(board, action.gun)?.artillerists
        : network.transporters.find((x) => x.number === action.number)?.[
            action.type === 'ruin-held' ? 'main' : 'secondary'
          ];
    return from === undefined || action.then === undefined ? NONE : new Map([[from, action.then]]);
  }
  const o = boardOptions(r);
  const turn = (a: { readonly kind: WheelKind; readonly sense: WheelSense }) => ({
    ...o,
    kind: a.kind,
    sense: a.sense,
  });
  switch (action.type) {
    case 'transport':
      return shifted(board, action.squares, action.squares[0], action.to[0], o);
    case 'rectangle':
      return shifted(board, rectangleSquares(board, action.corners), action.corners[0], action.to, o);
    case 'wheel-rectangle':
      return wheelRectangle(board, rectangleSquares(board, action.corners), { ...turn(action), pivot: action.pivot })
        .moves;
    case 'device':
    case 'wheel': {
      // A device is the smallest formation, its artillerists riding on it (§45, §62).
      const d = gunOn(board, action.gun);
      if (!d) return NONE;
      const squares = [d.artillerists, d.gun];
      return action.type === 'device'
        ? shifted(board, squares, d.gun, action.to, o)
        : wheelRectangle(board, squares, { ...turn(action), pivot: d[action.pivot] }).moves;
    }
    case 'bridge-transport':
      return moveBridgeTransporter(board, network, action.number, action.to[0], o).moves;
    case 'wheel-bridge': {
      const w = wheelBridgeTransporter(board, network, action.number, { ...turn(action), pivot: action.pivot });
      return w.legal ? w.moves : NONE;
    }
    case 'bridge-stack':
      return moveStack(board, network, action.numbers, action.to[0], o).moves;
    default:
      return NONE;
  }
}
