/**
 * The moves calculator's one call to the engine (appendix pp. 104–105, l.899–945): the move, the slope for wheels,
 * the action's cost, the river and the General's mishap (l.893), each from its engine function. This module only
 * gathers the answers.
 */
import {
  RIVER_CROSSERS,
  actionCost,
  generalFate,
  kriegspielMove,
  mayFordRiver,
  passableForWheels,
  type ActionCost,
  type GeneralFate,
  type KriegspielMove,
  type RiverCrosser,
} from '../../../rules/wells/index.ts';
import { tryRule, type Result } from '../../../rules/result.ts';
import type { MovesState } from './presets.ts';

/** The engine's answers for the state on screen. */
export interface MovesView {
  readonly move: KriegspielMove;
  readonly wheels: boolean;
  readonly action: ActionCost;
  /** May the mover ford a river; null where the river rules do not name it (the General, boats). */
  readonly ford: boolean | null;
  /** What the mishap does to the General, under the reading chosen (l.893). */
  readonly fate: GeneralFate;
}

const isCrosser = (m: string): m is RiverCrosser => (RIVER_CROSSERS as readonly string[]).includes(m);

/** Ask the engine about `s`: its answers, or its RuleError. */
export function runMoves(s: MovesState): Result<MovesView> {
  return tryRule(() => ({
    move: kriegspielMove({ mover: s.mover, onRoad: s.road === 'yes', contoursUp: s.up, contoursDown: s.down }),
    wheels: passableForWheels({ contoursPerFoot: s.slope, road: s.road === 'yes' }),
    action: actionCost({ action: s.action, men: s.men }, { twenties: s.twenties }),
    ford: isCrosser(s.mover) ? mayFordRiver(s.mover) : null,
    fate: generalFate(s.mishap, { disablement: s.disablement }),
  }));
}
