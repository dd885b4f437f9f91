/**
 * Where each man of a mêlée is drawn: the two bodies as facing blocks of figures, laid out
 * with d3 band scales. Pure: numbers in, coordinates out; the component only renders them.
 */
import { scaleBand } from 'd3-scale';

/** Figures per row before a body wraps onto another rank. */
const PER_ROW = 20;
/** Size of the drawing's coordinate system. */
export const WIDTH = 640;
export const CELL = WIDTH / PER_ROW;
const GAP = 28;

/** The place of one figure. */
export interface Place {
  readonly x: number;
  readonly y: number;
}

/** Layout of both bodies: side a above, facing side b below, and the drawing's height. */
export interface MeleeLayout {
  readonly a: readonly Place[];
  readonly b: readonly Place[];
  readonly height: number;
  readonly lineY: number;
}

function ranks(n: number): number {
  return Math.max(1, Math.ceil(n / PER_ROW));
}

function body(n: number, top: number, facingDown: boolean): Place[] {
  const columns = scaleBand<number>()
    .domain(Array.from({ length: PER_ROW }, (_, i) => i))
    .range([0, WIDTH])
    .paddingInner(0.15);
  const rows = ranks(n);
  const rank = scaleBand<number>()
    .domain(Array.from({ length: rows }, (_, i) => i))
    .range([top, top + rows * CELL]);
  return Array.from({ length: n }, (_, i) => {
    // The front rank is the one nearest the other side.
    const r = Math.floor(i / PER_ROW);
    const row = facingDown ? rows - 1 - r : r;
    return { x: (columns(i % PER_ROW) ?? 0) + columns.bandwidth() / 2, y: (rank(row) ?? top) + CELL / 2 };
  });
}

/** Lay out `a` men above the line of contact and `b` men below it. */
export function meleeLayout(a: number, b: number): MeleeLayout {
  const topA = 8;
  const heightA = ranks(a) * CELL;
  const lineY = topA + heightA + GAP / 2;
  const topB = topA + heightA + GAP;
  const heightB = ranks(b) * CELL;
  return { a: body(a, topA, true), b: body(b, topB, false), height: topB + heightB + 8, lineY };
}
