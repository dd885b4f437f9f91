/**
 * Ruining a bridge by a piece (§163, the fourth means; §167): a piece within one cannon-shot that could occupy the
 * bridge, not in its owner's field, the bridge not defended; which bridges a piece may ruin, and the move.
 */
import { RuleError, describeValue } from '../errors.ts';
import { boardWith, type Board } from './board.ts';
import { readBoard } from './boardSetup.ts';
import { bridgedOn, checkNetwork, transporterNumbered } from './bridgeNetwork.ts';
import { liftOn } from './bridgeBreaking.ts';
import type { BridgeNetwork } from './bridges.ts';
import { CANNON_SHOT, contestOn, coveredBy } from './defence.ts';
import { chebyshevDistance, toSquare, type Square } from './grid.ts';
import { canReach } from './pieceReach.ts';
import { pieceStrength, type PieceOptions } from './pieces.ts';
import { pieceOptions, type BridgeRuin } from './bridgeRuin.ts';

/** Why a piece may not ruin a laid bridge by the fourth means (§163, §167 (4), (8)). */
export type PieceRuinRefusal = 'too-far' | 'cannot-reach' | 'occupied' | 'in-owner-field' | 'defended';

/** Whether a piece may ruin a laid bridge by the fourth means, how far it stands, and why not. */
export interface PieceRuinCheck {
  readonly allowed: boolean;
  readonly distance: number;
  readonly refusal?: PieceRuinRefusal;
}

/**
 * Whether the piece on `from` may ruin the laid bridge on `bridge` (§163, l.1174; §167 (4), (8)): at
 * most two squares between, able to occupy it next move past terrain and enemy pieces (its own do
 * not stand in the way, §163 (4), l.1180, read with its "Player B" as the ruiner's own, as (3) just
 * before requires); not on an occupied bridge, nor on the enemy's in the field of his artillery or
 * defended as strongly as attacked. /hellwig/s163/
 */
export function pieceRuinCheck(
  board: Board,
  network: BridgeNetwork,
  from: number,
  bridge: number,
  options: PieceOptions = {},
): PieceRuinCheck {
  const b = readBoard(board);
  const n = checkNetwork(b, network);
  const o = pieceOptions(options);
  const sq = toSquare(from, b.grid, 'from');
  const target = toSquare(bridge, b.grid, 'bridge');
  return checkOn(b, n, sq, target, o);
}

function checkOn(
  board: Board,
  network: BridgeNetwork,
  from: Square,
  bridge: Square,
  options: PieceOptions,
): PieceRuinCheck {
  const piece = board.pieces.get(from);
  if (!piece) throw new RuleError('BAD_INPUT', `there is no piece on square ${from}`);
  const number = network.laid.get(bridge);
  if (number === undefined)
    throw new RuleError(
      'BAD_INPUT',
      `there is no laid bridge on square ${bridge}; laid bridges are on ${describeValue([...network.laid.keys()])}`,
    );
  const owner = transporterNumbered(network, number).owner;
  const bridged = bridgedOn(board, network);
  const distance = chebyshevDistance(from, bridge, board.grid);
  const refuse = (refusal: PieceRuinRefusal): PieceRuinCheck => ({ allowed: false, distance, refusal });
  if (bridged.pieces.has(bridge)) return refuse('occupied');
  if (distance > CANNON_SHOT) return refuse('too-far');
  const clear = new Map([...bridged.pieces].filter(([s, p]) => s === from || p.player !== piece.player));
  if (!canReach(boardWith(bridged, { pieces: clear }), from, bridge, options).reaches) return refuse('cannot-reach');
  if (piece.player !== owner) {
    if (coveredBy(bridged, bridge, owner)) return refuse('in-owner-field');
    const c = contestOn(bridged, bridge, owner, options);
    const attackers = new Set([...c.attackers, from]);
    const attack = [...attackers].reduce((sum, s) => sum + pieceStrength(bridged.pieces.get(s)?.kind ?? 'pawn'), 0);
    if (c.defence >= attack) return refuse('defended');
  }
  return { allowed: true, distance };
}

/** The laid bridges the piece on `from` may ruin by the fourth means (§163, §167 (4), (8)). /hellwig/s163/ */
export function bridgesRuinableBy(
  board: Board,
  network: BridgeNetwork,
  from: number,
  options: PieceOptions = {},
): readonly Square[] {
  const b = readBoard(board);
  const n = checkNetwork(b, network);
  const o = pieceOptions(options);
  const sq = toSquare(from, b.grid, 'from');
  if (!b.pieces.has(sq)) throw new RuleError('BAD_INPUT', `there is no piece on square ${sq}`);
  return [...n.laid.keys()].filter((s) => checkOn(b, n, sq, s, o).allowed).sort((x, y) => x - y);
}

/**
 * The fourth means (§163): the piece ruins the bridge and stays where it stands; "nothing else is performed in that
 * move". /hellwig/s163/
 */
export function ruinByPiece(
  board: Board,
  network: BridgeNetwork,
  from: number,
  bridge: number,
  options: PieceOptions = {},
): BridgeRuin {
  const b = readBoard(board);
  const n = checkNetwork(b, network);
  const o = pieceOptions(options);
  const sq = toSquare(from, b.grid, 'from');
  const target = toSquare(bridge, b.grid, 'bridge');
  const check = checkOn(b, n, sq, target, o);
  if (!check.allowed)
    throw new RuleError(
      'BLOCKED',
      `the piece on ${sq} may not ruin the bridge on ${target} (§163, §167): ${check.refusal}`,
    );
  return { ...liftOn(b, n, [target], n.transporters), removedTransporters: [], thenMoves: [] };
}
