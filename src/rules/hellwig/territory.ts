/**
 * The line between the two players' territories on plate III (§199, l.1340). The text prints it as
 * "10–0–285–272–61–1608–1346–1333": with serpentine numbering (§197) 10, 285 and 272 make a staircase
 * from side AB, and 1608, 1346 and 1333 its image under the 180° turn that makes one set-up serve both
 * players (§210), so the line is read in the order 10, 285, 272, …, 1346, 1333, 1608; "0" and "61" are
 * corrupt (notes §5.9, E117). Between 272 and 1346 the text gives nothing sure; the edition joins them
 * by the point-symmetric staircase through the middle row, down column 23 to 807, along the dividing
 * surface to 811, down column 27 to 1346 (counting columns from 1).
 */
import { RuleError, describeValue } from '../errors.ts';
import { atOn, coordsOn, plateIII, squareOn, type Square } from './grid.ts';

/**
 * The corners of the territory line as printed and read in order (§199, l.1340): the line turns at
 * each. The middle two, 807 and 811, are the edition's (see the module's note). /hellwig/s199/
 */
export const TERRITORY_CORNERS = [10, 285, 272, 807, 811, 1346, 1333, 1608] as const;

/** The two territories, each by the fortress it holds: B in the corner B, C in the corner C (§186, §199). */
export const TERRITORIES = ['B', 'C'] as const;
export type Territory = (typeof TERRITORIES)[number];

let traced: readonly Square[] | undefined;

/**
 * Every square of the territory line, from 10 on side AB to 1608 on side CD, each corner joined to
 * the next by a straight run along a row or a column (§199, l.1340). /hellwig/s199/
 */
export function territoryBoundary(): readonly Square[] {
  if (traced !== undefined) return traced;
  const out: Square[] = [squareOn(TERRITORY_CORNERS[0], plateIII)];
  for (let i = 1; i < TERRITORY_CORNERS.length; i++) {
    const a = coordsOn(squareOn(TERRITORY_CORNERS[i - 1], plateIII), plateIII);
    const b = coordsOn(squareOn(TERRITORY_CORNERS[i], plateIII), plateIII);
    const n = Math.max(Math.abs(b.row - a.row), Math.abs(b.col - a.col));
    const dr = Math.sign(b.row - a.row);
    const dc = Math.sign(b.col - a.col);
    for (let k = 1; k <= n; k++) out.push(atOn(a.row + dr * k, a.col + dc * k, plateIII) as Square);
  }
  traced = Object.freeze(out);
  return traced;
}

/**
 * The territory a square of plate III lies in, or `boundary` for a square of the line itself (§199):
 * `C` on the side of corner A and corner C (the line's left, going from AB to CD), `B` on the side of
 * corner B and D. /hellwig/s199/
 */
export function territoryOf(square: number): Territory | 'boundary' {
  const sq = squareOn(square, plateIII);
  const line = territoryBoundary();
  if (line.includes(sq)) return 'boundary';
  const { row, col } = coordsOn(sq, plateIII);
  // The line crosses each row once or runs along it; the square is on the C side if the line passes to its right.
  const crossing = line.map((s) => coordsOn(s, plateIII)).filter((c) => c.row === row);
  if (crossing.length === 0)
    throw new RuleError('BAD_INPUT', `the territory line misses row ${row}; received ${describeValue(square)}`);
  return col < Math.min(...crossing.map((c) => c.col)) ? 'C' : 'B';
}

/** A stretch of the territory line: the squares the text prints the corners of, or the edition's reconstruction. */
export interface TerritoryStretch {
  /** `true` where the printed corners are read as they stand (10–285–272 and 1346–1333–1608). */
  readonly printed: boolean;
  /** Its squares in order along the line, both ends included (a stretch shares its end with the next). */
  readonly squares: readonly Square[];
}

/** Where the reconstruction joins the printed corners: 272 on side AB's staircase, 1346 on side CD's (§199). */
const RECONSTRUCTED_FROM = 272;
const RECONSTRUCTED_TO = 1346;

/**
 * The territory line in three stretches (§199, l.1340): from 10 by 285 to 272, as printed; from 272 by 807 and 811 to
 * 1346, the edition's reconstruction, where the text prints the corrupt "0" and "61"; from 1346 by 1333 to 1608, as
 * printed. Together they are `territoryBoundary()`, the joins counted once. /hellwig/s199/
 */
export function territoryStretches(): readonly TerritoryStretch[] {
  const line = territoryBoundary();
  const from = line.indexOf(RECONSTRUCTED_FROM as Square);
  const to = line.indexOf(RECONSTRUCTED_TO as Square);
  return [
    { printed: true, squares: line.slice(0, from + 1) },
    { printed: false, squares: line.slice(from, to + 1) },
    { printed: true, squares: line.slice(to) },
  ];
}
