/**
 * The two bodies of a mêlée as rows of figures (d3 lays them out; Preact draws them).
 * A man's fate is shown by shape as well as colour: fighting men stand, the dead lie
 * crossed out, prisoners are drawn hollow inside a ring.
 */
import type { JSX } from 'preact';
import type { MeleeResult, Side } from '../../rules/wells/index.ts';
import { CELL, WIDTH, meleeLayout, type Place } from './geometry.ts';
import { statusAt, type ManStatus } from './frames.ts';

export interface MeleeDrawingProps {
  readonly result: MeleeResult;
  readonly a: number;
  readonly b: number;
  readonly labels: { readonly a: string; readonly b: string };
  readonly frame: number;
}

const S = CELL * 0.42;

/** One soldier: a head and a body, drawn about (0, 0). */
const MAN =
  `M0 ${-S} a${S * 0.28} ${S * 0.28} 0 1 0 0.01 0 Z M${-S * 0.32} ${-S * 0.38} h${S * 0.64} l${S * 0.12} ` +
  `${S * 0.9} h${-S * 0.22} l-0.1 ${S * 0.45} h${-S * 0.5} l-0.1 ${-S * 0.45} h${-S * 0.22} Z`;

/**
 * The colour a side is drawn in: red for side a and blue for b, unless the sides are named Red and Blue, when each
 * keeps its own (Hook's Farm's 9 v 6 puts Blue first).
 */
function toneOf(side: Side, labels: { readonly a: string; readonly b: string }): Side {
  const name = labels[side].toLowerCase();
  return name === 'red' ? 'a' : name === 'blue' ? 'b' : side;
}

/** One soldier drawn in the mêlée calculator’s style; the chapter II widget draws its men with it too. */
export function Figure({ place, status, side }: { place: Place; status: ManStatus; side: Side }): JSX.Element {
  const transform =
    status === 'dead' ? `translate(${place.x} ${place.y + S * 0.4}) rotate(90)` : `translate(${place.x} ${place.y})`;
  return (
    <g class={`man man-${side} man-${status}`} transform={transform}>
      {status === 'prisoner' && <circle r={S * 1.05} class="man-ring" />}
      <path d={MAN} />
      {status === 'dead' && (
        <path
          d={`M${-S * 0.7} ${-S * 0.7} L${S * 0.7} ${S * 0.7} M${S * 0.7} ${-S * 0.7} L${-S * 0.7} ${S * 0.7}`}
          class="man-cross"
        />
      )}
    </g>
  );
}

function tally(result: MeleeResult, side: Side, men: number, frame: number): Record<ManStatus, number> {
  const counts: Record<ManStatus, number> = { fighting: 0, dead: 0, prisoner: 0, standing: 0 };
  for (let i = 0; i < men; i++) counts[statusAt(result, side, i, frame)]++;
  return counts;
}

/** The drawing, with a text equivalent for screen readers. */
export function MeleeDrawing({ result, a, b, labels, frame }: MeleeDrawingProps): JSX.Element {
  const layout = meleeLayout(a, b);
  const describe = (side: Side, men: number) => {
    const c = tally(result, side, men, frame);
    const parts = [
      c.fighting + c.standing ? `${c.fighting + c.standing} standing` : '',
      c.dead ? `${c.dead} dead` : '',
      c.prisoner ? `${c.prisoner} prisoners` : '',
    ].filter(Boolean);
    return `${labels[side]}: ${parts.join(', ')}`;
  };
  const label = `${describe('a', a)}; ${describe('b', b)}.`;
  return (
    <svg class="melee-svg" viewBox={`0 0 ${WIDTH} ${layout.height + 22}`} role="img" aria-label={label}>
      <text x={0} y={layout.lineY - 4} class="melee-side-label">
        {labels.a} ↓
      </text>
      <line x1={0} x2={WIDTH} y1={layout.lineY} y2={layout.lineY} class="melee-contact" />
      <text x={WIDTH} y={layout.lineY + 12} class="melee-side-label" text-anchor="end">
        ↑ {labels.b}
      </text>
      {layout.a.map((p, i) => (
        <Figure key={`a${i}`} place={p} side={toneOf('a', labels)} status={statusAt(result, 'a', i, frame)} />
      ))}
      {layout.b.map((p, i) => (
        <Figure key={`b${i}`} place={p} side={toneOf('b', labels)} status={statusAt(result, 'b', i, frame)} />
      ))}
      <g class="melee-legend" transform={`translate(0 ${layout.height + 12})`} aria-hidden="true">
        <text x={0} y={0}>
          standing: upright · dead: lying, crossed · prisoner: hollow, ringed
        </text>
      </g>
    </svg>
  );
}
