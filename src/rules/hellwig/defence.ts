/**
 * Attack and defence of a position (§114–§117, §125, §127, §128), shared by breastworks and
 * laid bridges (§167 applies §§114–119 to bridges, l.1199). A position is defended by the
 * artillery of its holder whose field covers it (§115) and by the holder's pieces not more than
 * one cannon-shot away that could occupy it with their next move (§116); it is attacked likewise
 * by the other player (§117). Strength counts 1, 2 or 3 a piece by what it is composed of (§125,
 * §127, from §42a).
 */
import { RuleError, describeValue, oneOf } from '../errors.ts';
import { computeField } from './artillery.ts';
import { readBoard, type ArtilleryDevice, type Board } from './board.ts';
import { controllerOf, isEffective } from './combined.ts';
import { atOn, chebyshevDistance, coordsOn, toSquare, type Square } from './grid.ts';
import { canReach, pieceStrength, reacher, type PieceOptions } from './pieces.ts';
import { PLAYERS, type Player } from './types.ts';

/**
 * One cannon-shot: "not more than two squares in between" (§108, l.996; §163, l.1174), a distance of 3. /hellwig/s108/
 */
export const CANNON_SHOT = 3;

/** Who defends and who attacks a position, and how strongly (§115–§117, §125, §127). /hellwig/s115/ */
export interface PositionContest {
  readonly square: Square;
  /** The player holding the position (whose breastwork or bridge it is). */
  readonly holder: Player;
  /** Squares of the holder's pieces that defend it (§116), and of the other player's that attack it (§117). */
  readonly defenders: readonly Square[];
  readonly attackers: readonly Square[];
  /** Sums of the defenders' and attackers' strengths (§125, §127). */
  readonly defence: number;
  readonly attack: number;
  /**
   * Effective devices whose field of effect covers the position: the holder's defend it (§115), the other player's
   * attack it (§116c).
   */
  readonly holderArtillery: readonly ArtilleryDevice[];
  readonly otherArtillery: readonly ArtilleryDevice[];
}

/** The other player: the enemy of a position's holder (§117). */
export function otherPlayer(player: Player): Player {
  return player === 'A' ? 'B' : 'A';
}

/** The contest of a board already checked (§115–§117; see `positionContest`). */
export function contestOn(board: Board, square: Square, holder: Player, options: PieceOptions = {}): PositionContest {
  const near = (player: Player) =>
    [...board.pieces.values()]
      .filter(
        (p) =>
          p.player === player && p.square !== square && chebyshevDistance(p.square, square, board.grid) <= CANNON_SHOT,
      )
      .filter((p) => canReach(board, p.square, square, options).reaches)
      .map((p) => p.square)
      .sort((a, b) => a - b);
  const strength = (squares: readonly Square[]) =>
    squares.reduce(
      (sum, s) => sum + pieceStrength((board.pieces.get(s) as { kind: Parameters<typeof pieceStrength>[0] }).kind),
      0,
    );
  const covering = (player: Player) =>
    board.devices.filter(
      (d) =>
        isEffective(board, d) && controllerOf(board, d) === player && computeField(board, d).inEffect.includes(square),
    );
  const defenders = near(holder);
  const attackers = near(otherPlayer(holder));
  return {
    square,
    holder,
    defenders,
    attackers,
    defence: strength(defenders),
    attack: strength(attackers),
    holderArtillery: covering(holder),
    otherArtillery: covering(otherPlayer(holder)),
  };
}

/**
 * Whether effective artillery of `player` covers a square with its field of effect (§115, §116c), of checked values.
 * /hellwig/s115/
 */
export function coveredBy(board: Board, square: Square, player: Player): boolean {
  return board.devices.some(
    (d) =>
      isEffective(board, d) && controllerOf(board, d) === player && computeField(board, d).inEffect.includes(square),
  );
}

/**
 * `coveredBy` and `isOutweighed` for many squares of one checked board, with each piece's reach and each player's
 * artillery fields worked out once instead of once a square (§115–§117, §128, §134a, §134b). /hellwig/s116/
 */
export function contestsOn(board: Board, options: PieceOptions = {}): Contests {
  // Readings of another shape are asked afresh, so reacher judges (and refuses) them as it always has.
  const named = Object.entries(options).every(
    ([k, v]) => (k === 'firstVictim' || k === 'knightPassage') && typeof v === 'string',
  );
  if (!named) return contestsAfresh(board, options);
  let known = CONTESTS.get(board);
  if (!known) CONTESTS.set(board, (known = new Map()));
  const key = `${options.firstVictim} ${options.knightPassage}`;
  let contests = known.get(key);
  if (!contests) known.set(key, (contests = contestsAfresh(board, options)));
  return contests;
}

/** What `contestsOn` answers: whose artillery covers a square, and whether a holder is outweighed on it. */
interface Contests {
  readonly covered: (square: Square, player: Player) => boolean;
  readonly outweighed: (square: Square, holder: Player) => boolean;
}

/**
 * The contests of a position, per reading of the pieces: a board never changes, so the whole side's entrenching (each
 * piece asking of the squares around it) sums each square's strengths once (§116, §117).
 */
const CONTESTS = new WeakMap<Board, Map<string, Contests>>();

/** `contestsOn` worked out afresh, each answer kept as it is first asked (§115–§117, §128, §134a, §134b). */
function contestsAfresh(board: Board, options: PieceOptions): Contests {
  const reaches = reacher(board, options);
  const fields = new Map<Player, ReadonlySet<Square>>();
  const covered = (square: Square, player: Player) => {
    let f = fields.get(player);
    if (!f) {
      const mine = board.devices.filter((d) => isEffective(board, d) && controllerOf(board, d) === player);
      fields.set(player, (f = new Set(mine.flatMap((d) => computeField(board, d).inEffect))));
    }
    return f.has(square);
  };
  // The strength of `player`'s pieces within one cannon-shot that could occupy `square` next move (§116, §117, §125),
  // summed once a square and player: many pieces ask of the same squares.
  const strengths = new Map<string, number>();
  const strength = (square: Square, player: Player) => {
    const key = `${player}${square}`;
    let sum = strengths.get(key);
    if (sum === undefined) strengths.set(key, (sum = strengthOf(square, player)));
    return sum;
  };
  const strengthOf = (square: Square, player: Player) => {
    // The squares within one cannon-shot, looked at one by one: fewer than the pieces of a full plate.
    let sum = 0;
    const { row, col } = coordsOn(square, board.grid);
    for (let r = row - CANNON_SHOT; r <= row + CANNON_SHOT; r++)
      for (let c = col - CANNON_SHOT; c <= col + CANNON_SHOT; c++) {
        const s = atOn(r, c, board.grid);
        const p = s === undefined || s === square ? undefined : board.pieces.get(s);
        if (p?.player === player && reaches(p.square, square)) sum += pieceStrength(p.kind);
      }
    return sum;
  };
  const outweighed = (square: Square, holder: Player) => {
    const attack = strength(square, otherPlayer(holder));
    return attack > 0 && attack >= strength(square, holder) && !covered(square, holder);
  };
  return { covered, outweighed };
}

/**
 * Whether the other player's pieces attack a position at least as strongly as the holder's defend
 * it, outside the holder's own artillery field (§128, §134a, §134b; §167 (1), (6)), of checked
 * values. Only an actual attack counts: with no attacker at all the rule would forbid entrenching
 * or bridging anything beyond reach of one's own pieces, yet §146 lays 122 where the knight on 169
 * cannot go, and §109 lets a pawn entrench the diagonal squares it cannot step to. /hellwig/s134a/
 */
export function isOutweighed(board: Board, square: Square, holder: Player, options: PieceOptions = {}): boolean {
  const c = contestOn(board, square, holder, options);
  return c.attack > 0 && c.attack >= c.defence && !coveredBy(board, square, holder);
}

/**
 * Who defends and who attacks the position on `square` held by `holder`, and the strength of each
 * (§115–§117, §125, §127): pieces within one cannon-shot that could occupy it next move, and the
 * effective artillery whose field covers it. /hellwig/s116/
 */
export function positionContest(
  board: Board,
  square: number,
  holder: Player,
  options: PieceOptions = {},
): PositionContest {
  const b = readBoard(board);
  const sq = toSquare(square, b.grid);
  const h = oneOf('holder', holder, PLAYERS);
  if (typeof options !== 'object' || options === null)
    throw new RuleError('BAD_INPUT', `options must be an object; received ${describeValue(options)}`);
  return contestOn(b, sq, h, options);
}
