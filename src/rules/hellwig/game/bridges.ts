/**
 * Bridges in Hellwig's game (§135–§167): the bridge-transporters and laid bridges, kept beside each
 * position as a network the engine made (bridges.ts), so a record replays them. Their offers (a
 * bridge laid over water by touch, §144–§146; broken down onto the main surface, §154, §158; ruined
 * by a piece within one cannon-shot, §163; or by a cannon, every bridge in its field, or a mortar,
 * one, §164, §165), their refusals with the §, and their effects. A laid bridge makes its water
 * square practicable to every move (§146a). The rules are bridges.ts's and bridgeRuin.ts's; this
 * module only asks them.
 */
import { gunOn, type ArtilleryDevice, type Board } from '../board.ts';
import {
  breakDown,
  breakableBridges,
  bridgedBoard,
  createBridgeNetwork,
  layBridge,
  layingSquares,
  type BridgeNetwork,
  type BridgeNetworkSetup,
} from '../bridges.ts';
import { artilleryRuinable, bridgesRuinableBy, ruinByArtillery, ruinByHolder, ruinByPiece } from '../bridgeRuin.ts';
import { connectedBridges } from '../bridges.ts';
import { bridgeTransporterMobility, bridgeTransporterMoves, moveBridgeTransporter } from '../bridgeMoves.ts';
import { controller, effective } from '../combined.ts';
import type { Square } from '../grid.ts';
import type { Player } from '../types.ts';
import type { Action } from './actions.ts';
import { pieceOptions, type GameReadings } from './readings.ts';
import { leavingEffect, leavingOffers } from './bridgeLeaving.ts';
import { exposedBridges } from '../bridgeExposure.ts';
import { asked, refuse } from './refusals.ts';
import { heldBridgeTransporter } from './bridgeHolders.ts';

/** The engine's refusals that are the game's, with their reason and §; other errors are faults. */
const REFUSED = ['BLOCKED', 'OUT_OF_RANGE', 'UNKNOWN_ID'] as const;

/** A bridge action's effect: the position it leaves (laid bridges practicable, §146a) and the network. */
export interface BridgeEffect {
  readonly board: Board;
  readonly network: BridgeNetwork;
}

/** The start's bridge-transporters and laid bridges (§141, §143), checked against its board; the board with them. */
export function startBridges(board: Board, setup: BridgeNetworkSetup = {}): BridgeEffect {
  const network = createBridgeNetwork(board, setup);
  return { network, board: bridgedBoard(board, network) };
}

const options = (r: GameReadings) => ({
  contested: r.contested,
  pieces: pieceOptions(r),
});
const moving = (r: GameReadings) => ({ landing: r.landing, pawnFacing: r.pawnFacing });

/** The squares carrying a breastwork: a mortar does not ruin a bridge under one (§167 (9)). */
const walls = (board: Board): Square[] => [...(board.entrenched ?? [])];

/**
 * The laid bridges an action would take away (§154, §160, §163–§165): none of them may carry a breastwork. The book
 * says so of the mortar (§167 (9)); the edition reads it of every means, since the breastwork's signs cannot stand on
 * the water left behind.
 */
function lifted(action: Action, network: BridgeNetwork): readonly Square[] {
  switch (action.type) {
    case 'break-bridge':
    case 'ruin-bridge':
      return [action.square];
    case 'shell-bridges':
      return action.targets.filter((s) => network.laid.has(s));
    case 'ruin-held':
      return action.laid;
    case 'leave-ruin':
      return [action.from];
    default:
      return [];
  }
}

/** The devices a player works (§46, §70). */
const devicesOf = (board: Board, player: Player): ArtilleryDevice[] =>
  board.devices.filter((d) => controller(board, d) === player && effective(board, d));

/**
 * The bridge actions of the player to move (§181), or only those of what stands on `square`: a
 * bridge-transporter's (on its main or secondary surface) laying and breaking down (§145, §154), a
 * piece's ruining (§163), a device's ruining (§164, §165); a bridge-transporter's moves (§137, §138).
 */
export function bridgeOffers(
  board: Board,
  network: BridgeNetwork,
  player: Player,
  r: GameReadings,
  square?: Square,
  exposed: readonly Square[] = [],
): { readonly action: Action; readonly board: Board }[] {
  const out: Action[] = [];
  // A bridge-transporter's moves come with their positions; the rest are asked of bridgeEffect.
  const moved: { readonly action: Action; readonly board: Board }[] = [];
  const here = (squares: readonly Square[]) => square === undefined || squares.includes(square);
  const o = options(r);
  for (const t of network.transporters) {
    if (!here([t.main, t.secondary])) continue;
    // Whoever's pieces stand on it move it (§137, §139, §102a); only its owner lays and breaks down its bridges (§144).
    if (bridgeTransporterMobility(board, network, t.number).player === player)
      for (const m of bridgeTransporterMoves(board, network, t.number, moving(r)))
        moved.push({
          action: { type: 'bridge-transport', number: t.number, to: [m.main, m.secondary] },
          board: m.board,
        });
    // Whoever holds its main surface may ruin all its bridges and stay, or move on without taking (§160).
    if (board.pieces.get(t.main)?.player === player) {
      const laid = connectedBridges(board, network, t.number).filter((s) => !board.entrenched?.has(s));
      if (laid.length + t.aboard.main + t.aboard.secondary > 0) {
        const all = {
          type: 'ruin-held',
          number: t.number,
          laid,
          main: t.aboard.main,
          secondary: t.aboard.secondary,
        } as const;
        const ruin = ruinByHolder(
          board,
          network,
          t.number,
          { laid, main: all.main, secondary: all.secondary },
          o.pieces,
        );
        moved.push({ action: all, board: ruin.board });
        for (const m of ruin.thenMoves)
          if (m.kind === 'move' && m.captures.length === 0)
            moved.push({ action: { ...all, then: m.to }, board: m.board });
      }
    }
    if (t.owner !== player) continue;
    for (const s of layingSquares(board, network, t.number, o))
      out.push({ type: 'lay-bridge', number: t.number, square: s });
    for (const s of breakableBridges(board, network, t.number, { ...o, exposed }))
      out.push({ type: 'break-bridge', number: t.number, square: s });
  }
  if (network.laid.size > 0)
    for (const p of board.pieces.values()) {
      if (p.player !== player || !here([p.square])) continue;
      for (const s of bridgesRuinableBy(board, network, p.square, o.pieces))
        out.push({ type: 'ruin-bridge', from: p.square, square: s });
    }
  if (network.laid.size > 0 || network.transporters.length > 0)
    for (const d of devicesOf(board, player)) {
      if (!here([d.gun, d.artillerists])) continue;
      const can = artilleryRuinable(board, network, d, walls(board));
      // A transporter standing on a laid bridge (§148) is struck there as the bridge (a laid target first).
      const all = [...new Set([...can.laid, ...can.aboard.map((a) => a.square)])];
      // A cannon ruins any or all in its field in one move (§164), offered all at once, as a volley is; a mortar
      // one (§165).
      const volleys = can.strikes === 'one' ? all.map((s) => [s]) : all.length ? [all] : [];
      for (const targets of volleys) out.push({ type: 'shell-bridges', gun: d.gun, targets });
    }
  return [
    ...moved,
    // The second and third means (§161, §162): bridgeLeaving.ts.
    ...leavingOffers(board, network, player, o.pieces, square),
    ...out
      .map((action) =>
        action.type === 'shell-bridges'
          ? { ...action, targets: action.targets.filter((s) => !board.entrenched?.has(s) || !network.laid.has(s)) }
          : action,
      )
      .filter((action) => lifted(action, network).every((s) => !board.entrenched?.has(s)) && !emptyVolley(action))
      .map((action) => ({
        action,
        board: (bridgeEffect(board, network, action, player, r, exposed) as BridgeEffect).board,
      })),
  ];
}

/** A device's ruin left with no target once the bridges under breastworks are taken out of it. */
const emptyVolley = (action: Action) => action.type === 'shell-bridges' && action.targets.length === 0;

/**
 * The effect of a bridge action (§145, §154, §163, §164, §165), or undefined for any other action; a
 * refusal with the reason and its § where the rules do not allow it.
 */
export function bridgeEffect(
  board: Board,
  network: BridgeNetwork,
  action: Action,
  player: Player,
  r: GameReadings,
  exposed: readonly Square[] = [],
): BridgeEffect | undefined {
  const o = options(r);
  const walled = lifted(action, network).find((s) => board.entrenched?.has(s));
  if (walled !== undefined)
    refuse(
      `the bridge on ${walled} carries a breastwork: it is ruined first (§167 (9); the edition reads it of every means)`,
    );
  switch (action.type) {
    case 'lay-bridge':
    case 'break-bridge': {
      const t = network.transporters.find((x) => x.number === action.number);
      if (!t) return refuse(`there is no bridge-transporter numbered ${action.number} on the plate (§136, §196)`);
      if (t.owner !== player)
        refuse(`bridge-transporter ${t.number} is ${t.owner}’s (§196), and it is ${player}’s turn (§21)`);
      if (action.type === 'lay-bridge') {
        const next = asked(REFUSED, () => layBridge(board, network, t.number, action.square, undefined, o));
        return { network: next, board: bridgedBoard(board, next) };
      }
      const change = asked(REFUSED, () =>
        breakDown(board, network, t.number, action.square, 'main', { ...o, exposed }),
      );
      return { network: change.network, board: change.board };
    }
    case 'ruin-bridge': {
      const p = board.pieces.get(action.from);
      if (!p) return refuse(`there is no piece on ${action.from} to ruin a bridge (§163)`);
      if (p.player !== player) refuse(`the piece on ${action.from} is ${p.player}’s, and it is ${player}’s turn (§21)`);
      if (!network.laid.has(action.square)) refuse(`there is no laid bridge on ${action.square} (§143, §163)`);
      const change = asked(REFUSED, () => ruinByPiece(board, network, action.from, action.square, o.pieces));
      return { network: change.network, board: change.board };
    }
    case 'shell-bridges': {
      const d = gunOn(board, action.gun);
      if (!d) return refuse(`there is no gun on ${action.gun}: a device is named by its gun’s square (§43)`);
      if (!effective(board, d)) refuse(`the device on ${action.gun} has no artillerists and cannot fire (§46, §71)`);
      if (controller(board, d) !== player)
        refuse(`the device on ${action.gun} is not worked by ${player}, whose turn it is (§21, §70)`);
      const laid = action.targets.filter((s) => network.laid.has(s));
      const aboard = action.targets.filter((s) => !network.laid.has(s));
      const change = asked(REFUSED, () => ruinByArtillery(board, network, d, { laid, aboard }, walls(board)));
      return { network: change.network, board: change.board };
    }
    case 'ruin-held': {
      const t = network.transporters.find((x) => x.number === action.number);
      if (!t) return refuse(`there is no bridge-transporter numbered ${action.number} on the plate (§136, §196)`);
      const holder = board.pieces.get(t.main);
      if (holder?.player !== player)
        refuse(
          `only the holder of bridge-transporter ${t.number}’s main surface ${t.main} ruins its bridges so, and it is ${player}’s piece that must hold it (§160)`,
        );
      const ruin = asked(REFUSED, () =>
        ruinByHolder(
          board,
          network,
          t.number,
          { laid: action.laid, main: action.main, secondary: action.secondary },
          o.pieces,
        ),
      );
      if (action.then === undefined) return { board: ruin.board, network: ruin.network };
      const then = ruin.thenMoves.find((m) => m.kind === 'move' && m.captures.length === 0 && m.to === action.then);
      if (!then)
        refuse(
          `the ${holder?.kind ?? 'piece'} on ${t.main} may then go to ${
            ruin.thenMoves
              .filter((m) => m.kind === 'move' && m.captures.length === 0)
              .map((m) => m.to)
              .join(', ') || 'nowhere'
          }, not ${action.then} (§160: it may stay or move on)`,
        );
      return { board: then.board, network: ruin.network };
    }
    case 'bridge-transport': {
      const t = heldBridgeTransporter(board, network, action.number, player, 'move');
      const move = asked(REFUSED, () => moveBridgeTransporter(board, network, t.number, action.to[0], moving(r)));
      if (move.secondary !== action.to[1])
        refuse(
          `bridge-transporter ${t.number}’s secondary surface comes to ${move.secondary}, its main to ${move.main} (§137)`,
        );
      return { board: move.board, network: move.network };
    }
    default:
      return leavingEffect(board, network, action, player, o.pieces);
  }
}

/**
 * The laid bridges a player may no longer break down now for their lying in the enemy's field more than one move
 * (§167 (5)): those exposed at his previous turn and after his move, two actions back and one (`exposedBridges`). In
 * a game of four the sides alternate as well (§229), so two actions back is the same side's turn.
 */
export function exposedNow(positions: readonly Board[], networks: readonly BridgeNetwork[]): readonly Square[] {
  const k = positions.length - 1;
  // Only a bridge laid now can be exposed (§167 (5)).
  if (k < 2 || networks[k]?.laid.size === 0) return [];
  return exposedBridges(
    [k - 2, k - 1].map((i) => ({ board: positions[i] as Board, network: networks[i] as BridgeNetwork })),
  );
}
