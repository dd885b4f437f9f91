/**
 * A move drawn as a bar (appendix pp. 104–105, l.899–917): its length to scale, the part the contours take hatched,
 * the rest over the ground filled. Marks only: the numbers come from `kriegspielMove`.
 */
import type { JSX } from 'preact';
import type { KriegspielMove } from '../../../rules/wells/index.ts';

/** Pixels to the inch: the General's motor, six feet, is 72 inches and 432 pixels. */
const SCALE = 6;

export function MoveBar({ move, caption }: { readonly move: KriegspielMove; readonly caption: string }): JSX.Element {
  const ground = move.groundInches * SCALE;
  const hills = Math.min(move.contourInches, move.moveInches) * SCALE;
  const width = Math.max(move.moveInches * SCALE, 12) + 4;
  return (
    <figure class="moves-figure">
      <svg class="moves-bar" viewBox={`0 0 ${width} 28`} role="img" aria-label={caption}>
        <rect class="moves-ground" x={2} y={6} width={ground} height={18} />
        <rect class="moves-hills" x={2 + ground} y={6} width={hills} height={18} />
      </svg>
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
