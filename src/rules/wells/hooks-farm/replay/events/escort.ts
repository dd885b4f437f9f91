/** Prisoners moved by their captor under escort (melee-3, prisoners): one man for up to seven. */
import { RuleError } from '../../../../errors.ts';
import { maxMoveInches } from '../../../mobility.ts';
import { ESCORT_RADIUS_INCHES, escortsNeeded } from '../../../prisoners.ts';
import { EPSILON, distance, round } from '../geometry.ts';
import type { EventHandler } from './handler.ts';

/**
 * Prisoners go with an escort big enough for them, as far as the escort may move, and end the half-move beside it
 * (melee-3).
 */
export const escort: EventHandler<'escort'> = {
  fields: { prisoners: 'text', escort: 'text', to: 'point' },
  menAction: true,
  afterMoves: true,
  bodies: (e) => [e.escort],
  apply(turn, e, where) {
    const { field, army } = turn;
    const group = field.group(where, e.prisoners);
    if (group.heldBy !== army)
      throw new RuleError(
        'OUT_OF_TURN',
        `${where}: prisoners are moved by the side that took them (melee-3), here ${group.heldBy}`,
      );
    const escort = field.unit(where, e.escort, army);
    const needed = escortsNeeded(group.infantry + group.cavalry);
    if (escort.men < needed)
      throw new RuleError(
        'BAD_COUNT',
        `${where}: ${group.infantry + group.cavalry} prisoners need ${needed} escort; "${escort.id}" has ` +
          `${escort.men} men (melee-3)`,
      );
    const to = field.point(where, 'to', e.to);
    const d = distance(group.at, to);
    const reach = maxMoveInches(escort.arm) * turn.spans;
    if (d > reach + EPSILON)
      throw new RuleError(
        'TOO_FAR',
        `${where}: prisoners "${group.id}" go ${round(d)} inches; they go with their escort, who may move ${reach}`,
      );
    group.at = to;
    group.escort = escort.id;
    turn.whenOver(() => {
      const with_ = field.units.get(escort.id);
      if (!with_ || distance(with_.at, group.at) > ESCORT_RADIUS_INCHES + EPSILON) {
        throw new RuleError(
          'TOO_FAR',
          `${where}: the escort "${escort.id}" must end within ${ESCORT_RADIUS_INCHES} inches of the ` +
            `prisoners "${group.id}" (melee-3)`,
        );
      }
    });
  },
};
