/**
 * Plate II or III drawn as SVG: the squares of a window of the plate with their numbers, terrain and
 * the flags of the view (field of effect, wheeling path, targets), then the boards, guns and
 * pieces on top. Each square is a `<g data-square="N">` carrying its state as data attributes,
 * so styles and tests read the same thing. Pieces differ by shape as well as colour: A's are
 * round, B's square. Preact renders everything; the marks are drawn by symbols.tsx, as the key is (BoardKey.tsx).
 */
import { Component, type JSX } from 'preact';
import { useMemo } from 'preact/hooks';
import { PiecesLayer } from './svg/Pieces.tsx';
import {
  controllerOf,
  coordsOf,
  DIRECTION_STEP,
  fieldOfEffect,
  squareAt,
  type ArtilleryDevice,
  type Board,
  type Square,
} from '../../rules/hellwig/index.ts';
import type { BoardView, SquareFlags } from './view.ts';
import type { Window } from './lessons.ts';
import { CELL, SYMBOLS } from './symbols.tsx';
import { shownTerrain } from './plate3/plate.ts';

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

/**
 * The most squares a drawing draws each in its own frame (`translate`), every square's markup then the same text but
 * its number and place, which gzip stores once (a chapter's small boards are most of its HTML, 60 KB at most). A larger
 * drawing places each square's parts where they stand instead: in Chrome each `transform` is a node of the paint
 * property tree, and a frame after a selection on plate III took some 25 ms of CPU to paint and layerize 1,617 of them,
 * about 13 ms without (issue 16's 16 ms; measured with scripts/bench-plate3.ts on a loaded machine).
 */
const OWN_FRAMES = 300;

/** The squares of a row a stripe holds: at most this many, so that an update redraws few squares besides its own. */
const STRIPE = 7;

/** A stripe of squares of one row, and what may change on it: its squares' flags, and their terrain and bridges. */
interface Stripe {
  readonly key: string;
  readonly row: number;
  /** Its first column, and how many it holds. */
  readonly from: number;
  readonly count: number;
  readonly flags: string;
  readonly ground: string;
}

/** The window's stripes, row by row, with what is on them. */
function stripesOf(view: BoardView, w: Window): Stripe[] {
  const across = Math.ceil(w.columns / STRIPE);
  const at = stripeIndex(view.board.grid, w, across);
  const flags = Array.from({ length: w.rows * across }, () => '');
  for (const [sq, f] of view.flags) {
    const i = at(sq);
    if (i !== undefined) flags[i] += `${sq}${JSON.stringify(f)};`;
  }
  const ground = groundOf(view.board, w, across, at);
  const out: Stripe[] = [];
  for (let r = 0; r < w.rows; r++)
    for (let k = 0; k < across; k++) {
      const i = r * across + k;
      const from = w.left + k * STRIPE;
      out.push({
        key: `${w.top + r}-${from}`,
        row: w.top + r,
        from,
        count: Math.min(STRIPE, w.left + w.columns - from),
        flags: flags[i] ?? '',
        ground: ground[i] ?? '',
      });
    }
  return out;
}

/** The stripe a square is on, counted row by row across the window, or undefined outside it. */
function stripeIndex(grid: Board['grid'], w: Window, across: number): (sq: number) => number | undefined {
  return (sq) => {
    const c = coordsOf(sq, grid);
    const [r, k] = [c.row - w.top, c.col - w.left];
    return r >= 0 && r < w.rows && k >= 0 && k < w.columns ? r * across + Math.floor(k / STRIPE) : undefined;
  };
}

/**
 * Each stripe's terrain and bridges, as a string, made once for a board and window: a selection keeps the board, and
 * plate III's terrain is hundreds of squares.
 */
const GROUND = new WeakMap<Board, { readonly of: Window; readonly ground: readonly string[] }>();
function groundOf(board: Board, w: Window, across: number, at: (sq: number) => number | undefined): readonly string[] {
  const made = GROUND.get(board);
  if (
    made &&
    made.of.top === w.top &&
    made.of.left === w.left &&
    made.of.rows === w.rows &&
    made.of.columns === w.columns
  )
    return made.ground;
  const ground = Array.from({ length: w.rows * across }, () => '');
  const add = (sq: number, s: string) => {
    const i = at(sq);
    if (i !== undefined) ground[i] += s;
  };
  for (const [sq, t] of board.terrain) add(sq, `${sq}${t};`);
  for (const sq of board.bridges) add(sq, `${sq}b;`);
  GROUND.set(board, { of: w, ground });
  return ground;
}

interface SquareStripeProps {
  readonly stripe: Stripe;
  readonly view: BoardView;
  readonly window: Window;
  /** Each square's parts placed where they stand, not in the square's own frame (`OWN_FRAMES`). */
  readonly placed: boolean;
  readonly id: string;
  readonly onSquare?: ((square: number) => void) | undefined;
}

/** What a stripe's cells were drawn from, beside their flags: while it is the same, an unchanged cell is given back. */
interface DrawnStripe {
  readonly basis: readonly unknown[];
  readonly squares: readonly Square[];
  readonly cells: { readonly f: SquareFlags | undefined; readonly cell: JSX.Element }[];
}

/**
 * A stripe of a row's squares, as a `<g>` of its cells: Preact steps over an unchanged stripe as one node, where as a
 * fragment it walked each of its cells to check their places (all 1,617 of plate III at every update, issue 16).
 * It is redrawn only when its flags or ground change, and then a cell whose square's flags are as last drawn is given
 * back as the same element, which Preact skips without asking it: a queen's moves on plate III touch a few squares on
 * each of some twenty rows, and making the other cells' properties again for Preact to compare cost most of the
 * update (issue 16's 16 ms).
 */
class SquareStripe extends Component<SquareStripeProps> {
  private drawn: DrawnStripe | undefined;

  override shouldComponentUpdate(next: SquareStripeProps): boolean {
    const [p, n] = [this.props.stripe, next.stripe];
    const [a, b] = [this.props.window, next.window];
    return (
      n.flags !== p.flags ||
      n.ground !== p.ground ||
      n.row !== p.row ||
      n.from !== p.from ||
      n.count !== p.count ||
      next.id !== this.props.id ||
      next.placed !== this.props.placed ||
      next.onSquare !== this.props.onSquare ||
      next.view.board.grid !== this.props.view.board.grid ||
      next.view.known !== this.props.view.known ||
      a.top !== b.top ||
      a.left !== b.left
    );
  }
  override render(): JSX.Element {
    const { stripe, view, window: w, placed, id, onSquare } = this.props;
    const { row, from, count } = stripe;
    const { board } = view;
    const basis = [board.grid, stripe.ground, view.known, row, from, count, w.top, w.left, placed, id, onSquare];
    const before = this.drawn?.basis.every((b, i) => b === basis[i]) ? this.drawn : undefined;
    const squares = before?.squares ?? Array.from({ length: count }, (_, i) => squareAt(row, from + i, board.grid));
    const drawn: DrawnStripe = { basis, squares, cells: [] };
    for (let i = 0; i < squares.length; i++) {
      const sq = squares[i] as Square;
      const col = from + i;
      const f = view.flags.get(sq);
      const was = before?.cells[i];
      if (was && sameFlags(was.f, f)) {
        drawn.cells.push(was);
        continue;
      }
      drawn.cells.push({
        f,
        cell: (
          <SquareCell
            key={sq}
            sq={sq}
            px={MARGIN + (col - w.left) * CELL}
            py={MARGIN + (row - w.top) * CELL}
            placed={placed}
            dark={(row + col) % 2 === 1}
            terrain={shownTerrain(board, sq, view.known)}
            bridge={board.bridges.has(sq)}
            f={f}
            id={id}
            note={view.known?.title(sq)}
            onSquare={onSquare}
          />
        ),
      });
    }
    this.drawn = drawn;
    return <g>{drawn.cells.map((c) => c.cell)}</g>;
  }
}

interface SquareCellProps {
  readonly sq: number;
  readonly px: number;
  readonly py: number;
  /** Its parts placed at (px, py), not drawn from its own corner in a frame moved there (`OWN_FRAMES`). */
  readonly placed: boolean;
  readonly dark: boolean;
  readonly terrain: string;
  readonly bridge: boolean;
  readonly f: SquareFlags | undefined;
  readonly id: string;
  /** What the text says of the square (plate III), shown as its title on hover. */
  readonly note?: string | undefined;
  readonly onSquare?: ((square: number) => void) | undefined;
}

/**
 * One square of the plate. Redrawn only when something of its own changes: a move of the cursor or
 * a change of the selection redraws the few squares it touches, not all 682 (the 16 ms budget).
 */
class SquareCell extends Component<SquareCellProps> {
  override shouldComponentUpdate(next: SquareCellProps): boolean {
    const p = this.props;
    return (Object.keys(next) as (keyof SquareCellProps)[]).some((k) =>
      k === 'f' ? !sameFlags(p.f, next.f) : p[k] !== next[k],
    );
  }
  override render(): JSX.Element {
    const { sq, px, py, placed, dark, terrain, bridge, f, id, note, onSquare } = this.props;
    // The corner the parts are drawn from: the square's own, or its place in the drawing.
    const [x, y] = placed ? [px, py] : [0, 0];
    return (
      <g
        class={`sq${dark ? ' dark' : ''}`}
        data-square={sq}
        // Open ground, most of a plate, is the default and goes unmarked: each board of a chapter repeated it on every
        // square (issue 16: a chapter of nine boards at most 60 KB of HTML).
        data-terrain={terrain === 'open' ? undefined : terrain}
        data-effect={f?.effect}
        data-path={f?.path}
        data-blocked={f?.blocked ? 'true' : undefined}
        data-target={f?.target}
        data-selected={f?.selected ? 'true' : undefined}
        data-mark={f?.mark ? 'true' : undefined}
        data-line={f?.line}
        data-guess={f?.guess}
        data-reveal={f?.reveal ? 'true' : undefined}
        data-bridge={bridge ? 'true' : undefined}
        transform={placed ? undefined : `translate(${px} ${py})`}
        onClick={onSquare && (() => onSquare(sq))}
      >
        {note && <title>{note}</title>}
        {/* Drawn from the square's own corner: every square's markup but its number and place is the same text,
           which gzip stores once (a chapter's small boards are most of its HTML). */}
        <rect class="sq-ground" x={placed ? x : undefined} y={placed ? y : undefined} width={CELL} height={CELL} />
        {bridge && SYMBOLS.bridge(x, y, id)}
        {terrain === 'building' && SYMBOLS.building(x, y, id)}
        {f?.effect && SYMBOLS[f.effect](x, y, id)}
        {f?.path && SYMBOLS[f.path === 'passed' ? 'passed' : 'ends'](x, y, id)}
        {f?.line && SYMBOLS[f.line](x, y, id)}
        {/* The howitzer's chosen square: a ring with cross-hairs, so it differs from the rest of the field by shape,
           not colour. */}
        {f?.target === 'chosen' && SYMBOLS.chosen(x, y, id)}
        {f?.mark && SYMBOLS.mark(x, y, id)}
        {f?.guess && <GuessMark px={x} py={y} how={f.guess} />}
        {f?.reveal && <rect class="sq-reveal" x={x + 1} y={y + 1} width={CELL - 2} height={CELL - 2} />}
        <text class="sq-n" x={x + 2} y={y + 9}>
          {sq}
        </text>
      </g>
    );
  }
}

/**
 * The reader's mark in predict-then-reveal, by shape as well as colour: a marked square a diamond; once checked,
 * right a filled diamond, missed a dashed one, wrong a cross.
 */
function GuessMark({ px, py, how }: { readonly px: number; readonly py: number; readonly how: string }): JSX.Element {
  const [x, y, r] = [px + CELL / 2, py + CELL / 2, CELL * 0.3];
  const d =
    how === 'wrong'
      ? `M${x - r} ${y - r}l${2 * r} ${2 * r}m0 ${-2 * r}l${-2 * r} ${2 * r}`
      : `M${x} ${y - r}l${r} ${r}l${-r} ${r}l${-r} ${-r}z`;
  return <path class={`sq-guess sq-guess-${how}`} d={d} />;
}

function sameFlags(a: SquareFlags | undefined, b: SquareFlags | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof SquareFlags>;
  return [...keys].every((k) => a[k] === b[k]);
}

function SideLabels({
  width,
  height,
  window: w,
  rows,
  columns,
}: {
  readonly width: number;
  readonly height: number;
  readonly window: Window;
  readonly rows: number;
  readonly columns: number;
}): JSX.Element {
  const whole = (edge: boolean, name: string) => (edge ? `side ${name}` : `toward ${name}`);
  return (
    <g class="side-labels">
      <text x={width / 2} y={14} text-anchor="middle">
        {whole(w.top === 0, 'AB')} ↑
      </text>
      <text x={width / 2} y={height - 5} text-anchor="middle">
        ↓ {whole(w.top + w.rows === rows, 'CD')}
      </text>
      <text transform={`translate(13 ${height / 2}) rotate(-90)`} text-anchor="middle">
        {whole(w.left === 0, 'AC')}
      </text>
      <text transform={`translate(${width - 13} ${height / 2}) rotate(90)`} text-anchor="middle">
        {whole(w.left + w.columns === columns, 'BD')}
      </text>
    </g>
  );
}

function Tray({
  a,
  b,
  cls,
  fill,
}: {
  readonly a: [number, number];
  readonly b: [number, number];
  readonly cls: string;
  readonly fill?: string;
}): JSX.Element {
  const x0 = Math.min(a[0], b[0]) - CELL / 2 + 2;
  const y0 = Math.min(a[1], b[1]) - CELL / 2 + 2;
  return (
    <rect
      class={cls}
      x={x0}
      y={y0}
      width={Math.abs(a[0] - b[0]) + CELL - 4}
      height={Math.abs(a[1] - b[1]) + CELL - 4}
      rx="4"
      fill={fill}
    />
  );
}

/**
 * A device: its two-square board, the gun with its barrel toward the fire (§47, §65), a howitzer's short mortar (§66).
 */
function Device({
  board,
  device,
  centre,
}: {
  readonly board: Board;
  readonly device: ArtilleryDevice;
  readonly centre: (sq: number) => [number, number];
}): JSX.Element {
  const [gx, gy] = centre(device.gun);
  const dir = fieldOfEffect(board, device).direction;
  const step = DIRECTION_STEP[dir];
  const owner = controllerOf(board, device);
  const len = device.kind === 'howitzer' ? CELL * 0.3 : CELL * 0.55;
  return (
    <g
      class={`device device-${device.kind}${owner ? ` device-${owner}` : ''}`}
      data-gun={device.gun}
      data-artillerists={device.artillerists}
      data-variant={device.variant}
    >
      <Tray a={centre(device.artillerists)} b={centre(device.gun)} cls="device-board" />
      <line class="barrel" x1={gx} y1={gy} x2={gx + step.col * len} y2={gy + step.row * len} />
      {device.kind === 'howitzer' ? (
        <rect class="gun" x={gx - 6} y={gy - 6} width="12" height="12" />
      ) : (
        <circle class="gun" cx={gx} cy={gy} r={6} />
      )}
    </g>
  );
}
