/**
 * What happens to depots in play (§247, §250–§254): where one may be established now, by a piece within one
 * cannon-shot (§245–§247); their ruin (§250) and capture (§252); and the counts of moves they set, three to reach a
 * field (§249, §251, §259) and six before a new depot after a loss (§253), counted jointly by both players (§254).
 */
import { RuleError, describeValue, oneOf, wholeNumber } from '../errors.ts';
import { objectOf } from '../checks.ts';
import { readBoard, type Board } from './board.ts';
import { controllerOf, isEffective } from './combined.ts';
import { CANNON_SHOT, contestOn, coveredBy } from './defence.ts';
import { checkDepots, depotGround, seal, type Depot, type Depots } from './depots.ts';
import { atOn, coordsOn, squareOn, type Square } from './grid.ts';
import { reacher, type PieceOptions } from './pieces.ts';
import { PLAYERS, type Player } from './types.ts';

/** "Within three moves": the grace to reach a depot's field, after an advance, a ruin or a cut (§249, §251, §259). */
export const DEPOT_GRACE_MOVES = 3;

/** "Until he has made 6 moves": no new depot after losing one (§253, l.1633). /hellwig/s253/ */
export const DEPOT_BAN_MOVES = 6;

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
  // Reach asked through the position's memory, made at the first piece's asking as canReach would judge the readings.
  let reaches: ((from: Square, to: Square) => boolean) | undefined;
  for (const piece of b.pieces.values()) {
    if (piece.player !== p) continue;
    const { row, col } = coordsOn(piece.square, b.grid);
    for (let dr = -CANNON_SHOT; dr <= CANNON_SHOT; dr++)
      for (let dc = -CANNON_SHOT; dc <= CANNON_SHOT; dc++) {
        const s = atOn(row + dr, col + dc, b.grid);
        if (s === undefined || out.has(s) || d.depots.has(s) || !depotGround(b, s)) continue;
        if (s === piece.square || (reaches ??= reacher(b, o))(piece.square, s)) out.add(s);
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
