/**
 * The marks of fire on a plate (§74): a flame over a burning square with the moves it stays impassable, and a
 * burned-out site crossed. The board's second school and the play page draw them alike, from here.
 */
import type { JSX } from 'preact';
import { CELL } from '../symbols.tsx';

/** A flame over a burning building, with the moves it stays impassable (§74). */
export function Flame({ x, y, left }: { x: number; y: number; left?: number | undefined }): JSX.Element {
  return (
    <g class="fire">
      <path class="fire-flame" d={`M${x + CELL / 2 + 2},${y + 10}c5,6,8,9,4,14c-2,3,-7,3,-8,0c-4,-5,0,-8,4,-14z`} />
      {left !== undefined && (
        <text class="fire-left" x={x + CELL - 3} y={y + CELL - 3} text-anchor="end">
          {left}
        </text>
      )}
    </g>
  );
}

/** A site burned out: plain ground again, crossed (§74). */
export function Ashes({ x, y }: { x: number; y: number }): JSX.Element {
  return (
    <path class="burned-out" d={`M${x + 4},${y + 4}l${CELL - 8},${CELL - 8}m0,${8 - CELL}l${8 - CELL},${CELL - 8}`} />
  );
}
