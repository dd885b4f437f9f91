/** What of the second school stands on a square, in words, for the cursor line and live region (§236, §244, §74). */
import type { SchoolState } from './schoolState.ts';
import type { FireTurn } from './schoolAsked.ts';

/** Said by the fire's stepper on a board with no fire (fireStep.ts, and the works kit before the school's part). */
export const NO_FIRE = 'No building is on fire on the board to step through: set one on fire with I (§74).';

/** Shown for a second school's example while its part of the works kit loads (schoolPart.tsx). */
export const SCHOOL_LOADING = 'Loading the answers of hills, depots and fire…';

/** The fire at a turn of the stepper, in words, for the live region. */
export function fireTurnWords(turn: number, f: FireTurn): string {
  const burning = f.burning.map((b) => `${b.square} (${b.movesLeft} ${b.movesLeft === 1 ? 'move' : 'moves'} left)`);
  const when = turn === 0 ? 'The fire as placed' : `After ${turn} ${turn === 1 ? 'turn' : 'turns'} of its igniter`;
  return `${when}: burning ${burning.join(', ') || 'nothing'}; burned out ${f.burnedOut.join(', ') || 'none'} (§74).`;
}

/** " A hill of the first kind (§236)." and the like, or '' when the square has none. */
export function schoolWords(s: SchoolState, square: number): string {
  const out: string[] = [];
  const h = (s.hills ?? []).find((x) => x.squares.includes(square));
  if (h) out.push(`A hill of the ${h.kind} kind, with ${h.squares.filter((x) => x !== square).join(', ')} (§236).`);
  const d = (s.depots ?? []).find((x) => x.square === square);
  if (d) out.push(`A depot of ${d.owner}’s (§244).`);
  const b = (s.fire?.burning ?? []).find((x) => x.square === square);
  if (b) out.push(`On fire${b.movesLeft !== undefined ? `, impassable ${b.movesLeft} more moves` : ''} (§74).`);
  if ((s.fire?.burnedOut ?? []).includes(square)) out.push('Burned out: plain ground again (§74).');
  return out.length ? ` ${out.join(' ')}` : '';
}
