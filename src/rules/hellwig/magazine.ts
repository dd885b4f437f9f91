/**
 * A depot's communication with its owner's main magazine, the fortress (§243, §255–§259), on a board
 * with the bridge-transporters' laid bridges: the bridges the enemy laid are the ones he masters and
 * can ruin (§257), so they bar our river traffic; everything else is `supplyLine`'s.
 */
import { RuleError, oneOf } from '../errors.ts';
import { readBoard, type Board } from './board.ts';
import { bridgedBoard, checkNetwork, type BridgeNetwork } from './bridges.ts';
import { FORTRESS_SHEETS, fortressSquares, type FortressSheet } from './fortressBlock.ts';
import { plateIII, plateCalled } from './grid.ts';
import { supplyLine, type SupplyLine } from './supply.ts';
import { PLAYERS, type Player } from './types.ts';

/**
 * Whose fortress is on which sheet: the players choose before the game (§186, §207); the edition takes
 * fortress B for A and fortress C for B, as the rows of §188 do. /hellwig/s243/
 */
export const HOME_FORTRESS: { readonly [P in Player]: FortressSheet } = { A: 'B', B: 'C' };

/**
 * Whether the depot on `depot` communicates with the main magazine of `owner`, his fortress on plate III
 * (§243, §255–§259): the path from the depot to a square of the fortress, or the squares that bar it,
 * each with its reason (§257, §258). The enemy's laid bridges bar the river (§257); `sheet` defaults to
 * `HOME_FORTRESS`. A board on plate II has no fortress: BAD_INPUT. /hellwig/s255/
 */
export function depotSupplyLine(
  board: Board,
  network: BridgeNetwork,
  depot: number,
  owner: Player,
  sheet?: FortressSheet,
): SupplyLine {
  const b = readBoard(board);
  const p = oneOf('owner', owner, PLAYERS);
  const s = oneOf('sheet', sheet ?? HOME_FORTRESS[p], FORTRESS_SHEETS);
  if (b.grid.name !== plateIII.name)
    throw new RuleError(
      'BAD_INPUT',
      `the main magazine is a fortress (§243), and the fortresses are on plate III (§186); the board is on ${plateCalled(b.grid.name)}`,
    );
  const n = checkNetwork(b, network);
  const enemyBridges = [...n.laid]
    .filter(([, number]) => n.transporters.find((t) => t.number === number)?.owner !== p)
    .map(([square]) => square);
  return supplyLine(bridgedBoard(b, n), p, depot, fortressSquares(s), { enemyBridges });
}
