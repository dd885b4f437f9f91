/**
 * Breaking bridges down again (§153–§158a, §167 (5)–(7)): which laid bridges hang together with their
 * bridge-transporter, which of them its holder may take up now, the move that puts one back aboard, and what is lost
 * with bridges taken away (also used by ruin and fire, `bridgeRuin.ts`, `bridgeFire.ts`).
 */
import { RuleError, describeValue, oneOf } from '../errors.ts';
import { boardWith, type Board } from './board.ts';
import { readBoard } from './boardSetup.ts';
import { coveredBy, isOutweighed } from './defence.ts';
import { chebyshevDistance, toSquare, type Grid, type Square } from './grid.ts';
import type { PieceOptions } from './pieces.ts';
import type { Player } from './types.ts';
import {
  BRIDGE_SURFACES,
  bridgeOptions,
  type BridgeChange,
  type BridgeNetwork,
  type BridgeOptions,
  type BridgeSurface,
  type BridgeTransporter,
} from './bridges.ts';
import { bridgedOn, checkNetwork, seal, transporterNumbered } from './bridgeNetwork.ts';
import { usableSurfaces } from './bridgeLaying.ts';

/** Whether two squares touch "with one of its sides or with the corner of one of its angles" (§145, l.1111). */
function touchesOn(grid: Grid, a: Square, b: Square): boolean {
  return a !== b && chebyshevDistance(a, b, grid) === 1;
}

/** Whether a square touches a bridge-transporter by a side or a corner (§145), not being under it. */
function touchesTransporter(grid: Grid, t: BridgeTransporter, s: Square): boolean {
  return s !== t.main && s !== t.secondary && (touchesOn(grid, t.main, s) || touchesOn(grid, t.secondary, s));
}

/**
 * The laid bridges of a transporter connected to it: touching it, or touching another such bridge of the same number
 * (§158), of checked values.
 */
export function connectedOn(grid: Grid, network: BridgeNetwork, t: BridgeTransporter): Square[] {
  const own = [...network.laid].filter(([, n]) => n === t.number).map(([s]) => s);
  const found = own.filter((s) => touchesTransporter(grid, t, s));
  for (let i = 0; i < found.length; i++) {
    const s = found[i] as Square;
    for (const o of own) if (!found.includes(o) && touchesOn(grid, s, o)) found.push(o);
  }
  return found.sort((a, b) => a - b);
}

/**
 * The laid bridges of a transporter that touch it or are connected to it "by means of other
 * bridges belonging to that same bridge-transporter" (§158, l.1153; §160). /hellwig/s158/
 */
export function connectedBridges(board: Board, network: BridgeNetwork, number: number): readonly Square[] {
  const b = readBoard(board);
  const n = checkNetwork(b, network);
  return connectedOn(b.grid, n, transporterNumbered(n, number));
}

/**
 * The laid bridges of a transporter its holder may break down now (§154, §158, §158a, §167 (5),
 * (6)): the main surface held by the owner, connected to the transporter, no piece on it, not
 * exposed to the enemy's field for more than a move, not outweighed by the enemy's attack. /hellwig/s158/
 */
export function breakableBridges(
  board: Board,
  network: BridgeNetwork,
  number: number,
  options: BridgeOptions = {},
): readonly Square[] {
  const b = readBoard(board);
  const n = checkNetwork(b, network);
  const t = transporterNumbered(n, number);
  const o = bridgeOptions(options);
  return breakableOn(b, n, t, o.exposed, o.pieces);
}

function breakableOn(
  board: Board,
  network: BridgeNetwork,
  t: BridgeTransporter,
  exposed: ReadonlySet<number>,
  pieces: PieceOptions,
): Square[] {
  if (board.pieces.get(t.main)?.player !== t.owner) return [];
  const bridged = bridgedOn(board, network);
  const enemy: Player = t.owner === 'A' ? 'B' : 'A';
  return connectedOn(board.grid, network, t).filter(
    (s) =>
      !bridged.pieces.has(s) &&
      !(exposed.has(s) && coveredBy(bridged, s, enemy)) &&
      !isOutweighed(bridged, s, t.owner, pieces),
  );
}

/** The board and network with some laid bridges taken away, and what stood on them lost (§158a, §167 (7)). */
export function liftOn(
  board: Board,
  network: BridgeNetwork,
  squares: readonly Square[],
  transporters: readonly BridgeTransporter[],
): BridgeChange {
  const gone = new Set(squares);
  const lostPieces = [...board.pieces.keys()].filter((s) => gone.has(s)).sort((a, b) => a - b);
  const lostDevices = board.devices.filter((d) => gone.has(d.artillerists) || gone.has(d.gun));
  const pieces = new Map(board.pieces);
  for (const s of lostPieces) pieces.delete(s);
  const laid = new Map([...network.laid].filter(([s]) => !gone.has(s)));
  return {
    network: seal({ ...network, laid, transporters }),
    board: boardWith(board, {
      bridges: new Set([...board.bridges].filter((s) => !gone.has(s))),
      pieces,
      devices: board.devices.filter((d) => !lostDevices.includes(d)),
    }),
    lostPieces,
    lostDevices: lostDevices.map((d) => d.gun).sort((a, b) => a - b),
  };
}

/**
 * Break down one laid bridge and put it back aboard its transporter, on either surface (§153–§158a,
 * §157): one move; machines left on it without pieces leave the game. /hellwig/s154/
 */
export function breakDown(
  board: Board,
  network: BridgeNetwork,
  number: number,
  square: number,
  surface: BridgeSurface = 'main',
  options: BridgeOptions = {},
): BridgeChange {
  const b = readBoard(board);
  const n = checkNetwork(b, network);
  const t = transporterNumbered(n, number);
  const sq = toSquare(square, b.grid, 'bridge square');
  const to = oneOf('surface', surface, BRIDGE_SURFACES);
  const o = bridgeOptions(options);
  if (!usableSurfaces(b, t).includes(to)) {
    throw new RuleError(
      'BLOCKED',
      `an enemy piece on the secondary surface ${t.secondary} keeps a broken-down ` +
        `bridge off it (§157); put it on the main surface`,
    );
  }
  const allowed = breakableOn(b, n, t, o.exposed, o.pieces);
  if (!allowed.includes(sq)) {
    throw new RuleError(
      'BLOCKED',
      `transporter ${t.number} may break down ${describeValue(allowed)} now (§154, §158, §158a, §167); received ${sq}`,
    );
  }
  const back: BridgeTransporter = { ...t, aboard: { ...t.aboard, [to]: t.aboard[to] + 1 } };
  return liftOn(
    b,
    n,
    [sq],
    n.transporters.map((x) => (x === t ? back : x)),
  );
}
