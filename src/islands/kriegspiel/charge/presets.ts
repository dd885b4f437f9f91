/**
 * The charge calculator's presets: every charge row of the appendix's examples (l.1014–1050), each the
 * case its line states, under the edition's readings.
 */
import type {
  ArtilleryChargeExample,
  CavalryChargeExample,
  InfantryChargeExample,
  StationaryChargeExample,
} from '../../../rules/wells/index.ts';
import { WELLS_EXAMPLES } from '../../../rules/examples.ts';
import { presetsOf, type Preset } from '../../shared/presets.ts';
import { CHARGE_DEFAULTS, type ChargeState } from './state.ts';

/** A charge row of the table. */
export type ChargeExample =
  InfantryChargeExample | StationaryChargeExample | CavalryChargeExample | ArtilleryChargeExample;

const KINDS: readonly string[] = ['charge-infantry', 'charge-stationary', 'charge-cavalry', 'charge-artillery'];

/** The charge rows, in the order of the book. */
export const CHARGE_EXAMPLES: readonly ChargeExample[] = WELLS_EXAMPLES.filter((row): row is ChargeExample =>
  KINDS.includes(row.kind),
);

/** The calculator's state for a row. */
function stateOf(row: ChargeExample): ChargeState {
  switch (row.kind) {
    case 'charge-infantry': {
      const { sabres, infantry, order, distanceInches, retiring } = row.inputs;
      return {
        ...CHARGE_DEFAULTS,
        target: order,
        sabres,
        enemy: infantry,
        distance: distanceInches,
        retiring: retiring ? 'yes' : 'no',
      };
    }
    case 'charge-stationary':
      return { ...CHARGE_DEFAULTS, target: 'stationary', sabres: row.inputs.sabres, enemy: row.inputs.stationary };
    case 'charge-cavalry': {
      const { charging, charged, contoursDown, chargingSupport, chargedSupport, coin } = row.inputs;
      return {
        ...CHARGE_DEFAULTS,
        target: 'cavalry',
        sabres: charging,
        enemy: charged,
        contours: contoursDown,
        chargingSupport,
        chargedSupport,
        coin,
      };
    }
    case 'charge-artillery':
      return { ...CHARGE_DEFAULTS, target: 'gun', sabres: row.inputs.sabres, distance: row.inputs.distanceInches };
  }
}

/** Every charge example as a preset, linked to its page of the appendix: the page is the link's words. */
export const CHARGE_PRESETS: readonly Preset<ChargeState>[] = presetsOf(CHARGE_EXAMPLES, stateOf).map((p, i) => ({
  ...p,
  label: `p. ${CHARGE_EXAMPLES[i]?.page ?? ''}`,
  fullLabel: `Appendix, Rules as to Cavalry Charging, p. ${CHARGE_EXAMPLES[i]?.page ?? ''}`,
}));
