/** The marks of the dead and of men untold on the Hook's Farm map, drawn last so no loss is hidden. */
import type { JSX } from 'preact';
import type { Marker } from '../../../rules/wells/hooks-farm/index.ts';
import { r1 } from '../geometry.ts';
import { markKey } from './markers.ts';
import { MARK, type At } from './sizes.ts';

/** A mark where its cross stands, and where its count went if it had to move. */
interface MarkAt {
  readonly marker: Marker;
  readonly at: At;
  readonly count?: At;
}

/**
 * A mark of the dead (a cross) or of men whose fate is untold (?), with its count: beside it, or at `count` from it
 * when the count had to move.
 */
function MarkerSymbol({
  marker,
  at,
  now,
  count,
}: {
  marker: Marker;
  at: At;
  now: boolean;
  count?: At | undefined;
}): JSX.Element {
  return (
    <g
      class={`hf-marker hf-${marker.kind} hf-${marker.army}${now ? ' hf-marker-now' : ''}`}
      transform={`translate(${r1(at.x)} ${r1(at.y)})`}
      data-now={now ? 'true' : undefined}
      data-mark={markKey(marker)}
    >
      {marker.kind === 'dead' ? (
        <path d="M-3.5 -3.5L3.5 3.5M3.5 -3.5L-3.5 3.5" />
      ) : (
        <text y={4.5} text-anchor="middle">
          ?
        </text>
      )}
      <text class="hf-marker-n" x={count ? count.x : MARK.half + MARK.gap} y={r1((count?.y ?? 0) + 4.5)}>
        {marker.men}
      </text>
    </g>
  );
}

/** The marks shown, those made in half-move `index` marked as new. */
export function Marks({ marks, index }: { marks: readonly MarkAt[]; index: number }): JSX.Element {
  return (
    <g class="hf-markers">
      {marks.map((m) => (
        <MarkerSymbol
          key={markKey(m.marker)}
          marker={m.marker}
          at={m.at}
          count={m.count}
          now={m.marker.step === index}
        />
      ))}
    </g>
  );
}
