/** The transport planner's state and presets: the 'transport' rows of the worked examples (chapter V, pp. 89–94). */
import type {
  ApproachClosing,
  ApproachMultiplier,
  CartCount,
  TrainLength,
  TrainSpeed,
  TransportExample,
  WaggonCount,
} from '../../rules/wells/index.ts';
import { examplesOf } from '../shared/examples.ts';
import { presetsOf, type Preset } from '../shared/presets.ts';

/** A force, how far it goes and how far off the enemy is, and the readings of Wells' open numbers. */
export interface TransportState {
  readonly infantry: number;
  readonly cavalry: number;
  readonly guns: number;
  readonly distanceFeet: number;
  readonly enemyFeet: number;
  readonly approach: ApproachMultiplier;
  readonly closing: ApproachClosing;
  readonly trainSpeed: TrainSpeed;
  readonly trainLength: TrainLength;
  readonly waggons: WaggonCount;
  readonly carts: CartCount;
}

/** The transport rows of the table. */
export const TRANSPORT_EXAMPLES: readonly TransportExample[] = examplesOf('transport');

/** Every transport example as a preset, under the edition's readings. */
export const TRANSPORT_PRESETS: readonly Preset<TransportState>[] = presetsOf(TRANSPORT_EXAMPLES, ({ inputs }) => ({
  infantry: inputs.infantry,
  cavalry: inputs.cavalry,
  guns: inputs.guns,
  distanceFeet: inputs.distanceFeet,
  enemyFeet: inputs.enemyFeet,
  approach: inputs.options?.approach ?? 'treble',
  closing: inputs.options?.closing ?? 'fifteen-feet',
  trainSpeed: inputs.options?.trainSpeed ?? 'four-times',
  trainLength: inputs.options?.trainLength ?? 'eight-trucks',
  waggons: inputs.options?.waggons ?? 'fifty-or-part',
  carts: inputs.options?.carts ?? 'shared',
}));
