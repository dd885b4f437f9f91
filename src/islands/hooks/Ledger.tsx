/**
 * The ledger of Hook's Farm: each side's strength by arm after every half-move, with the dead
 * and the prisoners, as a chart (d3 scales and line shapes) and as a table with the same numbers.
 * The rows come from the engine's replay; nothing here is counted by hand.
 */
import type { JSX } from 'preact';
import { nice, ticks } from 'd3-array';
import { scalePoint } from 'd3-scale';
import { line } from 'd3-shape';
import type { BattleStep, LedgerRow, Tally } from '../../rules/wells/hooks-farm/index.ts';
import { linear, r1 } from './geometry.ts';

/** A short name for a half-move, for the chart's axis: "R3", "B put", "R7+". */
function shortName(step: BattleStep): string {
  const h = step.halfMove;
  const side = h.army === 'red' ? 'R' : 'B';
  return h.kind === 'put-down' ? `${side}↓` : `${side}${h.ownMove}${h.kind === 'summary' ? '+' : ''}`;
}

const total = (t: Tally) => t.infantry + t.cavalry;

interface Series {
  readonly key: string;
  readonly name: string;
  readonly army: 'red' | 'blue';
  /** Dashes as well as colour tell the series apart. */
  readonly dash: string;
  readonly mark: 'diamond' | 'square' | 'cross' | 'ring' | 'triangle';
  readonly value: (row: LedgerRow) => number;
}

/** The series of the chart: men on the field by side and arm, then each side's dead and Red's men taken. */
const SERIES: readonly Series[] = [
  {
    key: 'red-inf',
    name: 'Red infantry on the field',
    army: 'red',
    dash: '',
    mark: 'diamond',
    value: (r) => r.red.onField.infantry,
  },
  {
    key: 'red-cav',
    name: 'Red cavalry on the field',
    army: 'red',
    dash: '6 3',
    mark: 'diamond',
    value: (r) => r.red.onField.cavalry,
  },
  {
    key: 'blue-inf',
    name: 'Blue infantry on the field',
    army: 'blue',
    dash: '',
    mark: 'square',
    value: (r) => r.blue.onField.infantry,
  },
  {
    key: 'blue-cav',
    name: 'Blue cavalry on the field',
    army: 'blue',
    dash: '6 3',
    mark: 'square',
    value: (r) => r.blue.onField.cavalry,
  },
  {
    key: 'red-dead',
    name: 'Red dead (all arms)',
    army: 'red',
    dash: '1 3',
    mark: 'cross',
    value: (r) => total(r.red.dead),
  },
  {
    key: 'blue-dead',
    name: 'Blue dead (all arms)',
    army: 'blue',
    dash: '1 3',
    mark: 'cross',
    value: (r) => total(r.blue.dead),
  },
  {
    key: 'red-taken',
    name: 'Red men prisoner in Blue’s hands',
    army: 'red',
    dash: '10 2 2 2',
    mark: 'ring',
    value: (r) => total(r.red.prisoners),
  },
  // At the retreat Red's lines on the field fall to nought: this one says where the men went who were neither killed
  // nor taken.
  {
    key: 'red-gone',
    name: 'Red men escaped, or whose fate is not told',
    army: 'red',
    dash: '3 2',
    mark: 'triangle',
    value: (r) => total(r.red.escaped) + total(r.red.untold),
  },
];

const W = 720;
const H = 250;
const M = { top: 16, right: 12, bottom: 28, left: 34 };

const MARKS: Record<Series['mark'], string> = {
  diamond: 'M0 -4L4 0L0 4L-4 0Z',
  square: 'M-3.5 -3.5h7v7h-7Z',
  cross: 'M-3.5 -3.5L3.5 3.5M3.5 -3.5L-3.5 3.5',
  ring: 'M-3.5 0a3.5 3.5 0 1 0 7 0a3.5 3.5 0 1 0 -7 0Z',
  triangle: 'M0 -4.5L4 3L-4 3Z',
};

/** A small swatch of a series, for the legend. */
function Swatch({ s }: { s: Series }): JSX.Element {
  return (
    <svg class={`hf-swatch hf-series hf-${s.army}`} viewBox="0 0 30 10" width="30" height="10" aria-hidden="true">
      <path class="hf-series-line" d="M1 5H29" stroke-dasharray={s.dash || undefined} />
      <path class={`hf-series-mark hf-mark-${s.mark}`} transform="translate(15 5)" d={MARKS[s.mark]} />
    </svg>
  );
}

export interface LedgerChartProps {
  readonly steps: readonly BattleStep[];
  /** The half-move on screen, marked on the chart. */
  readonly current: number;
}

/** Strength by side and arm over the half-moves, with the dead and the prisoners. */
export function LedgerChart({ steps, current }: LedgerChartProps): JSX.Element {
  const x = scalePoint<number>()
    .domain(steps.map((s) => s.index))
    .range([M.left, W - M.right])
    .padding(0.3);
  const max = Math.max(...steps.flatMap((s) => SERIES.map((series) => series.value(s.ledger))));
  const [, top] = nice(0, max, 5);
  const y = linear([0, top], [H - M.bottom, M.top]);
  // Red's series start at his putting down; Blue's at his own, when Blue first has men on the field.
  const shownFor = (s: Series) => steps.slice(s.army === 'red' ? 0 : 1);
  const path = line<BattleStep>().x((s) => r1(x(s.index) ?? 0));
  const last = steps.at(-1)!.ledger;
  const end = SERIES.map((s) => `${s.name}, ${s.value(last)}`).join('; ');
  const cx = r1(x(current) ?? 0);
  return (
    <figure class="hf-chart">
      {/* On a phone the chart keeps a legible size and scrolls sideways in this frame, as the map does; focusable so
         the keyboard can scroll it. */}
      <div class="hf-chart-scroll" tabIndex={0} role="group" aria-label="The ledger chart">
        <svg
          viewBox={`0 0 ${W} ${H}`}
          role="img"
          aria-label={
            `Chart of the ledger over ${steps.length} half-moves (the table below gives every number). ` +
            `At the end: ${end}.`
          }
        >
          <g class="hf-axis">
            {ticks(0, top, 5).map((v) => (
              <g key={v} transform={`translate(0 ${r1(y(v))})`}>
                <path d={`M${M.left} 0H${W - M.right}`} />
                <text x={M.left - 5} y={3.5} text-anchor="end">
                  {v}
                </text>
              </g>
            ))}
            {steps.map((s) => (
              <text
                key={s.index}
                x={r1(x(s.index) ?? 0)}
                y={H - M.bottom + 15}
                text-anchor="middle"
                class={s.index === current ? 'hf-axis-current' : undefined}
              >
                {shortName(s)}
              </text>
            ))}
          </g>
          <path class="hf-chart-now" d={`M${cx} ${M.top}V${H - M.bottom}`} />
          {SERIES.map((s) => (
            <g key={s.key} class={`hf-series hf-${s.army}`}>
              <path
                class="hf-series-line"
                d={path.y((st) => r1(y(s.value(st.ledger))))(shownFor(s)) ?? ''}
                stroke-dasharray={s.dash || undefined}
              />
              {shownFor(s).map((st) => (
                <path
                  key={st.index}
                  class={`hf-series-mark hf-mark-${s.mark}`}
                  transform={`translate(${r1(x(st.index) ?? 0)} ${r1(y(s.value(st.ledger)))})`}
                  d={MARKS[s.mark]}
                />
              ))}
            </g>
          ))}
        </svg>
      </div>
      <figcaption>
        <ul class="hf-legend">
          {SERIES.map((s) => (
            <li key={s.key}>
              <Swatch s={s} /> {s.name}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}

export interface LedgerTableProps {
  readonly steps: readonly BattleStep[];
  readonly current?: number;
  /** The fragment each half-move links to (the static sequence), and a handler to jump there instead. */
  readonly href: (step: BattleStep) => string;
  readonly onJump?: (index: number) => void;
}

/** The same numbers as the chart, one row a half-move. */
export function LedgerTable({ steps, current, href, onJump }: LedgerTableProps): JSX.Element {
  return (
    <>
      {/* The explanation stands outside the scrolling box, so a narrow screen does not cut it off. */}
      <p class="hf-ledger-note">
        The running strength after every half-move, computed from the events. “In action”: guns with four of their
        side’s men within six inches.
      </p>
      <section class="hf-table-wrap" aria-label="The ledger, half-move by half-move" tabIndex={0}>
        <table class="hf-ledger">
          <caption class="visually-hidden">The ledger, half-move by half-move</caption>
          <thead>
            <tr>
              <td rowSpan={2} />
              <th scope="colgroup" colSpan={7} class="hf-red-head">
                Red
              </th>
              <th scope="colgroup" colSpan={4} class="hf-blue-head">
                Blue
              </th>
              <th scope="colgroup" colSpan={2}>
                Blue holds
              </th>
            </tr>
            <tr>
              <th scope="col">Infantry</th>
              <th scope="col">Cavalry</th>
              <th scope="col">Guns (in action)</th>
              <th scope="col">Dead</th>
              <th scope="col">Taken</th>
              <th scope="col">Escaped</th>
              <th scope="col">Fate not told</th>
              <th scope="col">Infantry</th>
              <th scope="col">Cavalry</th>
              <th scope="col">Guns (in action)</th>
              <th scope="col">Dead</th>
              <th scope="col">Prisoners</th>
              <th scope="col">Captured guns</th>
            </tr>
          </thead>
          <tbody>
            {steps.map((s) => {
              const { red, blue } = s.ledger;
              const guns = (g: typeof red.guns) => `${g.inAction + g.outOfAction} (${g.inAction})`;
              return (
                <tr
                  key={s.index}
                  class={s.index === current ? 'hf-row-current' : undefined}
                  aria-current={s.index === current ? 'step' : undefined}
                >
                  <th scope="row">
                    <a
                      href={href(s)}
                      onClick={
                        onJump
                          ? (e) => {
                              e.preventDefault();
                              onJump(s.index);
                            }
                          : undefined
                      }
                    >
                      {s.halfMove.title}
                    </a>
                  </th>
                  <td>{red.onField.infantry}</td>
                  <td>{red.onField.cavalry}</td>
                  <td>{guns(red.guns)}</td>
                  <td>{total(red.dead)}</td>
                  <td>{total(red.prisoners)}</td>
                  <td>{total(red.escaped) + (red.guns.escaped ? ` + ${red.guns.escaped} gun` : '')}</td>
                  <td>{total(red.untold)}</td>
                  <td>{blue.onField.infantry}</td>
                  <td>{blue.onField.cavalry}</td>
                  <td>{guns(blue.guns)}</td>
                  <td>{total(blue.dead)}</td>
                  <td>{blue.prisonersHeld}</td>
                  <td>{blue.gunsCaptured}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </>
  );
}
