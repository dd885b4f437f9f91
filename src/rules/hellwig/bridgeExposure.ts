/**
 * A laid bridge's exposure to the enemy's artillery over the moves (§167 (5), l.1203): its owner may break it down in
 * the very move after it came into the enemy's field of effect, but once he lets that move pass he can no longer, so
 * long as it lies in the field. `breakableBridges` takes the exposed bridges as `options.exposed` and checks the field
 * in the position it is asked about; this module finds them from the positions before it.
 */
import { RuleError, describeValue } from '../errors.ts';
import { readBoard, type Board } from './board.ts';
import { bridgedOn, checkNetwork, type BridgeNetwork } from './bridges.ts';
import { coveredBy } from './defence.ts';
import type { Square } from './grid.ts';
import type { Player } from './types.ts';

/** One position of a game with its bridges: the board and the network laid on it. */
export interface BridgeMoment {
  readonly board: Board;
  readonly network: BridgeNetwork;
}

/**
 * The laid bridges that have lain in the enemy's field of effect for more than one move (§167 (5)): of the owner's
 * previous turn and the position his move left (`moments`, in order, usually two), the bridges laid in every one and
 * in the field of the effective artillery of the enemy of the transporter they belong to in every one. He had his
 * move in which to break them down and let it pass. /hellwig/s167/
 */
export function exposedBridges(moments: readonly BridgeMoment[]): readonly Square[] {
  if (!Array.isArray(moments) || moments.length === 0)
    throw new RuleError(
      'BAD_INPUT',
      `moments must be a list of at least one { board, network } (§167 (5)); received ${describeValue(moments)}`,
    );
  const checked = moments.map((m, i) => {
    if (typeof m !== 'object' || m === null)
      throw new RuleError('BAD_INPUT', `moments[${i}] must be a { board, network }; received ${describeValue(m)}`);
    const board = readBoard(m.board);
    const network = checkNetwork(board, m.network);
    return { board: bridgedOn(board, network), network };
  });
  const owners = (n: BridgeNetwork, number: number): Player | undefined =>
    n.transporters.find((t) => t.number === number)?.owner;
  const first = checked[0] as (typeof checked)[number];
  const out: Square[] = [];
  for (const [square, number] of first.network.laid) {
    const owner = owners(first.network, number);
    if (owner === undefined) continue;
    const enemy: Player = owner === 'A' ? 'B' : 'A';
    if (checked.every((m) => m.network.laid.get(square) === number && coveredBy(m.board, square, enemy)))
      out.push(square);
  }
  return out.sort((a, b) => a - b);
}
