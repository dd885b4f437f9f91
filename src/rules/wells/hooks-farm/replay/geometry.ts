/** Measuring on the table of the Battle of Hook's Farm: inches between two points, and directions. */
import { RuleError, describeValue } from '../../../errors.ts';
import type { Point } from '../types.ts';
import { fieldOf, objectOf } from '../../../checks.ts';

/** How far a measure may overshoot and still count as within (floating point only, not a tolerance of the rules). */
export const EPSILON = 1e-9;

/** A length in inches to one decimal, for messages. */
export const round = (n: number): number => Math.round(n * 10) / 10;

/** Check that `value` is a point {x, y} of finite inches; otherwise throw `RuleError('BAD_INPUT')` naming `name`. */
export function point(name: string, value: unknown): Point {
  const what = 'a point {x, y} in inches';
  const o = objectOf(name, value, what);
  const [x, y] = [fieldOf(name, o, 'x'), fieldOf(name, o, 'y')];
  if (typeof x !== 'number' || typeof y !== 'number' || !Number.isFinite(x) || !Number.isFinite(y)) {
    throw new RuleError('BAD_INPUT', `${name} must be ${what}; received ${describeValue(value)}`);
  }
  return value as Point;
}

/** Distance between two points, in inches (mobility-i, mobility-ii: moves are measured in inches). */
export function distance(p: Point, q: Point): number {
  const [a, b] = [point('p', p), point('q', q)];
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/** The direction from `p` to `q` in degrees, in (-180, 180] (mobility-iv: where a gun points). */
export function bearing(p: Point, q: Point): number {
  const [a, b] = [point('p', p), point('q', q)];
  return (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;
}
