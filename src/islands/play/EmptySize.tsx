/**
 * The size of an empty plate for a new game, rows × columns (§22). The engine says which sizes its grids allow
 * (`EMPTY_PLATE_SIZES`), and refuses any other with the range when the game is begun; this only asks.
 */
import type { JSX } from 'preact';
import { EMPTY_PLATE_SIZES } from '../../rules/hellwig/index.ts';

export interface EmptySizeValue {
  readonly rows: number;
  readonly columns: number;
}

/** The notation's id of the empty plate of a size, as `newGame` and the header read it. */
export const emptyId = (size: EmptySizeValue): string => `empty ${size.rows}x${size.columns}`;

export function EmptySize({
  live,
  size,
  onSize,
}: {
  readonly live: boolean;
  readonly size: EmptySizeValue;
  readonly onSize: (size: EmptySizeValue) => void;
}): JSX.Element {
  const field = (key: keyof EmptySizeValue, label: string) => (
    <label>
      {label}{' '}
      <input
        type="number"
        inputMode="numeric"
        min={EMPTY_PLATE_SIZES[key].min}
        max={EMPTY_PLATE_SIZES[key].max}
        step={1}
        size={3}
        disabled={!live}
        value={size[key]}
        onInput={(e) => onSize({ ...size, [key]: Number((e.target as HTMLInputElement).value) })}
      />
    </label>
  );
  const { rows, columns } = EMPTY_PLATE_SIZES;
  return (
    <span class="play-empty-size" role="group" aria-label="Size of the empty plate">
      {field('rows', 'Rows')} × {field('columns', 'Columns')}{' '}
      <small>
        (from {rows.min} to {rows.max} rows and {columns.min} to {columns.max} columns)
      </small>
    </span>
  );
}
