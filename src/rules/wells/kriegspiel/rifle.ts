/**
 * Rifle-fire in the Kriegspiel appendix (pp. 102–103, 004 l.883–885, with l.947–948 and l.984): one ordinary
 * 4·7 shot for every five infantry-men roughly in a line who do not move. /little-wars/little-wars-and-kriegspiel/#p102
 */
import { booleanOf } from '../../checks.ts';
import { menCount, readRecord } from '../validate.ts';

/** "for every five infantry-men who are roughly in a line … there may be one (ordinary) shot" (l.883). */
export const RIFLEMEN_PER_SHOT = 5;

/** A line of infantry in one move (l.883, l.947, l.984). */
export interface RifleLine {
  /** Infantry-men roughly in a line. */
  readonly infantry: number;
  /** Whether they moved in this move: "who do not move in any particular move" (l.883; l.947–948). */
  readonly moved: boolean;
  /** Whether they have ammunition: "Infantry without ammunition cannot fire" (l.984). */
  readonly ammunition: boolean;
}

/** What a line of infantry may fire in one move (l.883–885). */
export interface RifleFire {
  readonly shots: number;
  /** The men whose fives earn the shots. */
  readonly firing: number;
  /** Men left over, fewer than five, who earn no shot. */
  readonly leftOver: number;
  /** Why the line may not fire at all, if it may not. */
  readonly barred: 'moved' | 'no-ammunition' | null;
}

/**
 * The rifle-fire rule (appendix pp. 102–103, l.883–885): the shots a line of infantry may take, none if it moved
 * (l.947–948) or has no ammunition (l.984). /little-wars/little-wars-and-kriegspiel/#p102
 */
export function rifleShots(line: RifleLine): RifleFire {
  const record = readRecord('line', line, ['infantry', 'moved', 'ammunition']);
  const infantry = menCount('line.infantry', record['infantry']);
  const moved = booleanOf('line.moved', record['moved']);
  const ammunition = booleanOf('line.ammunition', record['ammunition']);
  const barred = moved ? 'moved' : !ammunition ? 'no-ammunition' : null;
  if (barred) return { shots: 0, firing: 0, leftOver: infantry, barred };
  const shots = Math.floor(infantry / RIFLEMEN_PER_SHOT);
  return { shots, firing: shots * RIFLEMEN_PER_SHOT, leftOver: infantry % RIFLEMEN_PER_SHOT, barred };
}
