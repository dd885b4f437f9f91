/**
 * The Battle of Hook's Farm (Little Wars, chapter IV, pp. 63–87; 004 l.596–787) as data: the
 * country, both armies at the putting down, and every half-move from the putting down to Red's
 * retreat, each citing the sentences and figures it rests on and the assumptions it needs.
 *
 * Events are inputs only. No mêlée result, strength or gun state is written here: the engine
 * (`replayBattle`) computes them, and test/rules/hooks-farm.test.ts checks them against every
 * figure the text states. Positions are a reconstruction in inches on a 12 by 8 foot table: the
 * photographs and the general's sketch plan are not in our sources.
 */
import type { Battle } from './types.ts';
import { HOOKS_FARM_TABLE, HOOKS_FARM_PLACES } from './scenario/country.ts';
import { HOOKS_FARM_ASSUMPTIONS, HOOKS_FARM_INCONSISTENCIES } from './scenario/apparatus.ts';
import { PUT_DOWN_RED, PUT_DOWN_BLUE } from './scenario/putting-down.ts';
import { RED_1, BLUE_1, RED_2, BLUE_2, RED_3, BLUE_3 } from './scenario/moves-1-3.ts';
import { RED_4, BLUE_4, RED_5, BLUE_5, RED_6, BLUE_6, RED_RETREAT, BLUE_HOLDS } from './scenario/moves-4-end.ts';

/** The Battle of Hook's Farm: the putting down, Red's retreat, and every half-move between. */
export const HOOKS_FARM: Battle = {
  table: HOOKS_FARM_TABLE,
  places: HOOKS_FARM_PLACES,
  halfMoves: [
    PUT_DOWN_RED,
    PUT_DOWN_BLUE,
    RED_1,
    BLUE_1,
    RED_2,
    BLUE_2,
    RED_3,
    BLUE_3,
    RED_4,
    BLUE_4,
    RED_5,
    BLUE_5,
    RED_6,
    BLUE_6,
    RED_RETREAT,
    BLUE_HOLDS,
  ],
  assumptions: HOOKS_FARM_ASSUMPTIONS,
  inconsistencies: HOOKS_FARM_INCONSISTENCIES,
};
