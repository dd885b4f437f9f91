/**
 * The fortresses the reader placed, drawn as plate III's are (endgame/Fortresses.tsx): the wall round the block, the
 * ditch's squares dashed, the flag on the centre (§186, §187, §190 (1)); the squares are the engine's.
 */
import type { JSX } from 'preact';
import type { KeyEntry } from '../BoardKey.tsx';
import type { FortressView } from '../fortressView.ts';
import { FORTRESS_KEY, Flag } from '../endgame/fortressKey.tsx';
import { CELL } from '../symbols.tsx';

type Corner = (square: number) => readonly [number, number] | undefined;

/** Each placed fortress inside the window: its wall, its ditch and its flag. */
export function placedFortressMarks(fortresses: readonly FortressView[], corner: Corner): JSX.Element[] {
  return fortresses.flatMap((f) => {
    const cs = f.block.map(corner).filter((c): c is readonly [number, number] => c !== undefined);
    if (!cs.length) return [];
    const [x0, y0] = [Math.min(...cs.map((c) => c[0])), Math.min(...cs.map((c) => c[1]))];
    const [x1, y1] = [Math.max(...cs.map((c) => c[0])) + CELL, Math.max(...cs.map((c) => c[1])) + CELL];
    const ditch = f.ditch
      .map(corner)
      .filter((c): c is readonly [number, number] => c !== undefined)
      .map(([x, y]) => `M${x + 3},${y + 3}h${CELL - 6}v${CELL - 6}h${6 - CELL}z`)
      .join('');
    const centre = corner(f.centre);
    return [
      <g key={`fo${f.centre}`} class="fortresses" data-placed-fortress={`${f.centre}${f.garrison}`}>
        <path class="fortress-wall" d={`M${x0},${y0}H${x1}V${y1}H${x0}z`} />
        {ditch && <path class="fortress-ditch" d={ditch} />}
        {centre && <Flag x={centre[0]} y={centre[1]} />}
      </g>,
    ];
  });
}

/** The key's entry for a placed fortress: drawn as plate III's are. */
export const PLACED_FORTRESS_KEY: KeyEntry = {
  name: 'placed-fortress',
  words:
    'a fortress placed on the board: its wall, its ditch of water dashed, the flag on its centre; 5 × 5 ' +
    'squares, the edition’s shape of plate III’s (§186, §187, §190)',
  swatch: FORTRESS_KEY.swatch,
};
