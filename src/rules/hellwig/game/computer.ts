/**
 * A simple computer opponent for Hellwig's game. It plays only actions the rules offer (§181) and prefers, in this
 * order of weight: conquering the enemy's fortress (§§187–188) and driving an enemy off its own; threatening the
 * enemy's (a piece that could stand on its centre next move); captures, by the inner strength taken (§42a) and guns
 * destroyed (§49); not leaving its pieces and guns in an enemy field of effect (§47, §49), where a piece or gun
 * behind its own breastwork, or on it, is sheltered from the enemy's cannon (§110–§112, §180 (4): the engine's
 * `breastworkField`); then coming nearer the enemy's fortress. Ties are broken by a seeded draw, so the same seed
 * gives the same game. It offers a peace only when it has nothing else to play (§12), and accepts one that gives it
 * flags (§13). Of the works it weighs only a
 * few, found on few squares: it storms an enemy breastwork whenever the rules let it (§130), worth more than a
 * simple capture; bombards one, a little, or as much as a storm when it takes the last sign (§122–§124); and throws
 * up a breastwork with a piece that stands in an enemy field of effect, worth less than the piece's leaving the
 * field, so it digs in only where no move takes it out (§106–§109). Depots it leaves alone: their offers are the
 * engine's costliest to find.
 */
import { RuleError, describeValue } from '../../errors.ts';
import { computeField } from '../artillery.ts';
import type { Board } from '../board.ts';
import { breastworkField, entrench, type Breastworks } from '../breastworks.ts';
import { controller, effective } from '../combined.ts';
import { otherPlayer } from '../defence.ts';
import { chebyshevDistance, coordsOn, type Square } from '../grid.ts';
import { pieceMoves, pieceStrength } from '../pieces.ts';
import type { PieceKind, Player } from '../types.ts';
import type { Action } from './actions.ts';
import { pieceOptions, type GameReadings } from './readings.ts';
import { boardOf, offersBesideWorks, readGame, toMove, type Game, type Offer } from './game.ts';
import { computerWorksOffers } from './computerWorks.ts';
import { plain } from './works.ts';
import { draws } from './draws.ts';

/** The weights of the preference, largest first. */
const WEIGHTS = {
  conquer: 1000,
  relieve: 500,
  threat: 30,
  gun: 25,
  storm: 15,
  strength: 10,
  exposed: 8,
  gunExposed: 20,
  bombard: 5,
  entrench: 4,
} as const;

/**
 * The squares an enemy may sweep on his next move (§47, §49): his working devices' fields, a cannon's stopped at the
 * first of our breastworks in its line, which shelters what lies beyond (§110–§112, §180 (4)).
 */
function sweptBy(board: Board, enemy: Player, works: Breastworks | undefined, r: GameReadings): Set<Square> {
  const out = new Set<Square>();
  const open = plain(board);
  for (const d of open.devices)
    if (controller(open, d) === enemy && effective(open, d)) {
      const field = works?.works.size
        ? breastworkField(open, works, d, r.breastworkFire).inEffect
        : computeField(open, d).inEffect;
      for (const s of field) out.add(s);
    }
  return out;
}

/** The breastworks an offer leaves, as far as they shelter its player: those standing and any it throws up (§106). */
function shelterAfter(game: Game, before: Board, offer: Offer): Breastworks | undefined {
  const works = game.works[game.works.length - 1]?.breastworks;
  const a = offer.action;
  if (works === undefined || a.type !== 'entrench') return works;
  const r = game.readings;
  return entrench(plain(before), works, a.from, a.square, pieceOptions(r));
}

function material(board: Board, player: Player): number {
  let m = 0;
  for (const p of board.pieces.values()) if (p.player === player) m += pieceStrength(p.kind) * WEIGHTS.strength;
  for (const d of board.devices) if (controller(board, d) === player) m += WEIGHTS.gun;
  return m;
}

/**
 * Whether any piece's move could join two squares: a line, a diagonal, a knight's leap or a pawn's step (§32–§41).
 * Asking for a piece's moves costs far more than this, and most squares are on none of them.
 */
function inLine(from: Square, to: Square, board: Board): boolean {
  const a = coordsOn(from, board.grid);
  const b = coordsOn(to, board.grid);
  const dr = Math.abs(b.row - a.row);
  const dc = Math.abs(b.col - a.col);
  return dr === 0 || dc === 0 || dr === dc || dr * dc === 2;
}

/** What every offer of one position shares: the enemy's material and fields, and what of ours stands in them. */
interface Before {
  readonly board: Board;
  readonly enemyMaterial: number;
  /** The squares the enemy may sweep before the move (`sweptBy`). */
  readonly swept: ReadonlySet<Square>;
  /** The weight of our pieces and guns standing in them. */
  readonly exposure: number;
}

/** The weight of a player's pieces and guns standing on swept squares. */
function exposureOf(board: Board, player: Player, swept: ReadonlySet<Square>): number {
  let e = 0;
  for (const p of board.pieces.values())
    if (p.player === player && swept.has(p.square)) e += WEIGHTS.exposed * pieceStrength(p.kind);
  for (const d of board.devices) if (controller(board, d) === player && swept.has(d.gun)) e += WEIGHTS.gunExposed;
  return e;
}

/** How much the computer likes an offer (see the module's comment). */
function score(game: Game, before: Before, offer: Offer, player: Player): number {
  const enemy = otherPlayer(player);
  const theirs = game.start.fortress[enemy] as Square;
  const ours = game.start.fortress[player] as Square;
  const holds = (b: Board, sq: Square, who: Player) => b.pieces.get(sq)?.player === who;
  const a = offer.action;
  let s = 0;
  const b = before.board;
  if (
    a.type === 'move' &&
    a.captures.length === 0 &&
    !b.devices.some((d) => d.artillerists === a.from || d.artillerists === a.to)
  ) {
    // A move that takes nothing, to or from no artillerists' square, leaves every device worked as it was (§46, §67),
    // the enemy's fields as they were (terrain and breastworks bound them, not pieces, §180) and his pieces where they
    // were: only the moved piece's exposure changes. The position after it is built only when the threat below asks
    // for it, as most moves never do.
    if (a.to === theirs || (a.from !== theirs && holds(b, theirs, player))) s += WEIGHTS.conquer;
    const moved = WEIGHTS.exposed * pieceStrength((b.pieces.get(a.from) as { kind: PieceKind }).kind);
    s -= before.exposure - (before.swept.has(a.from) ? moved : 0) + (before.swept.has(a.to) ? moved : 0);
    return s + approach(game, b, offer, a, player, theirs);
  }
  const after = offer.board;
  if (holds(after, theirs, player)) s += WEIGHTS.conquer;
  if (holds(b, ours, enemy) && !holds(after, ours, enemy)) s += WEIGHTS.relieve;
  s += before.enemyMaterial - material(after, enemy);
  s -= exposureOf(after, player, sweptBy(after, enemy, shelterAfter(game, b, offer), game.readings));
  if (a.type === 'move') s += approach(game, b, offer, a, player, theirs);
  // The works (§106–§134f): a storm, the signs a bombardment takes, a breastwork where a piece is exposed.
  if (a.type === 'storm') s += WEIGHTS.storm;
  // A bombardment that takes the last sign is worth a storm (§122).
  if (a.type === 'bombard') s += after.entrenched?.has(a.target) ? WEIGHTS.bombard : WEIGHTS.storm;
  if (a.type === 'entrench') s += WEIGHTS.entrench;
  return s;
}

/** A piece's move: a threat to the enemy's fortress, and coming nearer to it. */
function approach(
  game: Game,
  before: Board,
  offer: Offer,
  a: Extract<Action, { type: 'move' }>,
  player: Player,
  theirs: Square,
): number {
  let s = 0;
  // A threat to the fortress: the piece could stand on the enemy's centre with its next move (§187).
  if (a.to !== theirs && inLine(a.to, theirs, before)) {
    const after = offer.board;
    if (after.pieces.get(a.to)?.player === player && after.pieces.get(theirs)?.player !== player) {
      const next = pieceMoves(after, a.to, {
        firstVictim: game.readings.firstVictim,
        knightPassage: game.readings.knightPassage,
      });
      if (next.some((m) => m.to === theirs)) s += WEIGHTS.threat;
    }
  }
  const grid = before.grid;
  return s + (chebyshevDistance(a.from, theirs, grid) - chebyshevDistance(a.to, theirs, grid)) * 0.5;
}

/**
 * The computer's action for the player to move (§181): the offered action it prefers, as the
 * module's comment says, the same for the same game and seed. Refuses a game already over. /hellwig/s181/
 */
export function computerAction(game: Game, seed = 1): Action {
  const g = readGame(game);
  if (typeof seed !== 'number' || !Number.isInteger(seed))
    throw new RuleError('BAD_INPUT', `seed must be a whole number; received ${describeValue(seed)}`);
  const player = toMove(g);
  const offers = offersBesideWorks(g);
  const last = g.actions[g.actions.length - 1];
  if (last?.type === 'peace' && last.receiver === player) return { type: 'accept' };
  const exposed = sweptBy(boardOf(g), otherPlayer(player), g.works[g.works.length - 1]?.breastworks, g.readings);
  const candidates = [...offers, ...computerWorksOffers(g, exposed)].filter(
    (o) => o.action.type !== 'peace' && o.action.type !== 'accept',
  );
  if (candidates.length === 0) {
    if (g.status.kind !== 'playing')
      throw new RuleError('BAD_INPUT', 'the game is over; the computer has no move (§188)');
    // Nothing to move: the only action left is to offer the enemy a peace (§12).
    return { type: 'peace', receiver: otherPlayer(player), flags: 1 };
  }
  const board = boardOf(g);
  const before: Before = {
    board,
    enemyMaterial: material(board, otherPlayer(player)),
    swept: exposed,
    exposure: exposureOf(board, player, exposed),
  };
  const draw = draws(seed * 7919 + g.actions.length);
  let best: Offer = candidates[0] as Offer;
  let bestScore = -Infinity;
  for (const o of candidates) {
    const s = score(g, before, o, player) + draw() * 0.25;
    if (s > bestScore) {
      bestScore = s;
      best = o;
    }
  }
  return best.action;
}
