/**
 * Rectangles and their wheelings, as pure geometry (§53, §63, §173–§176): whether squares form a
 * rectangle, its corners, the rotation of a rectangle a quarter-turn about a corner square, and
 * the "complement-rectangle" the rotation sweeps over. Works in coordinates, which may fall off
 * the plate; callers turn them into squares and reject what leaves it.
 */
import { RuleError, describeValue, oneOf, wholeNumber } from '../errors.ts';
import { fieldOf, listOf, objectOf } from '../checks.ts';
import { coordsOn, readGrid, squareAt, squareOn, type Coords, type Grid, type Square } from './grid.ts';
import { WHEEL_SENSES, type WheelSense } from './types.ts';

/**
 * How far off a plate coordinates may lie: wider than any plate (49 columns) and any wheeling of a
 * rectangle on it, small enough that a complement-rectangle is never larger than a plate's worth.
 */
const COORD_LIMIT = 200;

/** Check received coordinates: whole rows and columns within `COORD_LIMIT` of the plate's corner A. */
function readCoords(name: string, value: unknown): Coords {
  const c = objectOf(name, value, 'coordinates { row, col }');
  const row = wholeNumber(`${name}.row`, fieldOf(name, c, 'row'), -COORD_LIMIT, COORD_LIMIT);
  const col = wholeNumber(`${name}.col`, fieldOf(name, c, 'col'), -COORD_LIMIT, COORD_LIMIT);
  return { row, col };
}

/** Check a received list of coordinates (at least one). */
function readCells(name: string, value: unknown): Coords[] {
  return listOf(name, value, 1).map((c, i) => readCoords(`${name}[${i}]`, c));
}

/** Check a received rectangle: it must lie wholly on the grid (§173). */
function readRect(name: string, value: unknown, grid: Grid): Rect {
  const r = objectOf(name, value, 'a rectangle { top, left, rows, columns }');
  const top = wholeNumber(`${name}.top`, fieldOf(name, r, 'top'), 0, grid.rows - 1);
  const left = wholeNumber(`${name}.left`, fieldOf(name, r, 'left'), 0, grid.columns - 1);
  const rows = wholeNumber(`${name}.rows`, fieldOf(name, r, 'rows'), 1, grid.rows - top);
  const columns = wholeNumber(`${name}.columns`, fieldOf(name, r, 'columns'), 1, grid.columns - left);
  return { top, left, rows, columns };
}

/** A rectangle of squares: its top-left coordinates and size (§53, §173). /hellwig/s173/ */
export interface Rect {
  readonly top: number;
  readonly left: number;
  readonly rows: number;
  readonly columns: number;
}

/** The bounding rectangle of some coordinates. */
function boundsOf(coords: readonly Coords[]): Rect {
  const rows = coords.map((c) => c.row);
  const cols = coords.map((c) => c.col);
  const top = Math.min(...rows);
  const left = Math.min(...cols);
  return { top, left, rows: Math.max(...rows) - top + 1, columns: Math.max(...cols) - left + 1 };
}

/** The rectangle these squares fill exactly, or undefined if they do not (§53, §90, §173). /hellwig/s53/ */
export function rectangleOf(squares: readonly Square[], grid: Grid): Rect | undefined {
  const g = readGrid(grid);
  return rectangleOn(
    listOf('squares', squares).map((s) => squareOn(s, g, 'squares item')),
    g,
  );
}

/** `rectangleOf` for squares already checked (§53, §173). /hellwig/s53/ */
export function rectangleOn(squares: readonly Square[], grid: Grid): Rect | undefined {
  const unique = [...new Set(squares)];
  if (unique.length === 0) return undefined;
  const rect = boundsOf(unique.map((s) => coordsOn(s, grid)));
  return rect.rows * rect.columns === unique.length ? rect : undefined;
}

/** The squares of a rectangle on the plate, row by row (§173). /hellwig/s173/ */
export function squaresOf(rect: Rect, grid: Grid): Square[] {
  const g = readGrid(grid);
  return squaresOn(readRect('rect', rect, g), g);
}

/** `squaresOf` for a rectangle already checked. */
function squaresOn(rect: Rect, grid: Grid): Square[] {
  const out: Square[] = [];
  for (let r = rect.top; r < rect.top + rect.rows; r++) {
    for (let c = rect.left; c < rect.left + rect.columns; c++) out.push(squareAt(r, c, grid));
  }
  return out;
}

/** The corner squares of a rectangle, the only squares a wheeling may turn about (§63, §176). /hellwig/s176/ */
export function cornersOf(rect: Rect, grid: Grid): Square[] {
  const g = readGrid(grid);
  return cornersOn(readRect('rect', rect, g), g);
}

/** `cornersOf` for a rectangle already checked (§63, §176). /hellwig/s176/ */
export function cornersOn(rect: Rect, grid: Grid): Square[] {
  const bottom = rect.top + rect.rows - 1;
  const right = rect.left + rect.columns - 1;
  const corners = [
    squareAt(rect.top, rect.left, grid),
    squareAt(rect.top, right, grid),
    squareAt(bottom, rect.left, grid),
    squareAt(bottom, right, grid),
  ];
  return [...new Set(corners)];
}

/** Coordinates turned a quarter about a pivot square, as seen with AB at the top (§62). /hellwig/s62/ */
export function rotateAbout(c: Coords, pivot: Coords, sense: WheelSense): Coords {
  return rotate(readCoords('c', c), readCoords('pivot', pivot), oneOf('sense', sense, WHEEL_SENSES));
}

function rotate(c: Coords, pivot: Coords, sense: WheelSense): Coords {
  const dr = c.row - pivot.row;
  const dc = c.col - pivot.col;
  // Clockwise takes AB (up) to BD (right): (dr, dc) → (dc, −dr); anticlockwise the inverse.
  return sense === 'clockwise'
    ? { row: pivot.row + dc, col: pivot.col - dr }
    : { row: pivot.row - dc, col: pivot.col + dr };
}

const key = (c: Coords): string => `${c.row},${c.col}`;
const byRowCol = (a: Coords, b: Coords): number => a.row - b.row || a.col - b.col;

/**
 * The squares a quarter-turn of a rectangle sweeps besides its two positions (§174, §174a). For
 * an oblong, the part of the two positions' bounding rectangle that neither covers (for a 1 × 2
 * device, the corner square of §62). For an n × n square, whose two positions leave no such
 * part, the (n − 1)-deep strip beyond them on the side away from the pivot, which with both
 * positions makes the (2n − 1)-square of §174a. /hellwig/s174/
 */
export function complementOf(before: readonly Coords[], after: readonly Coords[], pivot: Coords): Coords[] {
  return complement(readCells('before', before), readCells('after', after), readCoords('pivot', pivot));
}

function complement(before: readonly Coords[], after: readonly Coords[], pivot: Coords): Coords[] {
  const own = boundsOf(before);
  const union = boundsOf([...before, ...after]);
  const covered = new Set([...before, ...after].map(key));
  const out: Coords[] = [];
  if (own.rows === own.columns && own.rows > 1) {
    const depth = own.rows - 1;
    const tall = union.rows > union.columns;
    const bottom = union.top + union.rows - 1;
    const right = union.left + union.columns - 1;
    if (tall) {
      const from = pivot.col === union.left ? right + 1 : union.left - depth;
      for (let r = union.top; r <= bottom; r++) for (let c = from; c < from + depth; c++) out.push({ row: r, col: c });
    } else {
      const from = pivot.row === union.top ? bottom + 1 : union.top - depth;
      for (let r = from; r < from + depth; r++) for (let c = union.left; c <= right; c++) out.push({ row: r, col: c });
    }
  } else {
    for (let r = union.top; r < union.top + union.rows; r++) {
      for (let c = union.left; c < union.left + union.columns; c++) {
        if (!covered.has(key({ row: r, col: c }))) out.push({ row: r, col: c });
      }
    }
  }
  return out.sort(byRowCol);
}

/** The path of a wheeling of `quarterTurns` quarter-turns, taken as repeated small wheelings (§175). /hellwig/s175/ */
export interface WheelPath {
  /** Each cell's coordinates after the wheeling, in the order given. */
  readonly after: readonly Coords[];
  /** The cells passed over, step by step: each step's complement, then the intermediate position. */
  readonly passed: readonly Coords[];
}

/**
 * Rotate the cells of a rectangle about a pivot cell, collecting what the wheeling passes over (§62, §174, §175).
 * /hellwig/s175/
 */
export function wheelPath(cells: readonly Coords[], pivot: Coords, sense: WheelSense, quarterTurns: number): WheelPath {
  const given = readCells('cells', cells);
  const rect = boundsOf(given);
  if (rect.rows * rect.columns !== new Set(given.map(key)).size) {
    throw new RuleError('BAD_INPUT', `cells must fill a rectangle (§173); received ${describeValue(cells)}`);
  }
  const p = readCoords('pivot', pivot);
  const corner =
    (p.row === rect.top || p.row === rect.top + rect.rows - 1) &&
    (p.col === rect.left || p.col === rect.left + rect.columns - 1);
  if (!corner)
    throw new RuleError(
      'BAD_PIVOT',
      `pivot must be a corner of the cells' rectangle (§176); received ${describeValue(pivot)}`,
    );
  return pathOf(given, p, oneOf('sense', sense, WHEEL_SENSES), wholeNumber('quarterTurns', quarterTurns, 1, 3));
}

/** `wheelPath` for cells, pivot, sense and turns already checked (§62, §174, §175). /hellwig/s175/ */
export function pathOf(cells: readonly Coords[], pivot: Coords, sense: WheelSense, quarterTurns: number): WheelPath {
  let position = [...cells];
  const steps: Coords[][] = [];
  for (let i = 1; i <= quarterTurns; i++) {
    const next = position.map((c) => rotate(c, pivot, sense));
    const swept = complement(position, next, pivot);
    steps.push(i < quarterTurns ? [...swept, ...[...next].sort(byRowCol)] : swept);
    position = next;
  }
  const ends = new Set([...cells, ...position].map(key));
  const seen = new Set<string>();
  const passed: Coords[] = [];
  for (const c of steps.flat()) {
    const k = key(c);
    if (ends.has(k) || seen.has(k)) continue;
    seen.add(k);
    passed.push(c);
  }
  return { after: position, passed };
}
