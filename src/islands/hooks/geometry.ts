/**
 * Where things are drawn on the map of Hook's Farm: d3 scales turn the engine's inches into SVG
 * units, d3-shape makes the symbols and outlines, and the positions of a half-move in progress are
 * interpolated here. Pure: numbers in, coordinates and path strings out; the components only
 * render them.
 */
import { curveCatmullRomClosed, line, symbol, symbolDiamond, symbolStar } from 'd3-shape';
import type { Army, BattleStep, Movement, Point, Shape, Table } from '../../rules/wells/hooks-farm/index.ts';

/**
 * A linear map from `domain` to `range`. (d3-scale's `scaleLinear` would do, but d3-scale is one
 * module: using it here would put its interpolators in the chunk the rules chapter's calculators
 * share with this island, for nothing.)
 */
export function linear(
  [d0, d1]: readonly [number, number],
  [r0, r1_]: readonly [number, number],
): (v: number) => number {
  const k = (r1_ - r0) / (d1 - d0);
  return (v) => r0 + (v - d0) * k;
}

/** SVG units per inch of table. */
const K = 4.9;
const PAD = { left: 10, right: 10, top: 20, bottom: 20 } as const;

/** The map's frame for a table: scales and the viewBox size. */
export interface MapFrame {
  readonly width: number;
  readonly height: number;
  readonly x: (inches: number) => number;
  readonly y: (inches: number) => number;
  /** Inches to SVG units, for lengths. */
  readonly k: number;
}

/** The frame of the map: the same scale on both axes, Red's back line at the top. */
export function mapFrame(table: Table): MapFrame {
  const x = linear([0, table.width], [PAD.left, PAD.left + table.width * K]);
  const y = linear([0, table.depth], [PAD.top, PAD.top + table.depth * K]);
  return { width: PAD.left + table.width * K + PAD.right, height: PAD.top + table.depth * K + PAD.bottom, x, y, k: K };
}

/** A number rounded for SVG output, to keep the markup lean. */
export const r1 = (n: number) => Math.round(n * 10) / 10;

/** A point in SVG units. */
export function toSvg(frame: MapFrame, p: Point): Point {
  return { x: r1(frame.x(p.x)), y: r1(frame.y(p.y)) };
}

const blob = line<[number, number]>().curve(curveCatmullRomClosed.alpha(0.5));

/** The outline of a wood or a clump of trees: an ellipse with an irregular, leafy edge. */
function woodPath(frame: MapFrame, cx: number, cy: number, rx: number, ry: number, lobes = 11): string {
  const points: [number, number][] = Array.from({ length: lobes * 2 }, (_, i) => {
    const a = (i / (lobes * 2)) * Math.PI * 2;
    const wobble = i % 2 === 0 ? 1 : 0.84;
    return [r1(frame.x(cx + Math.cos(a) * rx * wobble)), r1(frame.y(cy + Math.sin(a) * ry * wobble))];
  });
  return blob(points) ?? '';
}

/** A feature's outline as an SVG path. */
export function shapePath(frame: MapFrame, shape: Shape, wooded = false): string {
  switch (shape.kind) {
    case 'rect': {
      const x = r1(frame.x(shape.x));
      const y = r1(frame.y(shape.y));
      return `M${x} ${y}h${r1(shape.w * frame.k)}v${r1(shape.h * frame.k)}h${r1(-shape.w * frame.k)}Z`;
    }
    case 'ellipse': {
      if (wooded) return woodPath(frame, shape.cx, shape.cy, shape.rx, shape.ry, shape.rx < 4 ? 6 : 11);
      const cx = r1(frame.x(shape.cx));
      const cy = r1(frame.y(shape.cy));
      const rx = r1(shape.rx * frame.k);
      const ry = r1(shape.ry * frame.k);
      return `M${cx - rx} ${cy}a${rx} ${ry} 0 1 0 ${2 * rx} 0a${rx} ${ry} 0 1 0 ${-2 * rx} 0Z`;
    }
    case 'line':
      return `M${r1(frame.x(shape.x1))} ${r1(frame.y(shape.y1))}L${r1(frame.x(shape.x2))} ${r1(frame.y(shape.y2))}`;
    case 'point': {
      const x = r1(frame.x(shape.x));
      const y = r1(frame.y(shape.y));
      return `M${x} ${y}h0`;
    }
  }
}

/** The centre of a shape in SVG units, for its label. */
export function shapeCentre(frame: MapFrame, shape: Shape): Point {
  switch (shape.kind) {
    case 'rect':
      return toSvg(frame, { x: shape.x + shape.w / 2, y: shape.y + shape.h / 2 });
    case 'ellipse':
      return toSvg(frame, { x: shape.cx, y: shape.cy });
    case 'line':
      return toSvg(frame, { x: (shape.x1 + shape.x2) / 2, y: (shape.y1 + shape.y2) / 2 });
    case 'point':
      return toSvg(frame, shape);
  }
}

/**
 * The frame of a unit symbol, by side and not by colour alone: Blue's a rectangle, Red's a
 * diamond (the convention of military maps for own and opposing forces).
 */
export const FRAME_PATH: Record<Army, string> = {
  blue: 'M-8 -5.5h16v11h-16Z',
  red: symbol(symbolDiamond, 150)() ?? '',
};

/** The mark of the arm inside the frame: infantry crossed, cavalry one diagonal. */
export const ARM_PATH = {
  blue: { infantry: 'M-8 -5.5L8 5.5M8 -5.5L-8 5.5', cavalry: 'M-8 5.5L8 -5.5' },
  red: { infantry: 'M-4.7 -4.7L4.7 4.7M4.7 -4.7L-4.7 4.7', cavalry: 'M-4.7 4.7L4.7 -4.7' },
} as const;

/** The burst of a mêlée. */
export const MELEE_PATH = symbol(symbolStar, 420)() ?? '';

/** Easing for movement: slow in, slow out. */
function ease(t: number): number {
  return t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
}

/**
 * The phases of a half-move, for the animation: guns first (move-5), then the men, then the
 * mêlée at the end of the move (melee-3), and last its result. Each maps the overall progress t in
 * [0, 1] to its own. Until `result` the bodies keep the men they had before the mêlée.
 */
export const PHASES = {
  guns: (t: number) => phase(t, 0, 0.25),
  men: (t: number) => phase(t, 0.25, 0.45),
  melee: (t: number) => phase(t, 0.7, 0.15),
  result: (t: number) => (t >= 0.85 ? 1 : 0),
} as const;

/**
 * Progress through a phase that starts at `start` and lasts `length`; exactly 1 at the half-move's end (1 − 0.8 is not
 * 0.2 in floating point).
 */
function phase(t: number, start: number, length: number): number {
  if (t >= 1) return 1;
  return Math.max(0, Math.min(1, (t - start) / length));
}

/** Where something is at progress `t` of its half-move (1 = the end, where the engine left it). */
export function positionAt(movement: Movement | undefined, end: Point, t: number): Point {
  if (!movement || t >= 1) return end;
  const phase = movement.what === 'gun' ? PHASES.guns(t) : PHASES.men(t);
  const e = ease(phase);
  return {
    x: movement.from.x + (movement.to.x - movement.from.x) * e,
    y: movement.from.y + (movement.to.y - movement.from.y) * e,
  };
}

/** Where a body of men is at progress `t` of its half-move, from where it stood to the end of its move. */
export function transitAt(from: Point, to: Point, t: number): Point {
  if (t >= 1) return to;
  const e = ease(PHASES.men(t));
  return { x: from.x + (to.x - from.x) * e, y: from.y + (to.y - from.y) * e };
}

/** The movements of a step by the id of what moved. */
export function movementsById(step: BattleStep): ReadonlyMap<string, Movement> {
  return new Map(step.movements.map((m) => [m.id, m]));
}

/** The end of a gun's barrel, `length` SVG units from its axle along its facing (degrees). */
export function barrelEnd(at: Point, facing: number, length: number): Point {
  const a = (facing * Math.PI) / 180;
  return { x: r1(at.x + Math.cos(a) * length), y: r1(at.y + Math.sin(a) * length) };
}

/** An arrowhead at `to`, pointing away from `from`, as a path (SVG units). */
export function arrowHead(from: Point, to: Point, size = 5): string {
  const a = Math.atan2(to.y - from.y, to.x - from.x);
  const p = (da: number) => `${r1(to.x - Math.cos(a + da) * size)} ${r1(to.y - Math.sin(a + da) * size)}`;
  return `M${p(0.45)}L${r1(to.x)} ${r1(to.y)}L${p(-0.45)}`;
}

/** A box in SVG units: its top-left corner and its size. */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** A box of size `w` × `h` centred on `p`. */
export function boxAround(p: Point, w: number, h: number): Box {
  return { x: p.x - w / 2, y: p.y - h / 2, w, h };
}

/** How much of two boxes lies on both, in square SVG units. */
function overlapArea(a: Box, b: Box): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * A label to set on the map: `w` × `h` SVG units, beside the thing it belongs to (at `at`, of
 * half-size `near`), preferably centred at `first`.
 */
export interface LabelRequest {
  readonly at: Point;
  readonly near: number;
  readonly w: number;
  readonly h: number;
  readonly first?: Point;
  /**
   * A box the label must touch wherever it goes (default: none). A place's name must stay by its
   * place: a name set two buildings away names the wrong one.
   */
  readonly within?: Box;
  /**
   * Boxes this label keeps off besides the others' (a mark of the dead stays off the buildings: nobody fell on a roof).
   */
  readonly avoid?: readonly Box[];
}

/**
 * The places tried for a label, nearest first: its preferred place, then right of, left of, below and above the thing
 * it labels, and the corners, a little further out each time.
 */
function candidates({ at, near, w, h, first, within }: LabelRequest): Point[] {
  const out: Point[] = first ? [first] : [];
  for (const extra of [0, 6, 13, 22, 34, 50, 70]) {
    const dx = near + 2 + extra + w / 2;
    const dy = near + 1 + extra + h / 2;
    out.push(
      { x: at.x + dx, y: at.y },
      { x: at.x - dx, y: at.y },
      { x: at.x, y: at.y + dy },
      { x: at.x, y: at.y - dy },
      { x: at.x + dx, y: at.y + dy },
      { x: at.x + dx, y: at.y - dy },
      { x: at.x - dx, y: at.y + dy },
      { x: at.x - dx, y: at.y - dy },
    );
  }
  return within ? out.filter((c) => c === first || overlapArea(boxAround(c, w, h), within) > 0) : out;
}

/**
 * A simple label placement: each request in turn takes the first of its candidate places that
 * stays inside `bounds` and overlaps neither the obstacles nor a label placed before it (failing
 * that, the one that overlaps least). Returns the centre chosen for each request, in order. Greedy and
 * deterministic, so a half-move is always laid out the same way, on the server and in the browser.
 */
export function placeLabels(requests: readonly LabelRequest[], obstacles: readonly Box[], bounds: Box): Point[] {
  const taken: Box[] = [...obstacles];
  const inside = (b: Box) =>
    b.x >= bounds.x && b.y >= bounds.y && b.x + b.w <= bounds.x + bounds.w && b.y + b.h <= bounds.y + bounds.h;
  return requests.map((req) => {
    const tries = candidates(req);
    // The first place that covers nothing; failing that, the one that covers least.
    let free = tries[0]!;
    let least = Infinity;
    for (const c of tries) {
      const box = boxAround(c, req.w, req.h);
      if (!inside(box)) continue;
      const covered =
        taken.reduce((n, b) => n + overlapArea(box, b), 0) +
        (req.avoid ?? []).reduce((n, b) => n + overlapArea(box, b), 0);
      if (covered < least) [free, least] = [c, covered];
      if (covered === 0) break;
    }
    const at = { x: r1(free.x), y: r1(free.y) };
    taken.push(boxAround(at, req.w, req.h));
    return at;
  });
}

/** The box a feature of the country covers on the map, grown by `margin` on every side. */
export function shapeBox(frame: MapFrame, shape: Shape, margin = 0): Box {
  const c = shapeCentre(frame, shape);
  const [hw, hh] =
    shape.kind === 'rect'
      ? [(shape.w * frame.k) / 2, (shape.h * frame.k) / 2]
      : shape.kind === 'ellipse'
        ? [shape.rx * frame.k, shape.ry * frame.k]
        : shape.kind === 'line'
          ? [(Math.abs(shape.x2 - shape.x1) * frame.k) / 2, (Math.abs(shape.y2 - shape.y1) * frame.k) / 2]
          : [0, 0];
  return { x: c.x - hw - margin, y: c.y - hh - margin, w: 2 * (hw + margin), h: 2 * (hh + margin) };
}

/**
 * Where across the table a half-move happens (inches), for scrolling a narrow map to it: the middle
 * of the guns that fired, what they hit and the mêlées, or, in a half-move of movement only, of
 * where the bodies went; undefined if nothing happened.
 */
export function actionX(step: BattleStep): number | undefined {
  const fighting = [...step.shots.flatMap((s) => [s.from.x, s.to.x]), ...step.melees.map((m) => m.at.x)];
  const xs = fighting.length > 0 ? fighting : step.movements.map((m) => m.to.x);
  if (xs.length === 0) return undefined;
  return (Math.min(...xs) + Math.max(...xs)) / 2;
}
