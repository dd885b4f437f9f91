/**
 * The parts of a position given as plain data (§31, §37, §43, §65, §66, §85): a piece, an artillery device and a
 * transporter, each read safely and checked against the plate.
 */
import { RuleError, describeValue, oneOf } from '../errors.ts';
import { fieldOf, keysOf, listOf, objectOf } from '../checks.ts';
import { directionBetween, squareOn, type Grid } from './grid.ts';
import { ARTILLERY_KINDS, CANNON_VARIANTS, DIRECTIONS, PIECE_KINDS, PLAYERS } from './types.ts';
import type { ArtilleryDevice, Piece, Transporter } from './board.ts';

/** A list received as input, its items read safely (`listOf`). */
export const list = (name: string, value: unknown): readonly unknown[] => listOf(name, value);

/** An object received as input, its fields read safely (a throwing getter is a RuleError). */
function record(name: string, value: unknown): Readonly<Record<string, unknown>> {
  const o = objectOf(name, value);
  const out: Record<string, unknown> = {};
  for (const key of keysOf(name, o)) out[key] = fieldOf(name, o, key);
  return out;
}

/** Check a piece given as plain data (§31, §37). /hellwig/s31/ */
export function parsePiece(grid: Grid, value: unknown): Piece {
  const p = record('piece', value);
  const square = squareOn(p['square'], grid, 'piece square');
  const kind = oneOf('piece kind', p['kind'], PIECE_KINDS);
  const player = oneOf('player', p['player'], PLAYERS);
  if (kind === 'pawn') {
    const facing = oneOf(`facing of the pawn on ${square}`, p['facing'], DIRECTIONS);
    return { square, kind, player, facing };
  }
  if (p['facing'] !== undefined) {
    throw new RuleError(
      'BAD_INPUT',
      `only pawns have a front (§37); the ${kind} on ${square} received facing ${describeValue(p['facing'])}`,
    );
  }
  return { square, kind, player };
}

/**
 * Check a device given as plain data (§43, §65, §66): two orthogonally adjacent squares and a known variety.
 * /hellwig/s43/
 */
export function parseDevice(grid: Grid, value: unknown, name = 'device', adjacent = true): ArtilleryDevice {
  const d = record(name, value);
  const artillerists = squareOn(d['artillerists'], grid, `${name} artillerists`);
  const gun = squareOn(d['gun'], grid, `${name} gun`);
  if (adjacent && directionBetween(artillerists, gun, grid) === undefined) {
    throw new RuleError(
      'NOT_ADJACENT',
      `a device's artillerists' square and gun must be side by side (§43); received ` +
        `artillerists ${artillerists} and gun ` +
        `${gun}${name === 'device' ? '' : ` (${name})`}`,
    );
  }
  const kind = oneOf(`${name} kind`, d['kind'] ?? 'cannon', ARTILLERY_KINDS);
  const variant = oneOf(
    `${name} variant`,
    d['variant'] ?? (kind === 'howitzer' ? 'axial' : undefined),
    CANNON_VARIANTS,
  );
  if (kind === 'howitzer' && variant !== 'axial') {
    throw new RuleError(
      'BAD_INPUT',
      `a howitzer has no variety and fires straight on (§66; A2); received variant ${JSON.stringify(variant)}`,
    );
  }
  const owner = d['owner'] === undefined ? undefined : oneOf(`${name} owner`, d['owner'], PLAYERS);
  return owner === undefined ? { artillerists, gun, variant, kind } : { artillerists, gun, variant, kind, owner };
}

/** Check a transporter given as plain data (§85): two adjacent squares. /hellwig/s85/ */
export function parseTransporter(grid: Grid, value: unknown, name = 'transporter'): Transporter {
  const t = record(name, value);
  const squares = list(`${name} squares`, t['squares']);
  if (squares.length !== 2) {
    throw new RuleError('BAD_INPUT', `a transporter covers two squares (§85); received ${describeValue(squares)}`);
  }
  const a = squareOn(squares[0], grid, `${name} square`);
  const b = squareOn(squares[1], grid, `${name} square`);
  if (directionBetween(a, b, grid) === undefined) {
    throw new RuleError('NOT_ADJACENT', `a transporter joins two adjacent squares (§85); received ${a} and ${b}`);
  }
  return { squares: [a, b] };
}
