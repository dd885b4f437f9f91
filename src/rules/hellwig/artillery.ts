/**
 * Artillery (§43–§73): which way a gun fires, the three squares it sweeps and what stops the
 * fire, how a device moves, how strong a line of guns is and who may destroy whom, firing
 * (whole field, part of it, one square for a howitzer, combined artillery together), and
 * destroying one's own device.
 */
import { RuleError, describeValue, oneOf } from '../errors.ts';
import { fieldOf, isList, listOf, objectOf, readRecord } from '../checks.ts';
import {
  deviceOnBoard,
  gunOn,
  practicableOn,
  parseDevice,
  readBoard,
  sameDevice,
  terrainOn,
  without,
  withDevice,
  type ArtilleryDevice,
  type Board,
  type Piece,
} from './board.ts';
import { group, controller, effective } from './combined.ts';
import { deviceFormation, translations, type FormationOptions } from './formations.ts';
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
import { rectangleOn } from './rectangles.ts';
import { CANNON_VARIANTS, type CannonVariant, type Direction, type Player, type Terrain } from './types.ts';

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
function directionOf(device: Pick<ArtilleryDevice, 'artillerists' | 'gun' | 'variant'>, grid: Grid): Direction {
  const u = directionBetween(device.artillerists, device.gun, grid);
  if (u === undefined) {
    throw new RuleError(
      'NOT_ADJACENT',
      `a device's artillerists' square and gun must be side by side (§43); received ${device.artillerists} and ${device.gun}`,
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

/**
 * Whether `front`'s gun stands in `rear`'s field, both firing the same way: one "directly behind" the other (§54, §55).
 */
function backs(board: Board, rear: ArtilleryDevice, front: ArtilleryDevice): boolean {
  if (sameDevice(rear, front) || rear.kind !== 'cannon' || front.kind !== 'cannon') return false;
  if (!effective(board, rear) || !effective(board, front) || controller(board, rear) !== controller(board, front))
    return false;
  const field = computeField(board, rear);
  return field.direction === directionOf(front, board.grid) && field.inEffect.includes(front.gun);
}

/**
 * The line of artillery a device belongs to (§54–§58; A15): the longest line containing it in
 * which each gun stands in the field of the one behind it, all firing the same way and together
 * forming a rectangle, so that they advance as one (§55); rearmost first. A single device is its
 * own line. /hellwig/s54/
 */
export function artilleryLine(board: Board, device: unknown): readonly ArtilleryDevice[] {
  const b = readBoard(board);
  return lineOf(b, deviceOnBoard(b, device));
}

/** `artilleryLine` of a device checked to be on a checked board. */
function lineOf(board: Board, d: ArtilleryDevice): readonly ArtilleryDevice[] {
  let best: readonly ArtilleryDevice[] = [d];
  const extend = (chain: readonly ArtilleryDevice[]): void => {
    const squares = chain.flatMap((c) => [c.artillerists, c.gun]);
    if (chain.length > best.length && chain.some((c) => sameDevice(c, d)) && rectangleOn(squares, board.grid))
      best = chain;
    const last = chain[chain.length - 1] as ArtilleryDevice;
    for (const next of board.devices) {
      if (!chain.some((c) => sameDevice(c, next)) && backs(board, last, next)) extend([...chain, next]);
    }
  };
  for (const start of board.devices) extend([start]);
  return best;
}

/**
 * Strength of artillery (§54–§58; A15): the number of cannon in its line (`artilleryLine`). Single artillery is 1.
 * /hellwig/s54/
 */
export function artilleryStrength(board: Board, device: unknown): number {
  const b = readBoard(board);
  return lineOf(b, deviceOnBoard(b, device)).length;
}

/** `artilleryStrength` of a device checked to be on a checked board. */
const strengthOf = (board: Board, d: ArtilleryDevice): number => lineOf(board, d).length;

/** Whether a device may destroy another's gun: it lies in its field and the target is not stronger (§49, §54–§58). */
function mayDestroy(board: Board, attacker: ArtilleryDevice, target: ArtilleryDevice): boolean {
  return (
    effective(board, attacker) &&
    computeField(board, attacker).inEffect.includes(target.gun) &&
    strengthOf(board, attacker) >= strengthOf(board, target)
  );
}

/** Two devices facing each other: fields, strengths, and who may destroy or drive whom (§49, §54–§58). /hellwig/s54/ */
export interface ArtilleryDuel {
  readonly ours: { readonly field: readonly Square[]; readonly strength: number };
  readonly theirs: { readonly field: readonly Square[]; readonly strength: number };
  /** We may destroy their gun on our turn: it is in our field and not stronger (§49, §58). */
  readonly weMayDestroy: boolean;
  readonly theyMayDestroy: boolean;
  /** We are stronger and have their gun in our field: they must withdraw (§54–§57). */
  readonly weDrive: boolean;
  readonly theyDrive: boolean;
}

/**
 * Artillery against artillery (§49, §50, §54–§58): equal strengths, whoever fires first destroys;
 * double drives single, triple drives double, and the weaker cannot destroy the stronger. /hellwig/s56/
 */
export function artilleryDuel(position: Board, ours: unknown, theirs: unknown): ArtilleryDuel {
  const board = readBoard(position, 'position');
  const a = deviceOnBoard(board, ours, 'ours');
  const b = deviceOnBoard(board, theirs, 'theirs');
  const sa = strengthOf(board, a);
  const sb = strengthOf(board, b);
  const fa = computeField(board, a).inEffect;
  const fb = computeField(board, b).inEffect;
  return {
    ours: { field: fa, strength: sa },
    theirs: { field: fb, strength: sb },
    weMayDestroy: mayDestroy(board, a, b),
    theyMayDestroy: mayDestroy(board, b, a),
    weDrive: effective(board, a) && fa.includes(b.gun) && sa > sb,
    theyDrive: effective(board, b) && fb.includes(a.gun) && sb > sa,
  };
}

/** What one firing did (§47, §49a, §68a). /hellwig/s47/ */
export interface FireResult {
  readonly board: Board;
  readonly player: Player;
  /** Enemy pieces shot, artillerists included (§47, §49a). */
  readonly removedPieces: readonly Piece[];
  /** Enemy devices whose gun stood in the field (§49, §49a); their artillerists stay unless also hit. */
  readonly removedDevices: readonly ArtilleryDevice[];
  /** Enemy devices left without artillerists: immovable and useless until manned again (§49a, §71). */
  readonly silenced: readonly ArtilleryDevice[];
  /** Enemy guns in the field that are stronger and cannot be destroyed (§54–§58). */
  readonly spared: readonly { readonly square: Square; readonly reason: 'stronger-artillery' }[];
}

/** Options of a firing: which squares of the field to strike (§47a), one for a howitzer (§66). /hellwig/s47a/ */
export interface FireOptions {
  readonly targets?: readonly number[];
}

/**
 * Fire one device, or combined artillery together (§47, §47a, §49–§49b, §60, §66, §68a): enemy
 * pieces and guns on the chosen squares of the field are removed, own pieces are unharmed; the
 * device and its artillerists do not move. /hellwig/s47/
 */
export function fire(position: Board, devices: unknown, options: FireOptions = {}): FireResult {
  const board = readBoard(position, 'position');
  const targetsGiven = readRecord('options', options, ['targets'], 'UNKNOWN_OPTION')['targets'];
  const several = isList('devices', devices);
  const firing = (several ? listOf('devices', devices) : [devices]).map((d, i) =>
    deviceOnBoard(board, d, several ? `devices[${i}]` : 'devices'),
  );
  if (firing.length === 0) throw new RuleError('BAD_INPUT', 'fire needs at least one device; devices is an empty list');
  for (const d of firing) {
    if (!effective(board, d)) {
      throw new RuleError(
        'BLOCKED',
        `the device ${d.artillerists}→${d.gun} has no artillerists and is inoperative (§46, §71)`,
      );
    }
  }
  const first = firing[0] as ArtilleryDevice;
  if (firing.length > 1) {
    const together = group(board, first);
    const loose = firing.find((d) => !together.some((g) => sameDevice(g, d)));
    if (loose)
      throw new RuleError(
        'BAD_INPUT',
        `only combined artillery fires together (§68a; A16); ${loose.artillerists}→${loose.gun} is not combined with ${first.artillerists}→${first.gun}`,
      );
    if (firing.some((d) => d.kind === 'howitzer'))
      throw new RuleError('BAD_INPUT', 'a howitzer fires alone, on one square (§66)');
  }
  const player = controller(board, first) as Player;
  const fields = firing.map((d) => computeField(board, d));
  const swept = [...new Set(fields.flatMap((f) => f.inEffect))];
  let targets: Square[];
  if (targetsGiven === undefined) {
    if (first.kind === 'howitzer')
      throw new RuleError(
        'BAD_INPUT',
        `a howitzer strikes one chosen square of its field (§66): give targets, one of ${swept.join(', ')}`,
      );
    targets = swept;
  } else {
    targets = listOf('options.targets', targetsGiven).map((t) => squareOn(t, board.grid, 'target'));
    const outside = targets.find((t) => !swept.includes(t));
    if (outside !== undefined)
      throw new RuleError(
        'BAD_INPUT',
        `target ${outside} is not in the field of effect (§47a); the field is ${swept.join(', ') || 'empty'}`,
      );
    if (first.kind === 'howitzer' && targets.length !== 1) {
      throw new RuleError('BAD_INPUT', `a howitzer strikes one square at a time (§66); received ${targets.length}`);
    }
  }
  const removedPieces: Piece[] = [];
  const removedDevices: ArtilleryDevice[] = [];
  const spared: { square: Square; reason: 'stronger-artillery' }[] = [];
  for (const t of targets) {
    const piece = board.pieces.get(t);
    if (piece && piece.player !== player) removedPieces.push(piece);
    const gun = gunOn(board, t);
    const owner = gun && controller(board, gun);
    if (gun && owner !== undefined && owner !== player) {
      const strength = Math.max(
        ...firing.filter((_, i) => fields[i]?.inEffect.includes(t)).map((d) => strengthOf(board, d)),
      );
      if (strengthOf(board, gun) > strength) spared.push({ square: t, reason: 'stronger-artillery' });
      else removedDevices.push(gun);
    }
  }
  const after = without(
    board,
    removedPieces.map((p) => p.square),
    removedDevices,
  );
  const silenced = after.devices.filter(
    (d) => controller(board, d) !== player && effective(board, d) && !effective(after, d),
  );
  return { board: after, player, removedPieces, removedDevices, silenced, spared };
}

/**
 * Destroy one's own device to keep it from the enemy (§72 no. 2, §72a, §73): an artillerist on
 * its square removes it from beneath him and stays (or moves on in the same move); an unmanned
 * device cannot be destroyed this way. /hellwig/s72/
 */
export function destroyOwnArtillery(position: Board, device: unknown): Board {
  const board = readBoard(position, 'position');
  const d = deviceOnBoard(board, device);
  if (!board.pieces.has(d.artillerists)) {
    throw new RuleError(
      'BLOCKED',
      `the artillerists' square ${d.artillerists} is not occupied, so this device cannot be destroyed by its artillerists (§72a)`,
    );
  }
  return without(board, [], [d]);
}
