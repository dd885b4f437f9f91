/**
 * Who may move or wheel a bridge-transporter in play: the pieces on it, all of one player, whose turn it is (§21, §86,
 * §99, §137, §148). One check for the move and the wheeling, refused with the reason and its § otherwise.
 */
import type { Board } from '../board.ts';
import type { BridgeNetwork, BridgeTransporter } from '../bridges.ts';
import { bridgeTransporterMobility } from '../bridgeMoves.ts';
import type { Player } from '../types.ts';
import { refuse } from './refusals.ts';

/**
 * Bridge-transporter `number` of the network, if `player`'s pieces on it may move it (`doing` 'move') or wheel it
 * ('wheel') this turn; refused with the reason and its § otherwise. /hellwig/s137/
 */
export function heldBridgeTransporter(
  board: Board,
  network: BridgeNetwork,
  number: number,
  player: Player,
  doing: 'move' | 'wheel',
): BridgeTransporter {
  const t = network.transporters.find((x) => x.number === number);
  if (!t) return refuse(`there is no bridge-transporter numbered ${number} on the plate (§136, §196)`);
  const m = bridgeTransporterMobility(board, network, t.number);
  if (m.immobile)
    refuse(
      `bridge-transporter ${t.number} cannot ${doing}: ${m.immobile.reason} on ${m.immobile.square} (it ${doing}s ` +
        `with the pieces on it, of one player, §86, §99, §137, §148)`,
    );
  if (m.player !== player)
    refuse(
      `the pieces on bridge-transporter ${t.number} are ${m.player ?? 'nobody'}’s, and it is ${player}’s turn ` +
        `(§21, §137)`,
    );
  return t;
}
