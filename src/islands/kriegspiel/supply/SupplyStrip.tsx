/**
 * The plan drawn as rows of moves (appendix pp. 106–107): twelve moves, two periods of six, to a row, one cell a move
 * shaded by what the body may do, the cells where packets fall due drawn heavier, each row led by its first move's
 * number. The table beside it says the same in words, so the drawing is hidden from screen readers.
 */
import type { JSX } from 'preact';
import { SUPPLY_PERIOD_MOVES, type SupplyPlan } from '../../../rules/wells/index.ts';

const CELL = 14;
const GAP = 2;
const PER_ROW = 2 * SUPPLY_PERIOD_MOVES;
const LABEL = 28;

export function SupplyStrip({ plan }: { readonly plan: SupplyPlan }): JSX.Element {
  const rows = Math.ceil(plan.moves.length / PER_ROW);
  const width = LABEL + PER_ROW * (CELL + GAP) + GAP * 2;
  const height = rows * (CELL + GAP * 2);
  const due = new Set(plan.dues.map((d) => d.move));
  return (
    <svg
      class="supply-strip"
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      aria-hidden="true"
      focusable="false"
    >
      {Array.from({ length: rows }, (_, r) => (
        <text key={`r${r}`} class="supply-row" x={LABEL - 6} y={r * (CELL + GAP * 2) + CELL - 2} text-anchor="end">
          {r * PER_ROW + 1}
        </text>
      ))}
      {plan.moves.map((m, i) => {
        const col = i % PER_ROW;
        // A gap between the two periods of a row, so the six-move rhythm shows.
        const x = LABEL + col * (CELL + GAP) + (col >= SUPPLY_PERIOD_MOVES ? GAP * 2 : 0);
        return (
          <rect
            key={m.move}
            class={`supply-cell supply-${m.status}${due.has(m.move) ? ' supply-due' : ''}`}
            x={x}
            y={Math.floor(i / PER_ROW) * (CELL + GAP * 2) + GAP}
            width={CELL}
            height={CELL}
          />
        );
      })}
    </svg>
  );
}
