/**
 * A `Board` received at the edge of a module, checked again. The bridges and breastworks take a
 * board alongside their own values; a caller may hand them anything (a board of another shape, a
 * hand-built near-board), so each entry point rebuilds it through `createBoard`, which refuses
 * every malformed part with a `RuleError`, rather than trusting its fields.
 */
import { RuleError, describeValue, oneOf } from '../errors.ts';
import { createBoard, type Board, type BoardSetup } from './board.ts';
import { gridOf } from './grid.ts';
import { PLATE_NAMES } from './types.ts';

function field(value: unknown, key: string): unknown {
  return (value as Record<string, unknown>)[key];
}

function mapOf(name: string, value: unknown): ReadonlyMap<unknown, unknown> {
  if (!(value instanceof Map)) throw new RuleError('BAD_INPUT', `${name} must be a Map; received ${describeValue(value)}`);
  return value;
}

function arrayOf(name: string, value: unknown): readonly unknown[] {
  if (!Array.isArray(value)) throw new RuleError('BAD_INPUT', `${name} must be a list; received ${describeValue(value)}`);
  return value;
}

/** A board made by `createBoard` (§22–§29), checked part by part and rebuilt; throws RuleError naming `name` otherwise. /hellwig/s22/ */
export function checkBoard(value: unknown, name = 'board'): Board {
  if (typeof value !== 'object' || value === null) {
    throw new RuleError('BAD_INPUT', `${name} must be a board made by createBoard; received ${describeValue(value)}`);
  }
  const grid = field(value, 'grid');
  if (typeof grid !== 'object' || grid === null) {
    throw new RuleError('BAD_INPUT', `${name}.grid must be plate II or III; received ${describeValue(grid)}`);
  }
  const plate = oneOf(`${name}.grid.name`, (grid as Record<string, unknown>)['name'], PLATE_NAMES);
  const known = gridOf(plate);
  for (const k of ['columns', 'rows', 'numbering', 'size'] as const) {
    if ((grid as Record<string, unknown>)[k] !== known[k]) {
      throw new RuleError('BAD_INPUT', `${name}.grid.${k} must be ${describeValue(known[k])} on plate ${plate}; received ${describeValue((grid as Record<string, unknown>)[k])}`);
    }
  }
  const terrain: Record<string, unknown[]> = {};
  for (const [square, kind] of mapOf(`${name}.terrain`, field(value, 'terrain'))) {
    const t = oneOf(`${name}.terrain kind`, kind, ['mountain', 'marsh', 'water', 'building'] as const);
    (terrain[t] ??= []).push(square);
  }
  const bridges = field(value, 'bridges');
  if (!(bridges instanceof Set)) throw new RuleError('BAD_INPUT', `${name}.bridges must be a Set; received ${describeValue(bridges)}`);
  const pieces = mapOf(`${name}.pieces`, field(value, 'pieces'));
  for (const [square, piece] of pieces) {
    if (typeof piece !== 'object' || piece === null || (piece as Record<string, unknown>)['square'] !== square) {
      throw new RuleError('BAD_INPUT', `${name}.pieces must map each square to the piece on it; received ${describeValue(piece)} at ${describeValue(square)}`);
    }
  }
  const setup = {
    plate,
    terrain,
    bridges: [...bridges],
    pieces: [...pieces.values()],
    devices: arrayOf(`${name}.devices`, field(value, 'devices')),
    transporters: arrayOf(`${name}.transporters`, field(value, 'transporters')),
  } as unknown as BoardSetup;
  return createBoard(setup);
}
