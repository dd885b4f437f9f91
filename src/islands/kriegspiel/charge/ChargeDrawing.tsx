/**
 * The charge drawn: the enemy at the left, the charging cavalry where the charge starts, and between
 * them the three distance bands of the charge rules (l.1020–1032, l.1050), the band the charge starts
 * in marked, each band with what it costs. In the mêlée calculator's style: red figures charge, blue are
 * charged. For cavalry against cavalry the distance prices nothing, and the bands are drawn faint.
 */
import type { JSX } from 'preact';
import type { ChargeBand } from '../../../rules/wells/index.ts';
import { AXIS_Y, HEIGHT, WIDTH, chargeLayout } from './geometry.ts';
import { BAND_LABELS, TARGET_LABELS, bandRate } from './words.ts';
import { plural } from '../../shared/words.ts';
import { usesDistance, type ChargeState } from './state.ts';

const S = 9;
/** One soldier, as the mêlée drawing draws him: a head and a body about (0, 0). */
const MAN =
  `M0 ${-S} a${S * 0.28} ${S * 0.28} 0 1 0 0.01 0 Z M${-S * 0.32} ${-S * 0.38} h${S * 0.64} l${S * 0.12} ` +
  `${S * 0.9} h${-S * 0.22} l-0.1 ${S * 0.45} h${-S * 0.5} l-0.1 ${-S * 0.45} h${-S * 0.22} Z`;

function Men({ x, side, n }: { x: number; side: 'a' | 'b'; n: number }): JSX.Element {
  return (
    <g class={`man man-${side}`} aria-hidden="true">
      {Array.from({ length: n }, (_, i) => (
        <path key={i} d={MAN} transform={`translate(${x} ${AXIS_Y - 14 - i * 2 * S})`} />
      ))}
    </g>
  );
}

export interface ChargeDrawingProps {
  readonly state: ChargeState;
  readonly band: ChargeBand | null;
  /** The farthest distance drawn (the cavalry move). */
  readonly most: number;
  /** The charging sabres as they count, multiplied downhill (the engine's); shown where the bands price nothing. */
  readonly counts?: number;
}

export function ChargeDrawing({ state, band, most, counts = state.sabres }: ChargeDrawingProps): JSX.Element {
  const priced = usesDistance(state.target);
  // Downhill the charge counts more sabres than it has (l.1046): said where the distance says nothing.
  const downhill =
    state.contours > 0 && counts !== state.sabres
      ? `down ${plural(state.contours, 'contour', 'contours')}, they count as ${counts}`
      : '';
  const layout = chargeLayout(priced ? state.distance : most, most);
  const label = priced
    ? `${state.sabres} sabres start ${state.distance} inches from ` +
      `${TARGET_LABELS[state.target].toLowerCase()}${band ? `, in the band ${BAND_LABELS[band]}` : ''}.`
    : `${state.sabres} sabres charge ${TARGET_LABELS[state.target].toLowerCase()}: the distance bands do not ` +
      `apply${downhill ? `; ${downhill}` : ''}.`;
  return (
    <svg class="charge-svg" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label}>
      {layout.bands.map((b) => {
        const rate = bandRate(state.target, b.band);
        return (
          <g
            key={b.band}
            class={
              `charge-band charge-band-${b.band}${priced && b.band === band ? ' charge-band-active' : ''}` +
              `${priced ? '' : ' charge-band-faint'}`
            }
          >
            <rect x={b.x0} y={AXIS_Y - 62} width={b.x1 - b.x0} height={62} />
            <text x={b.mid} y={AXIS_Y + 14} text-anchor="middle">
              {BAND_LABELS[b.band]}
            </text>
            {rate.map((line, i) => (
              <text key={line} x={b.mid} y={AXIS_Y + 30 + 13 * i} text-anchor="middle" class="charge-rate">
                {line}
              </text>
            ))}
          </g>
        );
      })}
      <line x1={layout.enemyX} x2={layout.ticks.at(-1)?.x ?? WIDTH} y1={AXIS_Y} y2={AXIS_Y} class="charge-axis" />
      {layout.ticks.map((t) => (
        <text key={t.inches} x={t.x} y={AXIS_Y + 14} text-anchor="middle" class="charge-tick">
          {t.inches}″
        </text>
      ))}
      <Men x={layout.enemyX - 24} side="b" n={3} />
      <text x={4} y={14} class="charge-side-label">
        {TARGET_LABELS[state.target]}
      </text>
      {priced && (
        <>
          <line x1={layout.cavalryX} x2={layout.enemyX + 6} y1={AXIS_Y - 8} y2={AXIS_Y - 8} class="charge-arrow" />
          <Men x={layout.cavalryX} side="a" n={2} />
        </>
      )}
      <text x={WIDTH - 4} y={14} text-anchor="end" class="charge-side-label">
        {priced
          ? `${state.sabres} sabres, ${state.distance}″ off`
          : `${state.sabres} sabres${downhill ? `, ${downhill}` : ''}`}
      </text>
    </svg>
  );
}
