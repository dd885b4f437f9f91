/**
 * Plate III's two fortresses on the drawing (§186, §187, §190): each block's wall where it meets the plan, its centre
 * planted with a flag, and its outermost ditch dashed; with the words a square's status line says of them and the
 * key's entry (fortressKey.tsx). The squares are the engine's (fortress.ts); nothing here decides a rule.
 */
import type { JSX } from 'preact';
import { useMemo } from 'preact/hooks';
import {
  FORTRESSES,
  FORTRESS_SHEETS,
  coordsOf,
  fortressSquares,
  outerDitch,
  plateIII,
  squareAt,
  type FortressSheet,
} from '../../../rules/hellwig/index.ts';
import { CELL } from '../symbols.tsx';
import { Flag } from './fortressKey.tsx';

type Corner = (square: number) => readonly [number, number] | undefined;

let blocks: { readonly [S in FortressSheet]: { readonly squares: Set<number>; readonly ditch: Set<number> } };
/** Each fortress's squares and outermost ditch, worked out once. */
function fortresses(): typeof blocks {
  blocks ??= {
    B: { squares: new Set(fortressSquares('B')), ditch: new Set(outerDitch('B')) },
    C: { squares: new Set(fortressSquares('C')), ditch: new Set(outerDitch('C')) },
  };
  return blocks;
}

/**
 * The fortresses inside the window: the wall on the block's edge, the ditch, the flag on the centre. Drawn again only
 * when the window changes (the board gives the same `corner` while it is the same): Preact skips the drawing it is
 * given back, where redrawing it at every selection cost plate III's update a few milliseconds.
 */
export function FortressLayer({ corner }: { readonly corner: Corner }): JSX.Element | null {
  return useMemo(() => fortressDrawing(corner), [corner]);
}

function fortressDrawing(corner: Corner): JSX.Element | null {
  const walls: string[] = [];
  const ditch: string[] = [];
  const flags: JSX.Element[] = [];
  for (const sheet of FORTRESS_SHEETS) {
    const f = fortresses()[sheet];
    for (const sq of f.squares) {
      const c = corner(sq);
      if (!c) continue;
      const { row, col } = coordsOf(sq, plateIII);
      const outside = (r: number, k: number) =>
        r < 0 || k < 0 || r >= plateIII.rows || k >= plateIII.columns || !f.squares.has(squareAt(r, k, plateIII));
      const [x, y] = c;
      if (outside(row - 1, col)) walls.push(`M${x},${y}h${CELL}`);
      if (outside(row + 1, col)) walls.push(`M${x},${y + CELL}h${CELL}`);
      if (outside(row, col - 1)) walls.push(`M${x},${y}v${CELL}`);
      if (outside(row, col + 1)) walls.push(`M${x + CELL},${y}v${CELL}`);
      if (f.ditch.has(sq)) ditch.push(`M${x + 3},${y + 3}h${CELL - 6}v${CELL - 6}h${6 - CELL}z`);
      if (sq === FORTRESSES[sheet].centre) flags.push(<Flag key={sheet} x={x} y={y} />);
    }
  }
  if (!walls.length) return null;
  return (
    <g class="fortresses" data-fortress="true">
      <path class="fortress-wall" d={walls.join('')} />
      {ditch.length > 0 && <path class="fortress-ditch" d={ditch.join('')} />}
      {flags}
    </g>
  );
}

/** What a square of plate III is of a fortress, in words, or ''. */
export function fortressWords(square: number): string {
  for (const sheet of FORTRESS_SHEETS) {
    const f = fortresses()[sheet];
    if (!f.squares.has(square)) continue;
    const centre =
      square === FORTRESSES[sheet].centre
        ? ' its centre, planted with a flag: whoever holds it for a move conquers it (§187, §188);'
        : '';
    const ditch = f.ditch.has(square) ? ' on its outermost ditch (§190);' : '';
    return ` In fortress ${sheet} (§186);${centre}${ditch}`.replace(/;$/, '.');
  }
  return '';
}
