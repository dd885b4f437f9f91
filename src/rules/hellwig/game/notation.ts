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
import type { Board } from '../board.ts';
import type { Player } from '../types.ts';
import { applyAction } from './apply.ts';
import { boardOf, moverAt, newGame, readGame, seatOf, type Game } from './game.ts';
import type { Half } from '../plate-iii.ts';
import { formatSetup, parseSetup } from './setupText.ts';
import { headerRefusal, type HeaderLine } from './headerLines.ts';
import type { BoardSetup } from '../board.ts';
import { DEFAULT_READINGS, GAME_READING_OPTIONS, type GameReadings } from './readings.ts';
import { formatOn } from './actionFormat.ts';
import { num, parseAction } from './actionParse.ts';

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
