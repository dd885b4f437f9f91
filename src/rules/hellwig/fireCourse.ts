/**
 * The course of a fire move by move (§74–§77), for a reader who steps through it: at each turn of the
 * player who lit it a move passes for every burning site (a site whose six moves are out is plain
 * ground again, §74, l.848), then the fire spreads to at most two buildings beside one still burning
 * (§74, l.847), those he chooses (§76: how far it spreads is his choice), by default the first two the
 * engine offers. Whose six moves are counted the text does not say: here a move is a turn of the
 * igniter, the edition's reading. Buildings on fire across laid bridges are `bridgeFireCourse`.
 */
import { RuleError, describeValue, wholeNumber } from '../errors.ts';
import { listOf } from '../checks.ts';
import { readBoard, type Board } from './board.ts';
import { SPREAD_PER_TURN, fireAfter, spread, spreadSquares, type Fire } from './terrain.ts';

/** The most turns a course is asked for: six to burn out, more than enough for any plate's buildings. */
export const FIRE_COURSE_MAX_TURNS = 60;

/**
 * The fire at its start and after each of `turns` turns of its igniter (§74–§76): each turn a move
 * passes for every burning site, then the fire spreads to `chosen[i]` (at most two buildings beside a
 * burning one, §74), or, where no choice is given, to the first two it may spread to, in ascending
 * order. `turns` is 0 to 60; the course stops early once nothing burns. /hellwig/s74/
 */
export function fireCourse(
  board: Board,
  fire: Fire,
  turns: number,
  chosen: readonly (readonly number[])[] = [],
): readonly Fire[] {
  const b = readBoard(board);
  const n = wholeNumber('turns', turns, 0, FIRE_COURSE_MAX_TURNS);
  const choices = listOf('chosen', chosen);
  if (choices.length > n)
    throw new RuleError(
      'OUT_OF_RANGE',
      `chosen gives the spread of at most one list a turn, ${n} here; received ${describeValue(choices.length)}`,
    );
  // spreadSquares checks the fire against the board before anything is counted.
  spreadSquares(b, fire);
  const course: Fire[] = [fire];
  let now = fire;
  for (let i = 0; i < n && now.burning.size > 0; i++) {
    const passed = fireAfter(b, now, 1);
    const choice = choices[i] ?? spreadSquares(b, passed).slice(0, SPREAD_PER_TURN);
    now = spread(b, passed, listOf(`chosen[${i}]`, choice) as number[]);
    course.push(now);
  }
  return course;
}
