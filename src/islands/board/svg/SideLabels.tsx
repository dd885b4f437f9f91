/** The sides of the plate about the drawing: AB, CD, AC and BD, or the way toward them for a part of it. */
import type { JSX } from 'preact';
import type { Window } from '../lessons.ts';

export function SideLabels({
  width,
  height,
  window: w,
  rows,
  columns,
}: {
  readonly width: number;
  readonly height: number;
  readonly window: Window;
  readonly rows: number;
  readonly columns: number;
}): JSX.Element {
  const whole = (edge: boolean, name: string) => (edge ? `side ${name}` : `toward ${name}`);
  return (
    <g class="side-labels">
      <text x={width / 2} y={14} text-anchor="middle">
        {whole(w.top === 0, 'AB')} ↑
      </text>
      <text x={width / 2} y={height - 5} text-anchor="middle">
        ↓ {whole(w.top + w.rows === rows, 'CD')}
      </text>
      <text transform={`translate(13 ${height / 2}) rotate(-90)`} text-anchor="middle">
        {whole(w.left === 0, 'AC')}
      </text>
      <text transform={`translate(${width - 13} ${height / 2}) rotate(90)`} text-anchor="middle">
        {whole(w.left + w.columns === columns, 'BD')}
      </text>
    </g>
  );
}
