/**
 * The plan drawn as a strip of moves (appendix pp. 106–107): one cell a move, shaded by what the body may do, with the
 * six-move marks where packets fall due. The table beside it says the same in words, so the drawing is hidden from
 * screen readers.
 */
import type { JSX } from 'preact';
import type { SupplyPlan } from '../../../rules/wells/index.ts';

const CELL = 14;
const GAP = 2;

export function SupplyStrip({ plan }: { readonly plan: SupplyPlan }): JSX.Element {
  const width = plan.moves.length * (CELL + GAP);
  return (
    <svg
      class="supply-strip"
      width={width}
      height={CELL + 16}
      viewBox={`0 -14 ${width} ${CELL + 16}`}
      aria-hidden="true"
      focusable="false"
    >
      {plan.moves.map((m, i) => (
        <rect
          key={m.move}
          class={`supply-cell supply-${m.status}`}
          x={i * (CELL + GAP)}
          y={0}
          width={CELL}
          height={CELL}
        />
      ))}
      {plan.dues.map((d) => (
        <text key={d.move} class="supply-due" x={(d.move - 1) * (CELL + GAP) + CELL / 2} y={-3} text-anchor="middle">
          {d.move}
        </text>
      ))}
    </svg>
  );
}
