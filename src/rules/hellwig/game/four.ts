/**
 * The four-player game (§§217–233) as a mode of the same game: AA and A play A's pieces against BB
 * and B with B's (§218); the dividing surface of plate III halves the plan, the field marshals AA and
 * BB command on one half and the generals A and B on the other (§222, by lot: the half is chosen
 * before the game), and each may move only what stands on his half or on the dividing surface,
 * taking it across if he likes (§§223–225). On one screen the players cannot move at once, so the
 * edition plays §229's order from the first move: allies never one after the other, AA, BB, A, B
 * (or BB, AA, B, A when B's side begins); a pair whose one player has no troops left on his half does
 * not move, and the game is one of two until troops are sent across (§233). The geometry and the
 * rotation are the engine's (`plate-iii.ts`); this module only applies them to a game's moves.
 */
import { RuleError, describeValue, oneOf } from '../../errors.ts';
import { gunOn, type Board } from '../board.ts';
import type { Square } from '../grid.ts';
import type { BridgeNetwork } from '../bridges.ts';
import {
  FOUR_PLAYERS,
  HALVES,
  mayMoveAcross,
  rotationAfter,
  sideOfDivide,
  type FourPlayer,
  type Half,
} from '../plate-iii.ts';
import type { Player } from '../types.ts';
import type { Action } from './actions.ts';
import type { GameMap } from './maps.ts';
import { rectangleSquares } from './rectangles.ts';

/** A four-player game's state beyond the two-player game's: the marshals' half (§222) and who made each move. */
export interface FourGame {
  /** The half of plate III on which AA and BB command; A and B command on the other (§222). */
  readonly marshals: Half;
  /** seats[i]: the player who made action i (§227–§229). */
  readonly seats: readonly FourPlayer[];
}

/** The side a player of the four plays: AA and A play A's pieces, BB and B play B's (§218). /hellwig/s218/ */
export function teamOf(seat: FourPlayer): Player {
  return oneOf('seat', seat, FOUR_PLAYERS) === 'AA' || seat === 'A' ? 'A' : 'B';
}

/** The half of plate III a player commands on (§222). */
const halfOf = (four: FourGame, seat: FourPlayer): Half =>
  (seat === 'AA' || seat === 'BB') === (four.marshals === 'AB') ? 'AB' : 'CD';

/**
 * A new four-player game's state on a map: only plate III's grid has the dividing surface (§221, §222), so any other
 * map is refused. `marshals` is the half AA and BB command on, side AB unless given (§222: by lot).
 */
export function newFour(map: GameMap, marshals: unknown = 'AB'): FourGame {
  if (map.grid.name !== 'III')
    throw new RuleError(
      'BAD_INPUT',
      `map must be plate III or an empty plate of its size for four players, whose dividing surface is its row ` +
        `785–833 (§221, §222); received ${describeValue(map.id)}`,
    );
  return { marshals: oneOf('marshals', marshals, HALVES), seats: [] };
}

/** Whether a player has troops to move: a piece of his side on his half or on the dividing surface (§223, §233). */
function hasTroops(board: Board, four: FourGame, seat: FourPlayer): boolean {
  const half = halfOf(four, seat);
  const team = teamOf(seat);
  for (const p of board.pieces.values())
    if (p.player === team && (sideOfDivide(p.square) === half || sideOfDivide(p.square) === 'dividing')) return true;
  return false;
}

/** The order of moves (§229): the first side's marshal, then the other's, and on by the engine's rotation. */
function cycleFrom(first: Player): readonly FourPlayer[] {
  const a: FourPlayer = first === 'A' ? 'AA' : 'BB';
  const b: FourPlayer = first === 'A' ? 'BB' : 'AA';
  const c = rotationAfter(a, b).next;
  return [a, b, c, rotationAfter(b, c).next];
}

const OPPONENT: { readonly [S in FourPlayer]: FourPlayer } = { AA: 'BB', BB: 'AA', A: 'B', B: 'A' };

/**
 * The player to move in a four-player game (§229, §233): the next in the rotation after the last mover whose pair
 * both have troops on their half; when neither pair has, the next in the rotation.
 */
export function seatToMove(four: FourGame, first: Player, board: Board): FourPlayer {
  const cycle = cycleFrom(first);
  const last = four.seats[four.seats.length - 1];
  const from = last === undefined ? 0 : cycle.indexOf(last) + 1;
  const order = [0, 1, 2, 3].map((k) => cycle[(from + k) % 4] as FourPlayer);
  return (
    order.find((s) => hasTroops(board, four, s) && hasTroops(board, four, OPPONENT[s])) ?? (order[0] as FourPlayer)
  );
}

/** A bridge-transporter's two squares, by its number (§136, §196); none when it is not on the plate. */
const transporterSquares = (network: BridgeNetwork | undefined, number: number): readonly Square[] => {
  const t = network?.transporters.find((x) => x.number === number);
  return t ? [t.main, t.secondary] : [];
};

/** The squares of what an action moves, fires or destroys; none for a side's declarations and peace (§181). */
function squaresMoved(board: Board, action: Action, network: BridgeNetwork | undefined): readonly Square[] {
  switch (action.type) {
    // Bridges (§223: "pieces or machines"): a bridge-transporter is a machine, moved, laying or breaking down by
    // whoever commands where it stands; a ruin is made by the piece that makes it, where it stands (§160–§163).
    case 'lay-bridge':
    case 'break-bridge':
    case 'bridge-transport':
      return transporterSquares(network, action.number);
    case 'ruin-held':
      return transporterSquares(network, action.number).slice(0, 1);
    case 'ruin-bridge':
    case 'leave-ruin':
    case 'leave-ignite':
      return [action.from];
    case 'ruin-secondary':
      return transporterSquares(network, action.number).slice(1);
    case 'move':
      return [action.from];
    case 'turn':
      return [action.square];
    case 'entrench':
      // The piece that throws up the breastwork is moved by whoever commands where it stands (§106, §223).
      return [action.from];
    case 'transport':
      return action.squares;
    // Rectangles (§173): every square of the rectangle moves.
    case 'rectangle':
    case 'wheel-rectangle':
      return rectangleSquares(board, action.corners);
    case 'wheel-bridge':
      return transporterSquares(network, action.number);
    case 'abandon':
      return [action.from];
    case 'bridge-stack':
      return action.numbers.flatMap((n) => transporterSquares(network, n));
    case 'device':
    case 'wheel':
    case 'fire':
    case 'destroy':
    case 'bombard':
    case 'shell-bridges':
    case 'ignite': {
      const d = gunOn(board, action.gun);
      return d ? [d.gun, d.artillerists] : [action.gun];
    }
    default:
      return [];
  }
}

/**
 * The square on which an action makes or unmakes a work, where no piece or machine is moved there: a depot established
 * (§244) or ruined (§250), a breastwork thrown up (§106) or stormed (§130), a fire-break's sign laid (§77), a bridge
 * laid (§145), broken down (§154) or ruined by a piece (§163). §222 gives
 * each half to one pair "to command against one another, that is, to make their moves", and each of these counts as
 * one move (§80, §106, §130, §244, §250) made on that square: so it is made only by the player commanding on the
 * square's half, or by either ally on the dividing surface (§223 by analogy). A device's fire, bombardment or
 * ignition reaching across is not here: the device is moved by whoever commands where it stands (§223), and what it
 * strikes is its field (§47), as a piece he moves may go across (§224) (the edition's reading).
 */
function squaresWorked(action: Action): readonly Square[] {
  switch (action.type) {
    case 'depot':
    case 'ruin-depot':
    case 'storm':
    case 'fire-break':
    case 'entrench':
    case 'lay-bridge':
    case 'break-bridge':
    case 'ruin-bridge':
      return [action.square];
    default:
      return [];
  }
}

/**
 * What else a destruction moves or destroys, each its own to command (§72 no. 2, §72a, §223): the artillerist who moves
 * off in the same move is a piece moved from where he stands, whatever the device touches; and each device of the
 * combined artillery destroyed with it is a machine where it stands.
 */
function destroyParts(board: Board, action: Action): readonly (readonly Square[])[] {
  if (action.type !== 'destroy') return [];
  const d = gunOn(board, action.gun);
  return [
    ...(d && action.then !== undefined ? [[d.artillerists]] : []),
    ...(action.also ?? []).map((gun) => {
      const x = gunOn(board, gun);
      return x ? [x.gun, x.artillerists] : [gun];
    }),
  ];
}

/**
 * Why a player of the four may not make an action, if he may not (§223–§225): what it moves stands on the far side
 * of the dividing surface; a bridge-transporter, found by its number in `network`, is a machine as a device is; a
 * device destroyed by its artillerist who then moves off, or with its combined artillery, is checked part by part
 * (§72 no. 2, §72a); a depot, breastwork, fire-break or bridge made or unmade on the far side is refused too (§222).
 * Declarations and peace are the side's, and either ally may make them (the edition's reading).
 */
export function fourRefusal(
  board: Board,
  four: FourGame,
  seat: FourPlayer,
  action: Action,
  network?: BridgeNetwork,
): string | undefined {
  const half = halfOf(four, seat);
  const far = [squaresMoved(board, action, network), ...destroyParts(board, action)].find(
    (squares) => squares.length > 0 && !mayMoveAcross(half, squares),
  );
  if (far === undefined) {
    const work = squaresWorked(action);
    if (work.length === 0 || mayMoveAcross(half, work)) return undefined;
    return (
      `${seat} commands on side ${half} of the dividing surface, and square ${work.join('/')} is on the far ` +
      `side: only his ally makes his moves there (§222, §223)`
    );
  }
  return (
    `${seat} commands on side ${half} of the dividing surface, and what stands on ${far.join('/')} is on the ` +
    `far side: only his ally moves it (§223, §224)`
  );
}
