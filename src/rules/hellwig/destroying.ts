/**
 * Destroying one's own artillery by its artillerists, in one move (§72 no. 2, §72a, §73): the artillerist on a
 * device's artillerists' square takes it out of the game from beneath him, with as much of the combined artillery
 * worked through it as he pleases, and stays or moves off in the same move.
 */
import { RuleError } from '../errors.ts';
import { listOf } from '../checks.ts';
import { deviceOnBoard, readBoard, without, type ArtilleryDevice, type Board } from './board.ts';
import { controller, group } from './combined.ts';
import { squareOn, type Square } from './grid.ts';
import { pieceMoves, type PieceMove, type PieceOptions } from './pieces.ts';

/** The position a destruction leaves, and where its artillerist may go in the same move (§73). */
export interface Destruction {
  readonly board: Board;
  readonly removedDevices: readonly ArtilleryDevice[];
  /**
   * The artillerist's moves from the position left, without taking: "leave the artillerist on 439, or move him to
   * 481 or elsewhere" (§72 no. 2, l.574), one move with the destruction (§73; §181 (9)). That the move takes
   * nothing is the edition's reading, as for the holder of a bridge-transporter (§160).
   */
  readonly thenMoves: readonly PieceMove[];
}

/**
 * Destroy `device` by its artillerists (§72 no. 2), with the devices of its combined artillery at `also` (§72a:
 * "either wholly or in part … at our discretion"): a piece must stand on the device's artillerists' square (§72a:
 * unoccupied, it cannot be destroyed so), and each of `also` must be combined with it (§67, §68) and worked by the
 * same player (§70). Returns the position and the artillerist's moves on from there (§73). /hellwig/s72/
 */
export function destroyByArtillerists(
  position: Board,
  device: unknown,
  also: readonly unknown[] = [],
  options: PieceOptions = {},
): Destruction {
  const board = readBoard(position, 'position');
  const d = deviceOnBoard(board, device);
  const artillerist = board.pieces.get(d.artillerists);
  if (!artillerist)
    throw new RuleError(
      'BLOCKED',
      `the artillerists' square ${d.artillerists} is not occupied, so this device cannot be destroyed by its artillerists (§72a)`,
    );
  const left = combinedWith(board, d, artillerist.player);
  const others = listOf('also', also).map((g, i) => {
    const at = squareOn(g, board.grid, `also[${i}]`);
    const k = left.findIndex((e) => e.gun === at);
    if (k < 0)
      throw new RuleError(
        'BLOCKED',
        `also[${i}]: ${at} is not the gun of a device combined with ${d.gun}, worked by ${artillerist.player} and not named before (§67, §70, §72a)`,
      );
    return left.splice(k, 1)[0] as ArtilleryDevice;
  });
  const removed = [d, ...others];
  const after = without(board, [], removed);
  const thenMoves = pieceMoves(after, d.artillerists, options).filter((m) => m.kind === 'move' && !m.captures.length);
  return { board: after, removedDevices: removed, thenMoves };
}

/**
 * The devices of the combined artillery an artillerist on `device`'s artillerists' square may destroy with it
 * (§72a, §67, §70): those combined with it and worked by the same player, not itself; none if it is unmanned.
 * /hellwig/s72/
 */
export function destroyableWith(position: Board, device: unknown): readonly Square[] {
  const board = readBoard(position, 'position');
  const d = deviceOnBoard(board, device);
  const artillerist = board.pieces.get(d.artillerists);
  return artillerist
    ? combinedWith(board, d, artillerist.player)
        .map((e) => e.gun)
        .sort((a, b) => a - b)
    : [];
}

/** The devices combined with `d` (§67, §68) that `player` works (§70), not `d` itself. */
const combinedWith = (board: Board, d: ArtilleryDevice, player: string): ArtilleryDevice[] =>
  group(board, d).filter((e) => e !== d && controller(board, e) === player);
