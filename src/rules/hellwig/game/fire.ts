/**
 * Fire in Hellwig's game (§74–§80, §166, §166b), kept beside each position as values the engine made, so a record
 * replays it. A howitzer sets a building in its field on fire (§74) or a laid bridge (§166), one move; the defender
 * demolishes a building beside the fire, a fire-break, one move (§77–§80); a piece leaving a laid bridge sets it on
 * fire (§166b). At each turn of the player who lit a fire, at no cost of his move (§74, l.847): what the enemy left in
 * a burning building with his move is lost, a move passes for each burning site (six and it is plain ground again,
 * l.848), and the fire spreads to the first two buildings or bridges beside it (§76: how far is the igniter's choice;
 * the edition takes the engine's first two). A bridge fire that can spread no farther burns out at that turn: its
 * bridges leave the game, water again (§166, l.1192). The rules are terrain.ts's and bridgeFire.ts's; this module only
 * asks them.
 */
import { boardWith, gunOn, without, type Board } from '../board.ts';
import type { BridgeNetwork } from '../bridges.ts';
import {
  bridgeFireOn,
  bridgeFireSpread,
  bridgesIgnitable,
  burnOut,
  burningBridgesBoard,
  igniteBridge,
  igniteOnLeaving,
  spreadBridgeFire,
  type BridgeFire,
} from '../bridgeFire.ts';
import { controller, effective } from '../combined.ts';
import { otherPlayer } from '../defence.ts';
import type { Square } from '../grid.ts';
import { pieceMoves } from '../pieces.ts';
import {
  SPREAD_PER_TURN,
  breakFire,
  burningBoard,
  fireAfter,
  fireBreakCheck,
  fireLosses,
  ignitable,
  ignite,
  spread,
  spreadSquares,
  type Fire,
  type FireBreakRefusal,
} from '../terrain.ts';
import type { Player } from '../types.ts';
import { sameAction, type Action } from './actions.ts';
import { pieceOptions, type GameReadings } from './readings.ts';
import { asked, refuse } from './refusals.ts';

/** The engine's refusals that are the game's, with their reason and §; other errors are faults. */
const REFUSED = ['BLOCKED'] as const;

/** The fires on the plate: each player's among the buildings (§74), and the bridges on fire (§166). */
export interface Fires {
  readonly buildings: { readonly [P in Player]?: Fire };
  readonly bridges: readonly BridgeFire[];
}

/** No fire, as a game starts. */
export const NO_FIRES: Fires = { buildings: {}, bridges: [] };

/** A fire action's effect, or a turn's: the position it leaves, the bridges and the fires. */
export interface FireEffect {
  readonly board: Board;
  readonly network: BridgeNetwork;
  readonly fires: Fires;
}

/** The engine's readings for piece moves, of the game's (§33, §172; A9, A10). */

/** The squares carrying a breastwork: a mortar does not set a bridge under one on fire (§166, §167 (10)). */
const walls = (board: Board): Square[] => [...(board.entrenched ?? [])];

/** The bridges on fire (§166). */
export const burningBridges = (fires: Fires): Set<Square> => new Set(fires.bridges.flatMap((f) => [...f.burning]));

/** Each player's fire among the buildings (§74). */
export const buildingFires = (fires: Fires): Fire[] =>
  (['A', 'B'] as const).flatMap((p) => (fires.buildings[p] ? [fires.buildings[p]] : []));

/**
 * The position under the fires (§74, §166): a burning building impassable (terrain.ts reads it as green), one burned
 * out plain ground, a burning bridge water again under the fire.
 */
function onFire(board: Board, network: BridgeNetwork, fires: Fires): Board {
  let b = board;
  const buildings = buildingFires(fires);
  if (buildings.length > 0) {
    // The sites back to the buildings they were, so that each fire's own marks are laid on the plate's terrain.
    const terrain = new Map(b.terrain);
    for (const f of buildings) for (const s of [...f.burning.keys(), ...f.burnedOut]) terrain.set(s, 'building');
    b = boardWith(b, { terrain });
    for (const f of buildings) b = burningBoard(b, f);
  }
  if (fires.bridges.length > 0) {
    const open = fires.bridges.map((f) => burningBridgesBoard(b, network, f).bridges);
    b = boardWith(b, { bridges: new Set([...(open[0] ?? [])].filter((s) => open.every((o) => o.has(s)))) });
  }
  return b;
}

/**
 * The fire actions of the player to move (§181), or only those of what stands on `square`: each of his howitzers'
 * buildings and laid bridges to set on fire (§74, §166), the fire-breaks his pieces may make against the enemy's fire
 * (§77–§79; of a square, those on it or made by a piece on it), and each move of his piece off a laid bridge that sets
 * it on fire (§166b).
 */
export function fireOffers(
  board: Board,
  network: BridgeNetwork,
  fires: Fires,
  player: Player,
  r: GameReadings,
  square?: Square,
): { readonly action: Action; readonly board: Board }[] {
  const here = (squares: readonly Square[]) => square === undefined || squares.includes(square);
  const out: Action[] = [];
  const bridgesOnFire = burningBridges(fires);
  for (const d of board.devices) {
    if (d.kind !== 'howitzer' || !here([d.gun, d.artillerists])) continue;
    if (!effective(board, d) || controller(board, d) !== player) continue;
    for (const s of ignitable(board, d, fires.buildings[player])) out.push({ type: 'ignite', gun: d.gun, square: s });
    if (network.laid.size > 0)
      for (const s of bridgesIgnitable(board, network, d, walls(board)))
        if (!bridgesOnFire.has(s)) out.push({ type: 'ignite', gun: d.gun, square: s });
  }
  const enemy = fires.buildings[otherPlayer(player)];
  if (enemy)
    for (const s of spreadSquares(board, enemy)) {
      const c = fireBreakCheck(board, enemy, s, pieceOptions(r));
      if (c.allowed && (square === undefined || s === square || c.by.includes(square)))
        out.push({ type: 'fire-break', square: s });
    }
  const offers = out.map((action) => {
    let after: Board | undefined;
    return {
      action,
      get board() {
        return (after ??= (fireEffect(board, network, fires, action, player, r) as FireEffect).board);
      },
    };
  });
  return [...offers, ...leavingOffers(board, network, fires, player, r, square)];
}

/** Each move of the player's pieces off a laid bridge, setting it on fire (§166b), with the position it leaves. */
function leavingOffers(
  board: Board,
  network: BridgeNetwork,
  fires: Fires,
  player: Player,
  r: GameReadings,
  square?: Square,
): { readonly action: Action; readonly board: Board }[] {
  if (network.laid.size === 0) return [];
  const out: { readonly action: Action; readonly board: Board }[] = [];
  const bridgesOnFire = burningBridges(fires);
  for (const p of board.pieces.values()) {
    if (p.player !== player || (square !== undefined && p.square !== square)) continue;
    // A bridge on fire already, or carrying a breastwork, is not set on fire again (§166; §167 (10), as the mortar's).
    if (!network.laid.has(p.square) || bridgesOnFire.has(p.square) || board.entrenched?.has(p.square)) continue;
    const seen = new Set<Square>();
    for (const m of pieceMoves(board, p.square, pieceOptions(r))) {
      // The engine's move to a square is its first one there, as §162's leaving is offered.
      if (m.kind === 'turn' || seen.has(m.to)) continue;
      seen.add(m.to);
      const action: Action = { type: 'leave-ignite', from: p.square, to: m.to, captures: m.captures };
      let after: Board | undefined;
      out.push({
        action,
        get board() {
          if (after) return after;
          const lit = { ...fires, bridges: [...fires.bridges, igniteOnLeaving(board, network, p.square)] };
          return (after = onFire(m.board, network, lit));
        },
      });
    }
  }
  return out;
}

/** Why the defender may not make a fire-break, in words with the § (§77–§79). */
const BREAK_REFUSALS: Record<FireBreakRefusal, string> = {
  'not-next-to-fire': 'a fire-break is a building beside the fire, not burning, burned out or demolished already (§77)',
  'no-piece-reaches': 'no piece of the defender’s within three squares could reach it (§77)',
  'equal-force': 'the igniter’s pieces as near are as strong, by their inner strength (§78)',
  'in-igniter-field': 'it lies in the field of the igniter’s artillery (§79)',
};

/**
 * The effect of a fire action (§74, §77–§80, §166, §166b), or undefined for any other action; a refusal with the
 * reason and its § where the rules do not allow it.
 */
export function fireEffect(
  board: Board,
  network: BridgeNetwork,
  fires: Fires,
  action: Action,
  player: Player,
  r: GameReadings,
): FireEffect | undefined {
  const lit = (next: Fires): FireEffect => ({ board: onFire(board, network, next), network, fires: next });
  switch (action.type) {
    case 'ignite': {
      const d = gunOn(board, action.gun);
      if (!d) return refuse(`there is no gun on ${action.gun}: a device is named by its gun’s square (§43)`);
      if (d.kind !== 'howitzer')
        refuse(`only a howitzer sets a building or a bridge on fire (§74, §166); the device on ${d.gun} is a cannon`);
      if (!effective(board, d)) refuse(`the device on ${action.gun} has no artillerists and cannot fire (§46, §71)`);
      if (controller(board, d) !== player)
        refuse(`the device on ${action.gun} is not worked by ${player}, whose turn it is (§21, §70)`);
      if (network.laid.has(action.square)) {
        if (burningBridges(fires).has(action.square))
          refuse(`the bridge on ${action.square} is on fire already (§166)`);
        const f = asked(REFUSED, () => igniteBridge(board, network, d, action.square, walls(board)));
        return lit({ ...fires, bridges: [...fires.bridges, f] });
      }
      const f = asked(REFUSED, () => ignite(board, d, action.square, fires.buildings[player]));
      return lit({ ...fires, buildings: { ...fires.buildings, [player]: f } });
    }
    case 'fire-break': {
      const igniter = otherPlayer(player);
      const enemy = fires.buildings[igniter];
      if (!enemy) return refuse(`no fire of ${igniter}’s burns: a fire-break is made against the enemy’s fire (§77)`);
      const c = fireBreakCheck(board, enemy, action.square, pieceOptions(r));
      if (c.refusal)
        refuse(`${player} may not demolish the building on ${action.square}: ${BREAK_REFUSALS[c.refusal]}`);
      const f = breakFire(board, enemy, action.square, pieceOptions(r));
      return lit({ ...fires, buildings: { ...fires.buildings, [igniter]: f } });
    }
    case 'leave-ignite': {
      const p = board.pieces.get(action.from);
      if (!p) return refuse(`there is no piece on ${action.from} to set a bridge on fire as it leaves (§166b)`);
      if (p.player !== player) refuse(`the piece on ${action.from} is ${p.player}’s, and it is ${player}’s turn (§21)`);
      if (!network.laid.has(action.from)) refuse(`the piece on ${action.from} does not stand on a laid bridge (§166b)`);
      if (burningBridges(fires).has(action.from)) refuse(`the bridge on ${action.from} is on fire already (§166)`);
      if (board.entrenched?.has(action.from))
        refuse(`the bridge on ${action.from} carries a breastwork, and is not set on fire (§167 (10))`);
      const offer = leavingOffers(board, network, fires, player, r, action.from).find((o) =>
        sameAction(o.action, action),
      );
      if (!offer)
        return refuse(
          `the ${p.kind} on ${action.from} cannot ${action.captures.length ? `take on ${action.captures.join(', ')}` : `go to ${action.to}`}: §166b sets the bridge it leaves on fire by one of its own moves (§32–§41)`,
        );
      const next = { ...fires, bridges: [...fires.bridges, igniteOnLeaving(board, network, action.from)] };
      return { board: offer.board, network, fires: next };
    }
    default:
      return undefined;
  }
}

/**
 * The fires after `mover`'s action, as the other player's turn begins (§74, l.847, l.848; §166): what stands in his
 * burning buildings after the enemy's move is lost; a move passes for each of his burning sites and his fire spreads
 * to the first two buildings beside it; each of his bridge fires spreads to the first two bridges beside it, or, if
 * it can spread no farther, burns out, its bridges leaving the game with what stands on them. A bridge on fire broken
 * down or ruined by other means has left its fire. All at no cost of a move.
 */
export function fireTurn(board: Board, network: BridgeNetwork, fires: Fires, mover: Player): FireEffect {
  if (fires.bridges.length === 0 && buildingFires(fires).length === 0) return { board, network, fires };
  const igniter = otherPlayer(mover);
  let b = board;
  let n = network;
  const buildings = { ...fires.buildings };
  const own = buildings[igniter];
  if (own) {
    const lost = fireLosses(b, own);
    if (lost.pieces.length + lost.devices.length > 0) b = without(b, lost.pieces, lost.devices);
    if (own.burning.size > 0) {
      const passed = fireAfter(b, own, 1);
      buildings[igniter] = spread(b, passed, spreadSquares(b, passed).slice(0, SPREAD_PER_TURN));
    }
  }
  const still = (fs: readonly BridgeFire[]) =>
    fs.flatMap((f) => {
      const on = bridgeFireOn(b, n, f);
      return on ? [on] : [];
    });
  const bridges: BridgeFire[] = [];
  for (const lit of fires.bridges) {
    // Asked of the network as the fires before it this turn left it: two fires may share bridges, and the first to
    // burn out takes them from the second.
    const f = bridgeFireOn(b, n, lit);
    if (!f) continue;
    if (f.igniter !== igniter) {
      bridges.push(f);
      continue;
    }
    const next = bridgeFireSpread(b, n, f);
    if (next.length > 0) bridges.push(spreadBridgeFire(b, n, f, next.slice(0, SPREAD_PER_TURN)));
    else {
      const change = burnOut(b, n, f);
      b = boardWith(change.board, {});
      n = change.network;
    }
  }
  const out: Fires = { buildings, bridges: still(bridges) };
  return { board: onFire(b, n, out), network: n, fires: out };
}
