/**
 * Depots of the second school (§244–§254): established on practicable ground by a piece within one
 * cannon-shot (§244–§247), each feeding the 80 squares around it (§248); their ruin (§250) and capture
 * (§252); and the counts of moves they set, three to reach a field (§249, §251, §259) and six before a
 * new depot after a loss (§253), counted jointly by both players (§254). `Depots` is a value of its
 * own, made against a board, in the shape a `BoardSetup` may one day carry. How a depot communicates
 * with the main magazine is `supply.ts`.
 */
import { RuleError, describeValue, oneOf, wholeNumber } from '../errors.ts';
import { fieldOf, listOf, objectOf } from '../checks.ts';
import { gunOn, readBoard, terrainOn, type Board } from './board.ts';
import { controllerOf, isEffective } from './combined.ts';
import { CANNON_SHOT, contestOn, coveredBy } from './defence.ts';
import { atOn, coordsOn, squareOn, type Square } from './grid.ts';
import { canReach, type PieceOptions } from './pieces.ts';
import { PLAYERS, type PlateName, type Player } from './types.ts';

/** "The 80 squares immediately adjacent to it": a depot feeds four squares every way (§248, l.1620). /hellwig/s248/ */
export const DEPOT_REACH = 4;

/** "Within three moves": the grace to reach a depot's field, after an advance, a ruin or a cut (§249, §251, §259). */
export const DEPOT_GRACE_MOVES = 3;

/** "Until he has made 6 moves": no new depot after losing one (§253, l.1633). /hellwig/s253/ */
export const DEPOT_BAN_MOVES = 6;

/** A depot: its square and the player it feeds (§244). /hellwig/s244/ */
export interface Depot {
  readonly square: Square;
  readonly owner: Player;
}

/** A depot as plain data, as a `BoardSetup` could list it (§244). /hellwig/s244/ */
export interface DepotSetup {
  readonly square: number;
  readonly owner: Player;
}

/** The depots on a plate, by square (§244, §247: as many as one wishes). /hellwig/s247/ */
export interface Depots {
  readonly plate: PlateName;
  readonly depots: ReadonlyMap<Square, Depot>;
}

const made = new WeakSet<object>();

function seal(value: Depots): Depots {
  made.add(value);
  return Object.freeze(value);
}

function checkDepots(board: Board, value: unknown): Depots {
  if (typeof value !== 'object' || value === null || !made.has(value))
    throw new RuleError('BAD_INPUT', `depots must be made by createDepots; received ${describeValue(value)}`);
  const d = value as Depots;
  if (d.plate !== board.grid.name)
    throw new RuleError('BAD_INPUT', `the depots are on plate ${d.plate}; the board is plate ${board.grid.name}`);
  return d;
}

/**
 * Whether a depot may lie on a square's ground: white, black or a building, not water even under a
 * bridge (§245, l.1614); pieces and boards standing there do not prevent it, a gun's square does (§46).
 */
function depotGround(board: Board, square: Square): boolean {
  const t = terrainOn(board, square);
  return (t === 'open' || t === 'building') && !gunOn(board, square);
}

/** Check depots against a board (§244, §245): practicable land, one depot a square. /hellwig/s245/ */
export function createDepots(board: Board, setup: readonly DepotSetup[] = []): Depots {
  const b = readBoard(board);
  const depots = new Map<Square, Depot>();
  for (const [i, value] of listOf('setup', setup).entries()) {
    const name = `setup[${i}]`;
    const v = objectOf(name, value, 'a depot');
    const square = squareOn(fieldOf(name, v, 'square'), b.grid, `${name}.square`);
    const owner = oneOf(`${name}.owner`, fieldOf(name, v, 'owner'), PLAYERS);
    if (!depotGround(b, square))
      throw new RuleError(
        'BLOCKED',
        `a depot lies on white, black or building ground (§245); ${square} is ${gunOn(b, square) ? 'a gun square' : terrainOn(b, square)}`,
      );
    if (depots.has(square)) throw new RuleError('OVERLAP', `square ${square} already has a depot`);
    depots.set(square, { square, owner });
  }
  return seal({ plate: b.grid.name, depots });
}

function fieldOn(board: Board, square: Square): Square[] {
  const { row, col } = coordsOn(square, board.grid);
  const out: Square[] = [];
  for (let dr = -DEPOT_REACH; dr <= DEPOT_REACH; dr++)
    for (let dc = -DEPOT_REACH; dc <= DEPOT_REACH; dc++) {
      const s = atOn(row + dr, col + dc, board.grid);
      if (s !== undefined) out.push(s);
    }
  return out.sort((a, b) => a - b);
}

/**
 * A depot's field of effect: its square and the 80 around it, the 9 × 9 block, clipped at the edge
 * of the plate (§248, l.1620: 818 gives the square bounded by 1010, 1018, 618 and 626). /hellwig/s248/
 */
export function depotField(board: Board, square: number): readonly Square[] {
  const b = readBoard(board);
  return fieldOn(b, squareOn(square, b.grid));
}

/**
 * Whether troops of a player on a square are fed: it lies in the field of one of his depots (§248,
 * §249; the fortress, his main magazine, is not a depot, §243). /hellwig/s249/
 */
export function isSupplied(board: Board, depots: Depots, player: Player, square: number): boolean {
  const b = readBoard(board);
  const d = checkDepots(b, depots);
  const p = oneOf('player', player, PLAYERS);
  const sq = squareOn(square, b.grid);
  return [...d.depots.values()].some((x) => x.owner === p && fieldOn(b, x.square).includes(sq));
}

function pieceOptions(value: unknown): PieceOptions {
  return objectOf('options', value, 'the pieces’ readings') as PieceOptions;
}

/**
 * The squares where a player may establish a depot now (§245, §247): practicable land with no depot,
 * which one of his pieces not more than one cannon-shot away could occupy with its next move. /hellwig/s247/
 */
export function depotSites(
  board: Board,
  depots: Depots,
  player: Player,
  options: PieceOptions = {},
): readonly Square[] {
  const b = readBoard(board);
  const d = checkDepots(b, depots);
  const p = oneOf('player', player, PLAYERS);
  const o = pieceOptions(options);
  const out = new Set<Square>();
  for (const piece of b.pieces.values()) {
    if (piece.player !== p) continue;
    const { row, col } = coordsOn(piece.square, b.grid);
    for (let dr = -CANNON_SHOT; dr <= CANNON_SHOT; dr++)
      for (let dc = -CANNON_SHOT; dc <= CANNON_SHOT; dc++) {
        const s = atOn(row + dr, col + dc, b.grid);
        if (s === undefined || out.has(s) || d.depots.has(s) || !depotGround(b, s)) continue;
        if (s === piece.square || canReach(b, piece.square, s, o).reaches) out.add(s);
      }
  }
  return [...out].sort((x, y) => x - y);
}

/** Establish a depot: the marker and the flag, one move (§244, §245, §247). /hellwig/s244/ */
export function establishDepot(
  board: Board,
  depots: Depots,
  player: Player,
  square: number,
  options: PieceOptions = {},
): Depots {
  const b = readBoard(board);
  const d = checkDepots(b, depots);
  const p = oneOf('player', player, PLAYERS);
  const sq = squareOn(square, b.grid);
  const sites = depotSites(b, d, p, options);
  if (!sites.includes(sq))
    throw new RuleError(
      'BLOCKED',
      `player ${p} may establish a depot on practicable land one of his pieces within one cannon-shot can occupy (§245, §247); ${sq} is not such a square`,
    );
  return seal({ ...d, depots: new Map([...d.depots, [sq, { square: sq, owner: p }]]) });
}

/**
 * The three means of ruining a depot (§250): `artillery`, it lies in the ruiner's field of effect; `pieces`, his pieces
 * attack it more strongly than the owner's cover it, outside the owner's field; `holder`, his piece or artillery
 * stands on it.
 */
export const DEPOT_RUIN_MEANS = ['artillery', 'pieces', 'holder'] as const;
export type DepotRuinMeans = (typeof DEPOT_RUIN_MEANS)[number];

function depotAt(depots: Depots, square: Square): Depot {
  const depot = depots.depots.get(square);
  if (!depot)
    throw new RuleError(
      'BAD_INPUT',
      `there is no depot on square ${square}; there are on ${describeValue([...depots.depots.keys()])}`,
    );
  return depot;
}

/**
 * The means by which a player may ruin the depot on a square as his move (§250, l.1624–1627): his
 * effective artillery's field covers it; his pieces attack it more strongly than its owner's cover it
 * (strength as §125 counts it), unless its owner's artillery covers it; or he holds its square with
 * a piece or artillery (the owner may so ruin his own). /hellwig/s250/
 */
export function depotRuinMeans(
  board: Board,
  depots: Depots,
  square: number,
  player: Player,
  options: PieceOptions = {},
): readonly DepotRuinMeans[] {
  const b = readBoard(board);
  const d = checkDepots(b, depots);
  const sq = squareOn(square, b.grid);
  const p = oneOf('player', player, PLAYERS);
  const o = pieceOptions(options);
  const depot = depotAt(d, sq);
  const means: DepotRuinMeans[] = [];
  if (p !== depot.owner) {
    if (coveredBy(b, sq, p)) means.push('artillery');
    const c = contestOn(b, sq, depot.owner, o);
    if (c.attack > c.defence && !coveredBy(b, sq, depot.owner)) means.push('pieces');
  }
  const piece = b.pieces.get(sq);
  const held =
    piece?.player === p ||
    b.devices.some((x) => (x.artillerists === sq || x.gun === sq) && isEffective(b, x) && controllerOf(b, x) === p);
  if (held) means.push('holder');
  return means;
}

/**
 * Ruin a depot: its markers leave the game; one move (§250). The loser may not establish another for six moves (§253,
 * `DEPOT_BAN_MOVES`), and his troops must reach another field within three (§251). /hellwig/s250/
 */
export function ruinDepot(
  board: Board,
  depots: Depots,
  square: number,
  player: Player,
  options: PieceOptions = {},
): Depots {
  const b = readBoard(board);
  const d = checkDepots(b, depots);
  if (depotRuinMeans(b, d, square, player, options).length === 0)
    throw new RuleError('BLOCKED', `player ${player} has no means to ruin the depot on ${square} (§250)`);
  const left = new Map(d.depots);
  left.delete(square as Square);
  return seal({ ...d, depots: left });
}

/**
 * Take a depot (§252, l.1631): a piece of the other player occupies its square and is not taken in
 * the owner's next move; given the board after that move, the markers are exchanged, at no cost. /hellwig/s252/
 */
export function captureDepot(board: Board, depots: Depots, square: number): Depots {
  const b = readBoard(board);
  const d = checkDepots(b, depots);
  const sq = squareOn(square, b.grid);
  const depot = depotAt(d, sq);
  const piece = b.pieces.get(sq);
  if (!piece || piece.player === depot.owner)
    throw new RuleError(
      'BLOCKED',
      `a depot is taken by a piece of the other player that holds its square through the owner's next move (§252); on ${sq} there is ${piece ? `a piece of player ${piece.player}` : 'no piece'}`,
    );
  return seal({ ...d, depots: new Map([...d.depots, [sq, { square: sq, owner: piece.player }]]) });
}

/** Where a count of three moves stands (§249, §251, §259): met in time, still running, or run out. */
export type SupplyDeadline =
  | { readonly kind: 'met' }
  | { readonly kind: 'counting'; readonly movesLeft: number }
  /** §249: the troops must withdraw; §251, §259: they lay down their arms. */
  | { readonly kind: 'expired' };

/**
 * Where the three moves stand that troops have to come into a depot's field after advancing (§249),
 * after their depot's ruin (§251) or once its communication is cut (§259): from the joint move count
 * when it began, the count now, and whether they are fed again (§254: both players' moves count). /hellwig/s251/
 */
export function supplyDeadline(startedAt: number, now: number, met: boolean): SupplyDeadline {
  const at = wholeNumber('now', now);
  const from = wholeNumber('startedAt', startedAt, 0, at);
  if (typeof met !== 'boolean')
    throw new RuleError('BAD_INPUT', `met must be true or false; received ${describeValue(met)}`);
  if (met) return { kind: 'met' };
  const left = DEPOT_GRACE_MOVES - (at - from);
  return left > 0 ? { kind: 'counting', movesLeft: left } : { kind: 'expired' };
}

/**
 * Whether a player who lost a depot (ruined, taken or destroyed by himself) may establish another: six
 * moves after the loss, counted jointly (§253, l.1633; §254). /hellwig/s253/
 */
export function mayEstablishAgain(lostAt: number, now: number): boolean {
  const at = wholeNumber('now', now);
  return at - wholeNumber('lostAt', lostAt, 0, at) >= DEPOT_BAN_MOVES;
}
