/**
 * Setting up a position by hand: paint terrain, place, rotate and remove pieces, devices and
 * transporters. Each edit returns the new set-up or the engine's reason it is no position (a gun
 * half off the plate, two things on one square, a piece in a marsh); the old set-up stands then.
 */
import {
  DIRECTIONS,
  offset,
  turn,
  directionBetween,
  type BoardSetup,
  type CannonVariant,
  type DeviceSetup,
  type Direction,
  type PieceKind,
  type Player,
  type Terrain,
} from '../../rules/hellwig/index.ts';
import { checkSetup } from './state.ts';
import { refused, type Checked } from '../shared/checked.ts';
import { gridOfSetup } from './plate3/plate.ts';

/** An edit's new set-up, with where the thing edited now stands if it moved (a rotated gun); or why it is refused. */
export type Edit = Checked<{ readonly setup: BoardSetup; readonly at?: number }>;

/** A new device: a cannon of one variety, or a howitzer (§43, §65, §66). */
export type DeviceChoice = CannonVariant | 'howitzer';

function checked(setup: BoardSetup): Edit {
  const problem = checkSetup(setup);
  return problem ? refused(problem) : { ok: true, setup };
}

const without = <T>(xs: readonly T[] | undefined, drop: (x: T) => boolean): T[] => (xs ?? []).filter((x) => !drop(x));

/** Paint one square's terrain; `open` clears it (§23–§29). */
export function paintTerrain(setup: BoardSetup, square: number, terrain: Terrain): Edit {
  const next: Record<string, number[]> = {};
  for (const [kind, list] of Object.entries(setup.terrain ?? {})) {
    const kept = list.filter((s) => s !== square);
    if (kept.length) next[kind] = kept;
  }
  if (terrain !== 'open') next[terrain] = [...(next[terrain] ?? []), square];
  const bridges = terrain === 'water' ? setup.bridges : without(setup.bridges, (s) => s === square);
  return checked({ ...setup, terrain: next, ...(bridges?.length ? { bridges } : { bridges: [] }) });
}

/** Lay a bridge on a water square, or take it up (§146a): troops may then stand on and cross it. */
export function toggleBridge(setup: BoardSetup, square: number): Edit {
  const laid = setup.bridges?.includes(square) ?? false;
  return checked({
    ...setup,
    bridges: laid ? without(setup.bridges, (s) => s === square) : [...(setup.bridges ?? []), square],
  });
}

/** Place a piece of either player on a square; a pawn faces toward a side (§31, §37). */
export function placePiece(
  setup: BoardSetup,
  square: number,
  kind: PieceKind,
  player: Player,
  facing: Direction,
): Edit {
  const piece = kind === 'pawn' ? { square, kind, player, facing } : { square, kind, player };
  return checked({ ...setup, pieces: [...(setup.pieces ?? []), piece] });
}

/** Place a device with its artillerists' square here and its gun one square toward a side (§43). */
export function placeDevice(
  setup: BoardSetup,
  artillerists: number,
  toward: Direction,
  choice: DeviceChoice,
  owner: Player,
): Edit {
  const grid = gridOfSetup(setup);
  const gun = offset(artillerists, toward, 1, grid);
  if (gun === undefined) {
    return refused(
      `a device on ${artillerists} with its gun toward ${toward} would stand half off plate ${grid.name}; ` +
        'a device covers two squares side by side (§43)',
    );
  }
  const device: DeviceSetup =
    choice === 'howitzer'
      ? { artillerists, gun, kind: 'howitzer', variant: 'axial', owner }
      : { artillerists, gun, variant: choice, owner };
  return checked({ ...setup, devices: [...(setup.devices ?? []), device] });
}

/** Place a transporter on this square and the next toward a side (§83, §85). */
export function placeTransporter(setup: BoardSetup, square: number, toward: Direction): Edit {
  const grid = gridOfSetup(setup);
  const other = offset(square, toward, 1, grid);
  if (other === undefined)
    return refused(
      `a transporter on ${square} reaching toward ${toward} would stand half off plate ${grid.name}; ` +
        'it covers two squares (§85)',
    );
  return checked({ ...setup, transporters: [...(setup.transporters ?? []), { squares: [square, other] }] });
}

/** What stands on a square, topmost first: a piece, a gun, an artillerists' board, a transporter. */
export function removeAt(setup: BoardSetup, square: number): Edit {
  if (setup.pieces?.some((p) => p.square === square))
    return checked({ ...setup, pieces: without(setup.pieces, (p) => p.square === square) });
  if (setup.devices?.some((d) => d.gun === square || d.artillerists === square)) {
    const gunHere = setup.devices.some((d) => d.gun === square);
    return checked({
      ...setup,
      devices: without(setup.devices, (d) => (gunHere ? d.gun === square : d.artillerists === square)),
    });
  }
  if (setup.transporters?.some((t) => t.squares.includes(square)))
    return checked({ ...setup, transporters: without(setup.transporters, (t) => t.squares.includes(square)) });
  return refused(`there is nothing to remove on square ${square}`);
}

/**
 * Rotate what stands on a square a quarter-turn clockwise: a pawn turns its front (§37); a device
 * turns its gun about its artillerists, a transporter about this square, to the next side where
 * it fits (setting up, not a wheeling by the rules: for that, wheel it, §62).
 */
export function rotateAt(setup: BoardSetup, square: number): Edit {
  const piece = setup.pieces?.find((p) => p.square === square);
  if (piece?.kind === 'pawn' && piece.facing) {
    return checked({
      ...setup,
      pieces: (setup.pieces ?? []).map((p) => (p === piece ? { ...p, facing: turn(piece.facing as Direction, 1) } : p)),
    });
  }
  const device = setup.devices?.find((d) => d.gun === square || d.artillerists === square);
  if (device) {
    const turned = turnAbout(setup, square, device.artillerists, device.gun, (gun) => ({
      ...setup,
      devices: (setup.devices ?? []).map((d) => (d === device ? { ...d, gun } : d)),
    }));
    // The gun swings about its artillerists: rotated by its gun, the device is now found on its new gun square.
    const gun =
      turned.ok && square === device.gun
        ? turned.setup.devices?.find((d) => d.artillerists === device.artillerists)?.gun
        : undefined;
    return gun === undefined || !turned.ok ? turned : { ...turned, at: gun };
  }
  const t = setup.transporters?.find((x) => x.squares.includes(square));
  if (t) {
    const [a, b] = t.squares[0] === square ? t.squares : [t.squares[1], t.squares[0]];
    return turnAbout(setup, square, a, b, (other) => ({
      ...setup,
      transporters: (setup.transporters ?? []).map((x) => (x === t ? { squares: [a, other] as const } : x)),
    }));
  }
  if (piece) return refused(`only a pawn has a front to turn (§37); square ${square} holds a ${piece.kind}`);
  return refused(`there is nothing to rotate on square ${square}`);
}

function turnAbout(
  setup: BoardSetup,
  square: number,
  centre: number,
  end: number,
  rebuild: (end: number) => BoardSetup,
): Edit {
  const grid = gridOfSetup(setup);
  const from = directionBetween(centre, end, grid) as Direction;
  let last: Edit = refused(`nothing on ${square} can turn`);
  for (let k = 1; k < DIRECTIONS.length; k++) {
    const to = offset(centre, turn(from, k), 1, grid);
    if (to === undefined) continue;
    last = checked(rebuild(to));
    if (last.ok) return last;
  }
  return last.ok ? last : refused(`the board on ${square} has no free side to turn to: ${last.message}`);
}
