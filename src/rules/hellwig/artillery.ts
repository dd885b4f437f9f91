/**
 * The artillery's field of effect (§44, §47–§53, §62–§66): which way a gun fires by its variety, the three squares it
 * sweeps and what stops the fire, and the devices sweeping a square. How a device moves is in `artilleryMoves.ts`,
 * lines of guns and duels in `artilleryLines.ts`, firing and destroying one's own device in `artilleryFire.ts`.
 */
import { RuleError, describeValue, oneOf } from '../errors.ts';
import { fieldOf, listOf, objectOf } from '../checks.ts';
import { practicableOn, terrainOn, type ArtilleryDevice, type Board } from './board.ts';
import { parseDevice } from './boardParts.ts';
import { readBoard } from './boardSetup.ts';
import {
  atOn,
  coordsOn,
  DIRECTION_STEP,
  directionBetween,
  readGrid,
  squareOn,
  turn,
  type Grid,
  type Square,
} from './grid.ts';
import { CANNON_VARIANTS, type CannonVariant, type Direction, type Terrain } from './types.ts';

/** The length of a field of effect: "three such adjacent squares" (§47). /hellwig/s47/ */
export const FIELD_LENGTH = 3;

const VARIANT_TURN: { readonly [V in CannonVariant]: number } = { axial: 0, left: -1, right: 1 };

/**
 * The side a gun fires toward (§47, §65; A1): straight on from the artillerists for the axial
 * variety (Fig. 6), a quarter-turn anticlockwise for `left`, clockwise for `right`. /hellwig/s65/
 */
export function fireDirection(
  device: Pick<ArtilleryDevice, 'artillerists' | 'gun' | 'variant'>,
  grid: Board['grid'],
): Direction {
  const g = readGrid(grid);
  const d = objectOf('device', device, 'a device { artillerists, gun, variant }');
  return directionOf(
    {
      artillerists: squareOn(fieldOf('device', d, 'artillerists'), g, 'device artillerists'),
      gun: squareOn(fieldOf('device', d, 'gun'), g, 'device gun'),
      variant: oneOf('device variant', fieldOf('device', d, 'variant'), CANNON_VARIANTS),
    },
    g,
  );
}

/** `fireDirection` of a checked device. */
export function directionOf(device: Pick<ArtilleryDevice, 'artillerists' | 'gun' | 'variant'>, grid: Grid): Direction {
  const u = directionBetween(device.artillerists, device.gun, grid);
  if (u === undefined) {
    throw new RuleError(
      'NOT_ADJACENT',
      `a device's artillerists' square and gun must be side by side (§43); received ` +
        `${device.artillerists} and ${device.gun}`,
    );
  }
  return turn(u, VARIANT_TURN[device.variant]);
}

/**
 * One square of the line a gun sweeps: in effect, or safe because a red square stops the fire (§59, §180).
 * /hellwig/s59/
 */
export type FieldSquare =
  | { readonly square: Square; readonly distance: number; readonly terrain: Terrain; readonly status: 'in-effect' }
  | {
      readonly square: Square;
      readonly distance: number;
      readonly terrain: Terrain;
      readonly status: 'safe';
      /** The red square itself, or a square beyond it. */
      readonly reason: 'red-square' | 'beyond-red-square';
      readonly blockedBy: Square;
    };

/** What a gun sweeps, square by square, nearest first (§47, §59, §60, §66). /hellwig/s47/ */
export interface FieldOfEffect {
  readonly device: ArtilleryDevice;
  readonly direction: Direction;
  /** The squares of the line on the plate, nearest first, each in effect or safe with its reason. */
  readonly squares: readonly FieldSquare[];
  /** The squares in effect, nearest first. */
  readonly inEffect: readonly Square[];
  /** How many of the three squares fall beyond the edge of the plate. */
  readonly offBoard: number;
  /** A cannon sweeps every square in effect; a howitzer strikes one of them, chosen (§66). */
  readonly strikes: 'all' | 'one';
}

/**
 * The field of a device already checked: terrain alone decides it (pieces and guns never shield, §60, §178).
 * /hellwig/s60/
 */
export function computeField(board: Board, device: ArtilleryDevice): FieldOfEffect {
  const direction = directionOf(device, board.grid);
  const from = coordsOn(device.gun, board.grid);
  const unit = DIRECTION_STEP[direction];
  const squares: FieldSquare[] = [];
  let blockedBy: Square | undefined;
  let offBoard = 0;
  for (let distance = 1; distance <= FIELD_LENGTH; distance++) {
    const square = atOn(from.row + unit.row * distance, from.col + unit.col * distance, board.grid);
    if (square === undefined) {
      offBoard = FIELD_LENGTH - distance + 1;
      break;
    }
    const terrain = terrainOn(board, square);
    if (blockedBy === undefined && terrain === 'mountain') blockedBy = square;
    squares.push(
      blockedBy === undefined
        ? { square, distance, terrain, status: 'in-effect' }
        : {
            square,
            distance,
            terrain,
            status: 'safe',
            reason: square === blockedBy ? 'red-square' : 'beyond-red-square',
            blockedBy,
          },
    );
  }
  const inEffect = squares.filter((s) => s.status === 'in-effect').map((s) => s.square);
  return { device, direction, squares, inEffect, offBoard, strikes: device.kind === 'howitzer' ? 'one' : 'all' };
}

/**
 * Field of effect (§47, §59, §60, §66, §180): the three squares in line from the gun, clipped at
 * the edge; a red square stops the fire, itself and all beyond it safe; green, blue, pieces of
 * either side and other guns do not. /hellwig/s47/
 */
export function fieldOfEffect(board: Board, device: unknown): FieldOfEffect {
  return fieldOn(readBoard(board), device);
}

/** `fieldOfEffect` on a checked board. */
function fieldOn(board: Board, device: unknown): FieldOfEffect {
  const d = parseDevice(board.grid, device);
  for (const sq of [d.artillerists, d.gun]) {
    if (!practicableOn(board, sq))
      throw new RuleError('BLOCKED', `a device cannot stand on the ${terrainOn(board, sq)} square ${sq} (§170)`);
  }
  return computeField(board, d);
}

/**
 * The cannon that, set on two given squares, would sweep exactly the target squares (§65: "not
 * every particular problem can be solved with each type"). /hellwig/s65/
 */
export function devicesSweeping(
  board: Board,
  squares: readonly [number, number],
  targets: readonly number[],
): ArtilleryDevice[] {
  const b0 = readBoard(board);
  const two = listOf('squares', squares, 2);
  if (two.length !== 2)
    throw new RuleError(
      'BAD_INPUT',
      `squares must be the two squares of a device (§43); received ${describeValue(squares)}`,
    );
  const [a, b] = two.map((s) => squareOn(s, b0.grid, 'squares item'));
  const wanted = listOf('targets', targets)
    .map((t) => squareOn(t, b0.grid, 'targets item'))
    .sort((x, y) => x - y);
  const found: ArtilleryDevice[] = [];
  for (const [artillerists, gun] of [
    [a, b],
    [b, a],
  ] as const) {
    for (const variant of CANNON_VARIANTS) {
      const field = fieldOn(b0, { artillerists, gun, variant });
      const got = [...field.inEffect].sort((x, y) => x - y);
      if (got.length === wanted.length && got.every((s, i) => s === wanted[i])) found.push(field.device);
    }
  }
  return found;
}
