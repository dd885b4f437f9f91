/**
 * The raid after one stage's rules, in the mêlée calculator's drawing style: the horsemen above
 * the line of contact, the men about the gun below it, the gun at their side. The dead lie crossed
 * out, prisoners are hollow and ringed, and the gun says whether it fires.
 */
import type { JSX } from 'preact';
import type { StageOutcome } from '../../rules/wells/index.ts';
import { CELL, WIDTH, meleeLayout } from '../melee/geometry.ts';
import { Figure } from '../melee/MeleeDrawing.tsx';
import type { ManStatus } from '../melee/frames.ts';
import { gunWords } from './words.ts';

const GUN_COLUMN = 90;

function statusOf(index: number, dead: number, prisoners: number): ManStatus {
  return index < dead ? 'dead' : index < dead + prisoners ? 'prisoner' : 'standing';
}

/** The drawing, with a text equivalent for screen readers. */
export function HistoryDrawing({
  outcome,
  horsemen,
  gunners,
}: {
  readonly outcome: StageOutcome;
  readonly horsemen: number;
  readonly gunners: number;
}): JSX.Element {
  const layout = meleeLayout(horsemen, gunners);
  const { dead, prisoners } = outcome;
  const label =
    `Horsemen: ${horsemen - dead.horsemen - prisoners.horsemen} standing, ${dead.horsemen} dead, ` +
    `${prisoners.horsemen} prisoners; ` +
    (`men about the gun: ${gunners - dead.gunners - prisoners.gunners} standing, ${dead.gunners} dead, ` +
      `${prisoners.gunners} prisoners; `) +
    `the gun ${gunWords(outcome.gun)}.`;
  const gunY = layout.lineY + CELL;
  const gx = WIDTH + GUN_COLUMN / 2;
  return (
    <svg
      class="melee-svg grew-svg"
      viewBox={`0 0 ${WIDTH + GUN_COLUMN} ${layout.height + 22}`}
      role="img"
      aria-label={label}
    >
      <text x={0} y={layout.lineY - 4}>
        horsemen ↓
      </text>
      <line x1={0} x2={WIDTH} y1={layout.lineY} y2={layout.lineY} class="melee-contact" />
      <text x={WIDTH} y={layout.lineY + 12} text-anchor="end">
        ↑ men about the gun
      </text>
      {layout.a.map((p, i) => (
        <Figure key={`a${i}`} place={p} side="a" status={statusOf(i, dead.horsemen, prisoners.horsemen)} />
      ))}
      {layout.b.map((p, i) => (
        <Figure key={`b${i}`} place={p} side="b" status={statusOf(i, dead.gunners, prisoners.gunners)} />
      ))}
      <g
        class={`grew-gun grew-gun-${outcome.gun.state}`}
        transform={`translate(${gx} ${gunY})`}
        fill="none"
        stroke="currentColor"
        stroke-width={2}
      >
        <path d="M-22 -4 L14 -12" stroke-width={5} stroke-linecap="round" />
        <circle cx={0} cy={2} r={9} />
        <path d="M0 2 L-20 12" />
        {outcome.gun.shots === 0 && <path d="M-18 -18 L18 18 M18 -18 L-18 18" stroke-dasharray="3 2" />}
      </g>
      <text x={gx} y={gunY + 28} text-anchor="middle">
        gun: {gunWords(outcome.gun)}
      </text>
      <g transform={`translate(0 ${layout.height + 12})`} aria-hidden="true">
        <text x={0} y={0}>
          standing: upright · dead: lying, crossed · prisoner: hollow, ringed
        </text>
      </g>
    </svg>
  );
}
