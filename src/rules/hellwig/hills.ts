/**
 * Hills of the second school (§235–§239): four squares forming one larger square, marked by a flag
 * at their common corner; the first kind higher than the second, both above the plain (§236). What
 * they do to artillery (§238): plain artillery does not act beyond a hill, nor a gun on a hill beyond
 * another of its height; a gun on a hill acts beyond one it dominates; and who drives whom off. `Hills`
 * is a value of its own, made against a board, in the shape a `BoardSetup` may one day carry.
 */
import { RuleError, describeValue, oneOf, wholeNumber } from '../errors.ts';
import { fieldOf, listOf, objectOf, readOptions } from '../checks.ts';
import { artilleryStrength, computeField } from './artillery.ts';
import { deviceOnBoard, readBoard, withDevice, type Board } from './board.ts';
import { coordsOn, squareOn, type Square, plateCalled } from './grid.ts';
import type { PlateName } from './types.ts';

/**
 * The two kinds of hill (§236, l.1583): the `first`, somewhat higher than the plain, marked with one
 * circle; the `second`, somewhat lower than the first, with two. /hellwig/s236/
 */
export const HILL_KINDS = ['first', 'second'] as const;
export type HillKind = (typeof HILL_KINDS)[number];

/** A height: 0 the plain, 1 a hill of the second kind, 2 of the first (§236). */
const HEIGHT: { readonly [K in HillKind]: number } = { first: 2, second: 1 };

/** "No hill occupies more than 4 squares", which "form one larger square" (§235, l.1577). /hellwig/s235/ */
export const HILL_SQUARES = 4;

/** A hill: its four squares, ascending, and its kind (§235, §236). /hellwig/s235/ */
export interface Hill {
  readonly squares: readonly Square[];
  readonly kind: HillKind;
}

/** A hill as plain data, as a `BoardSetup` could list it (§235, §236). /hellwig/s236/ */
export interface HillSetup {
  readonly squares: readonly number[];
  readonly kind: HillKind;
}

/** The hills on a plate (§235). /hellwig/s235/ */
export interface Hills {
  readonly plate: PlateName;
  readonly hills: readonly Hill[];
}

/**
 * How much stronger plain artillery must be to drive artillery off a hill (§238 (2); A27). The rule
 * says "if it is twice as strong, it does drive it off", its example "Single artillery is therefore
 * not driven from a hill by double artillery, but it is by triple" (l.1590). `more-than-twice` (the
 * edition's reading, the example's): more than twice as strong; `twice`: twice as strong or more. /hellwig/s238/
 */
export const HILL_DRIVE_READINGS = ['more-than-twice', 'twice'] as const;
export type HillDriveReading = (typeof HILL_DRIVE_READINGS)[number];

const made = new WeakSet<object>();

function seal(value: Hills): Hills {
  made.add(value);
  return Object.freeze(value);
}

function checkHills(board: Board, value: unknown): Hills {
  if (typeof value !== 'object' || value === null || !made.has(value))
    throw new RuleError('BAD_INPUT', `hills must be made by createHills; received ${describeValue(value)}`);
  const h = value as Hills;
  if (h.plate !== board.grid.name)
    throw new RuleError(
      'BAD_INPUT',
      `the hills are on ${plateCalled(h.plate)}; the board is on ${plateCalled(board.grid.name)}`,
    );
  return h;
}

/**
 * Check hills against a board (§235, §236): four distinct squares forming a 2 × 2 block, of a known
 * kind, no square on two hills. /hellwig/s235/
 */
export function createHills(board: Board, setup: readonly HillSetup[] = []): Hills {
  const b = readBoard(board);
  const hills: Hill[] = [];
  const taken = new Set<Square>();
  for (const [i, value] of listOf('setup', setup).entries()) {
    const name = `setup[${i}]`;
    const v = objectOf(name, value, 'a hill');
    const kind = oneOf(`${name}.kind`, fieldOf(name, v, 'kind'), HILL_KINDS);
    const squares = listOf(`${name}.squares`, fieldOf(name, v, 'squares'))
      .map((s, j) => squareOn(s, b.grid, `${name}.squares[${j}]`))
      .sort((x, y) => x - y);
    const cells = squares.map((s) => coordsOn(s, b.grid));
    const rows = new Set(cells.map((c) => c.row));
    const cols = new Set(cells.map((c) => c.col));
    const block =
      squares.length === HILL_SQUARES &&
      new Set(squares).size === HILL_SQUARES &&
      rows.size === 2 &&
      cols.size === 2 &&
      Math.max(...rows) - Math.min(...rows) === 1 &&
      Math.max(...cols) - Math.min(...cols) === 1;
    if (!block)
      throw new RuleError(
        'BAD_INPUT',
        `a hill is 4 squares forming one larger square (§235); ${name} received ${describeValue(squares)}`,
      );
    for (const s of squares) {
      if (taken.has(s)) throw new RuleError('OVERLAP', `square ${s} lies on two hills`);
      taken.add(s);
    }
    hills.push({ squares, kind });
  }
  return seal({ plate: b.grid.name, hills });
}

function hillOn(hills: Hills, square: Square): Hill | undefined {
  return hills.hills.find((h) => h.squares.includes(square));
}

const heightOf = (hill: Hill | undefined): number => (hill === undefined ? 0 : HEIGHT[hill.kind]);

/** The height of a square: 0 the plain, 1 a hill of the second kind, 2 one of the first (§236). /hellwig/s236/ */
export function heightAt(board: Board, hills: Hills, square: number): number {
  const b = readBoard(board);
  return heightOf(hillOn(checkHills(b, hills), squareOn(square, b.grid)));
}

/** A gun's field among hills (§238 (1), (4), (5)): what it reaches, and what a hill screens. /hellwig/s238/ */
export interface HillField {
  /** The gun's height: that of the square it stands on (§238). */
  readonly height: number;
  /** The squares the fire reaches, nearest first; the screening hill's square among them (A17). */
  readonly inEffect: readonly Square[];
  /** Squares beyond a hill that stops the fire, each with the hill square that stops it. */
  readonly screened: readonly { readonly square: Square; readonly by: Square }[];
}

/**
 * A device's field of effect among hills (§238 (1), (4), (5), l.1589–1593): a hill stops the fire
 * beyond it unless the gun stands on a higher hill that dominates it; the hill square itself may be
 * struck (A17). The gun's own hill does not screen it. /hellwig/s238/
 */
export function hillField(board: Board, hills: Hills, device: unknown): HillField {
  const b0 = readBoard(board);
  const h = checkHills(b0, hills);
  const [b, d] = withDevice(b0, device);
  const own = hillOn(h, d.gun);
  const height = heightOf(own);
  const inEffect: Square[] = [];
  const screened: { square: Square; by: Square }[] = [];
  // The hill that stops the fire, and its first square in the line: the hill itself is struck, what lies past it not.
  let screen: { readonly hill: Hill; readonly by: Square } | undefined;
  for (const s of computeField(b, d).inEffect) {
    if (screen !== undefined && (screened.length > 0 || !screen.hill.squares.includes(s))) {
      screened.push({ square: s, by: screen.by });
      continue;
    }
    inEffect.push(s);
    const hill = hillOn(h, s);
    if (screen === undefined && hill !== undefined && hill !== own && heightOf(hill) >= height)
      screen = { hill, by: s };
  }
  return { height, inEffect, screened };
}

/**
 * One side of a contest of artillery among hills: its strength (single 1, double 2…) and its height. A breastwork
 * does not enter: a gun on a hill drives the other out of a trench as out of the open (§238 (6)).
 */
export interface HillGun {
  readonly strength: number;
  readonly height: number;
}

function readGun(name: string, value: unknown): HillGun {
  const v = objectOf(name, value, 'a strength and a height');
  return {
    strength: wholeNumber(`${name}.strength`, fieldOf(name, v, 'strength'), 1, 100),
    height: wholeNumber(`${name}.height`, fieldOf(name, v, 'height'), 0, HEIGHT.first),
  };
}

/**
 * Whether the attacking artillery drives the defending artillery off (§238 (2), (3), (6), (7)): on
 * equal heights the stronger drives the weaker; from higher ground, at least equal strength suffices,
 * out of a trench too; from lower ground, more than twice the strength (the edition reads (2) of any
 * lower ground, a hill of the second kind below one of the first as the plain below a hill). /hellwig/s238/
 */
export function drivesOff(
  attacker: HillGun,
  defender: HillGun,
  options: { readonly drive?: HillDriveReading } = {},
): boolean {
  const a = readGun('attacker', attacker);
  const d = readGun('defender', defender);
  const { drive } = readOptions('options', options, { drive: HILL_DRIVE_READINGS }, { drive: HILL_DRIVE_READINGS[0] });
  if (a.height > d.height) return a.strength >= d.strength;
  if (a.height < d.height) return drive === 'twice' ? a.strength >= 2 * d.strength : a.strength > 2 * d.strength;
  return a.strength > d.strength;
}

/**
 * Whether one device drives another off among hills (§238), their strengths counted as §54–§58 count
 * them and their heights from the squares their guns stand on. /hellwig/s238/
 */
export function hillDrive(
  board: Board,
  hills: Hills,
  attacker: unknown,
  defender: unknown,
  options: { readonly drive?: HillDriveReading } = {},
): boolean {
  const b = readBoard(board);
  const h = checkHills(b, hills);
  const a = deviceOnBoard(b, attacker, 'attacker');
  const d = deviceOnBoard(b, defender, 'defender');
  return drivesOff(
    { strength: artilleryStrength(b, a), height: heightOf(hillOn(h, a.gun)) },
    { strength: artilleryStrength(b, d), height: heightOf(hillOn(h, d.gun)) },
    options,
  );
}
