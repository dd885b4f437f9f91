/**
 * Who works a device (§46, §67–§71): a device moves and fires only through artillerists on its
 * artillerists' square; combined artillery is made effective through another device standing
 * on that square; control follows whoever holds it.
 */
import { listOf } from '../checks.ts';
import { parseDevice, readBoard, sameDevice, type ArtilleryDevice, type Board } from './board.ts';
import { plateIII } from './grid.ts';
import type { Player } from './types.ts';

/** A device received with a board: checked on the board's plate (§43). */
const deviceOf = (board: Board, value: unknown, name = 'device'): ArtilleryDevice =>
  parseDevice(board.grid, value, name);

/** The devices already passed through, as received. */
const trailOf = (board: Board, seen: unknown): ArtilleryDevice[] =>
  listOf('seen', seen).map((d, i) => deviceOf(board, d, `seen[${i}]`));

/**
 * Whether a piece stands on the device's own artillerists' square, so it can move by itself (§46, §67). /hellwig/s46/
 */
export function isManned(board: Board, device: ArtilleryDevice): boolean {
  const b = readBoard(board);
  return manned(b, deviceOf(b, device));
}

/** `isManned` on a checked board and device. */
function manned(board: Board, device: ArtilleryDevice): boolean {
  return board.pieces.has(device.artillerists);
}

/** The devices whose part covers this device's artillerists' square and can man it (§67). */
function coveringDevices(board: Board, device: ArtilleryDevice): ArtilleryDevice[] {
  return board.devices.filter(
    (d) => !sameDevice(d, device) && (d.gun === device.artillerists || d.artillerists === device.artillerists),
  );
}

/**
 * Whether a device can fire: manned, or its artillerists' square is covered by part of another
 * device that is itself effective (combined artillery, §67; otherwise inoperative, §71). /hellwig/s67/
 */
export function isEffective(board: Board, device: ArtilleryDevice, seen: readonly ArtilleryDevice[] = []): boolean {
  const b = readBoard(board);
  return effective(b, deviceOf(b, device), trailOf(b, seen));
}

/** `isEffective` on a checked board, device and trail (§67, §71). /hellwig/s67/ */
export function effective(board: Board, device: ArtilleryDevice, seen: readonly ArtilleryDevice[] = []): boolean {
  if (manned(board, device)) return true;
  const trail = [...seen, device];
  return coveringDevices(board, device).some((d) => !trail.some((s) => sameDevice(s, d)) && effective(board, d, trail));
}

/**
 * The player whose piece works the device, directly or through a combination (§70; A31), else the pin colour (§43).
 * /hellwig/s70/
 */
export function controllerOf(
  board: Board,
  device: ArtilleryDevice,
  seen: readonly ArtilleryDevice[] = [],
): Player | undefined {
  const b = readBoard(board);
  return controller(b, deviceOf(b, device), trailOf(b, seen));
}

/** `controllerOf` on a checked board, device and trail (§70; A31). /hellwig/s70/ */
export function controller(
  board: Board,
  device: ArtilleryDevice,
  seen: readonly ArtilleryDevice[] = [],
): Player | undefined {
  const piece = board.pieces.get(device.artillerists);
  if (piece) return piece.player;
  const trail = [...seen, device];
  for (const d of coveringDevices(board, device)) {
    if (trail.some((s) => sameDevice(s, d)) || !effective(board, d, trail)) continue;
    const p = controller(board, d, trail);
    if (p !== undefined) return p;
  }
  return device.owner;
}

/**
 * Whether two devices are combined: they share an artillerists' square, or one stands on the other's (§67).
 * /hellwig/s67/
 */
export function areCombined(a: ArtilleryDevice, b: ArtilleryDevice): boolean {
  // No board is given: the squares are checked against the larger plate, adjacency not at all.
  return combined(deviceShape('a', a), deviceShape('b', b));
}

/** A device given without its board: two whole square numbers of some plate. */
function deviceShape(name: string, value: unknown): ArtilleryDevice {
  return parseDevice(plateIII, value, name, false);
}

/** `areCombined` on checked devices (§67). /hellwig/s67/ */
function combined(a: ArtilleryDevice, b: ArtilleryDevice): boolean {
  return (
    !sameDevice(a, b) && (a.artillerists === b.artillerists || a.artillerists === b.gun || b.artillerists === a.gun)
  );
}

/** A device and every device combined with it, directly or through others (§67, §68). /hellwig/s68/ */
export function combinedGroup(board: Board, device: ArtilleryDevice): ArtilleryDevice[] {
  const b = readBoard(board);
  return group(b, deviceOf(b, device));
}

/** `combinedGroup` on a checked board and device (§67, §68). /hellwig/s68/ */
export function group(board: Board, device: ArtilleryDevice): ArtilleryDevice[] {
  const group = [device];
  for (let i = 0; i < group.length; i++) {
    const d = group[i] as ArtilleryDevice;
    for (const e of board.devices) {
      if (combined(d, e) && !group.some((g) => sameDevice(g, e))) group.push(e);
    }
  }
  return group;
}
