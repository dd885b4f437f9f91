/**
 * Fire on bridges (§166, §166b, §167 (10)), the seventh and eighth means of ruining them: a mortar
 * sets a laid bridge in its field on fire, or a piece leaving a laid bridge does; the fire spreads to
 * the bridges beside it as fire spreads among buildings (§74–§78: at most two a turn of the one who
 * lit it, at his choice), and the other player stops it by breaking down or ruining the bridges next
 * to it (`breakDown`, `ruinByHolder`…). A burning bridge is impassable at once, "because of the water
 * below it" (l.1192); when the fire is done, its bridges and red signs leave the game (`burnOut`).
 */
import { RuleError, describeValue } from '../errors.ts';
import { listOf } from '../checks.ts';
import { computeField } from './artillery.ts';
import { boardWith, deviceOnBoard, readBoard, type Board } from './board.ts';
import { bridgedOn, checkNetwork, liftOn, type BridgeChange, type BridgeNetwork } from './bridges.ts';
import { controllerOf, isEffective } from './combined.ts';
import { atOn, coordsOn, squareOn, type Square, plateCalled } from './grid.ts';
import { SPREAD_PER_TURN } from './terrain.ts';
import type { PlateName, Player } from './types.ts';

/** Bridges on fire: who lit them and which laid bridges burn (§166). /hellwig/s166/ */
export interface BridgeFire {
  readonly plate: PlateName;
  readonly igniter: Player;
  readonly burning: ReadonlySet<Square>;
}

const made = new WeakSet<object>();

function seal(fire: BridgeFire): BridgeFire {
  made.add(fire);
  return Object.freeze(fire);
}

function checkFire(board: Board, network: BridgeNetwork, value: unknown): BridgeFire {
  if (typeof value !== 'object' || value === null || !made.has(value))
    throw new RuleError(
      'BAD_INPUT',
      `fire must be made by igniteBridge or igniteOnLeaving; received ${describeValue(value)}`,
    );
  const f = value as BridgeFire;
  if (f.plate !== board.grid.name)
    throw new RuleError(
      'BAD_INPUT',
      `the fire is on ${plateCalled(f.plate)}; the board is on ${plateCalled(board.grid.name)}`,
    );
  for (const s of f.burning)
    if (!network.laid.has(s)) throw new RuleError('BAD_INPUT', `the burning bridge on ${s} is not in the network`);
  return f;
}

function squaresOf(board: Board, name: string, value: unknown): Square[] {
  return listOf(name, value).map((v, i) => squareOn(v, board.grid, `${name}[${i}]`));
}

/**
 * The laid bridges a mortar may set on fire: those in its field not carrying a breastwork
 * (`entrenched`, the squares that carry one; §166, l.1192; §167 (10)). The device must be a worked
 * howitzer (§46, §66). /hellwig/s166/
 */
export function bridgesIgnitable(
  board: Board,
  network: BridgeNetwork,
  device: unknown,
  entrenched: readonly number[] = [],
): readonly Square[] {
  const b = readBoard(board);
  const n = checkNetwork(b, network);
  const walls = squaresOf(b, 'entrenched', entrenched);
  const bridged = bridgedOn(b, n);
  const d = deviceOnBoard(bridged, device);
  if (d.kind !== 'howitzer')
    throw new RuleError('BAD_INPUT', `only a mortar sets a bridge on fire (§166); the device ${d.gun} is a cannon`);
  if (!isEffective(bridged, d))
    throw new RuleError(
      'OUT_OF_ACTION',
      `the device ${d.artillerists}→${d.gun} has no artillerists and cannot fire (§46, §71)`,
    );
  return computeField(bridged, d).inEffect.filter((s) => n.laid.has(s) && !walls.includes(s));
}

/** A mortar sets a laid bridge in its field on fire: one move (§166, §74). /hellwig/s166/ */
export function igniteBridge(
  board: Board,
  network: BridgeNetwork,
  device: unknown,
  square: number,
  entrenched: readonly number[] = [],
): BridgeFire {
  const b = readBoard(board);
  const n = checkNetwork(b, network);
  const can = bridgesIgnitable(b, n, device, entrenched);
  const sq = squareOn(square, b.grid, 'square');
  if (!can.includes(sq))
    throw new RuleError(
      'BLOCKED',
      `the mortar may set fire to the bridges ${describeValue(can)} (§166); received ${sq}`,
    );
  const bridged = bridgedOn(b, n);
  const igniter = controllerOf(bridged, deviceOnBoard(bridged, device)) as Player;
  return seal({ plate: b.grid.name, igniter, burning: new Set([sq]) });
}

/**
 * A piece standing on a laid bridge sets it on fire as it leaves (§166b, l.1196): the eighth means. The piece's own
 * move off the bridge is the caller's, with `pieceMoves`. /hellwig/s166b/
 */
export function igniteOnLeaving(board: Board, network: BridgeNetwork, from: number): BridgeFire {
  const b = readBoard(board);
  const n = checkNetwork(b, network);
  const sq = squareOn(from, b.grid, 'from');
  const piece = b.pieces.get(sq);
  if (!piece) throw new RuleError('BAD_INPUT', `there is no piece on square ${sq}`);
  if (!n.laid.has(sq)) throw new RuleError('BAD_INPUT', `the piece on ${sq} does not stand on a laid bridge (§166b)`);
  return seal({ plate: b.grid.name, igniter: piece.player, burning: new Set([sq]) });
}

/**
 * The laid bridges the fire may spread to on its igniter's next turn: beside a burning one, side by
 * side as among buildings (§166 applies §74–§75; A22). /hellwig/s166/
 */
export function bridgeFireSpread(board: Board, network: BridgeNetwork, fire: BridgeFire): readonly Square[] {
  const b = readBoard(board);
  const n = checkNetwork(b, network);
  return spreadOn(b, n, checkFire(b, n, fire));
}

function spreadOn(board: Board, network: BridgeNetwork, fire: BridgeFire): Square[] {
  const out = new Set<Square>();
  for (const s of fire.burning) {
    const { row, col } = coordsOn(s, board.grid);
    for (const [dr, dc] of [
      [-1, 0],
      [0, 1],
      [1, 0],
      [0, -1],
    ] as const) {
      const x = atOn(row + dr, col + dc, board.grid);
      if (x !== undefined && network.laid.has(x) && !fire.burning.has(x)) out.add(x);
    }
  }
  return [...out].sort((a, b) => a - b);
}

/** The fire spreads to the chosen bridges, at most two, at no cost to its igniter's move (§166, §74). /hellwig/s166/ */
export function spreadBridgeFire(
  board: Board,
  network: BridgeNetwork,
  fire: BridgeFire,
  squares: readonly number[],
): BridgeFire {
  const b = readBoard(board);
  const n = checkNetwork(b, network);
  const f = checkFire(b, n, fire);
  const chosen = squaresOf(b, 'squares', squares);
  if (new Set(chosen).size !== chosen.length || chosen.length > SPREAD_PER_TURN)
    throw new RuleError(
      'OUT_OF_RANGE',
      `no more than ${SPREAD_PER_TURN} different bridges catch fire at each turn (§166, §74); received ${describeValue(squares)}`,
    );
  const can = spreadOn(b, n, f);
  for (const s of chosen)
    if (!can.includes(s))
      throw new RuleError('BLOCKED', `the fire may spread to ${describeValue(can)} (§166); received ${s}`);
  return seal({ ...f, burning: new Set([...f.burning, ...chosen]) });
}

/**
 * The board with the network's bridges laid, the burning ones impassable at once: water again under
 * the fire (§166, l.1192). /hellwig/s166/
 */
export function burningBridgesBoard(board: Board, network: BridgeNetwork, fire: BridgeFire): Board {
  const b = readBoard(board);
  const n = checkNetwork(b, network);
  const f = checkFire(b, n, fire);
  return boardWith(b, { bridges: new Set([...b.bridges, ...n.laid.keys()].filter((s) => !f.burning.has(s))) });
}

/**
 * The fire done: its bridges and red signs leave the game, what still stands on them lost with them
 * (§166, l.1192; §74). /hellwig/s166/
 */
export function burnOut(board: Board, network: BridgeNetwork, fire: BridgeFire): BridgeChange {
  const b = readBoard(board);
  const n = checkNetwork(b, network);
  const f = checkFire(b, n, fire);
  return liftOn(
    b,
    n,
    [...f.burning].sort((x, y) => x - y),
    n.transporters,
  );
}

/**
 * The bridges that catch fire turn by turn if its igniter spreads it as far as he may, two a turn, the first two
 * offered, and nobody breaks down a bridge in its way (§166 with §74, §76): the lists of each turn after the first, in
 * order, until no laid bridge beside a burning one is left. /hellwig/s166/
 */
export function bridgeFireReach(
  board: Board,
  network: BridgeNetwork,
  fire: BridgeFire,
): readonly (readonly Square[])[] {
  const b = readBoard(board);
  const n = checkNetwork(b, network);
  return reachOn(b, n, checkFire(b, n, fire));
}

function reachOn(board: Board, network: BridgeNetwork, fire: BridgeFire): Square[][] {
  let f = fire;
  const turns: Square[][] = [];
  for (let next = spreadOn(board, network, f); next.length > 0; next = spreadOn(board, network, f)) {
    const caught = next.slice(0, SPREAD_PER_TURN);
    turns.push(caught);
    f = { ...f, burning: new Set([...f.burning, ...caught]) };
  }
  return turns;
}

/**
 * For a mortar: each laid bridge it may set on fire (`bridgesIgnitable`), with the bridges the fire would reach from it
 * turn by turn (`bridgeFireReach`) (§166). /hellwig/s166/
 */
export function mortarBridgeFires(
  board: Board,
  network: BridgeNetwork,
  device: unknown,
  entrenched: readonly number[] = [],
): readonly { readonly bridge: Square; readonly reach: readonly (readonly Square[])[] }[] {
  const b = readBoard(board);
  const n = checkNetwork(b, network);
  const can = bridgesIgnitable(b, n, device, entrenched);
  const bridged = bridgedOn(b, n);
  const igniter = controllerOf(bridged, deviceOnBoard(bridged, device)) as Player;
  return can.map((bridge) => ({
    bridge,
    reach: reachOn(b, n, { plate: b.grid.name, igniter, burning: new Set([bridge]) }),
  }));
}

/**
 * The fire on the bridges still laid: a burning bridge broken down or ruined by other means has left the network and
 * the fire with it (§166: the other player stops the fire by breaking down or ruining bridges, §74–§78); undefined once
 * none of its bridges is left. /hellwig/s166/
 */
export function bridgeFireOn(board: Board, network: BridgeNetwork, fire: BridgeFire): BridgeFire | undefined {
  const b = readBoard(board);
  const n = checkNetwork(b, network);
  if (typeof fire !== 'object' || fire === null || !made.has(fire))
    throw new RuleError(
      'BAD_INPUT',
      `fire must be made by igniteBridge or igniteOnLeaving; received ${describeValue(fire)}`,
    );
  if (fire.plate !== b.grid.name)
    throw new RuleError(
      'BAD_INPUT',
      `the fire is on ${plateCalled(fire.plate)}; the board is on ${plateCalled(b.grid.name)}`,
    );
  const burning = new Set([...fire.burning].filter((s) => n.laid.has(s)));
  if (burning.size === fire.burning.size) return fire;
  return burning.size === 0 ? undefined : seal({ ...fire, burning });
}
