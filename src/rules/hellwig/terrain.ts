/**
 * Fire (§74–§80): a howitzer sets a building in its field on fire; the fire spreads to the buildings
 * beside a burning one, at most two a turn of the player who lit it; the burned sites are impassable
 * for six moves "just as if the site had been illuminated green" (§74, l.848), then plain ground.
 * The defender may halt the spread by demolishing a building next to the fire (§77–§80). A `Fire` is
 * a value of its own, made against a board, so the board keeps its shape; `burningBoard` gives the
 * position with the fire's squares impassable.
 */
import { RuleError, describeValue, oneOf, wholeNumber } from '../errors.ts';
import { fieldOf, listOf, objectOf } from '../checks.ts';
import { computeField } from './artillery.ts';
import { boardWith, readBoard, withDevice, terrainOn, type ArtilleryDevice, type Board } from './board.ts';
import { controllerOf, isEffective } from './combined.ts';
import { contestOn, coveredBy, otherPlayer } from './defence.ts';
import { atOn, coordsOn, squareOn, type Grid, type Square, plateCalled } from './grid.ts';
import type { PieceOptions } from './pieces.ts';
import { PLAYERS, type PlateName, type Player, type Terrain } from './types.ts';

/** "Impassable for 6 moves": how long a burned site stays closed (§74, l.848). /hellwig/s74/ */
export const BURNED_MOVES = 6;

/** "No more than two buildings may catch fire at each turn" (§74, l.847). /hellwig/s74/ */
export const SPREAD_PER_TURN = 2;

/** A fire on a plate: who lit it, the squares under a red sign with the moves each stays impassable, and the breaks. */
export interface Fire {
  readonly plate: PlateName;
  /** The player whose howitzer lit it, who spreads it (§74, §76). */
  readonly igniter: Player;
  /** Each square under a red sign, with the moves it is still impassable (§74: 6 from its ignition). */
  readonly burning: ReadonlyMap<Square, number>;
  /** Sites burned out: their six moves over, now plain ground in the main colours (§74, l.848). */
  readonly burnedOut: ReadonlySet<Square>;
  /** Building squares the defender has demolished against the spread (§77, l.857). */
  readonly breaks: ReadonlySet<Square>;
}

/** A fire as plain data (§74). /hellwig/s74/ */
export interface FireSetup {
  readonly igniter: Player;
  readonly burning?: readonly { readonly square: number; readonly movesLeft?: number }[];
  readonly burnedOut?: readonly number[];
  readonly breaks?: readonly number[];
}

const made = new WeakSet<object>();

function seal(fire: Fire): Fire {
  made.add(fire);
  return Object.freeze(fire);
}

function checkFire(board: Board, value: unknown): Fire {
  if (typeof value !== 'object' || value === null || !made.has(value))
    throw new RuleError('BAD_INPUT', `fire must be made by createFire or ignite; received ${describeValue(value)}`);
  const f = value as Fire;
  if (f.plate !== board.grid.name)
    throw new RuleError(
      'BAD_INPUT',
      `the fire is on ${plateCalled(f.plate)}; the board is on ${plateCalled(board.grid.name)}`,
    );
  return f;
}

/** The four squares beside a square, side by side: the §75 example spreads only so (182 to 181 and 183; A22). */
function beside(grid: Grid, square: Square): Square[] {
  const { row, col } = coordsOn(square, grid);
  return [atOn(row - 1, col, grid), atOn(row, col + 1, grid), atOn(row + 1, col, grid), atOn(row, col - 1, grid)]
    .filter((s): s is Square => s !== undefined)
    .sort((a, b) => a - b);
}

function squaresOf(board: Board, name: string, value: unknown): Square[] {
  return listOf(name, value).map((v, i) => squareOn(v, board.grid, `${name}[${i}]`));
}

/**
 * Check a fire against a board (§74, §77): every burning or demolished square a building (or a site
 * burned out), each with 1 to 6 moves left. /hellwig/s74/
 */
export function createFire(board: Board, setup: FireSetup): Fire {
  const b = readBoard(board);
  const s = objectOf('setup', setup, 'a fire');
  const igniter = oneOf('setup.igniter', fieldOf('setup', s, 'igniter'), PLAYERS);
  const burning = new Map<Square, number>();
  for (const [i, value] of listOf('setup.burning', fieldOf('setup', s, 'burning') ?? []).entries()) {
    const name = `setup.burning[${i}]`;
    const v = objectOf(name, value, 'a burning square');
    const square = squareOn(fieldOf(name, v, 'square'), b.grid, `${name}.square`);
    const left = wholeNumber(`${name}.movesLeft`, fieldOf(name, v, 'movesLeft') ?? BURNED_MOVES, 1, BURNED_MOVES);
    if (terrainOn(b, square) !== 'building')
      throw new RuleError('BAD_INPUT', `only buildings burn (§74); square ${square} is ${terrainOn(b, square)}`);
    burning.set(square, left);
  }
  const burnedOut = new Set(squaresOf(b, 'setup.burnedOut', fieldOf('setup', s, 'burnedOut') ?? []));
  const breaks = new Set(squaresOf(b, 'setup.breaks', fieldOf('setup', s, 'breaks') ?? []));
  for (const sq of breaks)
    if (terrainOn(b, sq) !== 'building' || burning.has(sq))
      throw new RuleError('BAD_INPUT', `a fire-break demolishes a building not on fire (§77); received ${sq}`);
  return seal({ plate: b.grid.name, igniter, burning, burnedOut, breaks });
}

/**
 * The howitzer, on the board or placed there as the examples place it, worked, with its controller and the board that
 * holds it: only a howitzer sets fire (§74, §166).
 */
function igniting(board: Board, device: unknown): [Board, ArtilleryDevice, Player] {
  const [b, d] = withDevice(board, device);
  const firer = controllerOf(b, d);
  if (d.kind !== 'howitzer')
    throw new RuleError('BAD_INPUT', `only a howitzer sets a building on fire (§74); the device ${d.gun} is a cannon`);
  if (!isEffective(b, d) || firer === undefined)
    throw new RuleError(
      'OUT_OF_ACTION',
      `the device ${d.artillerists}→${d.gun} has no artillerists and cannot fire (§46, §71)`,
    );
  return [b, d, firer];
}

/**
 * The buildings a howitzer may set on fire: those in its field not already burning, whoever stands on them (§74,
 * l.846). /hellwig/s74/
 */
export function ignitable(board: Board, device: unknown, fire?: Fire): readonly Square[] {
  const [b, d] = igniting(readBoard(board), device);
  const f = fire === undefined ? undefined : checkFire(b, fire);
  return computeField(b, d).inEffect.filter(
    (s) => terrainOn(b, s) === 'building' && !f?.burning.has(s) && !f?.burnedOut.has(s),
  );
}

/** Set a building in a howitzer's field on fire: a red sign on it, one move (§74, l.846; §75). /hellwig/s75/ */
export function ignite(board: Board, device: unknown, square: number, fire?: Fire): Fire {
  const b = readBoard(board);
  const [, d, firer] = igniting(b, device);
  const f = fire === undefined ? undefined : checkFire(b, fire);
  const sq = squareOn(square, b.grid, 'square');
  const can = ignitable(b, device, f);
  if (!can.includes(sq))
    throw new RuleError(
      'BLOCKED',
      `the howitzer ${d.artillerists}→${d.gun} may set fire to ${describeValue(can)} (§74); received ${sq}`,
    );
  if (f !== undefined && f.igniter !== firer)
    throw new RuleError('BAD_INPUT', `the fire was lit by player ${f.igniter}; the howitzer is player ${firer}'s`);
  const burning = new Map(f?.burning ?? []);
  burning.set(sq, BURNED_MOVES);
  return seal({
    plate: b.grid.name,
    igniter: firer,
    burning,
    burnedOut: f?.burnedOut ?? new Set(),
    breaks: f?.breaks ?? new Set(),
  });
}

/**
 * The buildings the fire may spread to on its igniter's next turn: beside a burning square, not
 * burning, not demolished, not burned out already (§74, l.847, l.848; §77; A22). /hellwig/s74/
 */
export function spreadSquares(board: Board, fire: Fire): readonly Square[] {
  const b = readBoard(board);
  return spreadOn(b, checkFire(b, fire));
}

function spreadOn(board: Board, fire: Fire): Square[] {
  const out = new Set<Square>();
  for (const s of fire.burning.keys())
    for (const n of beside(board.grid, s))
      // A site burned out is plain ground again (§74, l.848): nothing there to catch fire.
      if (terrainOn(board, n) === 'building' && !fire.burning.has(n) && !fire.breaks.has(n) && !fire.burnedOut.has(n))
        out.add(n);
  return [...out].sort((a, b) => a - b);
}

/**
 * The fire spreads to the chosen buildings, at most two, on its igniter's turn; this costs him no
 * move (§74, l.847; §75: 181 and 183, then 180 and 205; how far is his choice, §76). /hellwig/s75/
 */
export function spread(board: Board, fire: Fire, squares: readonly number[]): Fire {
  const b = readBoard(board);
  const f = checkFire(b, fire);
  const chosen = squaresOf(b, 'squares', squares);
  if (new Set(chosen).size !== chosen.length)
    throw new RuleError('BAD_INPUT', `squares names a square twice; received ${describeValue(squares)}`);
  if (chosen.length > SPREAD_PER_TURN)
    throw new RuleError(
      'OUT_OF_RANGE',
      `no more than ${SPREAD_PER_TURN} buildings catch fire at each turn (§74); received ${chosen.length}`,
    );
  const can = spreadOn(b, f);
  for (const s of chosen)
    if (!can.includes(s))
      throw new RuleError('BLOCKED', `the fire may spread to ${describeValue(can)} (§74, §77); received ${s}`);
  const burning = new Map(f.burning);
  for (const s of chosen) burning.set(s, BURNED_MOVES);
  return seal({ ...f, burning });
}

/**
 * The fire after some moves: each burning site counts down its six, and one whose count is out is
 * plain ground again (§74, l.848: the red signs exchanged "with black or white ones"). /hellwig/s74/
 */
export function fireAfter(board: Board, fire: Fire, moves: number): Fire {
  const b = readBoard(board);
  const f = checkFire(b, fire);
  const n = wholeNumber('moves', moves, 0, 10_000);
  const burning = new Map<Square, number>();
  const burnedOut = new Set(f.burnedOut);
  for (const [s, left] of f.burning) {
    if (left > n) burning.set(s, left - n);
    else burnedOut.add(s);
  }
  return seal({ ...f, burning, burnedOut });
}

/**
 * The position under the fire (§74): a burning site impassable "as if … illuminated green" (green
 * stops movement, not fire, §25, §180), a burned-out one plain ground; the pieces on a burning site
 * stay until `fireLosses` takes them. /hellwig/s74/
 */
export function burningBoard(board: Board, fire: Fire): Board {
  const b = readBoard(board);
  const f = checkFire(b, fire);
  const terrain = new Map<Square, Exclude<Terrain, 'open'>>(b.terrain);
  for (const s of f.burning.keys()) terrain.set(s, 'marsh');
  for (const s of f.burnedOut) if (terrain.get(s) === 'building') terrain.delete(s);
  return boardWith(b, { terrain });
}

/** What the fire takes: the pieces and devices still on a burning site once the enemy has made another move. */
export interface FireLosses {
  readonly pieces: readonly Square[];
  readonly devices: readonly ArtilleryDevice[];
}

/**
 * What is lost in a burning building the enemy did not withdraw from with his very next move, the
 * board being the one after that move (§74, l.847: "what is inside this burning building is lost"). /hellwig/s74/
 */
export function fireLosses(board: Board, fire: Fire): FireLosses {
  const b = readBoard(board);
  const f = checkFire(b, fire);
  const on = (s: Square) => f.burning.has(s);
  return {
    pieces: [...b.pieces.keys()].filter(on).sort((x, y) => x - y),
    devices: b.devices.filter((d) => on(d.gun) || on(d.artillerists)),
  };
}

/** Why the defender may not demolish a building against the fire (§77–§79). /hellwig/s77/ */
export type FireBreakRefusal = 'not-next-to-fire' | 'no-piece-reaches' | 'equal-force' | 'in-igniter-field';

/** Whether the defender may demolish a building against the fire, and which of his pieces could (§77–§79). */
export interface FireBreakCheck {
  readonly allowed: boolean;
  /** The defender's pieces no more than three squares away that could reach it (§77). */
  readonly by: readonly Square[];
  readonly defence: number;
  readonly attack: number;
  readonly refusal?: FireBreakRefusal;
}

/**
 * Whether the defender may mark a building beside the fire with a main-colour sign (§77: a piece of
 * his within three squares that can reach it; §78: not if the igniter's pieces as near are as
 * strong, by inner strength; §79: not in the igniter's artillery field). /hellwig/s77/
 */
export function fireBreakCheck(board: Board, fire: Fire, square: number, options: PieceOptions = {}): FireBreakCheck {
  const b = readBoard(board);
  const f = checkFire(b, fire);
  const sq = squareOn(square, b.grid, 'square');
  const o = objectOf('options', options, 'the pieces’ readings') as PieceOptions;
  const defender = otherPlayer(f.igniter);
  const c = contestOn(b, sq, defender, o);
  const base = { by: c.defenders, defence: c.defence, attack: c.attack };
  const refusal: FireBreakRefusal | undefined = !spreadOn(b, f).includes(sq)
    ? 'not-next-to-fire'
    : c.defenders.length === 0
      ? 'no-piece-reaches'
      : c.attack >= c.defence
        ? 'equal-force'
        : coveredBy(b, sq, f.igniter)
          ? 'in-igniter-field'
          : undefined;
  return refusal === undefined ? { ...base, allowed: true } : { ...base, allowed: false, refusal };
}

/** The defender demolishes a building beside the fire: the spread halts on that side; one move (§77, §80). */
export function breakFire(board: Board, fire: Fire, square: number, options: PieceOptions = {}): Fire {
  const b = readBoard(board);
  const f = checkFire(b, fire);
  const check = fireBreakCheck(b, f, square, options);
  if (!check.allowed)
    throw new RuleError('BLOCKED', `the building on ${square} may not be demolished (§77–§79): ${check.refusal}`);
  return seal({ ...f, breaks: new Set([...f.breaks, square as Square]) });
}
