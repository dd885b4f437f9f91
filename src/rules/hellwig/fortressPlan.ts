/**
 * A fortress placed by the reader on a plate that has none (plate II, or an empty plate): plate III's two fortresses
 * (§186, §187, §190) made small enough for the example plate. The edition's shape, since the book places fortresses
 * only on plate III: a block of 5 × 5 squares about its centre, the centre planted with a flag (§187), the block's
 * outer ring its outermost ditch (§190 (1)), water that only bridges cross (§186: "throws down the bridges over the
 * ditch"; §146a). Conquest by the centre (§187, §188) and blockade by the ditch (§190) are asked as of plate III's.
 */
import { RuleError, oneOf, wholeNumber } from '../errors.ts';
import { fieldOf, objectOf } from '../checks.ts';
import { readBoard, terrainOn, type Board } from './board.ts';
import { readings, type Communication, type CommunicationOptions } from './cutting-off.ts';
import { blockCommunication, holderOn } from './fortress.ts';
import { atOn, coordsOn, type Square } from './grid.ts';
import { PLAYERS, type Player } from './types.ts';

/** How far a placed fortress's block reaches from its centre: two squares each way, 5 × 5 in all (the edition's). */
export const PLACED_FORTRESS_REACH = 2;

/** A placed fortress: its garrison's player, its centre, its block and the block's outer ring, the ditch. */
export interface PlacedFortress {
  readonly garrison: Player;
  readonly centre: Square;
  readonly block: readonly Square[];
  readonly ditch: readonly Square[];
}

/** The 5 × 5 block about a centre and its outer ring; OFF_BOARD naming `name` if it does not lie on the plate. */
function blockAbout(b: Board, c: Square, name: string): { block: Square[]; ditch: Square[] } {
  const { row, col } = coordsOn(c, b.grid);
  const k = PLACED_FORTRESS_REACH;
  if (row < k || col < k || row + k >= b.grid.rows || col + k >= b.grid.columns)
    throw new RuleError(
      'OFF_BOARD',
      `${name} must stand ${k} squares in from every edge, so that the fortress's 5 × 5 block lies on the plate (§186); received ${c}, on row ${row + 1}, column ${col + 1} of ${b.grid.rows} × ${b.grid.columns}`,
    );
  const block: Square[] = [];
  const ditch: Square[] = [];
  for (let r = row - k; r <= row + k; r++) {
    for (let q = col - k; q <= col + k; q++) {
      const sq = atOn(r, q, b.grid) as Square;
      block.push(sq);
      if (Math.abs(r - row) === k || Math.abs(q - col) === k) ditch.push(sq);
    }
  }
  return { block: block.sort((x, y) => x - y), ditch: ditch.sort((x, y) => x - y) };
}

/**
 * The fortress of `garrison` placed with its centre on `centre` (§186, §187, §190 (1)): its 5 × 5 block must lie on
 * the plate, on open ground, with nothing standing on the ditch (which becomes water) and no enemy piece inside.
 * Refused with the reason otherwise. /hellwig/s186/
 */
export function placeFortress(board: Board, centre: number, garrison: Player): PlacedFortress {
  const b = readBoard(board, 'board');
  const c = wholeNumber('centre', centre, 1, b.grid.size) as Square;
  const g = oneOf('garrison', garrison, PLAYERS);
  if (b.grid.name === 'III')
    throw new RuleError('BAD_INPUT', 'plate III has its two fortresses already, on sheets B and C (§186)');
  const { block, ditch } = blockAbout(b, c, 'centre');
  const other = block.find((sq) => terrainOn(b, sq) !== 'open');
  if (other !== undefined)
    throw new RuleError(
      'BLOCKED',
      `a fortress is built on open ground: ${other} in its block is ${terrainOn(b, other)} (§186)`,
    );
  const onDitch = ditch.find((sq) => b.pieces.has(sq) || b.devices.some((d) => d.gun === sq || d.artillerists === sq));
  if (onDitch !== undefined)
    throw new RuleError('BLOCKED', `the ditch is water: nothing may stand on ${onDitch} when it is dug (§186, §24)`);
  const enemy = block.find((sq) => (b.pieces.get(sq)?.player ?? g) !== g);
  if (enemy !== undefined)
    throw new RuleError('BLOCKED', `an enemy piece stands on ${enemy}, inside the fortress (§186, §187)`);
  return { garrison: g, centre: c, block, ditch };
}

/**
 * The block and ditch of a fortress already placed with its centre on `centre` (its ditch dug, so not asked to be open
 * ground): what the board draws and what taking it away fills in (§186, §190 (1)). /hellwig/s186/
 */
export function fortressAbout(board: Board, centre: number, garrison: Player): PlacedFortress {
  return readPlaced(board, { centre, garrison });
}

/** A placed fortress checked against the board: the one `placeFortress` makes of its centre and garrison. */
function readPlaced(board: Board, fortress: unknown): PlacedFortress {
  const o = objectOf('fortress', fortress, 'a placed fortress, as placeFortress returns it');
  const f = { centre: fieldOf('fortress', o, 'centre'), garrison: fieldOf('fortress', o, 'garrison') };
  const b = readBoard(board, 'board');
  const c = wholeNumber('fortress.centre', f.centre, 1, b.grid.size) as Square;
  const g = oneOf('fortress.garrison', f.garrison, PLAYERS);
  return { garrison: g, centre: c, ...blockAbout(b, c, 'fortress.centre') };
}

/**
 * Whether a placed fortress communicates with the adjacent terrains for its garrison (§190 (1), by §182): a way from
 * inside its ditch, over a bridge on the ditch, to the squares beside it, neither held nor barred by the enemy. Not
 * communicating, it is blockaded once the besieger declares it (§190 (3)). /hellwig/s190/
 */
export function placedFortressCommunication(
  board: Board,
  fortress: PlacedFortress,
  options: CommunicationOptions = {},
): Communication {
  const b = readBoard(board, 'board');
  const f = readPlaced(b, fortress);
  return blockCommunication(b, new Set(f.block), new Set(f.ditch), f.garrison, readings(options));
}

/**
 * Who holds a placed fortress's centre with a piece or with artillery (§187, §188, §70), if anyone: held by the
 * besieger through the garrison's next move, the fortress is conquered. /hellwig/s188/
 */
export function placedCentreHolder(board: Board, fortress: PlacedFortress): Player | undefined {
  const b = readBoard(board, 'board');
  return holderOn(b, readPlaced(b, fortress).centre);
}
