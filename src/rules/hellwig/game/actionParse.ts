/**
 * Reading one action of the edition's notation (§181; §31a, §206 for the letters) on a position, and refusing a line
 * that is not one, with the reason. The notation is described in `notation.ts`.
 */
import { RuleError, describeValue } from '../../errors.ts';
import { gunOn, type Board } from '../board.ts';
import { readBoard } from '../boardSetup.ts';
import { PIECE_LETTERS } from '../pieces.ts';
import { PIECE_KINDS, type Player } from '../types.ts';
import { readAction, type Action } from './actions.ts';
import { checkedLetter, parseAbandon, parseBridgeWheel, parseRectangle, parseStack } from './rectangleNotation.ts';

const LETTER_KINDS = new Map(PIECE_KINDS.map((k) => [PIECE_LETTERS[k], k]));

/** A square or count written in an action: the number it reads (checked by the rules that receive it). */
export const num = (s: string | undefined) => Number(s);

/**
 * A fire action's line (§74–§80, §166): H 391 ignite 555, firebreak 556, b 1352-1330 ignite (or b 1352x1330 ignite);
 * undefined for any other line. Throws the reason for a malformed one.
 */
function fireActionOf(board: Board, words: readonly string[]): Action | undefined {
  const [letter = '', at = '', verb, ...rest] = words;
  if (letter === 'firebreak') {
    if (!/^\d+$/.test(at) || verb !== undefined) throw new Error('a fire-break is written firebreak 556');
    return { type: 'fire-break', square: num(at) } as unknown as Action;
  }
  if (verb !== 'ignite') return undefined;
  if (letter === 'C' || letter === 'H') {
    if (!/^\d+$/.test(at) || rest.length !== 1 || !/^\d+$/.test(rest[0] ?? ''))
      throw new Error('a howitzer sets a building or bridge on fire as H 391 ignite 555');
    const device = gunOn(board, num(at) as never);
    if (!device) throw new Error(`there is no gun on ${at}`);
    if ((device.kind === 'howitzer') !== (letter === 'H'))
      throw new Error(`the device on ${at} is a ${device.kind}, written ${device.kind === 'howitzer' ? 'H' : 'C'}`);
    return { type: 'ignite', gun: num(at), square: num(rest[0]) } as unknown as Action;
  }
  const kind = LETTER_KINDS.get(letter);
  const m = /^(\d+)(?:-(\d+)|((?:x\d+)+))$/.exec(at);
  if (!kind || !m || rest.length > 0)
    throw new Error('a piece leaving a laid bridge sets it on fire as b 1352-1330 ignite (or b 1352x1330 ignite)');
  const piece = board.pieces.get(num(m[1]) as never);
  if (!piece) throw new Error(`there is no piece on ${m[1]}`);
  if (piece.kind !== kind) throw new Error(`the piece on ${m[1]} is ${PIECE_LETTERS[piece.kind]}, not ${letter}`);
  const captures = m[3] === undefined ? [] : m[3].slice(1).split('x').map(num);
  const to = m[2] !== undefined ? num(m[2]) : captures[captures.length - 1];
  return { type: 'leave-ignite', from: num(m[1]), to, captures } as unknown as Action;
}

/** The action a line names, checked against the piece or device on its square; throws the reason. */
function actionOf(board: Board, text: string): Action {
  const words = text.trim().split(/\s+/);
  const [letter = '', at = '', verb, ...rest] = words;
  const fire = fireActionOf(board, words);
  if (fire) return fire;
  if (letter === 'accept' && words.length === 1) return { type: 'accept' };
  if (letter === 'blockade' && words.length === 1) return { type: 'blockade' };
  if (letter === 'cutoff') {
    if (!words.slice(1).every((w) => /^\d+$/.test(w)) || words.length < 2)
      throw new Error('a cut-off is written cutoff and the corps’s squares, as cutoff 81 82 83');
    return { type: 'cutoff', corps: words.slice(1).map(num) } as unknown as Action;
  }
  if (letter === 'depot') {
    if (!/^\d+$/.test(at) || !(verb === undefined || (verb === 'ruin' && rest.length === 0)))
      throw new Error('a depot is written depot 818 (established) or depot 818 ruin');
    return { type: verb === 'ruin' ? 'ruin-depot' : 'depot', square: num(at) } as unknown as Action;
  }
  // Breastworks fought over: a storm (§130); a bombardment is a device's, below (§122).
  if (letter === 'storm') {
    if (!/^\d+$/.test(at) || verb !== undefined) throw new Error('a storm is written storm 555');
    return { type: 'storm', square: num(at) } as unknown as Action;
  }
  if (letter === 'peace' && words.length === 3)
    return { type: 'peace', receiver: at as Player, flags: num(verb) as 1 | 2 | 3 } as Action;
  // Rectangles and bridge-transporters (§§172–178, §152): rectangleNotation.ts.
  if (letter === 'rect') return parseRectangle(words.slice(1));
  const wheeled = parseBridgeWheel(words) ?? parseAbandon(words) ?? parseStack(words);
  if (wheeled) return checkedLetter(board, wheeled, letter);
  // Bridges (§135–§167): a bridge-transporter by its number (§196).
  if (letter === 'bt') {
    const moved = /^(\d+)-(\d+)\/(\d+)$/.exec(at);
    if (moved && verb === undefined)
      return {
        type: 'bridge-transport',
        number: num(moved[1]),
        to: [num(moved[2]), num(moved[3])],
      } as unknown as Action;
    // The second means (§161): bt 1 ruin secondary 2, then 1330 if the holder leaves.
    const second = /^ruin secondary (\d+)(?: then (\d+))?$/.exec(words.slice(2).join(' '));
    if (/^\d+$/.test(at) && second)
      return {
        type: 'ruin-secondary',
        number: num(at),
        count: num(second[1]),
        ...(second[2] !== undefined && { then: num(second[2]) }),
      } as unknown as Action;
    const held = /^ruin((?: \d+)*)(?: aboard (\d+)\/(\d+))?(?: then (\d+))?$/.exec(words.slice(2).join(' '));
    if (/^\d+$/.test(at) && held)
      return {
        type: 'ruin-held',
        number: num(at),
        laid: (held[1] ?? '').trim().split(' ').filter(Boolean).map(num),
        main: num(held[2] ?? '0'),
        secondary: num(held[3] ?? '0'),
        ...(held[4] !== undefined && { then: num(held[4]) }),
      } as unknown as Action;
    if (!/^\d+$/.test(at) || (verb !== 'lay' && verb !== 'break') || rest.length !== 1 || !/^\d+$/.test(rest[0] ?? ''))
      throw new Error(
        'a bridge-transporter moves (bt 1-1350/1351), lays a bridge (bt 1 lay 1353), ' +
          'breaks one down (bt 1 break 1353) or its holder ruins them (bt 1 ruin 1352 ' +
          'aboard 1/2 then 1330; bt 1 ruin secondary 2 then 1330)',
      );
    return { type: verb === 'lay' ? 'lay-bridge' : 'break-bridge', number: num(at), square: num(rest[0]) } as Action;
  }
  if (letter === 'tr') {
    const m = /^(\d+)\/(\d+)-(\d+)\/(\d+)$/.exec(at);
    if (!m || verb !== undefined) throw new Error('a transporter’s move is written tr 339/340-207/208');
    return { type: 'transport', squares: [num(m[1]), num(m[2])], to: [num(m[3]), num(m[4])] } as unknown as Action;
  }
  if (letter === 'C' || letter === 'H') {
    const m = /^(\d+)(?:-(\d+))?$/.exec(at);
    if (!m) throw new Error(`a device is named by its gun’s square, as ${letter} 391; received ${describeValue(at)}`);
    const gun = num(m[1]);
    const device = gunOn(board, gun as never);
    if (!device) throw new Error(`there is no gun on ${gun}`);
    if ((device.kind === 'howitzer') !== (letter === 'H'))
      throw new Error(`the device on ${gun} is a ${device.kind}, written ${device.kind === 'howitzer' ? 'H' : 'C'}`);
    if (m[2] !== undefined && verb === undefined) return { type: 'device', gun, to: num(m[2]) } as unknown as Action;
    if (verb === 'fire' && m[2] === undefined && rest.length > 0)
      return { type: 'fire', gun, targets: rest.map(num) } as unknown as Action;
    if (verb === 'ruin' && m[2] === undefined && rest.length > 0)
      return { type: 'shell-bridges', gun, targets: rest.map(num) } as unknown as Action;
    // Destroyed with guns of its combined artillery (§72a), the artillerist moving off (§73):
    // C 391 destroy with 413 then 369.
    const ruined =
      verb === 'destroy' && m[2] === undefined && /^(?:with((?: \d+)+))? ?(?:then (\d+))?$/.exec(rest.join(' '));
    if (ruined)
      return {
        type: 'destroy',
        gun,
        ...(ruined[1] && { also: ruined[1].trim().split(' ').map(num) }),
        ...(ruined[2] && { then: num(ruined[2]) }),
      } as unknown as Action;
    if (verb === 'bombard' && m[2] === undefined && rest.length === 1)
      return { type: 'bombard', gun, target: num(rest[0]) } as unknown as Action;
    if (verb === 'wheel' && rest.length === 3)
      return { type: 'wheel', gun, pivot: rest[0], kind: rest[1], sense: rest[2] } as unknown as Action;
    throw new Error(
      'a device moves (C 391-369), wheels (C 391 wheel gun small clockwise), fires (C ' +
        '391 fire 392), bombards (C 391 bombard 392), ruins bridges (C 391 ruin 1353) or ' +
        'is destroyed (C 391 destroy, C 391 destroy with 413 then 369)',
    );
  }
  const kind = LETTER_KINDS.get(letter);
  if (!kind)
    throw new Error(
      `unknown letter ${describeValue(letter)}: pieces are b S T L K SK E SL, devices C ` +
        `H, transporters tr, bridge-transporters bt, rectangles rect; or cutoff, ` +
        `blockade, peace, accept, depot, storm, firebreak`,
    );
  const m = /^(\d+)(?:-(\d+)|((?:x\d+)+))?$/.exec(at);
  if (!m) throw new Error(`a piece’s move is written ${letter} 420-376 or ${letter} 420x376`);
  const from = num(m[1]);
  const piece = board.pieces.get(from as never);
  if (!piece) throw new Error(`there is no piece on ${from}`);
  if (piece.kind !== kind) throw new Error(`the piece on ${from} is ${PIECE_LETTERS[piece.kind]}, not ${letter}`);
  if (verb === 'entrench' && rest.length === 1 && m[2] === undefined && m[3] === undefined)
    return { type: 'entrench', from, square: num(rest[0]) } as unknown as Action;
  if (verb === 'ruin' && rest.length === 1 && m[2] === undefined && m[3] === undefined)
    return { type: 'ruin-bridge', from, square: num(rest[0]) } as unknown as Action;
  if (verb === 'turn' && rest.length === 1 && m[2] === undefined && m[3] === undefined)
    return { type: 'turn', square: from, side: rest[0] } as unknown as Action;
  // The third means (§162): the move off a laid bridge, then ruin.
  if (verb === 'ruin' && rest.length === 0 && (m[2] !== undefined || m[3] !== undefined)) {
    const captures = m[3] === undefined ? [] : m[3].slice(1).split('x').map(num);
    const to = m[2] !== undefined ? num(m[2]) : captures[captures.length - 1];
    return { type: 'leave-ruin', from, to, captures } as unknown as Action;
  }
  if (verb !== undefined) throw new Error(`unexpected ${describeValue(verb)} after ${letter} ${at}`);
  if (m[2] !== undefined) return { type: 'move', from, to: num(m[2]), captures: [] } as unknown as Action;
  if (m[3] !== undefined) {
    const captures = m[3].slice(1).split('x').map(num);
    return { type: 'move', from, to: captures[captures.length - 1], captures } as unknown as Action;
  }
  throw new Error(`${letter} ${at} names no move: add -square or xsquare`);
}

/**
 * Read one action in the notation on the position it is played from; refuses a malformed text (§181). /hellwig/s181/
 */
export function parseAction(board: Board, text: string): Action {
  if (typeof text !== 'string')
    throw new RuleError('BAD_INPUT', `text must be an action in the notation; received ${describeValue(text)}`);
  const b = readBoard(board);
  try {
    return readAction(actionOf(b, text), b.grid);
  } catch (e) {
    if (e instanceof RuleError) throw e;
    throw new RuleError('BAD_INPUT', `text ${describeValue(text)}: ${(e as Error).message}`);
  }
}
