/** A depot's flag marked D in its square's corner (§244), drawn by the board's second school and the play board. */
import type { JSX } from 'preact';
import { CELL } from '../symbols.tsx';

/** The flag of a depot of `owner`'s on the square whose corner is (x, y) (§244): B's dashed, so not by colour alone. */
export function DepotFlag({ x, y, owner }: { x: number; y: number; owner: string }): JSX.Element {
  return (
    <g class={`depot depot-${owner}`}>
      <path class="depot-flag" d={`M${x + 3},${y + CELL - 3}V${y + 3}h12v9h-12`} />
      <text class="depot-d" x={x + 9} y={y + 11} text-anchor="middle">
        D
      </text>
    </g>
  );
}
