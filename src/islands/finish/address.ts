/**
 * The Fight-to-the-Finish scorer's inputs in the address: each side's holdings (`finish.a-guns`, `finish.b-infantry`…),
 * the result, the men each side started with (`finish.a-start`) and the reading of the Note (`finish.small`).
 */
import { GAME_RESULTS, SIDES, SMALL_GAME_READINGS, type SideHoldings } from '../../rules/wells/index.ts';
import type { AddressField } from '../shared/addressFields.ts';
import { MOST_GUNS, MOST_MEN } from '../shared/calculator.ts';
import type { FinishState } from './presets.ts';

/** What each side holds at the end: its key in the address, its words and the stepper's range. */
export const HOLDINGS = [
  { key: 'guns', label: 'guns held or in a position to take', max: MOST_GUNS },
  { key: 'cavalry', label: 'cavalry alive and uncaptured', max: MOST_MEN },
  { key: 'infantry', label: 'infantry alive and uncaptured', max: MOST_MEN },
  { key: 'prisonersTaken', label: 'prisoners taken', max: MOST_MEN },
] as const satisfies readonly { key: keyof SideHoldings; label: string; max: number }[];

export const FINISH_FIELDS: readonly AddressField<FinishState>[] = [
  ...SIDES.flatMap((side) =>
    HOLDINGS.map((h): AddressField<FinishState> => ({
      kind: 'count',
      key: `${side}-${h.key}`,
      label: `${side.toUpperCase()}: ${h.label}`,
      min: 0,
      max: h.max,
      get: (s) => s[side][h.key],
      set: (s, n) => ({ ...s, [side]: { ...s[side], [h.key]: n } }),
    })),
  ),
  {
    kind: 'choice',
    key: 'result',
    label: 'the result',
    options: GAME_RESULTS,
    get: (s) => s.result,
    set: (s, v) => ({ ...s, result: GAME_RESULTS.find((r) => r === v) ?? s.result }),
  },
  ...SIDES.map((side): AddressField<FinishState> => ({
    kind: 'count',
    key: `${side}-start`,
    label: `${side.toUpperCase()}: men at the start`,
    min: 1,
    max: MOST_MEN,
    get: (s) => s.startingMen[side],
    set: (s, n) => ({ ...s, startingMen: { ...s.startingMen, [side]: n } }),
  })),
  {
    kind: 'choice',
    key: 'small',
    label: 'reading of the Note',
    options: SMALL_GAME_READINGS,
    get: (s) => s.smallGame,
    set: (s, v) => ({ ...s, smallGame: SMALL_GAME_READINGS.find((r) => r === v) ?? s.smallGame }),
  },
];
