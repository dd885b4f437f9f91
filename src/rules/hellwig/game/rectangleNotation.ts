/**
 * The notation of the rectangles (§173, §181 (4)): a rectangle is named `rect` and two opposite corners, the one
 * toward A's rows and columns first, as `rect 331:354`; its boards' move gives where the first corner comes,
 * `rect 331:354-287`; its wheeling, the corner it turns about, how far and which way,
 * `rect 331:354 wheel 354 small clockwise` (§62, §176). A bridge-transporter's wheeling names the surface it turns
 * about, `bt 1 wheel main small clockwise` (§137). A piece abandoning its transporter writes its move and `abandon`,
 * `S 651-607 abandon`, a capture `S 651x607 abandon` (§101). Two bridge-transporters one on the other moved together
 * join their numbers, `bt 1+2-1350/1351`, the first's main and secondary surfaces named (§150). notation.ts asks this
 * module for these lines.
 */
import type { Board } from '../board.ts';
import { PIECE_LETTERS } from '../pieces.ts';
import type { Action } from './actions.ts';

type RectangleAction = Extract<
  Action,
  { type: 'rectangle' | 'wheel-rectangle' | 'wheel-bridge' | 'abandon' | 'bridge-stack' }
>;

/** A rectangle's action in the notation. */
export function formatRectangle(action: RectangleAction, letter = ''): string {
  if (action.type === 'abandon') {
    const end = action.captures.length ? action.captures.map((c) => `x${c}`).join('') : `-${action.to}`;
    return `${letter} ${action.from}${end} abandon`;
  }
  if (action.type === 'bridge-stack') return `bt ${action.numbers.join('+')}-${action.to.join('/')}`;
  if (action.type === 'wheel-bridge') return `bt ${action.number} wheel ${action.pivot} ${action.kind} ${action.sense}`;
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
    'a rectangle is named by two opposite corners and moves (rect 331:354-287) or wheels about a corner (rect ' +
      '331:354 wheel 354 small clockwise)',
  );
}

/** A bridge-transporter's wheeling from a line's words (`bt 1 wheel main small clockwise`), or undefined (§137). */
export function parseBridgeWheel(words: readonly string[]): Action | undefined {
  const m = /^bt (\d+) wheel (\S+) (\S+) (\S+)$/.exec(words.join(' '));
  if (!m) return undefined;
  return { type: 'wheel-bridge', number: Number(m[1]), pivot: m[2], kind: m[3], sense: m[4] } as unknown as Action;
}

/** A piece's abandoning of its transporter from a line's words (`S 651-607 abandon`), or undefined (§101). */
export function parseAbandon(words: readonly string[]): Action | undefined {
  const m = /^\S+ (\d+)(?:-(\d+)|((?:x\d+)+)) abandon$/.exec(words.join(' '));
  if (!m) return undefined;
  const captures = m[3] === undefined ? [] : m[3].slice(1).split('x').map(Number);
  const to = m[2] !== undefined ? Number(m[2]) : captures[captures.length - 1];
  return { type: 'abandon', from: Number(m[1]), to, captures } as unknown as Action;
}

/** The action, once its letter is the piece's on its square (§31a); throws the reason otherwise. */
export function checkedLetter(board: Board, action: Action, letter: string): Action {
  if (action.type !== 'abandon') return action;
  const piece = board.pieces.get(action.from);
  if (!piece) throw new Error(`there is no piece on ${action.from}`);
  if (PIECE_LETTERS[piece.kind] !== letter)
    throw new Error(`the piece on ${action.from} is ${PIECE_LETTERS[piece.kind]}, not ${letter}`);
  return action;
}

/** Two stacked bridge-transporters' move from a line's words (`bt 1+2-1350/1351`), or undefined (§150). */
export function parseStack(words: readonly string[]): Action | undefined {
  const m = /^bt (\d+)\+(\d+)-(\d+)\/(\d+)$/.exec(words.join(' '));
  if (!m) return undefined;
  return {
    type: 'bridge-stack',
    numbers: [Number(m[1]), Number(m[2])],
    to: [Number(m[3]), Number(m[4])],
  } as unknown as Action;
}
