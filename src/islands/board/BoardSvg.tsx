/**
 * Plate II or III drawn as SVG, in layers: the squares of a window of the plate with their numbers, terrain and the
 * flags of the view (svg/Stripes.tsx, svg/SquareCell.tsx), then the boards and guns (svg/Devices.tsx), the works, the
 * pieces (svg/Pieces.tsx), the targets, the blocked squares and the cursor on top. Pieces differ by shape as well as
 * colour: A's are round, B's square. Preact renders everything; the marks are drawn by symbols.tsx, as the key is
 * (BoardKey.tsx).
 */
import type { JSX } from 'preact';
import { useMemo } from 'preact/hooks';
import { PiecesLayer } from './svg/Pieces.tsx';
import { OWN_FRAMES, SquareStripe, stripesOf } from './svg/Stripes.tsx';
import { SideLabels } from './svg/SideLabels.tsx';
import { Device, Tray } from './svg/Devices.tsx';
import { coordsOf } from '../../rules/hellwig/index.ts';
import type { BoardView } from './view.ts';
import type { Window } from './lessons.ts';
import { CELL, SYMBOLS } from './symbols.tsx';

/**
 * A wheeling under way: the squares that swing, about which centre, by how much so far (degrees, clockwise positive).
 */
export interface Swing {
  readonly squares: readonly number[];
  readonly pivot: number;
  readonly angle: number;
}

export interface BoardSvgProps {
  readonly view: BoardView;
  readonly window: Window;
  readonly numbers: boolean;
  readonly cursor?: number | undefined;
  readonly swing?: Swing | undefined;
  readonly onSquare?: ((square: number) => void) | undefined;
  /**
   * Breastworks, bridges and communication (§104, §141, §182), drawn by their own layer (svg/Works.tsx, in the works
   * kit): given the top-left corner of a square in the drawing, or undefined outside the window.
   */
  readonly worksLayer?:
    ((corner: (square: number) => readonly [number, number] | undefined) => JSX.Element | null) | undefined;
  /** Unique prefix for pattern ids. */
  readonly id: string;
}

/** The margin about the squares, where the side labels stand. */
export const MARGIN = 22;

/** The drawing's size in its own units: the window's squares and the margin about them. */
function drawingSize(w: Window): { readonly width: number; readonly height: number } {
  return { width: MARGIN * 2 + w.columns * CELL, height: MARGIN * 2 + w.rows * CELL };
}

/**
 * A small board's frame, sized before its drawing is laid out: its drawing's shape, and its height where a phone draws
 * it at its own size, so that a board off the screen can wait to be drawn (`content-visibility`, widgets.css) in
 * exactly the room it will take (issue 21: a chapter's boards were most of its style and layout before its first
 * paint).
 */
export function frameShape(w: Window): Record<'--frame-shape' | '--frame-height', string> {
  const { width, height } = drawingSize(w);
  return { '--frame-shape': `${width} / ${height}`, '--frame-height': `${height}px` };
}

export function BoardSvg({
  view,
  window: w,
  numbers,
  cursor,
  swing,
  onSquare,
  worksLayer,
  id,
}: BoardSvgProps): JSX.Element {
  const grid = view.board.grid;
  // The grid is uniform: a column or row of the plate maps to its left or top edge in the drawing.
  const x = (col: number) => MARGIN + (col - w.left) * CELL;
  const y = (row: number) => MARGIN + (row - w.top) * CELL;
  const inside = (sq: number) => {
    const c = coordsOf(sq, grid);
    return c.row >= w.top && c.row < w.top + w.rows && c.col >= w.left && c.col < w.left + w.columns;
  };
  const centre = (sq: number): [number, number] => {
    const c = coordsOf(sq, grid);
    return [x(c.col) + CELL / 2, y(c.row) + CELL / 2];
  };
  const { width, height } = drawingSize(w);
  const board = view.board;
  const swingTransform = swing ? `rotate(${swing.angle} ${centre(swing.pivot).join(' ')})` : undefined;
  // The same object while the swing is the same, so the pieces' layer knows when nothing of it changed.
  const turning = useMemo(
    () => ({ squares: new Set(swing?.squares ?? []), transform: swingTransform }),
    [swing, swingTransform],
  );
  const swinging = turning.squares;
  // The same function while the window is the same, so that a layer drawn from it (plate III's fortresses) is kept.
  const corner = useMemo(
    () =>
      (sq: number): readonly [number, number] | undefined => {
        const c = coordsOf(sq, grid);
        return c.row >= w.top && c.row < w.top + w.rows && c.col >= w.left && c.col < w.left + w.columns
          ? [MARGIN + (c.col - w.left) * CELL, MARGIN + (c.row - w.top) * CELL]
          : undefined;
      },
    [grid, w.top, w.left, w.rows, w.columns],
  );
  // A stripe of squares (seven of a row) is redrawn only when something on it changes: on plate III's 1,617 squares,
  // asking every square at each update took more than the 16 ms frame, and whole rows nearly as much (issue 16).
  const stripes = stripesOf(view, w);
  const placed = w.rows * w.columns > OWN_FRAMES;
  const squares: JSX.Element[] = [];
  for (const stripe of stripes)
    squares.push(
      <SquareStripe
        key={stripe.key}
        stripe={stripe}
        view={view}
        window={w}
        margin={MARGIN}
        placed={placed}
        id={id}
        onSquare={onSquare}
      />,
    );
  const devices = board.devices.filter((d) => inside(d.gun) || inside(d.artillerists));
  const transporters = board.transporters.filter((t) => t.squares.some(inside));
  const layer = (part: JSX.Element, squaresOf: readonly number[], key: string) =>
    squaresOf.some((s) => swinging.has(s)) ? (
      <g key={key} transform={swingTransform}>
        {part}
      </g>
    ) : (
      <g key={key}>{part}</g>
    );
  return (
    <svg
      class={`board-svg${numbers ? ' numbers-on' : ''}`}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      aria-hidden="true"
    >
      <defs>
        <pattern id={`${id}-hatch`} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="6" height="6" class="hatch-bg" />
          <line x1="0" y1="0" x2="0" y2="6" class="hatch-line" />
        </pattern>
        <pattern id={`${id}-tray`} width="4" height="4" patternUnits="userSpaceOnUse">
          <rect width="4" height="4" class="tray-bg" />
          <circle cx="2" cy="2" r="0.8" class="tray-dot" />
        </pattern>
      </defs>
      <SideLabels width={width} height={height} window={w} rows={grid.rows} columns={grid.columns} />
      <g class="squares">{squares}</g>
      <g class="boards">
        {transporters.map((t) =>
          layer(
            <Tray a={centre(t.squares[0])} b={centre(t.squares[1])} cls="transporter" fill={`url(#${id}-tray)`} />,
            t.squares,
            `t${t.squares.join('-')}`,
          ),
        )}
        {devices.map((d) =>
          layer(<Device board={board} device={d} centre={centre} />, [d.artillerists, d.gun], `d${d.gun}`),
        )}
      </g>
      {worksLayer?.(corner)}
      <PiecesLayer board={board} window={w} margin={MARGIN} turning={turning} />
      {view.targets.size > 0 && (
        <g class="targets">
          {[...view.targets.values()]
            .filter((t) => inside(t.square))
            .map((t) => {
              const [cx, cy] = centre(t.square);
              return <g key={t.square}>{SYMBOLS[t.kind](cx - CELL / 2, cy - CELL / 2, id)}</g>;
            })}
        </g>
      )}
      {[...view.flags]
        .filter(([sq, f]) => f.blocked && inside(sq))
        .map(([sq]) => {
          const [cx, cy] = centre(sq);
          return <g key={`b${sq}`}>{SYMBOLS.blocked(cx - CELL / 2, cy - CELL / 2, id)}</g>;
        })}
      {cursor !== undefined && inside(cursor) && (
        <g class="cursor">
          <rect
            x={centre(cursor)[0] - CELL / 2 + 1}
            y={centre(cursor)[1] - CELL / 2 + 1}
            width={CELL - 2}
            height={CELL - 2}
          />
          <text x={centre(cursor)[0] - CELL / 2 + 2} y={centre(cursor)[1] - CELL / 2 - 2}>
            {cursor}
          </text>
        </g>
      )}
    </svg>
  );
}
