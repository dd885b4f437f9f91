/**
 * How an artillery device moves (§45, §46, §67, §177, §178): "like the rook but more restricted", 1 to 4 squares
 * along a row or column over free squares, carrying its artillerists.
 */
import { withDevice } from './boardDevices.ts';
import type { ArtilleryDevice, Board } from './board.ts';
import { readBoard } from './boardSetup.ts';
import { deviceFormation, translations, type FormationOptions } from './formations.ts';
import type { Square } from './grid.ts';
import type { Direction } from './types.ts';

/** One translation of a device (§45). /hellwig/s45/ */
export interface DeviceMove {
  readonly direction: Direction;
  readonly distance: number;
  readonly device: ArtilleryDevice;
  readonly board: Board;
}

/**
 * Every translation of a device, "like the rook but more restricted", 1 to 4 squares toward AB,
 * BD, CD or AC over free squares (§45, §177, §178), carrying its artillerists; none if unmanned
 * (§46, §67: combined devices without their own artillerists cannot move alone). /hellwig/s45/
 */
export function deviceMoves(board: Board, device: unknown, options: FormationOptions = {}): readonly DeviceMove[] {
  const [b, d] = withDevice(readBoard(board), device);
  return translations(b, deviceFormation(b, d), options).map((m) => ({
    direction: m.direction,
    distance: m.distance,
    device: { ...d, artillerists: m.moves.get(d.artillerists) as Square, gun: m.moves.get(d.gun) as Square },
    board: m.board,
  }));
}
