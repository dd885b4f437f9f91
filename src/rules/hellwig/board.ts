/**
 * A position on a plate: terrain per square, laid bridges, pieces, artillery devices and
 * transporters (§22–§29, §43, §83). Set-ups are plain data (`BoardSetup`, numbers); `createBoard`
 * checks them once and returns a `Board` of branded squares that the other modules trust.
 */
import { RuleError, describeValue, oneOf } from '../errors.ts';
import { fieldOf, isInstance, isList, keysOf, listOf, objectOf, readRecord } from '../checks.ts';
import { directionBetween, gridOf, readGrid, squareOn, type Grid, type Square } from './grid.ts';
import {
  ARTILLERY_KINDS,
  CANNON_VARIANTS,
  DIRECTIONS,
  PIECE_KINDS,
  PLAYERS,
  type ArtilleryKind,
  type CannonVariant,
  type Direction,
  LANDING_READINGS,
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
  /**
   * Squares under a breastwork, impassable to every piece and board, one's own as well as the enemy's (§110, §134c,
   * §179); absent on a board that does not say (breastworks are their own value, `entrenchedBoard` adds them).
   */
  readonly entrenched?: ReadonlySet<Square>;
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
export type ObstacleReason = ImpassableTerrain | 'piece' | 'gun' | 'breastwork' | 'artillerists' | 'transporter';

/** A square that blocks, and why (§169–§179). /hellwig/s169/ */
export interface Obstacle {
  readonly square: Square;
  readonly reason: ObstacleReason;
}

const IMPASSABLE: readonly Terrain[] = ['mountain', 'marsh', 'water'];

/**
 * The positions the engine has checked: every board `createBoard` builds and every board the
 * engine derives from one (after a move, a wheeling, a firing). Membership makes `readBoard` O(1)
 * on the hot paths; a board object built elsewhere is checked in full once, then remembered.
 */
const CHECKED = new WeakSet<object>();
/** Board objects built elsewhere, each with the engine's checked copy of it. */
const COPIES = new WeakMap<object, Board>();

/** A board the engine built from checked parts, remembered as checked (§22). /hellwig/s22/ */
function checked(board: Board): Board {
  CHECKED.add(board);
  return board;
}

/**
 * The board with some of its parts replaced, still checked: the engine's way of deriving positions (§22). /hellwig/s22/
 */
export function boardWith(board: Board, changes: Partial<Board>): Board {
  return checked({ ...board, ...changes });
}

/**
 * Check that `value` is a position (§22–§29): a board made by `createBoard` or derived from one by
 * the engine, or an object of the same shape whose every part passes `createBoard`'s checks;
 * otherwise throw BAD_INPUT naming `name`. /hellwig/s22/
 */
export function readBoard(value: unknown, name = 'board'): Board {
  if (typeof value === 'object' && value !== null && CHECKED.has(value)) return value as Board;
  const known = typeof value === 'object' && value !== null ? COPIES.get(value) : undefined;
  if (known) return known;
  const b = objectOf(name, value, 'a board made by createBoard');
  const [terrain, bridges, pieces, devices, transporters] = [
    'terrain',
    'bridges',
    'pieces',
    'devices',
    'transporters',
  ].map((k) => fieldOf(name, b, k));
  const grid = readGrid(fieldOf(name, b, 'grid'), `${name}.grid`);
  if (
    !isInstance(name, terrain, Map) ||
    !isInstance(name, bridges, Set) ||
    !isInstance(name, pieces, Map) ||
    !isList(name, devices) ||
    !isList(name, transporters)
  ) {
    throw new RuleError(
      'BAD_INPUT',
      `${name} must be a board made by createBoard (terrain, pieces: Map; bridges: Set; devices, transporters: lists); received ${describeValue(value)}`,
    );
  }
  const byKind: Record<string, unknown[]> = {};
  for (const [sq, t] of terrain as ReadonlyMap<unknown, unknown>)
    (byKind[oneOf(`${name}.terrain`, t, ['mountain', 'marsh', 'water', 'building'] as const)] ??= []).push(sq);
  let copy: Board;
  try {
    copy = createBoard({
      plate: grid.name,
      terrain: byKind,
      bridges: [...(bridges as Set<unknown>)],
      pieces: [...(pieces as Map<unknown, unknown>).values()],
      devices,
      transporters,
    } as BoardSetup);
  } catch (e) {
    // Only the engine's own refusals are reworded, to say which argument held the bad part.
    if (e instanceof RuleError)
      throw new RuleError(e.code, `${name} is not a position createBoard accepts: ${e.message}`);
    throw e;
  }
  // Breastworks are not part of a set-up: a board that carries them keeps them, each square checked (§110).
  const entrenched = fieldOf(name, b, 'entrenched');
  if (entrenched !== undefined) {
    if (!isInstance(name, entrenched, Set))
      throw new RuleError(
        'BAD_INPUT',
        `${name}.entrenched must be a Set of squares; received ${describeValue(entrenched)}`,
      );
    const squares = [...(entrenched as Set<unknown>)].map((s) => squareOn(s, grid, `${name}.entrenched square`));
    copy = boardWith(copy, { entrenched: new Set(squares) });
  }
  // The engine works on its own checked copy (every part in the form createBoard gives it, pieces keyed by their
  // squares).
  COPIES.set(b, copy);
  return copy;
}

/**
 * Check a set-up and build the position (§22–§29, §43–§46, §83–§89); rejects bad input with RuleError. /hellwig/s22/
 */
export function createBoard(setup: BoardSetup = {}): Board {
  // A field the set-up does not know (a misspelt 'peices') would silently leave the plate empty.
  const given = readRecord('setup', setup, ['plate', 'terrain', 'bridges', 'pieces', 'devices', 'transporters']);
  const field = (key: string): unknown => given[key];
  const grid = gridOf(field('plate') ?? 'II', 'setup.plate');
  const terrain = new Map<Square, Exclude<Terrain, 'open'>>();
  const terrainGiven = field('terrain') ?? {};
  for (const kind of keysOf('setup.terrain', objectOf('setup.terrain', terrainGiven))) {
    const t = oneOf('terrain kind', kind, ['mountain', 'marsh', 'water', 'building'] as const);
    for (const n of list(`setup.terrain.${t}`, fieldOf('setup.terrain', terrainGiven, kind))) {
      const sq = squareOn(n, grid, `terrain.${t} square`);
      const before = terrain.get(sq);
      if (before !== undefined && before !== t) {
        throw new RuleError('BAD_INPUT', `square ${sq} cannot be both ${before} and ${t}`);
      }
      terrain.set(sq, t);
    }
  }
  const bridges = new Set<Square>();
  for (const n of list('setup.bridges', field('bridges') ?? [])) {
    const sq = squareOn(n, grid, 'bridge square');
    if (terrain.get(sq) !== 'water') {
      throw new RuleError(
        'BAD_INPUT',
        `a bridge is laid on water (§146a); square ${sq} is ${terrain.get(sq) ?? 'open'}`,
      );
    }
    bridges.add(sq);
  }
  let board: Board = { grid, terrain, bridges, pieces: new Map(), devices: [], transporters: [] };
  for (const t of list('setup.transporters', field('transporters') ?? []))
    board = addTransporter(board, parseTransporter(grid, t));
  for (const d of list('setup.devices', field('devices') ?? [])) board = addDevice(board, parseDevice(grid, d));
  // One map for all the pieces: copying it for each piece made a set-up of n pieces cost n² (200 pieces on plate III).
  const pieces = new Map<Square, Piece>();
  board = boardWith(board, { pieces });
  for (const p of list('setup.pieces', field('pieces') ?? [])) addPiece(board, pieces, parsePiece(grid, p));
  return checked(board);
}

const list = (name: string, value: unknown): readonly unknown[] => listOf(name, value);

/** An object received as input, its fields read safely (a throwing getter is a RuleError). */
function record(name: string, value: unknown): Readonly<Record<string, unknown>> {
  const o = objectOf(name, value);
  const out: Record<string, unknown> = {};
  for (const key of keysOf(name, o)) out[key] = fieldOf(name, o, key);
  return out;
}

/** Check a piece given as plain data (§31, §37). /hellwig/s31/ */
function parsePiece(grid: Grid, value: unknown): Piece {
  const p = record('piece', value);
  const square = squareOn(p['square'], grid, 'piece square');
  const kind = oneOf('piece kind', p['kind'], PIECE_KINDS);
  const player = oneOf('player', p['player'], PLAYERS);
  if (kind === 'pawn') {
    const facing = oneOf(`facing of the pawn on ${square}`, p['facing'], DIRECTIONS);
    return { square, kind, player, facing };
  }
  if (p['facing'] !== undefined) {
    throw new RuleError(
      'BAD_INPUT',
      `only pawns have a front (§37); the ${kind} on ${square} received facing ${describeValue(p['facing'])}`,
    );
  }
  return { square, kind, player };
}

/**
 * Check a device given as plain data (§43, §65, §66): two orthogonally adjacent squares and a known variety.
 * /hellwig/s43/
 */
export function parseDevice(grid: Grid, value: unknown, name = 'device', adjacent = true): ArtilleryDevice {
  const d = record(name, value);
  const artillerists = squareOn(d['artillerists'], grid, `${name} artillerists`);
  const gun = squareOn(d['gun'], grid, `${name} gun`);
  if (adjacent && directionBetween(artillerists, gun, grid) === undefined) {
    throw new RuleError(
      'NOT_ADJACENT',
      `a device's artillerists' square and gun must be side by side (§43); received artillerists ${artillerists} and gun ${gun}${name === 'device' ? '' : ` (${name})`}`,
    );
  }
  const kind = oneOf(`${name} kind`, d['kind'] ?? 'cannon', ARTILLERY_KINDS);
  const variant = oneOf(
    `${name} variant`,
    d['variant'] ?? (kind === 'howitzer' ? 'axial' : undefined),
    CANNON_VARIANTS,
  );
  if (kind === 'howitzer' && variant !== 'axial') {
    throw new RuleError(
      'BAD_INPUT',
      `a howitzer has no variety and fires straight on (§66; A2); received variant ${JSON.stringify(variant)}`,
    );
  }
  const owner = d['owner'] === undefined ? undefined : oneOf(`${name} owner`, d['owner'], PLAYERS);
  return owner === undefined ? { artillerists, gun, variant, kind } : { artillerists, gun, variant, kind, owner };
}

/** Check a transporter given as plain data (§85): two adjacent squares. /hellwig/s85/ */
export function parseTransporter(grid: Grid, value: unknown, name = 'transporter'): Transporter {
  const t = record(name, value);
  const squares = list(`${name} squares`, t['squares']);
  if (squares.length !== 2) {
    throw new RuleError('BAD_INPUT', `a transporter covers two squares (§85); received ${describeValue(squares)}`);
  }
  const a = squareOn(squares[0], grid, `${name} square`);
  const b = squareOn(squares[1], grid, `${name} square`);
  if (directionBetween(a, b, grid) === undefined) {
    throw new RuleError('NOT_ADJACENT', `a transporter joins two adjacent squares (§85); received ${a} and ${b}`);
  }
  return { squares: [a, b] };
}

// The lookups below are called for every square of every redraw: each is exported checked (the
// board and the square, once, at the call) and used unchecked inside the engine (`…On`).

/** The terrain of a square (§23–§29). /hellwig/s23/ */
export function terrainAt(board: Board, square: Square): Terrain {
  const b = readBoard(board);
  return terrainOn(b, squareOn(square, b.grid));
}

/**
 * Whether troops can stand on a square: main colours, buildings, or water under a laid bridge (§170, §146a).
 * /hellwig/s170/
 */
export function isPracticable(board: Board, square: Square): boolean {
  const b = readBoard(board);
  return practicableOn(b, squareOn(square, b.grid));
}

/** The device whose gun stands on a square, if any (a gun square holds nothing else, §46). /hellwig/s46/ */
export function gunAt(board: Board, square: Square): ArtilleryDevice | undefined {
  const b = readBoard(board);
  return gunOn(b, squareOn(square, b.grid));
}

/** The devices whose artillerists' board lies on a square (several when combined, §67). /hellwig/s67/ */
export function artilleristsBoardsAt(board: Board, square: Square): readonly ArtilleryDevice[] {
  const b = readBoard(board);
  return artilleristsOn(b, squareOn(square, b.grid));
}

/** The transporter covering a square, if any (§85). /hellwig/s85/ */
export function transporterAt(board: Board, square: Square): Transporter | undefined {
  const b = readBoard(board);
  return transporterOn(b, squareOn(square, b.grid));
}

/**
 * Why a square cannot be passed over by a piece, device, transporter or wheeling, if it cannot (§170, §177, §178).
 * /hellwig/s177/
 */
export function passageObstacle(board: Board, square: Square): ObstacleReason | undefined {
  const b = readBoard(board);
  return passageOn(b, squareOn(square, b.grid));
}

/**
 * Why a board (device or transporter half) cannot come to rest on a square, if it cannot (§88, §178; A5). /hellwig/s88/
 */
export function landingObstacle(board: Board, square: Square, landing: LandingReading): ObstacleReason | undefined {
  const b = readBoard(board);
  return landingOn(b, squareOn(square, b.grid), oneOf('landing', landing, LANDING_READINGS));
}

/** `terrainAt` on a checked board and square (§23–§29). /hellwig/s23/ */
export function terrainOn(board: Board, square: Square): Terrain {
  return board.terrain.get(square) ?? 'open';
}

/** `isPracticable` on a checked board and square (§170, §146a). /hellwig/s170/ */
export function practicableOn(board: Board, square: Square): boolean {
  const t = terrainOn(board, square);
  return !IMPASSABLE.includes(t) || (t === 'water' && board.bridges.has(square));
}

/** `gunAt` on a checked board and square (§46). /hellwig/s46/ */
export function gunOn(board: Board, square: Square): ArtilleryDevice | undefined {
  // A loop, not `find`: asked of every square a piece passes, and a closure a call is garbage to collect.
  for (const d of board.devices) if (d.gun === square) return d;
  return undefined;
}

/** `artilleristsBoardsAt` on a checked board and square (§67). /hellwig/s67/ */
export function artilleristsOn(board: Board, square: Square): readonly ArtilleryDevice[] {
  return board.devices.filter((d) => d.artillerists === square);
}

/** `transporterAt` on a checked board and square (§85). /hellwig/s85/ */
export function transporterOn(board: Board, square: Square): Transporter | undefined {
  return board.transporters.find((t) => t.squares.includes(square));
}

/** `passageObstacle` on a checked board and square (§170, §177, §178). /hellwig/s177/ */
export function passageOn(board: Board, square: Square): ObstacleReason | undefined {
  if (!practicableOn(board, square)) return terrainOn(board, square) as ImpassableTerrain;
  if (gunOn(board, square)) return 'gun';
  if (board.pieces.has(square)) return 'piece';
  if (board.entrenched?.has(square)) return 'breastwork';
  return undefined;
}

/** `landingObstacle` on a checked board, square and reading (§88, §178; A5). /hellwig/s88/ */
export function landingOn(board: Board, square: Square, landing: LandingReading): ObstacleReason | undefined {
  const passage = passageOn(board, square);
  if (passage !== undefined || landing === 'onto-boards') return passage;
  if (artilleristsOn(board, square).length > 0) return 'artillerists';
  if (transporterOn(board, square)) return 'transporter';
  return undefined;
}

/** Add a piece to the pieces of a board being built, checking its square (§23–§29, §46). /hellwig/s23/ */
function addPiece(board: Board, pieces: Map<Square, Piece>, piece: Piece): void {
  if (!practicableOn(board, piece.square)) {
    throw new RuleError(
      'BLOCKED',
      `no piece can stand on the ${terrainOn(board, piece.square)} square ${piece.square} (§24, §25, §28)`,
    );
  }
  if (gunOn(board, piece.square)) {
    throw new RuleError(
      'OVERLAP',
      `square ${piece.square} holds a gun, which makes it impassable (§46); the ${piece.kind} cannot stand there`,
    );
  }
  const there = pieces.get(piece.square);
  if (there)
    throw new RuleError('OVERLAP', `square ${piece.square} already holds a ${there.kind}; received a ${piece.kind}`);
  pieces.set(piece.square, piece);
}

/**
 * Add a device, checking both squares (§46; combined artillery may share an artillerists' square or stand on one, §67).
 * /hellwig/s46/
 */
function addDevice(board: Board, device: ArtilleryDevice): Board {
  for (const sq of [device.artillerists, device.gun]) {
    if (!practicableOn(board, sq)) {
      throw new RuleError('BLOCKED', `a device cannot stand on the ${terrainOn(board, sq)} square ${sq} (§88, §170)`);
    }
  }
  const other = gunOn(board, device.gun);
  if (other) {
    throw new RuleError(
      'OVERLAP',
      `square ${device.gun} already holds the gun of the device ${other.artillerists}→${other.gun}`,
    );
  }
  if (board.pieces.has(device.gun)) {
    throw new RuleError('OVERLAP', `the gun square ${device.gun} holds a piece; a gun square holds nothing else (§46)`);
  }
  return boardWith(board, { devices: [...board.devices, device] });
}

/** Add a transporter, checking its squares (§85, §88). /hellwig/s85/ */
function addTransporter(board: Board, transporter: Transporter): Board {
  for (const sq of transporter.squares) {
    if (!practicableOn(board, sq)) {
      throw new RuleError('BLOCKED', `a transporter cannot stand on the ${terrainOn(board, sq)} square ${sq} (§88)`);
    }
    const there = transporterOn(board, sq);
    if (there)
      throw new RuleError('OVERLAP', `square ${sq} is already covered by the transporter ${there.squares.join('/')}`);
  }
  return boardWith(board, { transporters: [...board.transporters, transporter] });
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
  const there = gunOn(board, device.gun);
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
