/**
 * The railway calculator's one call to the engine (l.827, l.1054): the trucks and engines, the track work and the
 * train's move, each from its engine function. This module only gathers the answers.
 */
import { railwayMoveInches, trackWork, trainNeeds, type TrainNeeds } from '../../../rules/wells/index.ts';
import { tryRule, type Result } from '../../../rules/result.ts';
import type { RailwayState } from './presets.ts';

/** The engine's answers for the state on screen. */
export interface RailwayView {
  readonly train: TrainNeeds;
  readonly track: ReturnType<typeof trackWork>;
  readonly moveInches: number;
}

/** Ask the engine about `s`: its answers, or its RuleError. */
export function runRailway(s: RailwayState): Result<RailwayView> {
  const options = { trucksPerEngine: s.trucksPerEngine, speed: s.speed };
  return tryRule(() => ({
    train: trainNeeds({ infantry: s.infantry, cavalry: s.cavalry, guns: s.guns }, options),
    track: trackWork({ kind: s.track, men: s.trackMen }),
    moveInches: railwayMoveInches(options),
  }));
}
