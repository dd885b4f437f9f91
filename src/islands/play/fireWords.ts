/**
 * The play page's words for fire (§74, §166): a burning square, and what the fire did at the turn an action began,
 * at no cost of a move: where it spread, what it took, what burned out. Every square and count is the engine's.
 */
import { boardOf, burningOf, type Action, type BurningSquare, type Game } from '../../rules/hellwig/index.ts';
import { NAMES } from './words.ts';

/** A burning square in words: what burns, whose fire, the moves it stays impassable (§74, §166). */
export function sayBurning(b: BurningSquare): string {
  const moves = b.movesLeft === 1 ? 'move' : 'moves';
  return b.what === 'bridge'
    ? `the bridge on ${b.square}, ${b.igniter}’s fire, impassable till it burns out (§166)`
    : `the building on ${b.square}, ${b.igniter}’s fire, impassable ${b.movesLeft} more ${moves} (§74)`;
}

/** What the fire did with an action, from the game before it to the game after: spread, took, burned out. */
export function sayFireTurn(before: Game, after: Game, action: Action): string {
  const was = burningOf(before);
  const now = burningOf(after);
  const had = new Set(was.burning.map((b) => b.square as number));
  const lit = action.type === 'ignite' ? action.square : action.type === 'leave-ignite' ? action.from : undefined;
  const spread = now.burning.filter((b) => !had.has(b.square) && b.square !== lit).map((b) => b.square);
  const out: string[] = [];
  if (spread.length) out.push(`The fire spreads to ${spread.join(', ')} (§74, §166).`);
  const b0 = boardOf(before);
  const b1 = boardOf(after);
  const withdrew = action.type === 'move' || action.type === 'leave-ruin' ? action.from : undefined;
  const lost = was.burning.filter((b) => {
    const p = b0.pieces.get(b.square);
    return p && b.square !== withdrew && !b1.pieces.has(b.square);
  });
  for (const b of lost) {
    const p = b0.pieces.get(b.square);
    out.push(`The ${p ? NAMES[p.kind] : 'piece'} on ${b.square} is lost in the fire (§74, §166).`);
  }
  const ashes = now.burnedOut.filter((s) => !was.burnedOut.includes(s));
  if (ashes.length) out.push(`Burned out, plain ground again: ${ashes.join(', ')} (§74).`);
  const gone = was.burning.filter((b) => b.what === 'bridge' && !now.burning.some((n) => n.square === b.square));
  if (gone.length)
    out.push(`The bridges on ${gone.map((b) => b.square).join(', ')} burn out and leave the game (§166).`);
  return out.map((s) => ` ${s}`).join('');
}
