/**
 * The window's squares in stripes of a row: a stripe is redrawn only when something on it changes, and then only its
 * changed cells (issue 16: plate III's 1,617 squares at every update took more than the 16 ms frame).
 */
import { Component, type JSX } from 'preact';
import { coordsOf, squareAt, type Board, type Square } from '../../../rules/hellwig/index.ts';
import type { BoardView, SquareFlags } from '../view.ts';
import type { Window } from '../lessons.ts';
import { CELL } from '../symbols.tsx';
import { shownTerrain } from '../plate3/plate.ts';
import { sameFlags, SquareCell } from './SquareCell.tsx';

/**
 * The most squares a drawing draws each in its own frame (`translate`), every square's markup then the same text but
 * its number and place, which gzip stores once (a chapter's small boards are most of its HTML, 60 KB at most). A larger
 * drawing places each square's parts where they stand instead: in Chrome each `transform` is a node of the paint
 * property tree, and a frame after a selection on plate III took some 25 ms of CPU to paint and layerize 1,617 of them,
 * about 13 ms without (issue 16's 16 ms; measured with scripts/bench-plate3.ts on a loaded machine).
 */
export const OWN_FRAMES = 300;

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
export function stripesOf(view: BoardView, w: Window): Stripe[] {
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
  /** The left and top edges of the window's squares in the drawing. */
  readonly margin: number;
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
export class SquareStripe extends Component<SquareStripeProps> {
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
      next.margin !== this.props.margin ||
      next.onSquare !== this.props.onSquare ||
      next.view.board.grid !== this.props.view.board.grid ||
      next.view.known !== this.props.view.known ||
      a.top !== b.top ||
      a.left !== b.left
    );
  }
  override render(): JSX.Element {
    const { stripe, view, window: w, margin, placed, id, onSquare } = this.props;
    const { row, from, count } = stripe;
    const { board } = view;
    const basis = [
      board.grid,
      stripe.ground,
      view.known,
      row,
      from,
      count,
      w.top,
      w.left,
      margin,
      placed,
      id,
      onSquare,
    ];
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
            px={margin + (col - w.left) * CELL}
            py={margin + (row - w.top) * CELL}
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
