/**
 * A position on a plate: terrain per square, laid bridges, pieces, artillery devices and
 * transporters (§22–§29, §43, §83). Set-ups are plain data (`BoardSetup`, numbers); `createBoard`
 * checks them once and returns a `Board` of branded squares that the other modules trust.
 */
import { RuleError, describeValue, oneOf } from '../errors.ts';
import { directionBetween, gridOf, toSquare, type Grid, type Square } from './grid.ts';
import {
  ARTILLERY_KINDS,
  CANNON_VARIANTS,
  DIRECTIONS,
  PIECE_KINDS,
  PLAYERS,
  type ArtilleryKind,
  type CannonVariant,
  type Direction,
  type LandingReading,
  type PieceKind,
  type PlateName,
  type Player,
  type Terrain,
} from './types.ts';

/** A piece on its square; pawns carry the side their front faces (§37). /hellwig/s37/ */
export interface Piece {
  readonly square: Square;
  readonly kind: PieceKind;
  readonly player: Player;
  readonly facing?: Direction;
}

/**
 * An artillery device (§43–§46): the artillerists' square (passable, manned by a piece) and the
 * gun square (impassable), its cannon variety (§65) and kind (§66). `owner` is the pin colour,
 * used only when no piece mans it (§43, §70). /hellwig/s43/
 */
export interface ArtilleryDevice {
  readonly artillerists: Square;
  readonly gun: Square;
  readonly variant: CannonVariant;
  readonly kind: ArtilleryKind;
  readonly owner?: Player;
}

/** A transporter (§83–§85): a 1 × 2 board of passable squares that carries what stands on it. /hellwig/s83/ */
export interface Transporter {
  readonly squares: readonly [Square, Square];
}

/** Impassable terrain kinds (§24, §25, §28). /hellwig/s24/ */
export type ImpassableTerrain = 'mountain' | 'marsh' | 'water';

/** A checked position on one plate. Squares not listed in `terrain` are open (black or white, §23). /hellwig/s23/ */
export interface Board {
  readonly grid: Grid;
  readonly terrain: ReadonlyMap<Square, Exclude<Terrain, 'open'>>;
  /** Water squares made practicable by a laid bridge (§146a). */
  readonly bridges: ReadonlySet<Square>;
  readonly pieces: ReadonlyMap<Square, Piece>;
  readonly devices: readonly ArtilleryDevice[];
  readonly transporters: readonly Transporter[];
}

/** A piece as plain data (§31, §37). /hellwig/s31/ */
export interface PieceSetup {
  readonly square: number;
  readonly kind: PieceKind;
  readonly player: Player;
  readonly facing?: Direction;
}

/** A device as plain data; `variant` is required for cannon, and a howitzer is always axial (§66; A2). /hellwig/s66/ */
export interface DeviceSetup {
  readonly artillerists: number;
  readonly gun: number;
  readonly variant?: CannonVariant;
  readonly kind?: ArtilleryKind;
  readonly owner?: Player;
}

/** A transporter as plain data (§85). /hellwig/s85/ */
export interface TransporterSetup {
  readonly squares: readonly [number, number];
}

/** A position as plain data, as the worked examples state it (§22–§29). /hellwig/s22/ */
export interface BoardSetup {
  readonly plate?: PlateName;
  readonly terrain?: { readonly [T in Exclude<Terrain, 'open'>]?: readonly number[] };
  readonly bridges?: readonly number[];
  readonly pieces?: readonly PieceSetup[];
  readonly devices?: readonly DeviceSetup[];
  readonly transporters?: readonly TransporterSetup[];
}

/** What stops a moving piece, board or wheeling on a square (§170, §177, §178; A5). /hellwig/s170/ */
export type ObstacleReason = ImpassableTerrain | 'piece' | 'gun' | 'artillerists' | 'transporter';

/** A square that blocks, and why (§169–§179). /hellwig/s169/ */
export interface Obstacle {
  readonly square: Square;
  readonly reason: ObstacleReason;
}

const IMPASSABLE: readonly Terrain[] = ['mountain', 'marsh', 'water'];

/** Check a set-up and build the position (§22–§29, §43–§46, §83–§89); rejects bad input with RuleError. /hellwig/s22/ */
export function createBoard(setup: BoardSetup = {}): Board {
  if (typeof setup !== 'object' || setup === null) {
    throw new RuleError('BAD_INPUT', `board set-up must be an object; received ${describeValue(setup)}`);
  }
  const grid = gridOf(setup.plate ?? 'II');
  const terrain = new Map<Square, Exclude<Terrain, 'open'>>();
  for (const [kind, squares] of Object.entries(setup.terrain ?? {})) {
    const t = oneOf('terrain kind', kind, ['mountain', 'marsh', 'water', 'building'] as const);
    for (const n of list(`terrain.${t}`, squares)) {
      const sq = toSquare(n, grid, `terrain.${t} square`);
      const before = terrain.get(sq);
      if (before !== undefined && before !== t) {
        throw new RuleError('BAD_INPUT', `square ${sq} cannot be both ${before} and ${t}`);
      }
      terrain.set(sq, t);
    }
  }
  const bridges = new Set<Square>();
  for (const n of list('bridges', setup.bridges ?? [])) {
    const sq = toSquare(n, grid, 'bridge square');
    if (terrain.get(sq) !== 'water') {
      throw new RuleError('BAD_INPUT', `a bridge is laid on water (§146a); square ${sq} is ${terrain.get(sq) ?? 'open'}`);
    }
    bridges.add(sq);
  }
  let board: Board = { grid, terrain, bridges, pieces: new Map(), devices: [], transporters: [] };
  for (const t of list('transporters', setup.transporters ?? [])) board = addTransporter(board, parseTransporter(grid, t));
  for (const d of list('devices', setup.devices ?? [])) board = addDevice(board, parseDevice(grid, d));
  for (const p of list('pieces', setup.pieces ?? [])) board = addPiece(board, parsePiece(grid, p));
  return board;
}

function list(name: string, value: unknown): readonly unknown[] {
  if (!Array.isArray(value)) throw new RuleError('BAD_INPUT', `${name} must be a list; received ${describeValue(value)}`);
  return value;
}

function record(name: string, value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null) {
    throw new RuleError('BAD_INPUT', `${name} must be an object; received ${describeValue(value)}`);
  }
  return value as Record<string, unknown>;
}

/** Check a piece given as plain data (§31, §37). /hellwig/s31/ */
function parsePiece(grid: Grid, value: unknown): Piece {
  const p = record('piece', value);
  const square = toSquare(p['square'], grid, 'piece square');
  const kind = oneOf('piece kind', p['kind'], PIECE_KINDS);
  const player = oneOf('player', p['player'], PLAYERS);
  if (kind === 'pawn') {
    const facing = oneOf(`facing of the pawn on ${square}`, p['facing'], DIRECTIONS);
    return { square, kind, player, facing };
  }
  if (p['facing'] !== undefined) {
    throw new RuleError('BAD_INPUT', `only pawns have a front (§37); the ${kind} on ${square} received facing ${describeValue(p['facing'])}`);
  }
  return { square, kind, player };
}

/** Check a device given as plain data (§43, §65, §66): two orthogonally adjacent squares and a known variety. /hellwig/s43/ */
export function parseDevice(grid: Grid, value: unknown): ArtilleryDevice {
  const d = record('device', value);
  const artillerists = toSquare(d['artillerists'], grid, 'device artillerists');
  const gun = toSquare(d['gun'], grid, 'device gun');
  if (directionBetween(artillerists, gun, grid) === undefined) {
    throw new RuleError(
      'NOT_ADJACENT',
      `a device's artillerists' square and gun must be side by side (§43); received artillerists ${artillerists} and gun ${gun}`,
    );
  }
  const kind = oneOf('device kind', d['kind'] ?? 'cannon', ARTILLERY_KINDS);
  const variant = oneOf('device variant', d['variant'] ?? (kind === 'howitzer' ? 'axial' : undefined), CANNON_VARIANTS);
  if (kind === 'howitzer' && variant !== 'axial') {
    throw new RuleError('BAD_INPUT', `a howitzer has no variety and fires straight on (§66; A2); received variant ${JSON.stringify(variant)}`);
  }
  const owner = d['owner'] === undefined ? undefined : oneOf('device owner', d['owner'], PLAYERS);
  return owner === undefined ? { artillerists, gun, variant, kind } : { artillerists, gun, variant, kind, owner };
}

/** Check a transporter given as plain data (§85): two adjacent squares. /hellwig/s85/ */
function parseTransporter(grid: Grid, value: unknown): Transporter {
  const t = record('transporter', value);
  const squares = list('transporter squares', t['squares']);
  if (squares.length !== 2) {
    throw new RuleError('BAD_INPUT', `a transporter covers two squares (§85); received ${describeValue(squares)}`);
  }
  const a = toSquare(squares[0], grid, 'transporter square');
  const b = toSquare(squares[1], grid, 'transporter square');
  if (directionBetween(a, b, grid) === undefined) {
    throw new RuleError('NOT_ADJACENT', `a transporter joins two adjacent squares (§85); received ${a} and ${b}`);
  }
  return { squares: [a, b] };
}

/** The terrain of a square (§23–§29). /hellwig/s23/ */
export function terrainAt(board: Board, square: Square): Terrain {
  return board.terrain.get(square) ?? 'open';
}

/** Whether troops can stand on a square: main colours, buildings, or water under a laid bridge (§170, §146a). /hellwig/s170/ */
export function isPracticable(board: Board, square: Square): boolean {
  const t = terrainAt(board, square);
  return !IMPASSABLE.includes(t) || (t === 'water' && board.bridges.has(square));
}

/** The device whose gun stands on a square, if any (a gun square holds nothing else, §46). /hellwig/s46/ */
export function gunAt(board: Board, square: Square): ArtilleryDevice | undefined {
  return board.devices.find((d) => d.gun === square);
}

/** The devices whose artillerists' board lies on a square (several when combined, §67). /hellwig/s67/ */
export function artilleristsBoardsAt(board: Board, square: Square): readonly ArtilleryDevice[] {
  return board.devices.filter((d) => d.artillerists === square);
}

/** The transporter covering a square, if any (§85). /hellwig/s85/ */
export function transporterAt(board: Board, square: Square): Transporter | undefined {
  return board.transporters.find((t) => t.squares.includes(square));
}

/** Why a square cannot be passed over by a piece, device, transporter or wheeling, if it cannot (§170, §177, §178). /hellwig/s177/ */
export function passageObstacle(board: Board, square: Square): ObstacleReason | undefined {
  if (!isPracticable(board, square)) return terrainAt(board, square) as ImpassableTerrain;
  if (gunAt(board, square)) return 'gun';
  if (board.pieces.has(square)) return 'piece';
  return undefined;
}

/** Why a board (device or transporter half) cannot come to rest on a square, if it cannot (§88, §178; A5). /hellwig/s88/ */
export function landingObstacle(board: Board, square: Square, landing: LandingReading): ObstacleReason | undefined {
  const passage = passageObstacle(board, square);
  if (passage !== undefined || landing === 'onto-boards') return passage;
  if (artilleristsBoardsAt(board, square).length > 0) return 'artillerists';
  if (transporterAt(board, square)) return 'transporter';
  return undefined;
}

/** Add a piece, checking its square (§23–§29, §46). /hellwig/s23/ */
function addPiece(board: Board, piece: Piece): Board {
  if (!isPracticable(board, piece.square)) {
    throw new RuleError('BLOCKED', `no piece can stand on the ${terrainAt(board, piece.square)} square ${piece.square} (§24, §25, §28)`);
  }
  if (gunAt(board, piece.square)) {
    throw new RuleError('OVERLAP', `square ${piece.square} holds a gun, which makes it impassable (§46); the ${piece.kind} cannot stand there`);
  }
  const there = board.pieces.get(piece.square);
  if (there) throw new RuleError('OVERLAP', `square ${piece.square} already holds a ${there.kind}; received a ${piece.kind}`);
  const pieces = new Map(board.pieces);
  pieces.set(piece.square, piece);
  return { ...board, pieces };
}

/** Add a device, checking both squares (§46; combined artillery may share an artillerists' square or stand on one, §67). /hellwig/s46/ */
export function addDevice(board: Board, device: ArtilleryDevice): Board {
  for (const sq of [device.artillerists, device.gun]) {
    if (!isPracticable(board, sq)) {
      throw new RuleError('BLOCKED', `a device cannot stand on the ${terrainAt(board, sq)} square ${sq} (§88, §170)`);
    }
  }
  const other = gunAt(board, device.gun);
  if (other) {
    throw new RuleError('OVERLAP', `square ${device.gun} already holds the gun of the device ${other.artillerists}→${other.gun}`);
  }
  if (board.pieces.has(device.gun)) {
    throw new RuleError('OVERLAP', `the gun square ${device.gun} holds a piece; a gun square holds nothing else (§46)`);
  }
  return { ...board, devices: [...board.devices, device] };
}

/** Add a transporter, checking its squares (§85, §88). /hellwig/s85/ */
function addTransporter(board: Board, transporter: Transporter): Board {
  for (const sq of transporter.squares) {
    if (!isPracticable(board, sq)) {
      throw new RuleError('BLOCKED', `a transporter cannot stand on the ${terrainAt(board, sq)} square ${sq} (§88)`);
    }
    const there = transporterAt(board, sq);
    if (there) throw new RuleError('OVERLAP', `square ${sq} is already covered by the transporter ${there.squares.join('/')}`);
  }
  return { ...board, transporters: [...board.transporters, transporter] };
}

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
  const there = gunAt(board, device.gun);
  if (there && there.artillerists === device.artillerists) {
    if (there.variant !== device.variant || there.kind !== device.kind) {
      throw new RuleError(
        'BAD_INPUT',
        `the device ${device.artillerists}→${device.gun} on the board is a ${there.variant} ${there.kind}; received ${device.variant} ${device.kind}`,
      );
    }
    return [board, there];
  }
  return [addDevice(board, device), device];
}

/** The device on the board with these squares (§43); throws BAD_INPUT if there is none. /hellwig/s43/ */
export function deviceOnBoard(board: Board, input: unknown): ArtilleryDevice {
  const device = parseDevice(board.grid, input);
  const there = gunAt(board, device.gun);
  if (!there || there.artillerists !== device.artillerists) {
    throw new RuleError('BAD_INPUT', `there is no device ${device.artillerists}→${device.gun} on the board`);
  }
  return there;
}

/** The board without some pieces and devices (fire, §47, §49a). /hellwig/s47/ */
export function without(board: Board, pieces: readonly Square[], devices: readonly ArtilleryDevice[]): Board {
  const left = new Map(board.pieces);
  for (const sq of pieces) left.delete(sq);
  return { ...board, pieces: left, devices: board.devices.filter((d) => !devices.some((x) => sameDevice(d, x))) };
}
