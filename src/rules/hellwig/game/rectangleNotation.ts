/**
 * The notation of the rectangles (§173, §181 (4)): a rectangle is named `rect` and two opposite corners, its first
 * square and its last, as `rect 331:354`; its boards' move gives where the first corner comes, `rect 331:354-287`;
 * its wheeling, the corner it turns about, how far and which way, `rect 331:354 wheel 354 small clockwise` (§62,
 * §176). notation.ts asks this module for these lines.
 */
import type { Action } from './actions.ts';

type RectangleAction = Extract<Action, { type: 'rectangle' | 'wheel-rectangle' }>;

/** A rectangle's action in the notation. */
export function formatRectangle(action: RectangleAction): string {
  const named = `rect ${action.corners.join(':')}`;
  return action.type === 'rectangle'
    ? `${named}-${action.to}`
    : `${named} wheel ${action.pivot} ${action.kind} ${action.sense}`;
}

/** The rectangle's action a line's words name (after `rect`), or the reason it names none. */
export function parseRectangle(words: readonly string[]): Action {
  const text = words.join(' ');
  const move = /^(\d+):(\d+)-(\d+)$/.exec(text);
  if (move)
    return { type: 'rectangle', corners: [Number(move[1]), Number(move[2])], to: Number(move[3]) } as unknown as Action;
  const wheel = /^(\d+):(\d+) wheel (\d+) (\S+) (\S+)$/.exec(text);
  if (wheel)
    return {
      type: 'wheel-rectangle',
      corners: [Number(wheel[1]), Number(wheel[2])],
      pivot: Number(wheel[3]),
      kind: wheel[4],
      sense: wheel[5],
    } as unknown as Action;
  throw new Error(
    'a rectangle is named by two opposite corners and moves (rect 331:354-287) or wheels about a corner (rect 331:354 wheel 354 small clockwise)',
  );
}
