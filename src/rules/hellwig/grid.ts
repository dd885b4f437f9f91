/**
 * The numbered grids (§22, §197): the book names every square by its number on a plate. This
 * module is the one place where numbers and (row, column) coordinates meet; every other module
 * moves through `squareAt`, `coordsOf` and `step`.
 *
 * Coordinates are 0-based: row 0 runs along side AB (the top edge), column 0 along side AC
 * (the left edge), as the plates are printed.
 */
import { RuleError, describeValue, oneOf, wholeNumber } from '../errors.ts';
import { fieldOf, finiteNumber, listOf } from '../checks.ts';
import { DIRECTIONS, WHEEL_SENSES, type Direction, type PlateName, type WheelSense } from './types.ts';

/** How a plate's squares are numbered from corner A (§22, §197). /hellwig/s197/ */
export type Numbering = 'row-major' | 'serpentine';

/** A numbered grid: its size and how its squares are counted from corner A (§22, §197). /hellwig/s22/ */
export interface Grid {
  readonly name: PlateName;
  readonly columns: number;
  readonly rows: number;
  readonly numbering: Numbering;
  /** The highest square number, columns × rows. */
  readonly size: number;
}

/**
 * Plate II (§31a, §45…§178), the example plate: 22 columns numbered row by row from corner A,
 * 31 rows (the highest reliable square in the text is 680, §116). /hellwig/s45/
 */
export const plateII: Grid = { name: 'II', columns: 22, rows: 31, numbering: 'row-major', size: 22 * 31 };

/**
 * Plate III (§197, l.1338), the playing plan: 49 × 33 = 1617 squares, numbered serpentine from
 * corner A (row 0 left to right, row 1 right to left…), as the notes derive from §186, §210, §258. /hellwig/s197/
 */
export const plateIII: Grid = { name: 'III', columns: 49, rows: 33, numbering: 'serpentine', size: 49 * 33 };

/**
 * The sizes an empty plate may have (§22), the edition's choice: from 8 to 60 rows and from 8 to 60 columns. The
 * book's plates lie well inside (31 × 22 and 33 × 49, §197); 8 is a chessboard's side, Hellwig's starting point (§1),
 * and 60 keeps a plate of 3,600 squares drawable and playable on a phone. /hellwig/s22/
 */
export const EMPTY_PLATE_SIZES = { rows: { min: 8, max: 60 }, columns: { min: 8, max: 60 } } as const;

/** Every grid the engine has made, by name: the two plates, by their sizes too, and each size asked for, once. */
const GRIDS = new Map<string, Grid>([
  ['II', plateII],
  ['III', plateIII],
  ['31x22', plateII],
  ['33x49', plateIII],
]);
/** The same grids as objects, so that `readGrid` knows its own without reading a field. */
const OWN = new WeakSet<object>([plateII, plateIII]);

/**
 * The grid of an empty plate of `rows` × `columns` squares (§22), numbered row by row from corner A as plate II is,
 * named by its size (`20x30`). Plate II's size gives plate II and plate III's gives plate III (numbered serpentine,
 * §197), so that an empty plate of either size keeps the plate's numbers. The same size gives the same object every
 * call. A size outside EMPTY_PLATE_SIZES is refused naming `rows` or `columns` and the range. /hellwig/s22/
 */
export function gridOfSize(rows: number, columns: number): Grid {
  const { rows: r, columns: c } = EMPTY_PLATE_SIZES;
  const name = `${wholeNumber('rows', rows, r.min, r.max)}x${wholeNumber('columns', columns, c.min, c.max)}` as const;
  let grid = GRIDS.get(name);
  if (!grid) {
    GRIDS.set(
      name,
      (grid = Object.freeze({ name, columns, rows, numbering: 'row-major', size: rows * columns } as const)),
    );
    OWN.add(grid);
  }
  return grid;
}

/**
 * The grid of a plate name (§22, §197): `II`, `III`, or an empty plate's size, rows × columns, as `20x30`
 * (`gridOfSize`); a RuleError naming `plate` for any other. /hellwig/s197/
 */
export function gridOf(plate: unknown, name = 'plate'): Grid {
  const label = typeof name === 'string' ? name : 'plate';
  const grid = GRIDS.get(plate as string);
  if (grid) return grid;
  const size = typeof plate === 'string' ? /^([1-9]\d{0,5})x([1-9]\d{0,5})$/.exec(plate) : null;
  try {
    if (size) return gridOfSize(Number(size[1]), Number(size[2]));
  } catch (e) {
    if (e instanceof RuleError) throw new RuleError(e.code, `${label} ${plate}: ${e.message}`);
  }
  throw new RuleError(
    'UNKNOWN_OPTION',
    `${label} must be a plate: II, III or a size as 20x30 (rows x columns); received ${describeValue(plate)}`,
  );
}

/**
 * Check that `value` is one of the engine's grids (§22, §197): plate II, plate III or an empty plate's
 * (`gridOfSize`), and return the engine's own object for it: the object itself, or a copy with the same
 * name, size and numbering (as read back from data). /hellwig/s22/
 */
export function readGrid(value: unknown, name = 'grid'): Grid {
  if (typeof value === 'object' && value !== null) {
    if (OWN.has(value)) return value as Grid;
    let grid: Grid | undefined;
    try {
      grid = gridOf(fieldOf(name, value, 'name'));
    } catch {
      // No grid of that name.
    }
    if (
      grid &&
      (['name', 'columns', 'rows', 'numbering', 'size'] as const).every((k) => fieldOf(name, value, k) === grid[k])
    )
      return grid;
  }
  throw new RuleError(
    'BAD_INPUT',
    `${name} must be one of the engine's grids (plateII, plateIII, gridOfSize); received ${describeValue(value)}`,
  );
}

/** How a sentence names a plate (§22, §197): `plate II`, or an empty plate's `the plate of 20 × 30 squares`. */
export const plateCalled = (plate: PlateName): string =>
  plate.includes('x') ? `the plate of ${plate.replace('x', ' × ')} squares` : `plate ${plate}`;

declare const squareBrand: unique symbol;
/** A square by the book's own number on a plate, checked to lie on it (§22). /hellwig/s22/ */
export type Square = number & { readonly [squareBrand]: true };

/** A square's row (0 along AB) and column (0 along AC) (§22). /hellwig/s22/ */
export interface Coords {
  readonly row: number;
  readonly col: number;
}

/** Check that `value` is a square of `grid` and brand it (§22); throws OFF_BOARD naming `name`. /hellwig/s22/ */
export function toSquare(value: unknown, grid: Grid = plateII, name = 'square'): Square {
  return squareOn(value, readGrid(grid), typeof name === 'string' ? name : 'square');
}

/** `toSquare` on a grid already checked: the one check of a square number (§22). /hellwig/s22/ */
export function squareOn(value: unknown, grid: Grid, name = 'square'): Square {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw new RuleError(
      'BAD_INPUT',
      `${name} must be a whole square number of ${plateCalled(grid.name)}; received ${describeValue(value)}`,
    );
  }
  if (value < 1 || value > grid.size) {
    throw new RuleError(
      'OFF_BOARD',
      `${name} must be a square of ${plateCalled(grid.name)}, from 1 to ${grid.size}; received ${value}`,
    );
  }
  return value as Square;
}

/**
 * Whether (row, col) lies on the grid (§22); NaN, infinite or non-numeric coordinates are a RuleError, not false.
 * /hellwig/s22/
 */
export function onGrid(row: number, col: number, grid: Grid = plateII): boolean {
  return inside(finiteNumber('row', row), finiteNumber('col', col), readGrid(grid));
}

function inside(row: number, col: number, grid: Grid): boolean {
  return (
    Number.isInteger(row) && Number.isInteger(col) && row >= 0 && row < grid.rows && col >= 0 && col < grid.columns
  );
}

/**
 * The square at (row, col) (§22; plate III serpentine, §197; an empty plate row by row); throws OFF_BOARD off the
 * grid. /hellwig/s22/
 */
export function squareAt(row: number, col: number, grid: Grid = plateII): Square {
  const g = readGrid(grid);
  if (!inside(row, col, g)) {
    throw new RuleError(
      'OFF_BOARD',
      `(row, col) must lie on ${plateCalled(g.name)}, rows 0–${g.rows - 1} and columns 0–${g.columns - 1}; ` +
        `received (${describeValue(row)}, ${describeValue(col)})`,
    );
  }
  return numberAt(row, col, g);
}

/** The number of (row, col), already known to lie on the grid. */
function numberAt(row: number, col: number, grid: Grid): Square {
  const c = grid.numbering === 'serpentine' && row % 2 === 1 ? grid.columns - 1 - col : col;
  return (row * grid.columns + c + 1) as Square;
}

/** The (row, col) of a square (§22; plate III serpentine, §197); throws OFF_BOARD off the grid. /hellwig/s22/ */
export function coordsOf(square: number, grid: Grid = plateII): Coords {
  const g = readGrid(grid);
  return coordsOn(squareOn(square, g), g);
}

/** The (row, col) of square `n` counted on `grid`, worked out. */
function coordsCounted(n: number, grid: Grid): Coords {
  const row = Math.floor((n - 1) / grid.columns);
  const k = (n - 1) % grid.columns;
  const col = grid.numbering === 'serpentine' && row % 2 === 1 ? grid.columns - 1 - k : k;
  return { row, col };
}

/**
 * Each grid's (row, col) of every square, worked out once and frozen: asked in the engine's hottest loops (a side's
 * legal actions ask it tens of thousands of times), a fresh pair a call was garbage to collect.
 */
const COORDS = new WeakMap<Grid, readonly Coords[]>();
let lastGrid: Grid | undefined;
let lastCoords: readonly Coords[] = [];

/** The (row, col) of a square already checked to lie on `grid` (§22, §197). /hellwig/s22/ */
export function coordsOn(n: Square, grid: Grid): Coords {
  if (grid !== lastGrid) {
    let table = COORDS.get(grid);
    if (!table) {
      table = Array.from({ length: grid.size }, (_, i) => Object.freeze(coordsCounted(i + 1, grid)));
      COORDS.set(grid, table);
    }
    [lastGrid, lastCoords] = [grid, table];
  }
  // A number off the grid, which no checked caller passes, is counted as before rather than found in the table.
  return lastCoords[n - 1] ?? coordsCounted(n, grid);
}

/** The unit step of each side (§38): AB is up the plate, CD down, AC left, BD right. /hellwig/s38/ */
export const DIRECTION_STEP: { readonly [D in Direction]: Coords } = {
  AB: { row: -1, col: 0 },
  BD: { row: 0, col: 1 },
  CD: { row: 1, col: 0 },
  AC: { row: 0, col: -1 },
};

/**
 * The square `n` squares from `square` toward a side (§45, §87); throws OFF_BOARD if it leaves the plate. /hellwig/s45/
 */
export function step(square: number, direction: Direction, n = 1, grid: Grid = plateII): Square {
  const g = readGrid(grid);
  const to = offset(square, direction, n, g);
  if (to === undefined) {
    throw new RuleError(
      'OFF_BOARD',
      `${n} square(s) from ${square} toward ${direction} leaves ${plateCalled(g.name)}; at most ` +
        `${reach(square as Square, direction, g)} are on it`,
    );
  }
  return to;
}

/** The square `n` squares toward a side, or undefined past the edge (§45; validates like `step`). /hellwig/s45/ */
export function offset(square: number, direction: Direction, n = 1, grid: Grid = plateII): Square | undefined {
  const g = readGrid(grid);
  const { row, col } = coordsOn(squareOn(square, g), g);
  const d = DIRECTION_STEP[oneOf('direction', direction, DIRECTIONS)];
  const k = wholeNumber('n', n);
  return atOn(row + d.row * k, col + d.col * k, g);
}

/** The square at (row, col), or undefined off the grid (§22); coordinates must be finite numbers. /hellwig/s22/ */
export function at(row: number, col: number, grid: Grid = plateII): Square | undefined {
  return atOn(finiteNumber('row', row), finiteNumber('col', col), readGrid(grid));
}

/** `at` on a grid already checked: the inner loops' way from coordinates to a square (§22). /hellwig/s22/ */
export function atOn(row: number, col: number, grid: Grid): Square | undefined {
  return inside(row, col, grid) ? numberAt(row, col, grid) : undefined;
}

/** How many squares lie beyond `square` toward a side before the edge. */
function reach(square: Square, direction: Direction, grid: Grid): number {
  const { row, col } = coordsOn(square, grid);
  switch (direction) {
    case 'AB':
      return row;
    case 'CD':
      return grid.rows - 1 - row;
    case 'AC':
      return col;
    case 'BD':
      return grid.columns - 1 - col;
  }
}

/** A side turned by quarter-turns, clockwise positive, as seen with AB at the top (§37, §62). /hellwig/s62/ */
export function turn(direction: Direction, quarterTurns: number): Direction {
  const i = DIRECTIONS.indexOf(oneOf('direction', direction, DIRECTIONS));
  const k = wholeNumber('quarterTurns', quarterTurns, -Number.MAX_SAFE_INTEGER);
  return DIRECTIONS[(((i + (k % 4)) % 4) + 4) % 4] as Direction;
}

/** A side turned one quarter in a sense (§62). /hellwig/s62/ */
export function turnBy(direction: Direction, sense: WheelSense, quarterTurns = 1): Direction {
  const k = wholeNumber('quarterTurns', quarterTurns, -Number.MAX_SAFE_INTEGER);
  return turn(direction, oneOf('sense', sense, WHEEL_SENSES) === 'clockwise' ? k : -k);
}

/**
 * The side toward which `to` lies from `from` if they are orthogonal neighbours (§43: a device's two halves), else
 * undefined. /hellwig/s43/
 */
export function directionBetween(from: number, to: number, grid: Grid = plateII): Direction | undefined {
  const g = readGrid(grid);
  const a = coordsOn(squareOn(from, g, 'from'), g);
  const b = coordsOn(squareOn(to, g, 'to'), g);
  return DIRECTIONS.find((d) => a.row + DIRECTION_STEP[d].row === b.row && a.col + DIRECTION_STEP[d].col === b.col);
}

/**
 * Distance in "cannon-shots" (§77, §108, §163; A20): the larger of the row and column distances,
 * so "at most two further squares in between" is a distance of 3 or less. /hellwig/s108/
 */
export function chebyshevDistance(a: number, b: number, grid: Grid = plateII): number {
  const g = readGrid(grid);
  const p = coordsOn(squareOn(a, g, 'a'), g);
  const q = coordsOn(squareOn(b, g, 'b'), g);
  return Math.max(Math.abs(p.row - q.row), Math.abs(p.col - q.col));
}

/**
 * The squares in groups that touch one another by a side or a corner, each group in the order given, groups in the
 * order of their first square: how a mountain or a village of several squares lies together on the plan (§24, §29).
 * Throws OFF_BOARD for a square not on `grid`. /hellwig/s24/
 */
export function touchingGroups(squares: readonly number[], grid: Grid = plateII): Square[][] {
  const g = readGrid(grid);
  const list = listOf('squares', squares).map((s, i) => squareOn(s, g, `squares[${i}]`));
  const groups: Square[][] = [];
  for (const sq of list) {
    const c = coordsOn(sq, g);
    const touched = groups.filter((gr) =>
      gr.some((o) => {
        const d = coordsOn(o, g);
        return Math.max(Math.abs(c.row - d.row), Math.abs(c.col - d.col)) <= 1;
      }),
    );
    const merged = [...touched.flat(), sq];
    for (const t of touched) groups.splice(groups.indexOf(t), 1);
    groups.push(merged);
  }
  const order = (sq: Square) => list.indexOf(sq);
  for (const gr of groups) gr.sort((a, b) => order(a) - order(b));
  return groups.sort((a, b) => order(a[0] as Square) - order(b[0] as Square));
}
