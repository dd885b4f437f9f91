/** What happened in the half-move on the Hook's Farm map: the trails of what moved, the shots, the mêlées. */
import type { JSX } from 'preact';
import type { BattleStep } from '../../../rules/wells/hooks-farm/index.ts';
import { MELEE_PATH, arrowHead, positionAt, r1 } from '../geometry.ts';
import type { At } from './sizes.ts';
import { UNTOLD, isUntold } from '../words.ts';

/** Where a point of the table falls on the map. */
type ToSvg = (p: At) => At;

/**
 * The trail of each body or gun that moved, as far as it has gone at `t`, with its arrowhead; none for a shuffle. In a
 * half-move the text does not tell, the trails are dashed and a label in the corner says they are not in the text.
 */
export function Trails({ step, svg, t }: { step: BattleStep; svg: ToSvg; t: number }): JSX.Element {
  const untold = isUntold(step);
  return (
    <g class={untold ? 'hf-trails hf-trails-untold' : 'hf-trails'}>
      {untold && (
        // One label for the half-move, in the open corner of the table, rather than one by each trail in the crowd.
        <text class="hf-untold-label" x={16} y={40}>
          {`Dashed: ${UNTOLD}`}
        </text>
      )}
      {step.movements.map((m) => {
        const from = svg(m.from);
        const to = svg(positionAt(m, m.to, t));
        if (Math.hypot(to.x - from.x, to.y - from.y) < 3) return null;
        return (
          <g key={m.id} class={`hf-trail hf-trail-${m.what}`}>
            <path d={`M${from.x} ${from.y}L${r1(to.x)} ${r1(to.y)}`} />
            <path class="hf-arrow" d={arrowHead(from, to)} />
          </g>
        );
      })}
    </g>
  );
}

/** The line of each gun's shot, drawn out from the gun towards its aim as the guns' phase runs. */
export function Shots({ step, svg, gunsPhase }: { step: BattleStep; svg: ToSvg; gunsPhase: number }): JSX.Element {
  return (
    <g class="hf-shots">
      {gunsPhase > 0 &&
        step.shots.map((s) => {
          const from = svg(s.from);
          const aim = svg(s.to);
          const to = { x: from.x + (aim.x - from.x) * gunsPhase, y: from.y + (aim.y - from.y) * gunsPhase };
          return <path key={s.gun} class={`hf-shot hf-${s.army}`} d={`M${from.x} ${from.y}L${r1(to.x)} ${r1(to.y)}`} />;
        })}
    </g>
  );
}

/** A star on each mêlée, growing as the mêlée's phase runs; nothing before it starts. */
export function Melees({ meleeAt, meleePhase }: { meleeAt: readonly At[]; meleePhase: number }): JSX.Element | null {
  if (!(meleePhase > 0)) return null;
  return (
    <>
      {meleeAt.map((p, i) => (
        <path
          key={`melee-${i}`}
          class="hf-melee"
          transform={`translate(${p.x} ${p.y}) scale(${r1(0.4 + 0.6 * meleePhase)})`}
          d={MELEE_PATH}
        />
      ))}
    </>
  );
}
