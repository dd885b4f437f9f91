/**
 * The shell's circle drawn (appendix p. 102, l.881): three inches about where the screw fell, the men in it (the dead
 * crossed), a wall with the men it shelters, guns wholly inside and across the rim, and waggons. Marks only: the
 * places come from `shellLayout`, the numbers from the engine.
 */
import type { JSX } from 'preact';
import { plural } from '../../shared/words.ts';
import type { ShellLayout } from './layout.ts';

/** Pixels to the inch. */
const SCALE = 40;
const HALF = 4.2;
const px = (inches: number) => Math.round(inches * SCALE * 10) / 10;

function Gun({ x, y, label }: { readonly x: number; readonly y: number; readonly label: string }): JSX.Element {
  return (
    <g class="shell-gun" transform={`translate(${px(x)} ${px(y)})`}>
      <title>{label}</title>
      <rect x={-14} y={-5} width={28} height={10} rx={2} />
      <circle cx={-6} cy={0} r={6} />
      <circle cx={6} cy={0} r={6} />
    </g>
  );
}

export function ShellFigure({
  layout,
  caption,
}: {
  readonly layout: ShellLayout;
  readonly caption: string;
}): JSX.Element {
  const size = px(HALF * 2);
  return (
    <figure class="shell-figure">
      <svg class="shell-svg" viewBox={`${-px(HALF)} ${-px(HALF)} ${size} ${size}`} role="img" aria-label={caption}>
        <circle class="shell-circle" r={px(layout.radius)} />
        <line class="shell-radius" x1={0} y1={0} x2={0} y2={-px(layout.radius)} />
        <text class="shell-radius-label" x={6} y={-px(layout.radius) - 6}>
          3 in.
        </text>
        {layout.wall && (
          <line
            class="shell-wall"
            x1={px(layout.wall.x)}
            y1={px(layout.wall.y1)}
            x2={px(layout.wall.x)}
            y2={px(layout.wall.y2)}
          />
        )}
        {layout.gunsInside.map((g, i) => (
          <Gun key={`in${i}`} x={g.x} y={g.y} label="A gun completely within the circle: destroyed" />
        ))}
        {layout.gunsAcross.map((g, i) => (
          <Gun key={`across${i}`} x={g.x} y={g.y} label="A gun partly within the circle: disabled" />
        ))}
        {layout.waggons.map((w, i) => (
          <rect key={`w${i}`} class="shell-waggon" x={px(w.x) - 12} y={px(w.y) - 8} width={24} height={16} rx={3} />
        ))}
        {layout.open.map((m, i) => (
          <g
            key={`m${i}`}
            class={m.dead ? 'shell-man shell-dead' : 'shell-man'}
            transform={`translate(${px(m.x)} ${px(m.y)})`}
          >
            <circle r={5} />
            {m.dead && <path class="shell-cross" d="M-5 -5 L5 5 M5 -5 L-5 5" />}
          </g>
        ))}
        {layout.sheltered.map((m, i) => (
          <circle key={`s${i}`} class="shell-man shell-sheltered" cx={px(m.x)} cy={px(m.y)} r={5} />
        ))}
        <circle class="shell-burst" r={6} />
      </svg>
      <figcaption>
        {caption}
        {layout.undrawn > 0 && ` (${plural(layout.undrawn, 'man', 'men')} more not drawn.)`}
      </figcaption>
    </figure>
  );
}
