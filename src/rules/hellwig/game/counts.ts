/**
 * The game's running counts: the cut-offs declared (§182–§184), each with the six own moves its
 * player has to restore communication, and the blockades of a fortress (§190), 50 + 50 moves and
 * 20 more per resupply. A corps is cut off from its own fortress's centre (the edition's reading:
 * the book leaves what a corps must reach to the players, §182); its squares follow its pieces as
 * they move. The rules are cutting-off.ts's and fortress.ts's; this module only keeps the counts.
 */
import { gunOn, type Board } from '../board.ts';
import {
  communicatesOn,
  communicationOn,
  cutOffOutcome,
  layDownArms,
  readings,
  type CutOffClock,
} from '../cutting-off.ts';
import { otherPlayer } from '../defence.ts';
import {
  blockadeOutcome,
  blockadeStep,
  fortressCommunication,
  FORTRESSES,
  provisionsEntering,
  type BlockadeCount,
  type FortressSheet,
} from '../fortress.ts';
import { atOn, coordsOn, type Square } from '../grid.ts';
import type { Player } from '../types.ts';
import type { BridgeNetwork } from '../bridges.ts';
import type { Action } from './actions.ts';
import { movedPieces } from './movedPieces.ts';
import { pieceOptions, type GameReadings } from './readings.ts';

/** A declared cut-off: whose corps, on which squares now, and its clock (§183). */
interface CutOff {
  readonly player: Player;
  readonly corps: readonly Square[];
  readonly clock: CutOffClock;
}

/** The counts after some actions: the cut-offs under way, and each garrison's blockade count (§183, §190). */
export interface Counts {
  readonly cutOffs: readonly CutOff[];
  readonly blockades: { readonly [P in Player]?: BlockadeCount | undefined };
  /** How many times each blockaded garrison has received fresh provisions, 20 moves each (§190 (4), (5)). */
  readonly resupplies: { readonly [P in Player]?: number };
}

/** No count under way, as a game starts (§183, §190). */
export const NO_COUNTS: Counts = { cutOffs: [], blockades: {}, resupplies: {} };

/** How many of the mover's pieces an action brings into his blockaded fortress (§190 (4), (5)): the engine's count. */
function provisionsBrought(before: Board, moved: Board, mover: Player, centre: number): number {
  const sheet = sheetOf(centre);
  return sheet === undefined || moved.grid.name !== 'III' ? 0 : provisionsEntering(sheet, before, moved, mover);
}

/** The sheet of plate III whose fortress has this centre, if any (§187, §210). */
function sheetOf(centre: number): FortressSheet | undefined {
  return centre === FORTRESSES.B.centre ? 'B' : centre === FORTRESSES.C.centre ? 'C' : undefined;
}

/** The game's readings of communication (§182, §184): what bars a square, how troops pass, how pieces capture. */
const linking = (r: GameReadings) => ({
  barring: r.barring,
  steps: r.steps,
  pieces: pieceOptions(r),
});

/** Whether each of a player's bodies communicates with his fortress centre, one flood fill for them all (§182). */
export function bodiesLinked(
  board: Board,
  player: Player,
  centre: Square,
  r: GameReadings,
): (corps: readonly Square[]) => boolean {
  return communicatesOn(board, player, [centre], readings(linking(r)));
}

/** Whether a player's body on `corps` communicates with his fortress centre, or the path that joins them (§182). */
export function bodyLink(board: Board, player: Player, corps: readonly Square[], centre: Square, r: GameReadings) {
  return communicationOn(board, player, corps, [centre], readings(linking(r)));
}

/** Whether the fortress of `garrison` communicates with the terrains beside it (§190 (1)); plate III only. */
export function fortressOpen(board: Board, centre: Square, garrison: Player, r: GameReadings): boolean | undefined {
  const sheet = sheetOf(centre);
  if (sheet === undefined || board.grid.name !== 'III') return undefined;
  return fortressCommunication(board, sheet, garrison, linking(r)).communicates;
}

/** The enemy's bodies of pieces, squares joined side to side (§182), not already under a count. */
export function bodiesOf(board: Board, player: Player, counted: readonly CutOff[]): Square[][] {
  const taken = new Set(counted.flatMap((c) => c.corps));
  const mine = new Set([...board.pieces.values()].filter((p) => p.player === player).map((p) => p.square));
  const seen = new Set<Square>();
  const bodies: Square[][] = [];
  for (const start of mine) {
    if (seen.has(start) || taken.has(start)) continue;
    const body: Square[] = [];
    const queue = [start];
    seen.add(start);
    while (queue.length) {
      const s = queue.pop() as Square;
      body.push(s);
      const c = coordsOn(s, board.grid);
      for (const [dr, dc] of [
        [-1, 0],
        [1, 0],
        [0, -1],
        [0, 1],
      ] as const) {
        const n = atOn(c.row + dr, c.col + dc, board.grid);
        if (n !== undefined && mine.has(n) && !seen.has(n) && !taken.has(n)) {
          seen.add(n);
          queue.push(n);
        }
      }
    }
    bodies.push(body.sort((a, b) => a - b));
  }
  return bodies;
}

/** Where a corps's squares are after an action: its pieces follow their moves (movedPieces.ts), taken ones leave it. */
function follow(corps: readonly Square[], moves: ReadonlyMap<Square, Square>, after: Board, player: Player): Square[] {
  return corps.map((s) => moves.get(s) ?? s).filter((s) => after.pieces.get(s)?.player === player && !gunOn(after, s));
}

const NO_MOVES: ReadonlyMap<Square, Square> = new Map();

/** A player's own moves after `n` actions of a game `first` began (§182: "moves to be performed by that player"). */
export const ownMoves = (n: number, first: Player, player: Player): number =>
  player === first ? Math.ceil(n / 2) : Math.floor(n / 2);

/**
 * The counts and the position after one action (§182–§184, §190): a declaration starts a count;
 * every move runs the blockades down; the cut-off player's own moves run his count down, and at its
 * end his corps lays down its arms unless it communicates again (§182).
 */
export function countsAfter(
  counts: Counts,
  action: Action,
  boards: { readonly before: Board; readonly moved: Board; readonly after: Board },
  game: {
    readonly first: Player;
    readonly played: number;
    readonly fortress: { readonly [P in Player]: number };
    /** The bridges before the action and the readings, to follow a corps's pieces (movedPieces.ts). */
    readonly network: BridgeNetwork;
    readonly readings: GameReadings;
  },
  mover: Player,
): { readonly counts: Counts; readonly board: Board } {
  const blockades: { [P in Player]?: BlockadeCount | undefined } = {};
  const resupplies = { ...counts.resupplies };
  for (const g of ['A', 'B'] as const) {
    let c = counts.blockades[g];
    if (c && blockadeOutcome(c).kind === 'holding' && g === mover) {
      // Provisions that reach the fortress with this move delay its surrender by 20 moves each (§190 (4), (5)).
      for (let n = provisionsBrought(boards.before, boards.moved, mover, game.fortress[mover]); n > 0; n--) {
        c = blockadeStep(c, 'resupply', { resupply: game.readings.resupply });
        resupplies[g] = (resupplies[g] ?? 0) + 1;
      }
    }
    blockades[g] = c && blockadeOutcome(c).kind === 'holding' ? blockadeStep(c, 'move') : c;
  }
  if (action.type === 'blockade') blockades[otherPlayer(mover)] = blockadeStep(undefined, 'declare');
  let board = boards.after;
  const cutOffs: CutOff[] = [];
  let moves: ReadonlyMap<Square, Square> | undefined;
  for (const c of counts.cutOffs) {
    // The other player's pieces stand still; those the mover takes leave the corps at once.
    if (c.player !== mover) {
      const corps = follow(c.corps, NO_MOVES, board, c.player);
      if (corps.length > 0) cutOffs.push({ ...c, corps });
      continue;
    }
    moves ??= movedPieces(boards.before, game.network, action, game.readings);
    const corps = follow(c.corps, moves, board, mover);
    if (corps.length === 0) continue;
    const link = bodyLink(board, mover, corps, game.fortress[mover] as Square, game.readings);
    const outcome = cutOffOutcome(c.clock, ownMoves(game.played + 1, game.first, mover), link.communicates);
    if (outcome.kind === 'surrenders') board = layDownArms(board, mover, corps);
    else if (outcome.kind === 'counting') cutOffs.push({ ...c, corps });
  }
  if (action.type === 'cutoff') {
    const enemy = otherPlayer(mover);
    cutOffs.push({
      player: enemy,
      corps: action.corps,
      clock: { declaredAt: ownMoves(game.played + 1, game.first, enemy) },
    });
  }
  return { counts: { cutOffs, blockades, resupplies }, board };
}
