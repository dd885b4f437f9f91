/**
 * The works of Hellwig's game: breastworks (§103–§134f) and depots (§240–§254), kept beside each
 * position as values the engine made, so a record replays them. Their offers (a piece throwing up
 * or strengthening a breastwork, §106–§109; a depot established, §244–§247, or ruined, §250), their
 * refusals with the §, and their effects, with the taking of a depot held through its owner's move
 * (§252), which costs no move. The rules are breastworks.ts's, depots.ts's and depotRuin.ts's; this module only asks
 * them.
 */
import { RuleError } from '../../errors.ts';
import { boardWith, type Board } from '../board.ts';
import {
  createBreastworks,
  entrench,
  entrenchableSquares,
  entrenchedBoard,
  type BreastworkSetup,
  type Breastworks,
} from '../breastworks.ts';
import { createDepots, type DepotSetup, type Depots } from '../depots.ts';
import {
  captureDepot,
  depotRuinMeans,
  depotSites,
  establishDepot,
  mayEstablishAgain,
  ruinDepot,
} from '../depotRuin.ts';
import { chebyshevDistance, type Square } from '../grid.ts';
import { CANNON_SHOT } from '../defence.ts';
import type { Player } from '../types.ts';
import type { Action } from './actions.ts';
import { pieceOptions, type GameReadings } from './readings.ts';
import { fightEffect, fightOffers, takenOver } from './breastworkFights.ts';
import { refuse } from './refusals.ts';

/** The works on the plate after some actions: breastworks, depots, and when each player last lost a depot (§253). */
export interface Works {
  readonly breastworks: Breastworks;
  readonly depots: Depots;
  /** The joint move count (§254) at which each player last lost a depot: no new one for six moves (§253). */
  readonly depotLost: { readonly [P in Player]?: number };
}

/** A works action's effect: the position it leaves (breastworks as obstacles) and the works. */
export interface WorksEffect {
  readonly board: Board;
  readonly works: Works;
}

/** No works, as a game starts (§104, §244). */
export function noWorks(board: Board): Works {
  return { breastworks: createBreastworks(plain(board)), depots: createDepots(plain(board)), depotLost: {} };
}

/** The breastworks and depots a position set up by the players starts with (§104, §106, §244). */
export interface StartWorks {
  readonly breastworks?: readonly BreastworkSetup[];
  readonly depots?: readonly DepotSetup[];
}

/**
 * The works a set-up starts with, checked by their rules (§107, §134d, §245), and the position as the moves see it:
 * a breastwork is an obstacle nothing stands on (§110, §134c), so no piece, device or transporter may be set on one.
 */
export function startWorks(board: Board, setup: StartWorks = {}): { readonly board: Board; readonly works: Works } {
  const b = plain(board);
  const works: Works = {
    breastworks: createBreastworks(b, setup.breastworks),
    depots: createDepots(b, setup.depots),
    depotLost: {},
  };
  for (const sq of works.breastworks.works.keys())
    if (
      b.pieces.has(sq) ||
      b.devices.some((d) => d.gun === sq || d.artillerists === sq) ||
      b.transporters.some((t) => (t.squares as readonly Square[]).includes(sq))
    )
      throw new RuleError('OVERLAP', `square ${sq} has a breastwork, which nothing stands on (§110, §134c)`);
  return { board: entrenchedOn(b, works), works };
}

/** The plain board of each entrenched one, kept so the engine's own memories of a board serve again. */
const PLAIN = new WeakMap<Board, Board>();

/** The board without its breastworks as obstacles: the works' own rules take them as a value apart (§104). */
export function plain(board: Board): Board {
  if (board.entrenched === undefined) return board;
  const known = PLAIN.get(board);
  if (known) return known;
  const { entrenched: _, ...rest } = board;
  const b = boardWith(rest, {});
  PLAIN.set(board, b);
  return b;
}

/** The position as the moves see it: every breastwork an obstacle to both players (§110, §134c, §179). */
function entrenchedOn(board: Board, works: Works): Board {
  return works.breastworks.works.size === 0 ? plain(board) : entrenchedBoard(plain(board), works.breastworks);
}

/** Whether a player may establish a depot now: six joint moves after losing one (§253, §254). */
function mayEstablish(works: Works, player: Player, played: number): boolean {
  const lost = works.depotLost[player];
  return lost === undefined || mayEstablishAgain(lost, played);
}

/**
 * The works actions of the player to move (§181): each of his pieces' breastworks (§106–§109), or
 * only those of the piece on `square` and those that raise the breastwork there; the depots he may
 * establish (§247; with the whole side's actions only) and those he may ruin (§250; on `square` only, if given).
 */
export function worksOffers(
  board: Board,
  works: Works,
  player: Player,
  r: GameReadings,
  played: number,
  square?: Square,
): { readonly action: Action; readonly board: Board }[] {
  const b = plain(board);
  const out: Action[] = [];
  const work = square === undefined ? undefined : works.breastworks.works.get(square);
  // Others than the piece on `square` ask only where the player's own work stands there.
  const pieces = square === undefined || work?.owner === player ? b.pieces.values() : [b.pieces.get(square)];
  for (const p of pieces) {
    if (p === undefined || p.player !== player) continue;
    const own = square === undefined || p.square === square;
    // Others raise the work on `square` only from within one cannon-shot of it (§108).
    if (!own && (work?.owner !== player || chebyshevDistance(p.square, square as Square, b.grid) > CANNON_SHOT))
      continue;
    for (const to of entrenchableSquares(b, works.breastworks, p.square, pieceOptions(r)))
      if (own || to === square) out.push({ type: 'entrench', from: p.square, square: to });
  }
  // Establishing a depot is the side's, as a declaration is: offered with the whole side's actions only.
  if (square === undefined && mayEstablish(works, player, played))
    for (const s of depotSites(b, works.depots, player, pieceOptions(r))) out.push({ type: 'depot', square: s });
  for (const d of works.depots.depots.keys())
    if ((square === undefined || d === square) && depotRuinMeans(b, works.depots, d, player, pieceOptions(r)).length)
      out.push({ type: 'ruin-depot', square: d });
  // Depots stand in nobody's way, and a new breastwork is one more obstacle (§110): no second asking of the rules.
  const walls = [...works.breastworks.works.keys()];
  const fights = fightOffers(b, works.breastworks, player, r, square).map((f) => ({
    action: f.action,
    board: entrenchedOn(b, { ...works, breastworks: f.breastworks }),
  }));
  // The position is worked out only when asked for, as a piece move's is: the side's list of actions never asks.
  const offers: { readonly action: Action; readonly board: Board }[] = out.map((action) =>
    action.type !== 'entrench' || works.breastworks.works.has(action.square)
      ? { action, board }
      : new Raised(action, b, walls),
  );
  for (const f of fights) offers.push(f);
  return offers;
}

/**
 * A new breastwork offered: the position with it as one more obstacle (§110), worked out when first asked for. A class
 * with its getter on the prototype, as an object with a getter of its own costs a closure and a property dictionary
 * for each of a side's thousand squares to entrench on plate III.
 */
class Raised {
  readonly action: Action & { readonly type: 'entrench' };
  readonly #plain: Board;
  readonly #walls: readonly Square[];
  #after: Board | undefined;
  constructor(action: Action & { readonly type: 'entrench' }, plain: Board, walls: readonly Square[]) {
    this.action = action;
    this.#plain = plain;
    this.#walls = walls;
  }
  get board(): Board {
    return (this.#after ??= boardWith(this.#plain, { entrenched: new Set([...this.#walls, this.action.square]) }));
  }
}

/**
 * The effect of a works action (§106, §244, §250), or undefined for any other action; a refusal with
 * the reason and its § where the rules do not allow it.
 */
export function worksEffect(
  board: Board,
  works: Works,
  action: Action,
  player: Player,
  r: GameReadings,
  played: number,
): WorksEffect | undefined {
  const b = plain(board);
  const o = pieceOptions(r);
  const next = (changed: Partial<Works>): WorksEffect => {
    const w = { ...works, ...changed };
    return { board: entrenchedOn(b, w), works: w };
  };
  switch (action.type) {
    case 'entrench': {
      const p = b.pieces.get(action.from);
      if (!p) return refuse(`there is no piece on ${action.from} to entrench (§107)`);
      if (p.player !== player) refuse(`the piece on ${action.from} is ${p.player}’s, and it is ${player}’s turn (§21)`);
      let breastworks: Breastworks;
      try {
        breastworks = entrench(b, works.breastworks, action.from, action.square, o);
      } catch (e) {
        if (!(e instanceof RuleError) || e.code !== 'BLOCKED') throw e;
        return refuse(
          `the piece on ${action.from} cannot entrench ${action.square}: a breastwork is laid within one cannon-shot on a square the piece could occupy, free of the enemy, outside his artillery’s field and not outweighed by his pieces (§107–§109, §134a, §134b)`,
        );
      }
      return next({ breastworks });
    }
    case 'depot':
      if (!mayEstablish(works, player, played))
        refuse(
          `${player} lost a depot at move ${works.depotLost[player]} and may establish another only six moves later (§253, §254)`,
        );
      if (!depotSites(b, works.depots, player, o).includes(action.square))
        refuse(
          `${player} may establish a depot only on practicable land, free of depots, that one of his pieces within one cannon-shot could occupy next move (§245, §247); ${action.square} is not such a square`,
        );
      return next({ depots: establishDepot(b, works.depots, player, action.square, o) });
    case 'ruin-depot': {
      const depot = works.depots.depots.get(action.square);
      if (!depot) return refuse(`there is no depot on ${action.square} (§250)`);
      if (depotRuinMeans(b, works.depots, action.square, player, o).length === 0)
        refuse(
          `${player} cannot ruin the depot on ${action.square}: it must lie in his artillery’s field, be attacked by his pieces more strongly than its owner covers it, or be held by his piece or artillery (§250)`,
        );
      return next({
        depots: ruinDepot(b, works.depots, action.square, player, o),
        depotLost: { ...works.depotLost, [depot.owner]: played + 1 },
      });
    }
    default: {
      // A breastwork bombarded or stormed (§122–§134f): breastworkFights.ts's.
      const fought = fightEffect(b, works.breastworks, action, player, r);
      return fought && next({ breastworks: fought });
    }
  }
}

/**
 * The works after any action: the depots of the mover that an enemy piece held before his move and
 * still holds pass to the enemy, at no cost (§252), the loss counted for §253; and each abandoned
 * breastwork the other player now holds passes to him, at no cost either (§119).
 */
export function worksAfter(
  before: Board,
  after: Board,
  works: Works,
  player: Player,
  played: number,
  r: GameReadings,
): Works {
  const breastworks = takenOver(plain(after), works.breastworks, r);
  const w = breastworks === works.breastworks ? works : { ...works, breastworks };
  return depotsAfter(before, after, w, player, played);
}

/** The depots after any action: the mover's held by the enemy through his move pass to the enemy (§252). */
function depotsAfter(before: Board, after: Board, works: Works, player: Player, played: number): Works {
  let depots = works.depots;
  let lost = works.depotLost;
  for (const d of works.depots.depots.values()) {
    if (d.owner !== player) continue;
    const was = before.pieces.get(d.square);
    const is = after.pieces.get(d.square);
    if (was && is && was.player !== player && is.player !== player) {
      depots = captureDepot(plain(after), depots, d.square);
      lost = { ...lost, [player]: played + 1 };
    }
  }
  return depots === works.depots ? works : { ...works, depots, depotLost: lost };
}
