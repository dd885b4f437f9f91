/**
 * Wheeling of the artillery (§61–§64, §95, §173–§178): one part of the device stays on its square
 * and the other swings a quarter, half or three-quarter turn about it, passing over 1, 3 or 5
 * squares of the pivot's ring, which must be free. The firing direction turns with the device.
 */
import { RuleError, oneOf } from '../errors.ts';
import { readRecord } from '../checks.ts';
import { computeField, type FieldOfEffect } from './artillery.ts';
import { readBoard, withDevice, type ArtilleryDevice, type Board } from './board.ts';
import { deviceFormation, wheelFormationOf, type Blocker, type FormationOptions } from './formations.ts';
import type { Square } from './grid.ts';
import { PIVOTS, type Pivot, type WheelKind, type WheelSense } from './types.ts';

/** How a device wheels: which part stays (by name, or by its square), how far, which way (§62). /hellwig/s62/ */
export interface DeviceWheelOptions extends FormationOptions {
  readonly pivot: Pivot | number;
  readonly kind: WheelKind;
  readonly sense: WheelSense;
}

interface DeviceWheelingBase {
  readonly pivot: Pivot;
  readonly kind: WheelKind;
  readonly sense: WheelSense;
  /** The device before the wheeling. */
  readonly from: ArtilleryDevice;
  /** The squares of the pivot's ring passed over, in order: 1, 3 or 5 (§62). */
  readonly passed: readonly Square[];
  /** The device after the wheeling. */
  readonly device: ArtilleryDevice;
  /** Its field of effect after the wheeling: the firing direction turns with it (§62). */
  readonly field: FieldOfEffect;
}

/** A wheeling of a device: the position after it, or the square that forbids it (§62). /hellwig/s62/ */
export type DeviceWheeling =
  | (DeviceWheelingBase & { readonly legal: true; readonly board: Board })
  | (DeviceWheelingBase & { readonly legal: false; readonly blockedBy: Blocker });

/** Which part of the device stays: named, or given as one of its two squares (§61–§63). */
function pivotOf(device: ArtilleryDevice, pivot: unknown): Pivot {
  if (typeof pivot !== 'number') return oneOf('pivot', pivot, PIVOTS);
  if (pivot === device.artillerists) return 'artillerists';
  if (pivot === device.gun) return 'gun';
  throw new RuleError(
    'BAD_PIVOT',
    `a device wheels about one of its own squares (§61–§63): the artillerists' square ${device.artillerists} or the gun ${device.gun}; received ${pivot}`,
  );
}

/**
 * Wheel a device (§61–§64): small, larger or greatest, about its artillerists' square or its gun,
 * clockwise or anticlockwise; the passed squares must be practicable and free of pieces and
 * guns (§62 l.802, §170, §177, §178), and an unmanned device cannot wheel (§46). /hellwig/s62/
 */
export function wheel(board: Board, device: unknown, options: DeviceWheelOptions): DeviceWheeling {
  // A copy, each field read once: the options travel on to the formation's wheeling.
  const given = readRecord('options', options, ['pivot', 'kind', 'sense', 'landing', 'pawnFacing'], 'UNKNOWN_OPTION');
  const [b, d] = withDevice(readBoard(board), device);
  const pivot = pivotOf(d, given['pivot']);
  const result = wheelFormationOf(b, deviceFormation(b, d), {
    ...(given as unknown as DeviceWheelOptions),
    pivot: d[pivot],
  });
  const moved: ArtilleryDevice = {
    ...d,
    artillerists: result.moves.get(d.artillerists) as Square,
    gun: result.moves.get(d.gun) as Square,
  };
  const base = {
    pivot,
    kind: result.kind,
    sense: result.sense,
    from: d,
    passed: result.passed,
    device: moved,
    field: computeField(b, moved),
  };
  return result.legal
    ? { ...base, legal: true, board: result.board }
    : { ...base, legal: false, blockedBy: result.blockedBy };
}
