/**
 * What burns in a game's position, for a page that draws and reads it out (§74, §166): each building on fire with the
 * moves it stays impassable, each bridge on fire, and each site burned out; and the fire-breaks the side to move may
 * make, found on the few buildings beside the enemy's fire. The fires are fire.ts's.
 */
import { otherPlayer } from '../defence.ts';
import type { Square } from '../grid.ts';
import { spreadSquares } from '../terrain.ts';
import type { Action } from './actions.ts';
import { boardOf, legalActions, readGame, toMove, type Game } from './game.ts';
import { buildingFires, burningBridges, type Fires } from './fire.ts';

/** The fire on one square: a building with the moves it stays closed (§74), or a bridge till it burns out (§166). */
export interface BurningSquare {
  readonly square: Square;
  readonly what: 'building' | 'bridge';
  /** A building's moves left of its six (§74, l.848); none for a bridge, which burns till its fire is done. */
  readonly movesLeft?: number;
  readonly igniter: 'A' | 'B';
}

/**
 * The squares on fire in the game's position (§74, §166), in the order of their squares, the buildings burned out,
 * plain ground again (§74, l.848), and those demolished against a fire (§77). /hellwig/s74/
 */
export function burningOf(game: Game): {
  readonly burning: readonly BurningSquare[];
  readonly burnedOut: readonly Square[];
  /** The buildings demolished against a fire (§77, §80). */
  readonly breaks: readonly Square[];
} {
  const g = readGame(game);
  const fires = g.fires[g.fires.length - 1] as Fires;
  const burning: BurningSquare[] = [];
  for (const f of buildingFires(fires))
    for (const [square, movesLeft] of f.burning)
      burning.push({ square, what: 'building', movesLeft, igniter: f.igniter });
  const bridges = burningBridges(fires);
  for (const f of fires.bridges)
    for (const square of f.burning)
      if (bridges.has(square) && !burning.some((b) => b.square === square))
        burning.push({ square, what: 'bridge', igniter: f.igniter });
  return {
    burning: burning.sort((a, b) => a.square - b.square),
    burnedOut: buildingFires(fires)
      .flatMap((f) => [...f.burnedOut])
      .sort((a, b) => a - b),
    breaks: buildingFires(fires)
      .flatMap((f) => [...f.breaks])
      .sort((a, b) => a - b),
  };
}

/**
 * The fire-breaks the side to move may make against the enemy's fire (§77–§80): asked of the buildings beside it only,
 * so a page need not ask for the whole side's actions. /hellwig/s77/
 */
export function fireBreaksOf(game: Game): readonly Action[] {
  const g = readGame(game);
  const fire = (g.fires[g.fires.length - 1] as Fires).buildings[otherPlayer(toMove(g))];
  if (!fire || g.status.kind !== 'playing') return [];
  return spreadSquares(boardOf(g), fire).flatMap((s) =>
    legalActions(g, s).filter((a) => a.type === 'fire-break' && a.square === s),
  );
}
