/** The fortress's flag (§187) and the key's entry for plate III's fortresses, drawn by the same code as the plate. */
import type { JSX } from 'preact';
import type { KeyEntry } from '../BoardKey.tsx';
import { CELL } from '../symbols.tsx';

/** The flag on a fortress's centre (§187, l.1283: "planted with a flag"). */
export function Flag({ x, y }: { x: number; y: number }): JSX.Element {
  return <path class="fortress-flag" d={`M${x + 8},${y + CELL - 5}V${y + 5}l${CELL - 14},5l${14 - CELL},5`} />;
}

/** The key's entry for the fortresses. */
export const FORTRESS_KEY: KeyEntry = {
  name: 'fortress',
  words: 'a fortress of plate III: its wall, its outermost ditch dashed, the flag on its centre (§186, §187, §190)',
  swatch: (
    <g class="fortresses">
      <path class="fortress-wall" d={`M0,0h${CELL}M0,0v${CELL}`} />
      <path class="fortress-ditch" d={`M3,3h${CELL - 6}v${CELL - 6}h${6 - CELL}z`} />
      <Flag x={0} y={0} />
    </g>
  ),
};
