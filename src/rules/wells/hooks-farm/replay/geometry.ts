/** Measuring on the table of the Battle of Hook's Farm: inches between two points, and directions. */
import { RuleError, describeValue } from '../../../errors.ts';
import type { Point } from '../types.ts';

/** How far a measure may overshoot and still count as within (floating point only, not a tolerance of the rules). */
export const EPSILON = 1e-9;

/** A length in inches to one decimal, for messages. */
export const round = (n: number): number => Math.round(n * 10) / 10;

/** Check that `value` is a point {x, y} of finite inches; otherwise throw `RuleError('BAD_INPUT')` naming `name`. */
export function point(name: string, value: unknown): Point {
  const p = value as Partial<Point> | null;
  if (typeof p !== 'object' || p === null || typeof p.x !== 'number' || typeof p.y !== 'number' || !Number.isFinite(p.x) || !Number.isFinite(p.y)) {
    throw new RuleError('BAD_INPUT', `${name} must be a point {x, y} in inches; received ${describeValue(value)}`);
  }
  return p as Point;
}

/** Distance between two points, in inches (mobility-i, mobility-ii: moves are measured in inches). */
export function distance(p: Point, q: Point): number {
  point('p', p);
  point('q', q);
  return Math.hypot(p.x - q.x, p.y - q.y);
}

/** The direction from `p` to `q` in degrees, in (-180, 180] (mobility-iv: where a gun points). */
export function bearing(p: Point, q: Point): number {
  point('p', p);
  point('q', q);
  return (Math.atan2(q.y - p.y, q.x - p.x) * 180) / Math.PI;
}
