/**
 * Vocabulary of the Little Wars engine (H. G. Wells, 1913, chapter III, "The Rules"):
 * sides, arms, player roles, and the name of every reading the engine offers where the
 * text is ambiguous. Each reading tuple lists the default first; the ids in brackets
 * (AMB-n) point at §2.16 of the reading notes.
 */

/** The two sides of a mêlée or a battle. Wells names none; the engine calls them `a` and `b`. */
export const SIDES = ['a', 'b'] as const;
export type Side = (typeof SIDES)[number];

/** One value for each side. */
export interface PerSide<T> {
  readonly a: T;
  readonly b: T;
}

/** The two arms of men (mobility-i, mobility-ii). Guns are not men. */
export const ARMS = ['infantry', 'cavalry'] as const;
export type Arm = (typeof ARMS)[number];

/** A force as counted for points and for the varieties of game: men of each arm and guns. */
export interface Force {
  readonly infantry: number;
  readonly cavalry: number;
  readonly guns: number;
}

/**
 * Who a player is for the first-fire rule (move-4): the First Player, the Second Player, or
 * the defender of the Defensive Game (game-3), who "may open fire forthwith".
 */
export const PLAYER_ROLES = ['first', 'second', 'defender'] as const;
export type PlayerRole = (typeof PLAYER_ROLES)[number];

/** How a Fight to the Finish stands when it is scored (game-1). */
export const GAME_RESULTS = ['a', 'b', 'drawn', 'undecided'] as const;
export type GameResult = (typeof GAME_RESULTS)[number];

/** Which branch of melee-3 settled a mêlée: (a) equal, (b₁) inferior isolated, (b₂) inferior supported. */
export const MELEE_RULES = ['equal', 'isolated', 'supported'] as const;
export type MeleeRule = (typeof MELEE_RULES)[number];

/** What becomes of a gun under melee-5 and mobility-iii. */
export const GUN_STATES = ['in-action', 'out-of-action', 'captured'] as const;
export type GunState = (typeof GUN_STATES)[number];

// Readings of ambiguous text. The first entry of each tuple is the default.

/**
 * "less than half its own number" (melee-1; AMB-2): `exact-half` isolates when 2·support < men
 * (13 needs 7); `floor-half` isolates when support < ⌊men/2⌋ (13 needs 6).
 */
export const ISOLATION_THRESHOLDS = ['exact-half', 'floor-half'] as const;
export type IsolationThreshold = (typeof ISOLATION_THRESHOLDS)[number];

/**
 * "within a move" (melee-1; AMB-1): whose move measures a supporter's reach. `supporter-move`:
 * each supporter's own move; `body-slowest` / `body-fastest`: the slowest or fastest arm of the
 * body tested; `infantry-move`: always the basic one-foot move.
 */
export const SUPPORT_REACH_READINGS = ['supporter-move', 'body-slowest', 'body-fastest', 'infantry-move'] as const;
export type SupportReachReading = (typeof SUPPORT_REACH_READINGS)[number];

/**
 * An isolated inferior force facing more than double its number (melee-3b-i; AMB-4), where the
 * printed formula would make more prisoners than there are men. `all-prisoners`: every man of
 * it is taken and none die; `reject`: the engine refuses, as the printed rule gives no result.
 */
export const BEYOND_DOUBLE_READINGS = ['all-prisoners', 'reject'] as const;
export type BeyondDoubleReading = (typeof BEYOND_DOUBLE_READINGS)[number];

/**
 * "About a minute … for moving 30 men" (move-3; AMB-11): `ceil` gives ⌈men/30⌉ + guns minutes,
 * `nearest` rounds men/30 to the nearest minute (halves up), `exact` gives men/30 + guns.
 */
export const TIME_ROUNDINGS = ['ceil', 'nearest', 'exact'] as const;
export type TimeRounding = (typeof TIME_ROUNDINGS)[number];

/**
 * "if it is fought with less than 50 a side, the minimum must be 10 a side" (game-1 Note;
 * AMB-9): `draw-threshold-10` lowers the draw threshold from fifteen to ten men;
 * `minimum-force-10` forbids a force of fewer than ten men and keeps fifteen.
 */
export const SMALL_GAME_READINGS = ['draw-threshold-10', 'minimum-force-10'] as const;
export type SmallGameReading = (typeof SMALL_GAME_READINGS)[number];

/**
 * "arriving, while still a quarter of its original strength" (game-3; AMB-10):
 * `arriving-quarter`: the men who reach the back line number a quarter of the original force;
 * `surviving-quarter`: any man arrives while the whole surviving force is still a quarter.
 */
export const DEFENSIVE_VICTORY_READINGS = ['arriving-quarter', 'surviving-quarter'] as const;
export type DefensiveVictoryReading = (typeof DEFENSIVE_VICTORY_READINGS)[number];

/** "strength" in the Defensive Game (game-3; AMB-10): a head count of men, or force points. */
export const STRENGTH_MEASURES = ['men', 'points'] as const;
export type StrengthMeasure = (typeof STRENGTH_MEASURES)[number];

// Sane bounds on inputs: far beyond any table top, small enough to catch garbage.

/** Largest number of men any argument may hold. */
export const MAX_MEN = 100_000;
/** Largest number of guns any argument may hold. */
export const MAX_GUNS = 1_000;
/** Largest move number any argument may hold. */
export const MAX_MOVES = 10_000;
