/** The country of Hook's Farm: the ground, the places and their names, the points, the two back lines. */
import type { JSX } from 'preact';
import type { Place, Table } from '../../../rules/wells/hooks-farm/index.ts';
import { r1, shapeCentre, shapePath, type MapFrame } from '../geometry.ts';
import type { At } from './sizes.ts';

const WOODED = new Set(['wood', 'trees']);

/** A place and where its name was set. */
interface NamedPlace {
  readonly place: Place;
  readonly at: At;
}

/** The country under the battle, with the places' names where the placement pass set them. */
export function Country({
  frame,
  table,
  places,
  points,
  names,
}: {
  frame: MapFrame;
  table: Table;
  places: readonly Place[];
  /** The lettered points drawn: not one a gun named after it stands on. */
  points: readonly Place[];
  names: readonly NamedPlace[];
}): JSX.Element {
  return (
    <g class="hf-country">
      <rect
        class="hf-ground"
        x={r1(frame.x(0))}
        y={r1(frame.y(0))}
        width={r1(frame.x(table.width) - frame.x(0))}
        height={r1(frame.y(table.depth) - frame.y(0))}
      />
      {places
        .filter((p) => p.kind !== 'label' && p.kind !== 'point')
        .map((p) => (
          <path
            key={p.id}
            class={`hf-place hf-${p.kind}`}
            data-place={p.id}
            d={shapePath(frame, p.shape, WOODED.has(p.kind))}
          />
        ))}
      {places
        .filter((p) => p.kind === 'church')
        .map((p) => {
          const c = shapeCentre(frame, p.shape);
          return (
            <path key={`${p.id}-cross`} class="hf-church-cross" d={`M${c.x} ${c.y - 7}v14M${c.x - 5} ${c.y - 2}h10`} />
          );
        })}
      {points.map((p) => {
        const c = shapeCentre(frame, p.shape);
        return (
          <g key={p.id} class="hf-point" transform={`translate(${c.x} ${c.y})`}>
            <circle r={9} />
            <text y={4.5} text-anchor="middle">
              {p.name}
            </text>
          </g>
        );
      })}
      {names.map(({ place: p, at }) => (
        <text
          key={`${p.id}-name`}
          class={`hf-name hf-name-${p.kind}`}
          data-place={p.id}
          x={at.x}
          y={r1(at.y + 4)}
          text-anchor="middle"
        >
          {p.name}
        </text>
      ))}
      <text class="hf-line-name" x={r1(frame.x(1))} y={r1(frame.y(0) - 6)}>
        Red’s back line
      </text>
      <text class="hf-line-name" x={r1(frame.x(1))} y={r1(frame.y(table.depth) + 15)}>
        Blue’s back line
      </text>
    </g>
  );
}
