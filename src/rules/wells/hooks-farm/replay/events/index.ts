/** Every kind of event of the battle and its handler, one table keyed by the event's kind. */
import { escort } from './escort.ts';
import { abandon, capture, escapeGun, fire, moveGun } from './guns.ts';
import type { EventHandlers } from './handler.ts';
import { melee } from './melee.ts';
import { escape, join, move, split, untold } from './men.ts';
import { putDown, putDownGun } from './put-down.ts';

export { MELEE_RADIUS_INCHES } from './melee.ts';
export type { EventHandler, EventHandlers, EventOf } from './handler.ts';

/** The handler of each kind of event. */
export const HANDLERS: EventHandlers = {
  'put-down': putDown,
  'put-down-gun': putDownGun,
  fire,
  'move-gun': moveGun,
  split,
  join,
  move,
  melee,
  escort,
  abandon,
  capture,
  escape,
  'escape-gun': escapeGun,
  untold,
};
