/**
 * Cutting off a corps (§182–§184): whether two bodies of one player are in communication, "as long
 * as troops can pass from one corps to another" (§182, l.1264), the path they have or the squares
 * that cut it; the declaration the other player must make (§183) and the six moves of his own the
 * cut-off player then has to restore it (§182). The book leaves what a "corps" is to the players:
 * a body here is any list of squares (pieces, or ground such as a terrain or a fortress, §190).
 * Breastworks are not on the board and so do not bar a path here (§110 would have them do so).
 */
import { RuleError, describeValue, oneOf, wholeNumber } from '../errors.ts';
import { fieldOf, listOf, objectOf, readOptions } from '../checks.ts';
import { computeField } from './artillery.ts';
import { boardWith, gunOn, practicableOn, readBoard, terrainOn, type Board, type ImpassableTerrain } from './board.ts';
import { controller, controllerOf, isEffective } from './combined.ts';
import { otherPlayer } from './defence.ts';
import { atOn, coordsOn, squareOn, type Square } from './grid.ts';
import { destinationsOf, frontDiagonals, type PieceOptions } from './pieces.ts';
import { PLAYERS, type Player } from './types.ts';

/**
 * "In 6 moves to be performed by that player": the moves a declared cut-off corps has to restore communication (§182,
 * l.1264). /hellwig/s182/
 */
export const CUT_OFF_MOVES = 6;

/**
 * What the enemy must do to a square to bar the troops' passage over it (§182, §184). §184 II has
 * the enemy occupy a defile "such that no passage remains open through it", and §184 III has the
 * defiles occupied "in such a way that they cannot be traversed without the troops being captured"
 * (l.1271). `reach` (the edition's reading, from III): a square is barred when an enemy piece
 * stands on it, could capture there with its next move, or effective enemy artillery sweeps it;
 * `occupied`: only the squares the enemy stands on. /hellwig/s184/
 */
export const BARRING_READINGS = ['reach', 'occupied'] as const;
export type BarringReading = (typeof BARRING_READINGS)[number];

/**
 * How troops pass from square to square (§182). §184 I's river turns a corner, from 386 on row 7 to
 * 302 on row 6 (l.1269), and still cuts terrain F off: troops do not slip between two squares that
 * touch only by a corner. `side` (the edition's reading): from a square to the four beside it;
 * `side-or-corner`: to the eight around it. /hellwig/s184/
 */
export const PASSAGE_STEPS = ['side', 'side-or-corner'] as const;
export type PassageStep = (typeof PASSAGE_STEPS)[number];

/** Readings for communication (§182, §184). /hellwig/s184/ */
export interface CommunicationOptions {
  readonly barring?: BarringReading;
  readonly steps?: PassageStep;
  readonly pieces?: PieceOptions;
}

/**
 * Why a square on the edge of a body's ground stops its troops (§182: "the nature of the terrain or … measures taken by
 * the enemy"). /hellwig/s182/
 */
export type CutReason = ImpassableTerrain | 'gun' | 'enemy-piece' | 'enemy-reach' | 'enemy-artillery';

/** A square that stops the troops, and why (§182). /hellwig/s182/ */
export interface Cut {
  readonly square: Square;
  readonly reason: CutReason;
}

/**
 * Whether two bodies communicate (§182): the path troops can take from the first to the second,
 * both ends included; or, when there is none, the squares bordering all the first body can reach,
 * each with what stops the troops there. /hellwig/s182/
 */
export type Communication =
  | { readonly communicates: true; readonly path: readonly Square[] }
  | { readonly communicates: false; readonly cut: readonly Cut[] };

/** Communication's readings, checked (§182, §184). /hellwig/s184/ */
interface Readings {
  readonly barring: BarringReading;
  readonly steps: PassageStep;
  readonly pieces: PieceOptions;
}

/** Check communication options (§182, §184) and return their readings, the edition's by default. /hellwig/s184/ */
export function readings(options: unknown, name = 'options'): Readings {
  const o = objectOf(name, options);
  const r = readOptions(
    name,
    o,
    { barring: BARRING_READINGS, steps: PASSAGE_STEPS },
    { barring: BARRING_READINGS[0], steps: PASSAGE_STEPS[0] },
    ['pieces'],
  );
  const given = fieldOf(name, o, 'pieces');
  const pieces = given === undefined ? {} : objectOf(`${name}.pieces`, given);
  return { ...r, pieces: pieces as PieceOptions };
}

/** A body's squares, checked (§182): at least one, on the board's plate, none held by the enemy. */
function bodyOf(board: Board, player: Player, value: unknown, name: string): Square[] {
  const list = listOf(name, value, 1);
  const squares = list.map((v, i) => squareOn(v, board.grid, `${name}[${i}]`));
  for (const sq of squares) {
    const piece = board.pieces.get(sq);
    if (piece && piece.player !== player)
      throw new RuleError(
        'BAD_INPUT',
        `${name} is a body of player ${player}; square ${sq} holds a piece of player ${piece.player}`,
      );
  }
  return squares;
}

/** The squares each player bars by reach on a position, per reading of the pieces: a board never changes. */
const REACH = new WeakMap<Board, Map<string, ReadonlyMap<Square, CutReason>>>();

/**
 * The squares the enemy bars by reach: where his pieces could capture next move, and what his effective artillery
 * sweeps (§184 III). Worked out once a position, player and reading: a declaration asks it of every body.
 */
function enemyReach(board: Board, enemy: Player, pieces: PieceOptions): ReadonlyMap<Square, CutReason> {
  // Readings of another shape are asked afresh, so the pieces' rules judge (and refuse) them as they always have.
  const named = Object.entries(pieces).every(
    ([k, v]) => (k === 'firstVictim' || k === 'knightPassage') && typeof v === 'string',
  );
  if (!named) return reachOf(board, enemy, pieces);
  let known = REACH.get(board);
  if (!known) REACH.set(board, (known = new Map()));
  const key = `${enemy} ${pieces.firstVictim} ${pieces.knightPassage}`;
  let reach = known.get(key);
  if (!reach) known.set(key, (reach = reachOf(board, enemy, pieces)));
  return reach;
}

/** `enemyReach` worked out (§184 III). */
function reachOf(board: Board, enemy: Player, pieces: PieceOptions): Map<Square, CutReason> {
  const out = new Map<Square, CutReason>();
  // Made at the first piece that needs it, so the readings are judged (and refused) where they always were.
  let destinations: ((from: Square) => ReadonlySet<Square>) | undefined;
  for (const p of board.pieces.values()) {
    if (p.player !== enemy) continue;
    if (p.kind === 'pawn') {
      // A pawn captures only on its front diagonals (§36, §38): its steps take no one.
      if (p.facing !== undefined)
        for (const s of frontDiagonals(p.square, p.facing, board.grid)) out.set(s, 'enemy-reach');
      continue;
    }
    for (const s of (destinations ??= destinationsOf(board, pieces))(p.square)) out.set(s, 'enemy-reach');
  }
  for (const d of board.devices) {
    if (!isEffective(board, d) || controllerOf(board, d) !== enemy) continue;
    for (const s of computeField(board, d).inEffect) out.set(s, 'enemy-artillery');
  }
  return out;
}

const SIDES = [
  [-1, 0],
  [0, 1],
  [1, 0],
  [0, -1],
] as const;
const CORNERS = [
  [-1, -1],
  [-1, 1],
  [1, 1],
  [1, -1],
] as const;

/** The squares a body's troops step to from `square` (§182), by the chosen reading. */
function neighbours(board: Board, square: Square, steps: PassageStep): Square[] {
  const c = coordsOn(square, board.grid);
  const out: Square[] = [];
  for (const [dr, dc] of steps === 'side' ? SIDES : [...SIDES, ...CORNERS]) {
    const n = atOn(c.row + dr, c.col + dc, board.grid);
    if (n !== undefined) out.push(n);
  }
  return out;
}

/** What stops a player's troops on a square (§182, §184): terrain, a gun, the enemy or, by the reading, his reach. */
function stopOn(board: Board, player: Player, r: Readings): (s: Square) => CutReason | undefined {
  const enemy = otherPlayer(player);
  const reach: ReadonlyMap<Square, CutReason> =
    r.barring === 'reach' ? enemyReach(board, enemy, r.pieces) : new Map<Square, CutReason>();
  return (s) => {
    if (!practicableOn(board, s)) return terrainOn(board, s) as ImpassableTerrain;
    if (gunOn(board, s)) return 'gun';
    const piece = board.pieces.get(s);
    if (piece && piece.player === enemy) return 'enemy-piece';
    return reach.get(s);
  };
}

/**
 * Whether each of a player's bodies communicates with `to` (§182, §184), as `communicationOn` answers, for many bodies
 * of one position: one flood fill from `to` over the squares troops may pass (or `to`'s own), instead of one search a
 * body. A body communicates when one of its squares is in `to`, or stands beside a square of that flood, since troops
 * step from their own squares onto passable ground alike in either direction. /hellwig/s182/
 */
export function communicatesOn(
  board: Board,
  player: Player,
  to: readonly Square[],
  r: Readings,
): (body: readonly Square[]) => boolean {
  const ends = new Set(to);
  const stop = stopOn(board, player, r);
  const flood = new Set(to);
  const queue = [...flood];
  for (let i = 0; i < queue.length; i++)
    for (const n of neighbours(board, queue[i] as Square, r.steps))
      if (!flood.has(n) && stop(n) === undefined) {
        flood.add(n);
        queue.push(n);
      }
  return (body) => body.some((s) => ends.has(s) || neighbours(board, s, r.steps).some((n) => flood.has(n)));
}

/** Communication on checked values (§182, §184). /hellwig/s182/ */
export function communicationOn(
  board: Board,
  player: Player,
  from: readonly Square[],
  to: readonly Square[],
  r: Readings,
): Communication {
  const ends = new Set(to);
  const stop = stopOn(board, player, r);
  // Breadth first from the first body, so the path found is a shortest one.
  const cameFrom = new Map<Square, Square | undefined>(from.map((s) => [s, undefined]));
  const queue = [...from];
  const cuts = new Map<Square, CutReason>();
  for (let i = 0; i < queue.length; i++) {
    const s = queue[i] as Square;
    if (ends.has(s)) {
      const path: Square[] = [];
      for (let at: Square | undefined = s; at !== undefined; at = cameFrom.get(at)) path.unshift(at);
      return { communicates: true, path };
    }
    for (const n of neighbours(board, s, r.steps)) {
      if (cameFrom.has(n)) continue;
      // The second body's own squares are its troops' ground: reaching one is reaching the body.
      const why = ends.has(n) ? undefined : stop(n);
      if (why !== undefined) {
        cuts.set(n, why);
        continue;
      }
      cameFrom.set(n, s);
      queue.push(n);
    }
  }
  const cut = [...cuts]
    .filter(([s]) => !cameFrom.has(s))
    .map(([square, reason]) => ({ square, reason }))
    .sort((a, b) => a.square - b.square);
  return { communicates: false, cut };
}

/**
 * Whether the bodies of `player` on the squares `corps` and `other` communicate (§182, §184): a
 * path of practicable squares, free of guns, that the enemy neither holds nor (by the reading)
 * bars; or the squares that cut it off. /hellwig/s182/
 */
export function communication(
  board: Board,
  player: Player,
  corps: readonly number[],
  other: readonly number[],
  options: CommunicationOptions = {},
): Communication {
  const b = readBoard(board);
  const p = oneOf('player', player, PLAYERS);
  const a = bodyOf(b, p, corps, 'corps');
  const c = bodyOf(b, p, other, 'other');
  return communicationOn(b, p, a, c, readings(options));
}

/** A declared cut-off: the cut-off player's own move count when the other player declared it (§183). /hellwig/s183/ */
export interface CutOffClock {
  readonly declaredAt: number;
}

/**
 * Declare a corps cut off (§183): allowed only when it does not communicate now; the clock starts at
 * the cut-off player's own move count `ownMoves`. /hellwig/s183/
 */
export function declareCutOff(
  board: Board,
  player: Player,
  corps: readonly number[],
  other: readonly number[],
  ownMoves: number,
  options: CommunicationOptions = {},
): CutOffClock {
  const at = wholeNumber('ownMoves', ownMoves);
  if (communication(board, player, corps, other, options).communicates) {
    throw new RuleError(
      'BLOCKED',
      `corps communicates with other: there is nothing to declare cut off (§182, §183); received corps ${describeValue(corps)}`,
    );
  }
  return { declaredAt: at };
}

/** Where a corps's fate stands (§182, §183). /hellwig/s182/ */
export type CutOffOutcome =
  /** Never declared: it cannot be captured however long it was cut off (§183). */
  | { readonly kind: 'undeclared' }
  /** Communication restored within the six moves (§182). */
  | { readonly kind: 'restored' }
  /** Still cut off, with this many of its player's own moves left (§182, §183). */
  | { readonly kind: 'counting'; readonly movesLeft: number }
  /**
   * Six own moves made and still cut off: it lays down its arms, its troops removed, its artillery and bridges to the
   * victor (§182).
   */
  | { readonly kind: 'surrenders' };

/**
 * The fate of a corps (§182, §183): from its clock (undefined if never declared), the cut-off
 * player's own move count `ownMoves` now, and whether it communicates now. /hellwig/s182/
 */
export function cutOffOutcome(clock: CutOffClock | undefined, ownMoves: number, communicates: boolean): CutOffOutcome {
  const now = wholeNumber('ownMoves', ownMoves);
  if (typeof communicates !== 'boolean')
    throw new RuleError('BAD_INPUT', `communicates must be true or false; received ${describeValue(communicates)}`);
  if (clock === undefined) return { kind: 'undeclared' };
  const c = objectOf('clock', clock, 'a clock made by declareCutOff');
  const declaredAt = wholeNumber('clock.declaredAt', fieldOf('clock', c, 'declaredAt'), 0, now);
  if (communicates) return { kind: 'restored' };
  const made = now - declaredAt;
  return made < CUT_OFF_MOVES ? { kind: 'counting', movesLeft: CUT_OFF_MOVES - made } : { kind: 'surrenders' };
}

/**
 * The position after a cut-off corps of `player` on the squares `corps` lays down its arms (§182,
 * l.1264): its troops are removed, and the artillery it held there goes to the victor, unmanned.
 * Bridges go to the victor too, but they live in a `BridgeNetwork`, not on the board. /hellwig/s182/
 */
export function layDownArms(board: Board, player: Player, corps: readonly number[]): Board {
  const b = readBoard(board);
  const p = oneOf('player', player, PLAYERS);
  const squares = new Set(bodyOf(b, p, corps, 'corps'));
  const victor = otherPlayer(p);
  const devices = b.devices.map((d) =>
    // A device the corps mans, or an unmanned one on its ground; not one manned from outside it.
    (squares.has(d.artillerists) || (squares.has(d.gun) && !b.pieces.has(d.artillerists))) && controller(b, d) === p
      ? { ...d, owner: victor }
      : d,
  );
  const pieces = new Map([...b.pieces].filter(([sq, piece]) => !(squares.has(sq) && piece.player === p)));
  return boardWith(b, { pieces, devices });
}
