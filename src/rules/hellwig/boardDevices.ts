/**
 * Artillery devices on a board (§43–§47, §49a): the same device, a device found on the board or placed on it
 * hypothetically, and the board without some pieces and devices after fire.
 */
import { RuleError } from '../errors.ts';
import type { Square } from './grid.ts';
import { boardWith, gunOn, type ArtilleryDevice, type Board } from './board.ts';
import { addDevice } from './boardSetup.ts';
import { parseDevice } from './boardParts.ts';

/** The same device: the gun square identifies a device, since no two guns share a square (§46). /hellwig/s46/ */
export function sameDevice(a: ArtilleryDevice, b: ArtilleryDevice): boolean {
  return a.gun === b.gun && a.artillerists === b.artillerists;
}

/**
 * The device on the board with these squares, or the hypothetical device placed on it; either
 * way the board that holds it (§43–§46). Throws if it clashes with what is there. /hellwig/s43/
 */
export function withDevice(board: Board, input: unknown): readonly [Board, ArtilleryDevice] {
  const device = parseDevice(board.grid, input);
  const there = gunOn(board, device.gun);
  if (there && there.artillerists === device.artillerists) {
    if (there.variant !== device.variant || there.kind !== device.kind) {
      throw new RuleError(
        'BAD_INPUT',
        `the device ${device.artillerists}→${device.gun} on the board is a ` +
          `${there.variant} ${there.kind}; received ${device.variant} ${device.kind}`,
      );
    }
    return [board, there];
  }
  return [addDevice(board, device), device];
}

/** The device on the board with these squares (§43); throws BAD_INPUT if there is none. /hellwig/s43/ */
export function deviceOnBoard(board: Board, input: unknown, name = 'device'): ArtilleryDevice {
  const device = parseDevice(board.grid, input, name);
  const there = gunOn(board, device.gun);
  if (!there || there.artillerists !== device.artillerists) {
    throw new RuleError('BAD_INPUT', `there is no device ${device.artillerists}→${device.gun} on the board`);
  }
  return there;
}

/** The board without some pieces and devices (fire, §47, §49a). /hellwig/s47/ */
export function without(board: Board, pieces: readonly Square[], devices: readonly ArtilleryDevice[]): Board {
  const left = new Map(board.pieces);
  for (const sq of pieces) left.delete(sq);
  return boardWith(board, {
    pieces: left,
    devices: board.devices.filter((d) => !devices.some((x) => sameDevice(d, x))),
  });
}
