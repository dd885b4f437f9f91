/**
 * Laying a bridge over water by touch (§140, §142–§146, §157, §167 (1)): where the next bridge of a
 * bridge-transporter may go, and the move that lays it from the main or the secondary surface.
 */
import { RuleError, describeValue, oneOf } from '../errors.ts';
import { boardWith, type Board } from './board.ts';
import { readBoard } from './boardSetup.ts';
import { isOutweighed } from './defence.ts';
import { coordsOf, at, toSquare, type Grid, type Square } from './grid.ts';
import type { PieceOptions } from './pieces.ts';
import {
  BRIDGE_SURFACES,
  bridgeOptions,
  type BridgeNetwork,
  type BridgeOptions,
  type BridgeSurface,
  type BridgeTransporter,
  type ContestedLayingReading,
} from './bridges.ts';
import { bridgedOn, checkNetwork, seal, transporterNumbered } from './bridgeNetwork.ts';

/** The squares touching a square by side or corner (§145). */
function around(grid: Grid, s: Square): Square[] {
  const c = coordsOf(s, grid);
  const out: Square[] = [];
  for (let dr = -1; dr <= 1; dr++) {
    for (let dc = -1; dc <= 1; dc++) {
      const n = (dr !== 0 || dc !== 0) && at(c.row + dr, c.col + dc, grid);
      if (n) out.push(n);
    }
  }
  return out;
}

/**
 * The surfaces a bridge may be taken from or put back on: the secondary not while an enemy piece stands on it (§157,
 * l.1151).
 */
export function usableSurfaces(board: Board, t: BridgeTransporter): BridgeSurface[] {
  const onSecondary = board.pieces.get(t.secondary);
  return onSecondary && onSecondary.player !== t.owner ? ['main'] : ['main', 'secondary'];
}

/**
 * Where the next bridge of a transporter may be laid (§144–§146, §157, §167 (1)): its main surface
 * held by a piece of its owner, a bridge aboard a usable surface, and an unbridged water square
 * touching the transporter or a laid bridge of the same number, by side or corner. /hellwig/s146/
 */
export function layingSquares(
  board: Board,
  network: BridgeNetwork,
  number: number,
  options: BridgeOptions = {},
): readonly Square[] {
  const b = readBoard(board);
  const n = checkNetwork(b, network);
  const t = transporterNumbered(n, number);
  const o = bridgeOptions(options);
  return layableOn(b, n, t, o.contested, o.pieces);
}

function layableOn(
  board: Board,
  network: BridgeNetwork,
  t: BridgeTransporter,
  contested: ContestedLayingReading,
  pieces: PieceOptions,
): Square[] {
  if (board.pieces.get(t.main)?.player !== t.owner) return [];
  if (!usableSurfaces(board, t).some((s) => t.aboard[s] > 0)) return [];
  const bridged = bridgedOn(board, network);
  const from = [t.main, t.secondary, ...[...network.laid].filter(([, k]) => k === t.number).map(([s]) => s)];
  const found = new Set<Square>();
  for (const f of from) {
    for (const s of around(board.grid, f)) {
      if (s === t.main || s === t.secondary || board.terrain.get(s) !== 'water' || bridged.bridges.has(s)) continue;
      const trial = boardWith(bridged, { bridges: new Set([...bridged.bridges, s]) });
      if (contested === 'forbidden' && isOutweighed(trial, s, t.owner, pieces)) continue;
      found.add(s);
    }
  }
  return [...found].sort((a, b) => a - b);
}

/**
 * Lay one bridge of a transporter over a water square, one move (§140, §142–§146, §157, §167 (1)):
 * from the given surface, or the main surface while it has bridges. Returns the new network. /hellwig/s145/
 */
export function layBridge(
  board: Board,
  network: BridgeNetwork,
  number: number,
  square: number,
  surface?: BridgeSurface,
  options: BridgeOptions = {},
): BridgeNetwork {
  const b = readBoard(board);
  const n = checkNetwork(b, network);
  const t = transporterNumbered(n, number);
  const sq = toSquare(square, b.grid, 'bridge square');
  const o = bridgeOptions(options);
  const usable = usableSurfaces(b, t).filter((s) => t.aboard[s] > 0);
  const from = surface === undefined ? usable[0] : oneOf('surface', surface, BRIDGE_SURFACES);
  if (from === undefined || !usable.includes(from)) {
    throw new RuleError(
      'BLOCKED',
      `bridge-transporter ${t.number} has no bridge to give from its ` +
        `${from ?? 'surfaces'} (aboard: main ${t.aboard.main}, secondary ` +
        `${t.aboard.secondary}; an enemy on the secondary surface keeps its bridges, §157)`,
    );
  }
  if (b.pieces.get(t.main)?.player !== t.owner) {
    throw new RuleError(
      'BLOCKED',
      `no bridge is taken unless the main surface ${t.main} is held by a piece of player ${t.owner} (§144)`,
    );
  }
  if (!layableOn(b, n, t, o.contested, o.pieces).includes(sq)) {
    throw new RuleError(
      'BLOCKED',
      `a bridge of transporter ${t.number} may be laid on ` +
        `${describeValue(layableOn(b, n, t, o.contested, o.pieces))} (§145, §146, §167); ` +
        `received ${sq}`,
    );
  }
  const laid = new Map(n.laid);
  laid.set(sq, t.number);
  const moved: BridgeTransporter = { ...t, aboard: { ...t.aboard, [from]: t.aboard[from] - 1 } };
  return seal({ ...n, laid, transporters: n.transporters.map((x) => (x === t ? moved : x)) });
}
