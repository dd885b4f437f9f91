/**
 * Checking a position (§22–§29, §43–§46, §83–§89): `createBoard` checks a plain set-up once and returns a `Board` of
 * branded squares that the other modules trust, refusing overlaps and off-board squares; `readBoard` accepts such a
 * board, or checks in full (once) an object of the same shape. The parts are parsed in `boardParts.ts`.
 */
import { RuleError, describeValue, oneOf } from '../errors.ts';
import { fieldOf, isInstance, isList, keysOf, objectOf, readRecord } from '../checks.ts';
import { gridOf, readGrid, squareOn, type Square } from './grid.ts';
import type { Terrain } from './types.ts';
import {
  CHECKED,
  boardWith,
  checked,
  gunOn,
  practicableOn,
  terrainOn,
  transporterOn,
  type ArtilleryDevice,
  type Board,
  type BoardSetup,
  type Piece,
  type Transporter,
} from './board.ts';
import { list, parseDevice, parsePiece, parseTransporter } from './boardParts.ts';

/** Board objects built elsewhere, each with the engine's checked copy of it. */
const COPIES = new WeakMap<object, Board>();

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
      `${name} must be a board made by createBoard (terrain, pieces: Map; bridges: Set; ` +
        `devices, transporters: lists); received ${describeValue(value)}`,
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
export function addDevice(board: Board, device: ArtilleryDevice): Board {
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
