/**
 * What may pass a fire in Hellwig's game (§74, §166): nothing ends on or passes over a burning building or a burning
 * bridge, and a burning bridge is not broken down (§166). One check for the offers and the refusals of every action;
 * the fires are fire.ts's, the moves the engine's.
 */
import { RuleError } from '../../errors.ts';
import type { Board } from '../board.ts';
import type { BridgeNetwork } from '../bridges.ts';
import { atOn, coordsOn, type Grid, type Square } from '../grid.ts';
import { destinationsOf } from '../pieces.ts';
import type { Action } from './actions.ts';
import { buildingFires, burningBridges, type Fires } from './fire.ts';
import { pieceOptions, type GameReadings } from './readings.ts';

/**
 * The way a piece goes, or could go, over the bridges' ground in an action (§160–§163): leaving a bridge, moving on
 * after a ruin, or reaching the bridge it ruins by the fourth means. From where, to where, if it goes one.
 */
function wayOf(action: Action, network: BridgeNetwork): { readonly from: Square; readonly to: Square } | undefined {
  if (action.type === 'leave-ruin') return { from: action.from, to: action.to };
  if (action.type === 'ruin-bridge') return { from: action.from, to: action.square };
  if ((action.type !== 'ruin-held' && action.type !== 'ruin-secondary') || action.then === undefined) return undefined;
  const t = network.transporters.find((x) => x.number === action.number);
  return t && { from: action.type === 'ruin-held' ? t.main : t.secondary, to: action.then };
}

/**
 * The squares on fire on the way from `from` to `to`: along a line, each square after `from`; for a knight's leap,
 * which is on none, those of the box the two squares span, among which lie its connecting squares (§172).
 */
function burningOnTheWay(
  grid: Grid,
  from: Square,
  to: Square,
  burning: ReadonlySet<Square>,
): { readonly line: boolean; readonly squares: readonly Square[] } {
  const [a, b] = [coordsOn(from, grid), coordsOn(to, grid)];
  const [dr, dc] = [Math.sign(b.row - a.row), Math.sign(b.col - a.col)];
  const line = a.row === b.row || a.col === b.col || Math.abs(b.row - a.row) === Math.abs(b.col - a.col);
  const squares: Square[] = [];
  for (let r = Math.min(a.row, b.row); r <= Math.max(a.row, b.row); r++)
    for (let c = Math.min(a.col, b.col); c <= Math.max(a.col, b.col); c++) {
      const s = atOn(r, c, grid);
      const onLine = !line || (r - a.row) * dc === (c - a.col) * dr;
      if (s !== undefined && s !== from && onLine && burning.has(s)) squares.push(s);
    }
  return { line, squares: squares.sort((x, y) => x - y) };
}

/** The squares on fire: each burning building (§74) and bridge (§166). */
const burningOn = (fires: Fires): ReadonlySet<Square> =>
  new Set([...burningBridges(fires), ...buildingFires(fires).flatMap((f) => [...f.burning.keys()])]);

/**
 * A refusal in the fire's words: the rules read a burning building as marsh and a burning bridge as water (§74, §166),
 * and a wheeling or a move they block there is blocked by the fire. Any other error as it was.
 */
export function inFireWords(error: unknown, fires: Fires): unknown {
  if (!(error instanceof RuleError)) return error;
  const burning = burningOn(fires);
  const message = error.message.replace(/\b(?:a )?(?:marsh|water) on (\d+)/g, (words, s: string) =>
    burning.has(Number(s) as Square) ? `the fire on ${s} (§74, §166)` : words,
  );
  return message === error.message ? error : new RuleError(error.code, message);
}

/**
 * Why an action may not be made while fires burn, if it may not (§74, §166): a burning building is impassable "just as
 * if the site had been illuminated green" (§74, l.848), a burning bridge water again at once (§166, l.1192), for what
 * passes over it as for where it ends. The game's position lies under the fire already (`onFire`), so what the engine
 * finds on it keeps off, but for two things. A capture lands on its victim's square, and a piece left in a fire is the
 * fire's, not to be taken there (§74, l.847). And the bridges' rules see every laid bridge as ground (§146a): so the
 * piece's move a bridge action makes (leaving a bridge, §162; moving on after a ruin, §160, §161) must also be one of
 * its moves on the position under fire, a bridge-transporter's squares (§137, §150) no burning ones, and a piece ruins
 * by the fourth means only a bridge it could occupy (§163), none on fire nor beyond one. A burning bridge is not broken
 * down either: it burns until it leaves the game (§166, l.1192). One check for the offers and the refusals, made once a
 * position and asked of each action.
 */
export function fireBlocker(
  board: Board,
  network: BridgeNetwork,
  fires: Fires,
  r: GameReadings,
): (action: Action) => string | undefined {
  const burning = burningOn(fires);
  if (burning.size === 0) return () => undefined;
  const reach = destinationsOf(board, pieceOptions(r));
  return (action) => {
    // §166 applies §§74–78 to a burning bridge: it burns until it leaves the game, and the fire is stopped "by breaking
    // down or ruining the bridges" beside it, as a building's fire by the buildings beside it (§77). The burning bridge
    // itself is not taken back onto its transporter to be laid again.
    if (action.type === 'break-bridge' && burning.has(action.square))
      return `the bridge on ${action.square} is on fire: it burns until it leaves the game, and only the bridges beside it are broken down or ruined against the fire (§166, §77)`;
    const ends =
      action.type === 'bridge-transport' || action.type === 'bridge-stack'
        ? action.to
        : action.type === 'move' || action.type === 'leave-ruin' || action.type === 'leave-ignite'
          ? action.captures
          : [];
    const way = wayOf(action, network);
    const on = [...ends, ...(way ? [way.to] : [])].find((s) => burning.has(s));
    if (on !== undefined) return `the square ${on} is on fire and impassable (§74, §166)`;
    if (!way) return undefined;
    const fire = burningOnTheWay(board.grid, way.from, way.to, burning);
    if (fire.squares.length === 0) return undefined;
    // A line passes every square on it; a knight's leap needs one connecting square open (§172), and its moves on the
    // position under fire say whether it has one. The bridges' own rules refuse any other way, with their reason.
    if (!fire.line && (!board.pieces.has(way.from) || reach(way.from).has(way.to))) return undefined;
    return `the way from ${way.from} to ${way.to} passes over the fire on ${fire.squares.join(', ')}: a burning site is impassable (§74, §166)`;
  };
}
