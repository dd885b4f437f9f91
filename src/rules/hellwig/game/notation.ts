/**
 * The edition's text notation for Hellwig's game, one action a line (§181), and a game's record:
 * a header naming the map (`Map: III`, `Map: empty 33x49`; plate II when absent), the starting
 * position, a game of four (`Four: AB`, the half AA and BB command on, §222) and the readings, then
 * the actions, each optionally numbered and marked with its player (A or B; AA, A, BB or B in a game
 * of four). Every action names its piece or device by the book's letter
 * (§31a, §206: b S T L K SK E SL; C a cannon, H a howitzer, tr a transporter) and its squares:
 *
 *   S 420-376            a piece moves               T 420x376x332   a piece takes, ending on the last (§33)
 *   b 589 turn left      a pawn's quarter-turn (§37) tr 339/340-207/208  a transporter moves (§87)
 *   C 391-369            a device's gun comes to 369 (§45)
 *   C 391 wheel gun small clockwise    a wheeling about the gun or the artillerists (§62)
 *   C 391 fire 392 393   firing on squares of the field (§47a)
 *   C 391 destroy        its own artillerists destroy it, to keep it from the enemy (§73); C 391 destroy with 413
 *                        then 369: with the gun on 413 of its combined artillery (§72a), the artillerist moving
 *                        off to 369 in the same move (§72 no. 2, §73)
 *   cutoff 81 82 83      the enemy's corps on 81, 82, 83 declared cut off (§183)
 *   blockade             a blockade of the enemy's fortress announced (§190 (3))
 *   peace A 2            an offer: A to receive 2 small flags (§13)     accept   its acceptance
 *   S 420 entrench 376   the piece on 420 throws up a breastwork on 376, or adds a sign to its own (§106)
 *   depot 818            a depot established on 818 (§244)     depot 818 ruin   the depot on 818 ruined (§250)
 *   C 533 bombard 555    the device bombards the enemy breastwork on 555 (§122–§124)
 *   storm 555            the enemy breastwork on 555 stormed (§130)
 *   bt 1 lay 1353        bridge-transporter 1 lays a bridge over 1353 (§145)
 *   bt 1-1350/1351       bridge-transporter 1 moves, its main surface to 1350, its secondary to 1351 (§137)
 *   bt 1 ruin 1352 aboard 1/2 then 1330   the holder of its main surface ruins the laid bridge on 1352, one bridge
 *                        aboard the main surface and two aboard the secondary, and moves on to 1330 (§160)
 *   bt 1 break 1353      it breaks the bridge on 1353 down onto its main surface (§154)
 *   S 1378 ruin 1353     the piece on 1378 ruins the bridge on 1353 and stays (§163)
 *   C 391 ruin 1353 1354 a device ruins the bridges on 1353 and 1354, laid or aboard a bridge-transporter (§164, §165)
 *   bt 1 ruin secondary 2 then 1330   the holder of its secondary surface ruins two bridges aboard it and leaves for
 *                        1330, or stays without `then` (§161)
 *   b 1352-1330 ruin     the piece on the laid bridge 1352 goes to 1330 and ruins the bridge it leaves (§162); a
 *                        capture is written b 1352x1330 ruin
 *   H 391 ignite 555     the howitzer sets the building, or the laid bridge, on 555 on fire (§74, §166)
 *   firebreak 556        the building on 556, beside the enemy's fire, demolished against it (§77–§80)
 *   b 1352-1330 ignite   the piece on the laid bridge 1352 goes to 1330 and sets the bridge it leaves on fire (§166b)
 *   rect 331:354-287     the devices and transporters filling the rectangle 331 to 354 move as one, its first corner
 *                        to 287 (§53, §90, §181 (4)); rect 331:354 wheel 354 small clockwise: all on it wheels (§173)
 *   bt 1 wheel main small clockwise      bridge-transporter 1 wheels about its main surface (§137, §62)
 *   S 651-607 abandon    the last piece on a transporter leaves it, and it goes out of the game (§101)
 *   bt 1+2-1350/1351     bridge-transporters 1 and 2, one on the other, move together, 1's surfaces to 1350/1351 (§150)
 *
 * parseGame replays the text through the rules; a malformed or illegal line is refused with its
 * number and the reason.
 */
import { RuleError, describeValue } from '../../errors.ts';
import { gunOn, readBoard, type Board } from '../board.ts';
import { PIECE_LETTERS } from '../pieces.ts';
import { PIECE_KINDS, type Player } from '../types.ts';
import { readAction, type Action } from './actions.ts';
import { applyAction, boardOf, moverAt, newGame, readGame, seatOf, type Game } from './game.ts';
import type { Half } from '../plate-iii.ts';
import { formatSetup, parseSetup } from './setupText.ts';
import { headerRefusal, type HeaderLine } from './headerLines.ts';
import type { BoardSetup } from '../board.ts';
import {
  checkedLetter,
  formatRectangle,
  parseAbandon,
  parseBridgeWheel,
  parseRectangle,
  parseStack,
} from './rectangleNotation.ts';
import { DEFAULT_READINGS, GAME_READING_OPTIONS, type GameReadings } from './readings.ts';

const LETTER_KINDS = new Map(PIECE_KINDS.map((k) => [PIECE_LETTERS[k], k]));

/** The letter of what an action moves: a piece's (§31a), C or H for a device, tr for a transporter. */
function letterOf(board: Board, action: Action): string {
  switch (action.type) {
    case 'move':
    case 'turn':
    case 'entrench':
    case 'ruin-bridge':
    case 'leave-ruin':
    case 'abandon': {
      const p = board.pieces.get(action.type === 'turn' ? action.square : action.from);
      return p ? PIECE_LETTERS[p.kind] : '?';
    }
    case 'device':
    case 'wheel':
    case 'fire':
    case 'destroy':
    case 'bombard':
    case 'shell-bridges':
      return gunOn(board, action.gun)?.kind === 'howitzer' ? 'H' : 'C';
    case 'lay-bridge':
    case 'break-bridge':
    case 'bridge-transport':
    case 'ruin-held':
    case 'ruin-secondary':
      return 'bt';
    // Fire (§74–§80, §166).
    case 'ignite':
      return gunOn(board, action.gun)?.kind === 'howitzer' ? 'H' : 'C';
    case 'leave-ignite': {
      const p = board.pieces.get(action.from);
      return p ? PIECE_LETTERS[p.kind] : '?';
    }
    default:
      return 'tr';
  }
}

/** An action in the notation, on the position it is played from (§181). /hellwig/s181/ */
export function formatAction(board: Board, action: Action): string {
  const b = readBoard(board);
  return formatOn(b, readAction(action, b.grid));
}

/** `formatAction` on a checked board and action. */
function formatOn(board: Board, action: Action): string {
  switch (action.type) {
    case 'move':
      return `${letterOf(board, action)} ${action.from}${action.captures.length ? action.captures.map((c) => `x${c}`).join('') : `-${action.to}`}`;
    case 'turn':
      return `${letterOf(board, action)} ${action.square} turn ${action.side}`;
    case 'transport':
      return `tr ${action.squares.join('/')}-${action.to.join('/')}`;
    case 'device':
      return `${letterOf(board, action)} ${action.gun}-${action.to}`;
    case 'wheel':
      return `${letterOf(board, action)} ${action.gun} wheel ${action.pivot} ${action.kind} ${action.sense}`;
    case 'fire':
      return `${letterOf(board, action)} ${action.gun} fire ${action.targets.join(' ')}`;
    case 'destroy':
      return `${letterOf(board, action)} ${action.gun} destroy${action.also ? ` with ${action.also.join(' ')}` : ''}${action.then === undefined ? '' : ` then ${action.then}`}`;
    case 'cutoff':
      return `cutoff ${action.corps.join(' ')}`;
    case 'blockade':
      return 'blockade';
    case 'peace':
      return `peace ${action.receiver} ${action.flags}`;
    case 'accept':
      return 'accept';
    case 'entrench':
      return `${letterOf(board, action)} ${action.from} entrench ${action.square}`;
    case 'depot':
      return `depot ${action.square}`;
    case 'ruin-depot':
      return `depot ${action.square} ruin`;
    // Breastworks fought over (§122–§134f).
    case 'bombard':
      return `${letterOf(board, action)} ${action.gun} bombard ${action.target}`;
    case 'storm':
      return `storm ${action.square}`;
    // Bridges (§135–§167).
    case 'lay-bridge':
      return `bt ${action.number} lay ${action.square}`;
    case 'break-bridge':
      return `bt ${action.number} break ${action.square}`;
    case 'ruin-bridge':
      return `${letterOf(board, action)} ${action.from} ruin ${action.square}`;
    case 'shell-bridges':
      return `${letterOf(board, action)} ${action.gun} ruin ${action.targets.join(' ')}`;
    case 'bridge-transport':
      return `bt ${action.number}-${action.to.join('/')}`;
    case 'ruin-held':
      return [
        `bt ${action.number} ruin`,
        ...action.laid,
        ...(action.main + action.secondary > 0 ? [`aboard ${action.main}/${action.secondary}`] : []),
        ...(action.then !== undefined ? [`then ${action.then}`] : []),
      ].join(' ');
    // The second and third means of ruining bridges (§161, §162).
    case 'ruin-secondary':
      return `bt ${action.number} ruin secondary ${action.count}${action.then !== undefined ? ` then ${action.then}` : ''}`;
    case 'leave-ruin':
      return `${letterOf(board, action)} ${action.from}${action.captures.length ? action.captures.map((c) => `x${c}`).join('') : `-${action.to}`} ruin`;
    // Fire (§74–§80, §166).
    case 'ignite':
      return `${letterOf(board, action)} ${action.gun} ignite ${action.square}`;
    case 'fire-break':
      return `firebreak ${action.square}`;
    case 'leave-ignite':
      return `${letterOf(board, action)} ${action.from}${action.captures.length ? action.captures.map((c) => `x${c}`).join('') : `-${action.to}`} ignite`;
    // Rectangles and bridge-transporters (§§172–178, §152): rectangleNotation.ts.
    case 'rectangle':
    case 'wheel-rectangle':
    case 'wheel-bridge':
    case 'abandon':
    case 'bridge-stack':
      return formatRectangle(action, letterOf(board, action));
  }
}

const num = (s: string | undefined) => Number(s);

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
        'a bridge-transporter moves (bt 1-1350/1351), lays a bridge (bt 1 lay 1353), breaks one down (bt 1 break 1353) or its holder ruins them (bt 1 ruin 1352 aboard 1/2 then 1330; bt 1 ruin secondary 2 then 1330)',
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
      'a device moves (C 391-369), wheels (C 391 wheel gun small clockwise), fires (C 391 fire 392), bombards (C 391 bombard 392), ruins bridges (C 391 ruin 1353) or is destroyed (C 391 destroy, C 391 destroy with 413 then 369)',
    );
  }
  const kind = LETTER_KINDS.get(letter);
  if (!kind)
    throw new Error(
      `unknown letter ${describeValue(letter)}: pieces are b S T L K SK E SL, devices C H, transporters tr, bridge-transporters bt, rectangles rect; or cutoff, blockade, peace, accept, depot, storm, firebreak`,
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

/** The readings line: only those that differ from the edition's. */
function readingsLine(r: GameReadings): string {
  const changed = (Object.keys(DEFAULT_READINGS) as (keyof GameReadings)[]).filter((k) => r[k] !== DEFAULT_READINGS[k]);
  return changed.map((k) => `${k}=${r[k]}`).join(' ');
}

/** A game's record as text: the header, then one numbered action a line with its player (§181). /hellwig/s181/ */
export function formatGame(game: Game): string {
  const g = readGame(game);
  const lines = [
    '# Hellwig 1780: a game in the notation of The First Wargames',
    ...(g.map.id !== 'II' ? [`Map: ${g.map.id}`] : []),
    `Start: ${g.start.id}`,
    ...(g.start.placed ? [`Setup: ${formatSetup(g.start.placed)}`] : []),
    ...(g.first !== 'A' ? [`First: ${g.first}`] : []),
    ...(g.four ? [`Four: ${g.four.marshals}`] : []),
    ...(readingsLine(g.readings) ? [`Readings: ${readingsLine(g.readings)}`] : []),
  ];
  g.actions.forEach((a, i) => {
    const player = moverAt(g, i);
    lines.push(`${i + 1}. ${player} ${formatOn(g.positions[i] as Board, a)}`);
  });
  return `${lines.join('\n')}\n`;
}

/** The start a header names: an edition's position by id, or the players' own (`Start: setup` with its `Setup:`). */
function startOf(start: string, setup: BoardSetup | undefined): string | BoardSetup {
  if (start !== 'setup') return start;
  if (!setup) throw new RuleError('BAD_INPUT', 'Start: setup needs a Setup: line with the position');
  return setup;
}

/**
 * Read a game's record and replay it through the rules (§181): the header's map (plate II when
 * absent), starting position and readings, then each action. A malformed or illegal line is refused
 * with its number and the reason; a header that makes no game, with the number and text of the line it is about.
 * /hellwig/s181/
 */
export function parseGame(text: string): Game {
  if (typeof text !== 'string')
    throw new RuleError('BAD_INPUT', `text must be a game in the notation; received ${describeValue(text)}`);
  let start = 'short';
  let map = 'II';
  let first: Player = 'A';
  let four: Half | undefined;
  let setup: BoardSetup | undefined;
  const readings: Record<string, string> = {};
  let game: Game | undefined;
  const seen = new Map<string, HeaderLine>();
  // The game the header makes; one it cannot make is refused on the header line it is about.
  const make = (): Game => {
    try {
      return newGame(startOf(start, setup), readings, first, map, four);
    } catch (e) {
      if (e instanceof RuleError) throw new RuleError('BAD_INPUT', headerRefusal(e.message, seen));
      throw e;
    }
  };
  const lines = text.split(/\r?\n/);
  lines.forEach((raw, i) => {
    const line = raw.replace(/#.*$/, '').trim();
    if (!line) return;
    const fail = (reason: string): never => {
      throw new RuleError('BAD_INPUT', `text, line ${i + 1}: ${reason}`);
    };
    const header = /^(Map|Start|Setup|Readings|First|Four):\s*(.*)$/.exec(line);
    if (header) {
      if (game) fail('the header (Map, Start, Setup, First, Four, Readings) comes before the first action');
      const value = header[2] ?? '';
      seen.set(header[1] as string, { n: i + 1, text: line });
      if (header[1] === 'Start') start = value;
      else if (header[1] === 'Map') map = value;
      else if (header[1] === 'First') first = value as Player;
      else if (header[1] === 'Four') four = value as Half;
      else if (header[1] === 'Setup')
        try {
          setup = parseSetup(value);
        } catch (e) {
          if (e instanceof RuleError) fail(e.message);
          throw e;
        }
      else
        for (const pair of value.split(/\s+/).filter(Boolean)) {
          const [k = '', v = ''] = pair.split('=');
          if (!(k in GAME_READING_OPTIONS))
            fail(`unknown reading ${describeValue(k)}; known: ${Object.keys(GAME_READING_OPTIONS).join(', ')}`);
          const known: readonly string[] = GAME_READING_OPTIONS[k as keyof GameReadings];
          if (!known.includes(v)) fail(`reading ${k} has no value ${describeValue(v)}; known: ${known.join(', ')}`);
          readings[k] = v;
        }
      return;
    }
    game ??= make();
    const g = game;
    const numbered = /^(\d+)\.\s+(AA|BB|A|B)\s+(.*)$/.exec(line);
    if (numbered) {
      if (num(numbered[1]) !== g.actions.length + 1)
        fail(`move ${numbered[1]} is numbered out of turn; expected ${g.actions.length + 1}`);
      if (numbered[2] !== seatOf(g))
        fail(`it is ${seatOf(g)}’s turn, not ${numbered[2]}’s (${g.four ? '§229' : '§21'})`);
    }
    try {
      game = applyAction(g, parseAction(boardOf(g), numbered ? (numbered[3] as string) : line));
    } catch (e) {
      if (e instanceof RuleError) fail(e.message);
      throw e;
    }
  });
  return game ?? make();
}
