/**
 * The shell of the Kriegspiel appendix (p. 102, 004 l.881): a brass screw fired from a 4·7 gun drops and stays
 * where it falls, and everything within three inches of it suffers. /little-wars/little-wars-and-kriegspiel/#p102
 */
import { menCount, readRecord } from '../validate.ts';
import { gunCount } from '../validate.ts';

/** "the men within three inches of this shell" (l.881): the radius of its effect, in inches. */
export const SHELL_RADIUS_INCHES = 3;
/** "If it is not completely within the circle, it is disabled for two moves." (l.881) */
export const SHELL_DISABLED_MOVES = 2;

/** What lies within three inches of a shell where it fell (l.881). */
export interface ShellCircle {
  /** Men within three inches with nothing between them and the shell. */
  readonly men: number;
  /** Men within three inches behind a wall, house or entrenchment: "they do not count in the reckoning". */
  readonly menBehindCover: number;
  /** Guns completely within the circle. */
  readonly gunsWhollyInside: number;
  /** Guns partly within the circle. */
  readonly gunsPartlyInside: number;
  /** Supply waggons wholly or partly within the circle. */
  readonly waggons: number;
}

/** The effect of one shell (l.881). */
export interface ShellBurst {
  /** The men counted: those within the circle and not behind cover. */
  readonly counted: number;
  /** Half of them, or of an odd number one more than half. */
  readonly dead: number;
  /** Counted men left alive. */
  readonly spared: number;
  /** Men behind cover: uninjured. */
  readonly sheltered: number;
  readonly gunsDestroyed: number;
  readonly gunsDisabled: number;
  /** For how many moves a gun partly within the circle is disabled. */
  readonly disabledMoves: number;
  readonly waggonsDestroyed: number;
}

/**
 * Men a shell kills (appendix p. 102, l.881): "Half, or, in the case of an odd number, one more than half" of
 * `men`, the counted men within three inches. /little-wars/little-wars-and-kriegspiel/#p102
 */
export function shellDead(men: number): number {
  const n = menCount('men', men);
  // Of an odd number "one more than half": of 5, 2 and one more; the same as rounding the half up.
  return n % 2 === 0 ? n / 2 : (n - 1) / 2 + 1;
}

/**
 * The shell rule (appendix p. 102, l.881): what a shell does to the men, guns and supply waggons within three
 * inches of it, men behind a wall, house or entrenchment left out. /little-wars/little-wars-and-kriegspiel/#p102
 */
export function shellBurst(circle: ShellCircle): ShellBurst {
  const record = readRecord('circle', circle, [
    'men',
    'menBehindCover',
    'gunsWhollyInside',
    'gunsPartlyInside',
    'waggons',
  ]);
  const counted = menCount('circle.men', record['men']);
  const sheltered = menCount('circle.menBehindCover', record['menBehindCover']);
  const gunsDestroyed = gunCount('circle.gunsWhollyInside', record['gunsWhollyInside']);
  const gunsDisabled = gunCount('circle.gunsPartlyInside', record['gunsPartlyInside']);
  const waggonsDestroyed = gunCount('circle.waggons', record['waggons']);
  const dead = shellDead(counted);
  return {
    counted,
    dead,
    spared: counted - dead,
    sheltered,
    gunsDestroyed,
    gunsDisabled,
    disabledMoves: SHELL_DISABLED_MOVES,
    waggonsDestroyed,
  };
}
