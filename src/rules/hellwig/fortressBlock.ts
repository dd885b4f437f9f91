/**
 * Where plate III's two fortresses stand (§186, §187, §210): their sheets, centres and blocks, apart from the rules of
 * conquest and blockade (fortress.ts), so that what needs only the fortress's squares (a depot's main magazine, §243)
 * brings none of those. /hellwig/s186/
 */
import { oneOf } from '../errors.ts';
import { atOn, coordsOn, plateIII, type Square } from './grid.ts';

/**
 * The sheets of plate III that hold a fortress: B for one player, C for the other, chosen before the game (§186, §207).
 * /hellwig/s186/
 */
export const FORTRESS_SHEETS = ['B', 'C'] as const;
export type FortressSheet = (typeof FORTRESS_SHEETS)[number];

/**
 * Each fortress's centre square, planted with a flag (§187, l.1283), and the corners of its block on
 * plate III as the set-up tables give them (§210, l.1428: 40, 745, 49, 736 and 1578, 873, 1569, 882;
 * §186's printed corners are corrupt). /hellwig/s187/
 */
export const FORTRESSES: {
  readonly [S in FortressSheet]: {
    readonly centre: number;
    readonly corners: readonly [number, number, number, number];
  };
} = {
  B: { centre: 246, corners: [40, 49, 736, 745] },
  C: { centre: 1372, corners: [873, 882, 1569, 1578] },
};

/** The squares of a fortress's block on plate III, in order (§186, §210). /hellwig/s186/ */
export function fortressSquares(sheet: FortressSheet): readonly Square[] {
  const s = oneOf('sheet', sheet, FORTRESS_SHEETS);
  return blockOf(s);
}

/** `fortressSquares` of a checked sheet. */
export function blockOf(sheet: FortressSheet): Square[] {
  const cs = FORTRESSES[sheet].corners.map((n) => coordsOn(n as Square, plateIII));
  const rows = cs.map((c) => c.row);
  const cols = cs.map((c) => c.col);
  const out: Square[] = [];
  for (let r = Math.min(...rows); r <= Math.max(...rows); r++) {
    for (let c = Math.min(...cols); c <= Math.max(...cols); c++) out.push(atOn(r, c, plateIII) as Square);
  }
  return out.sort((a, b) => a - b);
}
