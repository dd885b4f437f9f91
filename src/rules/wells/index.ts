/**
 * The Little Wars engine: H. G. Wells, *Little Wars* (1913), chapter III, "The Rules"
 * (/little-wars/the-rules/). Worked examples are exported from `../examples.ts` only.
 */
export * from './types.ts';
export * from './anchors.ts';
export * from './mobility.ts';
export * from './isolation.ts';
export * from './melee.ts';
export * from './prisoners.ts';
export * from './guns.ts';
export * from './time.ts';
export * from './forces.ts';
export * from './scoring.ts';
export * from './varieties.ts';
export type * from './examples.ts';
// Chapters II and V
export * from './history.ts';
export * from './extensions.ts';
export type { HistoryStageExample, HistoryCaptureExample, TransportExample } from './examples/chapters-2-5.ts';

// The Kriegspiel appendix: movement, charges, railways
export * from './kriegspiel/movement.ts';
export * from './kriegspiel/costs.ts';
export {
  BAND_BOUNDARY_READINGS,
  BAND_BOUNDS_INCHES,
  CHARGE_BANDS,
  CHARGE_MINIMUM,
  MAX_CHARGE_INCHES,
  CHARGING_DISTANCE_READINGS,
  LOSS_FRACTION_READINGS,
  POINT_DISTANCE_READINGS,
  appendixPage,
  chargeBand,
  chargeFeet,
  type BandBoundaryReading,
  type ChargeBand,
  type ChargeOptions,
  type ChargeReadings,
  type ChargingDistanceReading,
  type LossFractionReading,
  type LossRate,
  type PointDistanceReading,
} from './kriegspiel/charges.ts';
export * from './kriegspiel/charges-infantry.ts';
export * from './kriegspiel/charges-cavalry.ts';
export * from './kriegspiel/charges-artillery.ts';
export * from './kriegspiel/railways.ts';
export * from './kriegspiel/general.ts';
export type * from './examples/kriegspiel-charges.ts';

// The Kriegspiel appendix: fire, supply, works
export * from './kriegspiel/shell.ts';
export * from './kriegspiel/rifle.ts';
export {
  HORSES_PER_FORAGE_PACKET,
  INFANTRY_PER_AMMUNITION_PACKET,
  ISOLATED_EXEMPT_BELOW,
  MEN_PER_FOOD_PACKET,
  PACKET_KINDS,
  SUPPLY_ARMS,
  SUPPLY_FRACTIONS,
  SUPPLY_ISOLATION_FEET,
  SUPPLY_PERIOD_MOVES,
  SUPPLY_REACH_FEET,
  packetsFor,
  supplyNeed,
  supplyReach,
  type PacketKind,
  type SupplyArm,
  type SupplyBody,
  type SupplyFraction,
  type SupplyNeed,
  type SupplyNeedOptions,
  type SupplyReach,
} from './kriegspiel/supply.ts';
export * from './kriegspiel/supply-timeline.ts';
export * from './kriegspiel/supply-siege.ts';
export * from './kriegspiel/works.ts';
export type * from './examples/kriegspiel-supply.ts';
