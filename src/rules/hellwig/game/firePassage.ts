/**
 * What may pass a fire in Hellwig's game (§74, §166): nothing ends on or passes over a burning building or a burning
 * bridge. One check for the offers and the refusals of every action; the fires are fire.ts's, the moves the engine's.
 */
import type { Board } from '../board.ts';
import type { BridgeNetwork } from '../bridges.ts';
import { atOn, coordsOn, type Grid, type Square } from '../grid.ts';
import { destinationsOf } from '../pieces.ts';
import type { Action } from './actions.ts';
import { buildingFires, burningBridges, pieceOptions, type Fires } from './fire.ts';
import type { GameReadings } from './readings.ts';

/** The piece's own move an action makes over the bridges' ground (§160–§162): from where, to where, if it makes one. */
function bridgeMoveOf(
  action: Action,
  network: BridgeNetwork,
): { readonly from: Square; readonly to: Square } | undefined {
  if (action.type === 'leave-ruin') return { from: action.from, to: action.to };
  if ((action.type !== 'ruin-held' && action.type !== 'ruin-secondary') || action.then === undefined) return undefined;
  const t = network.transporters.find((x) => x.number === action.number);
  return t && { from: action.type === 'ruin-held' ? t.main : t.secondary, to: action.then };
}

/** The squares on fire from `from` to `to`: on the line between them, or, for a knight's leap, in the box they span. */
function burningOnTheWay(grid: Grid, from: Square, to: Square, burning: ReadonlySet<Square>): Square[] {
  const [a, b] = [coordsOn(from, grid), coordsOn(to, grid)];
  const [dr, dc] = [Math.sign(b.row - a.row), Math.sign(b.col - a.col)];
  const line = a.row === b.row || a.col === b.col || Math.abs(b.row - a.row) === Math.abs(b.col - a.col);
  const out: Square[] = [];
  for (let r = Math.min(a.row, b.row); r <= Math.max(a.row, b.row); r++)
    for (let c = Math.min(a.col, b.col); c <= Math.max(a.col, b.col); c++) {
      const s = atOn(r, c, grid);
      const onLine = !line || (r - a.row) * dc === (c - a.col) * dr;
      if (s !== undefined && s !== from && onLine && burning.has(s)) out.push(s);
    }
  return out.sort((x, y) => x - y);
}

/**
 * Why an action may not be made while fires burn, if it may not (§74, §166): a burning building is impassable "just as
 * if the site had been illuminated green" (§74, l.848), a burning bridge water again at once (§166, l.1192), for what
 * passes over it as for where it ends. The game's position lies under the fire already (`onFire`), so what the engine
 * finds on it keeps off, but for two things. A capture lands on its victim's square, and a piece left in a fire is the
 * fire's, not to be taken there (§74, l.847). And the bridges' rules see every laid bridge as ground (§146a): so the
 * piece's move a bridge action makes (leaving a bridge, §162; moving on after a ruin, §160, §161) must also be one of
 * its moves on the position under fire, a bridge-transporter's squares (§137, §150) no burning ones, and a piece ruins
 * by the fourth means only a bridge it could occupy (§163), none on fire. One check for the offers and the refusals,
 * made once a position and asked of each action.
 */
export function fireBlocker(
  board: Board,
  network: BridgeNetwork,
  fires: Fires,
  r: GameReadings,
): (action: Action) => string | undefined {
  const burning = new Set([...burningBridges(fires), ...buildingFires(fires).flatMap((f) => [...f.burning.keys()])]);
  if (burning.size === 0) return () => undefined;
  const reach = destinationsOf(board, pieceOptions(r));
  return (action) => {
    const ends =
      action.type === 'bridge-transport' || action.type === 'bridge-stack'
        ? action.to
        : action.type === 'ruin-bridge'
          ? [action.square]
          : action.type === 'move' || action.type === 'leave-ruin' || action.type === 'leave-ignite'
            ? action.captures
            : [];
    const move = bridgeMoveOf(action, network);
    const on = [...ends, ...(move ? [move.to] : [])].find((s) => burning.has(s));
    if (on !== undefined) return `the square ${on} is on fire and impassable (§74, §166)`;
    if (!move || !board.pieces.has(move.from) || reach(move.from).has(move.to)) return undefined;
    const fire = burningOnTheWay(board.grid, move.from, move.to, burning);
    // A move the fire does not explain is refused by the bridges' own rules, with their reason.
    if (fire.length === 0) return undefined;
    return `the way from ${move.from} to ${move.to} passes over the fire on ${fire.join(', ')}: a burning site is impassable (§74, §166)`;
  };
}
