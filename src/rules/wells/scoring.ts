/**
 * Scoring the Fight to the Finish (Varieties of the Battle-Game, 1): "you score 100 for the
 * victory, and 10 for every gun you hold or are in a position to take, 1½ for every cavalry-man,
 * 1 for every infantry-man still alive and uncaptured, ½ for every man of yours prisoner in the
 * hands of the enemy, and ½ for every prisoner you have taken." (004 l.541–543)
 */
import { oneOf, RuleError } from '../errors.ts';
import { FORCE_POINTS } from './forces.ts';
import { GAME_RESULTS, SMALL_GAME_READINGS, type GameResult, type PerSide, type SmallGameReading } from './types.ts';
import { gunCount, menCount, readOptions, readRecord } from './validate.ts';

/** Points for the victory, divided when the battle is drawn (game-1). */
export const VICTORY_POINTS = 100;
/** Points for each prisoner, to his own side and to his captor alike (game-1). */
export const PRISONER_POINTS = 0.5;
/** "both forces are reduced below fifteen men" (game-1). */
export const DRAW_THRESHOLD = 15;
/** The Note's figures: fought "with less than 50 a side, the minimum must be 10 a side" (game-1). */
export const SMALL_GAME_SIZE = 50;
/** The Note's "minimum … 10 a side" (game-1; AMB-9). */
export const SMALL_GAME_MINIMUM = 10;

/** What one side has at the end of a Fight to the Finish. */
export interface SideHoldings {
  /** Guns it holds or is in a position to take. */
  readonly guns: number;
  /** Cavalry alive and uncaptured (the text qualifies only infantry; AMB-8). */
  readonly cavalry: number;
  /** Infantry alive and uncaptured. */
  readonly infantry: number;
  /** Enemy men it holds prisoner. */
  readonly prisonersTaken: number;
}

/** One side's Fight-to-the-Finish points, item by item (game-1). */
export interface ScoreBreakdown {
  readonly victory: number;
  readonly guns: number;
  readonly cavalry: number;
  readonly infantry: number;
  /** ½ for each of this side's men held by the enemy. */
  readonly ownMenHeld: number;
  /** ½ for each prisoner this side has taken. */
  readonly prisonersTaken: number;
  readonly total: number;
}

function readHoldings(name: string, value: unknown): SideHoldings {
  const record = readRecord(name, value, ['guns', 'cavalry', 'infantry', 'prisonersTaken']);
  return {
    guns: gunCount(`${name}.guns`, record['guns']),
    cavalry: menCount(`${name}.cavalry`, record['cavalry']),
    infantry: menCount(`${name}.infantry`, record['infantry']),
    prisonersTaken: menCount(`${name}.prisonersTaken`, record['prisonersTaken']),
  };
}

function breakdown(victory: number, mine: SideHoldings, theirs: SideHoldings): ScoreBreakdown {
  const parts = {
    victory,
    guns: mine.guns * FORCE_POINTS.gun,
    cavalry: mine.cavalry * FORCE_POINTS.cavalry,
    infantry: mine.infantry * FORCE_POINTS.infantry,
    ownMenHeld: theirs.prisonersTaken * PRISONER_POINTS,
    prisonersTaken: mine.prisonersTaken * PRISONER_POINTS,
  };
  const total = parts.victory + parts.guns + parts.cavalry + parts.infantry + parts.ownMenHeld + parts.prisonersTaken;
  return { ...parts, total };
}

/**
 * The points of the Fight to the Finish (game-1) for both sides; `result` is the winner, `drawn`
 * (100 divided) or `undecided` (no victory points yet). /little-wars/the-rules/#game-1
 */
export function fightToFinishScore(input: {
  readonly result: GameResult;
  readonly a: SideHoldings;
  readonly b: SideHoldings;
}): PerSide<ScoreBreakdown> {
  const record = readRecord('input', input, ['result', 'a', 'b']);
  const result = oneOf('input.result', record['result'], GAME_RESULTS);
  const a = readHoldings('input.a', record['a']);
  const b = readHoldings('input.b', record['b']);
  const victory = (side: 'a' | 'b'): number =>
    result === side ? VICTORY_POINTS : result === 'drawn' ? VICTORY_POINTS / 2 : 0;
  return { a: breakdown(victory('a'), a, b), b: breakdown(victory('b'), b, a) };
}

/** Readings for the draw rule. */
export interface DrawOptions {
  /** AMB-9; default `draw-threshold-10`. */
  readonly smallGame?: SmallGameReading;
}

/**
 * The draw rule and its Note (game-1): the number of men each force must fall below for an
 * undecided battle to be drawn, given the men each side started with. /little-wars/the-rules/#game-1
 */
export function drawThreshold(startingMen: PerSide<number>, options?: DrawOptions): number {
  return thresholdOf('startingMen', startingMen, options);
}

/** `drawThreshold`, its starting men named as the caller received them (game-1). */
function thresholdOf(name: string, startingMen: unknown, options: unknown): number {
  const record = readRecord(name, startingMen, ['a', 'b']);
  const a = menCount(`${name}.a`, record['a'], 1);
  const b = menCount(`${name}.b`, record['b'], 1);
  const { smallGame } = readOptions(
    'options',
    options,
    { smallGame: SMALL_GAME_READINGS },
    { smallGame: 'draw-threshold-10' },
  );
  if (smallGame === 'minimum-force-10') {
    const least = Math.min(a, b);
    if (least < SMALL_GAME_MINIMUM) {
      throw new RuleError(
        'OUT_OF_RANGE',
        `${name} must be at least ${SMALL_GAME_MINIMUM} a side under options.smallGame "minimum-force-10" ` +
          `(game-1 Note); received ${least}`,
      );
    }
    return DRAW_THRESHOLD;
  }
  // A game "fought with less than 50 a side": both sides started below fifty.
  return Math.max(a, b) < SMALL_GAME_SIZE ? SMALL_GAME_MINIMUM : DRAW_THRESHOLD;
}

/**
 * The draw rule (game-1): an undecided battle is drawn when both forces are reduced below the
 * threshold (fifteen men, or ten under the Note). Men only: guns and prisoners do not count.
 * /little-wars/the-rules/#game-1
 */
export function isDrawn(
  input: { readonly men: PerSide<number>; readonly startingMen: PerSide<number> },
  options?: DrawOptions,
): boolean {
  const record = readRecord('input', input, ['men', 'startingMen']);
  const men = readRecord('input.men', record['men'], ['a', 'b']);
  const a = menCount('input.men.a', men['a']);
  const b = menCount('input.men.b', men['b']);
  const threshold = thresholdOf('input.startingMen', record['startingMen'], options);
  return a < threshold && b < threshold;
}
