/**
 * The trucks drawn as a train (l.827): an engine for each full load, its trucks behind it. Marks only: the numbers
 * come from `trainNeeds`.
 */
import type { JSX } from 'preact';
import { plural } from '../../shared/words.ts';

/** Trucks drawn at most; the rest are told in the caption. */
const MOST_DRAWN = 32;
const TRUCK = 18;

export function TruckRow({
  trucks,
  engines,
  caption,
}: {
  readonly trucks: number;
  readonly engines: number;
  readonly caption: string;
}): JSX.Element {
  const drawn = Math.min(trucks, MOST_DRAWN);
  const per = engines > 0 ? Math.ceil(trucks / engines) : 1;
  const shown = Array.from({ length: drawn }, (_, i) => i);
  const enginesDrawn = Math.ceil(drawn / per);
  const width = (drawn + enginesDrawn) * (TRUCK + 4) + 4;
  return (
    <figure class="railway-figure">
      <svg class="railway-train" viewBox={`0 0 ${Math.max(width, 40)} 30`} role="img" aria-label={caption}>
        {shown.map((i) => {
          const train = Math.floor(i / per);
          const x = 2 + (i + train + 1) * (TRUCK + 4);
          return (
            <g key={i}>
              {i % per === 0 && (
                <rect class="railway-engine" x={x - TRUCK - 4} y={4} width={TRUCK} height={16} rx={3} />
              )}
              <rect class="railway-truck" x={x} y={8} width={TRUCK} height={12} />
            </g>
          );
        })}
      </svg>
      <figcaption>
        {caption}
        {trucks > drawn && ` (${plural(trucks - drawn, 'truck', 'trucks')} more not drawn.)`}
      </figcaption>
    </figure>
  );
}
