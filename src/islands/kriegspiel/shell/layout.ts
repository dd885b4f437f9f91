/**
 * Where the shell figure puts each thing, in inches from the shell (a pure layout, drawn by ShellFigure): the men in
 * the open on a sunflower spiral in the circle's near part, the men behind cover beyond a wall, the guns wholly inside
 * near the rim, those partly inside and the waggons across it. Only the first few of each are drawn.
 */
import { SHELL_RADIUS_INCHES, type ShellBurst } from '../../../rules/wells/index.ts';

export interface Spot {
  readonly x: number;
  readonly y: number;
}

/** The figure's layout. */
export interface ShellLayout {
  readonly radius: number;
  /** The men in the open drawn, the first `dead` of them marked dead. */
  readonly open: readonly (Spot & { readonly dead: boolean })[];
  readonly sheltered: readonly Spot[];
  /** The wall between the shell and the sheltered men, if any. */
  readonly wall: { readonly x: number; readonly y1: number; readonly y2: number } | null;
  readonly gunsInside: readonly Spot[];
  readonly gunsAcross: readonly Spot[];
  readonly waggons: readonly Spot[];
  /** Men not drawn, for a line under the figure. */
  readonly undrawn: number;
}

const MOST_OPEN = 30;
const MOST_SHELTERED = 12;
const MOST_PIECES = 3;
const GOLDEN = Math.PI * (3 - Math.sqrt(5));
const round = (n: number) => Math.round(n * 100) / 100;

/**
 * `n` points filling a ring about the shell from `inner` to `outer` inches, evenly, in a fixed order; with a wall at
 * the right, those that would stand beyond it are mirrored to the left.
 */
function ring(n: number, inner: number, outer: number, wall: boolean): Spot[] {
  return Array.from({ length: n }, (_, i) => {
    const d = inner + (outer - inner) * Math.sqrt((i + 0.5) / n);
    const x = d * Math.cos(i * GOLDEN);
    return { x: round(wall && x > 1.1 ? -x : x), y: round(d * Math.sin(i * GOLDEN)) };
  });
}

/** `n` points filling a disc of radius `r` about (cx, cy). */
function sunflower(n: number, cx: number, cy: number, r: number): Spot[] {
  return Array.from({ length: n }, (_, i) => {
    const d = r * Math.sqrt((i + 0.5) / n);
    return { x: round(cx + d * Math.cos(i * GOLDEN)), y: round(cy + d * Math.sin(i * GOLDEN)) };
  });
}

/** A point on the circle's rim at `degrees` (0 to the right, clockwise on screen). */
const onRim = (degrees: number): Spot => ({
  x: round(SHELL_RADIUS_INCHES * Math.cos((degrees * Math.PI) / 180)),
  y: round(SHELL_RADIUS_INCHES * Math.sin((degrees * Math.PI) / 180)),
});

/** Lay out what a shell's circle holds, from the engine's answer. */
export function shellLayout(burst: ShellBurst): ShellLayout {
  const openDrawn = Math.min(burst.counted, MOST_OPEN);
  const shelteredDrawn = Math.min(burst.sheltered, MOST_SHELTERED);
  // Drawn in proportion, so a figure capped at thirty still shows half of them dead.
  const deadDrawn = burst.counted === 0 ? 0 : Math.round((burst.dead / burst.counted) * openDrawn);
  const open = ring(openDrawn, 0.45, 1.9, burst.sheltered > 0).map((s, i) => ({ ...s, dead: i < deadDrawn }));
  return {
    radius: SHELL_RADIUS_INCHES,
    open,
    sheltered: sunflower(shelteredDrawn, 2.15, 0, 0.55),
    wall: burst.sheltered > 0 ? { x: 1.5, y1: -1.2, y2: 1.2 } : null,
    gunsInside: [
      { x: -0.4, y: -2.3 },
      { x: -0.4, y: 2.3 },
      { x: -2.3, y: -1.2 },
    ].slice(0, Math.min(burst.gunsDestroyed, MOST_PIECES)),
    gunsAcross: [225, 135, 180].map(onRim).slice(0, Math.min(burst.gunsDisabled, MOST_PIECES)),
    waggons: [315, 45, 270].map(onRim).slice(0, Math.min(burst.waggonsDestroyed, MOST_PIECES)),
    undrawn: burst.counted - openDrawn + (burst.sheltered - shelteredDrawn),
  };
}
