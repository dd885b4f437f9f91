/**
 * The plan drawn (chapter V, pp. 89–94): the three ways to go the distance as rows of moves, one cell a move, so the
 * reader sees at a glance how many moves each takes; the railway's first and last moves, to entrain and detrain, are
 * drawn hollow. Narrow enough for a phone's column, so its type stays at 12 px. The table beside it says the same in
 * words; the drawing's label says it too.
 */
import type { JSX } from 'preact';
import type { TransportPlan } from '../../rules/wells/index.ts';

const WIDTH = 320;
const ROW = 44;
const BAR = 16;
/** Most moves drawn as separate cells; beyond it a row is a solid bar, its length still in proportion. */
const MOST_CELLS = 40;

const WAYS = [
  ['open', 'Across country'],
  ['road', 'Boxed, by road'],
  ['railway', 'By rail'],
] as const;

export function TransportDrawing({ plan }: { readonly plan: TransportPlan }): JSX.Element {
  const most = Math.max(1, ...WAYS.map(([way]) => plan[way].moves));
  const per = WIDTH / most;
  const cells = most <= MOST_CELLS;
  const label =
    `Moves to go the distance: across country ${plan.open.moves}, boxed by road ${plan.road.moves}, by rail ` +
    `${plan.railway.moves}, a move to entrain and one to detrain among them.`;
  return (
    <svg class="transport-svg" viewBox={`0 0 ${WIDTH} ${WAYS.length * ROW}`} role="img" aria-label={label}>
      {WAYS.map(([way, name], r) => {
        const moves = plan[way].moves;
        const y = r * ROW + 18;
        return (
          <g key={way} class={`transport-row transport-${way}`}>
            <text x={0} y={y - 4}>
              {name}: {moves} {moves === 1 ? 'move' : 'moves'}
            </text>
            {cells ? (
              Array.from({ length: moves }, (_, i) => (
                <rect
                  key={i}
                  class={
                    way === 'railway' && (i === 0 || i === moves - 1)
                      ? 'transport-cell transport-stop'
                      : 'transport-cell'
                  }
                  x={i * per + 1}
                  y={y}
                  width={Math.max(per - 2, 1)}
                  height={BAR}
                />
              ))
            ) : (
              <rect class="transport-cell" x={0} y={y} width={moves * per} height={BAR} />
            )}
          </g>
        );
      })}
    </svg>
  );
}
