/**
 * Whether one of the edition's starting layouts fits a map, and if not, the size of empty plate it needs
 * (§191, §201). The layouts are drawn on plate II (starts.ts) and moved onto a map by its offset; on an
 * empty plate of the reader's size the offset keeps each army as far from its own back row as on plate II
 * and centres it across the plate (maps.ts). A layout fits when every square of it lies on the plate and
 * the two armies' fronts, half-turn images of each other (§191, §201), have at least NO_MANS_LAND empty
 * rows between them: the edition's choice, room to manoeuvre before the armies meet.
 */
import { EMPTY_PLATE_SIZES } from '../grid.ts';
import { emptyOffset, type GameMap } from './maps.ts';

/** The empty rows the edition leaves at least between the two armies' fronts (§191, §201). */
const NO_MANS_LAND = 4;

/** A square of A's layout on plate II: row, column, both from 0. */
type Cell = readonly [number, number];

/** What keeps a layout off a plate of `rows` × `columns` moved by `offset`: too few rows or columns, or nothing. */
function misfit(
  cells: readonly Cell[],
  rows: number,
  columns: number,
  [down, right]: GameMap['offset'],
): 'rows' | 'columns' | undefined {
  let front = Infinity;
  for (const [r, c] of cells) {
    if (c + right < 0 || c + right >= columns) return 'columns';
    if (r + down < 0 || r + down >= rows) return 'rows';
    front = Math.min(front, r + down);
  }
  // B's front is the half-turn of A's, on row rows − 1 − front: between them lie 2·front − rows rows.
  return 2 * front - rows >= NO_MANS_LAND ? undefined : 'rows';
}

/**
 * Nothing if A's layout (`cells`, on plate II) fits `map` (§191, §201); else the least rows and columns of an empty
 * plate it fits, and why.
 */
export function startNeeds(
  cells: readonly Cell[],
  map: GameMap,
): { readonly rows: number; readonly columns: number; readonly why: string } | undefined {
  if (misfit(cells, map.grid.rows, map.grid.columns, map.offset) === undefined) return undefined;
  const { rows: r, columns: c } = EMPTY_PLATE_SIZES;
  let rows = r.min;
  while (rows < r.max && misfit(cells, rows, c.max, emptyOffset(rows, c.max)) !== undefined) rows++;
  let columns = c.min;
  while (columns < c.max && misfit(cells, r.max, columns, emptyOffset(r.max, columns)) !== undefined) columns++;
  return {
    rows,
    columns,
    why: `each army stands on its own side of the plate, the two fronts at least ${NO_MANS_LAND} empty rows apart (§191, §201)`,
  };
}
