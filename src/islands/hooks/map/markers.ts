/** The marks of the dead and of men untold as the map keeps them: one identity per mark, one mark per spot. */
import type { Marker } from '../../../rules/wells/hooks-farm/index.ts';

/** A mark's identity from one half-move to the next: its kind, side, half-move and the spot where they fell. */
export const markKey = (m: Marker) => `${m.kind} ${m.army} ${m.step} ${m.at.x},${m.at.y}`;

/**
 * Markers of one side and kind on one spot in one half-move (the infantry and cavalry dead of a mêlée) are one mark
 * with their sum.
 */
export function merge(markers: readonly Marker[]): Marker[] {
  const out: Marker[] = [];
  for (const m of markers) {
    const i = out.findIndex(
      (o) => o.kind === m.kind && o.army === m.army && o.step === m.step && o.at.x === m.at.x && o.at.y === m.at.y,
    );
    if (i < 0) out.push(m);
    else out[i] = { ...out[i]!, men: out[i]!.men + m.men };
  }
  return out;
}
