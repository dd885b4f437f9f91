/**
 * The second half on the plate: breastworks (§104) as a rampart about the square with its signs counted in the
 * corner, A's solid and B's dashed; bridge-transporters (§136, §141) as a planked board over their two squares with
 * their number on the main surface; laid bridges (§143) as two rails with the number of their transporter. Drawn from
 * the state's plain set-ups; the engine checked them when they were put on the board.
 */
import type { JSX } from 'preact';
import type { Communication } from '../../../rules/hellwig/index.ts';
import { CELL } from '../symbols.tsx';
import type { KeyEntry } from '../BoardKey.tsx';
import type { WorksState } from '../worksState.ts';
import type { SchoolView } from '../schoolView.ts';

export interface WorksLayerProps {
  readonly works: WorksState;
  /** The top-left corner of a square in the drawing, or undefined if it is outside the window. */
  readonly corner: (square: number) => readonly [number, number] | undefined;
  /** The selected piece's communication with its side (§182): the path drawn, or the squares that cut it marked. */
  readonly route?: Communication | undefined;
  /** The engine's answers about the second school: the fire at the stepper's turn, the supply lines asked for. */
  readonly school?: SchoolView | undefined;
}

/** A breastwork's rampart at a square's corner: a wall on its four sides, the signs counted (§104, §106). */
function Rampart({ x, y, owner, signs }: { x: number; y: number; owner: string; signs?: number | undefined }) {
  return (
    <g class={`work work-${owner}`} data-work={owner}>
      <rect class="work-wall" x={x + 2.5} y={y + 2.5} width={CELL - 5} height={CELL - 5} />
      {signs !== undefined && (
        <text class="work-signs" x={x + CELL - 4} y={y + CELL - 4} text-anchor="end">
          {signs}
        </text>
      )}
    </g>
  );
}

/** A laid bridge at a square's corner: two rails and its transporter's number (§143). */
function LaidBridge({ x, y, number }: { x: number; y: number; number?: number }): JSX.Element {
  return (
    <g class="laid-bridge" data-laid={number}>
      <path class="laid-rails" d={`M${x + 3},${y + 7}H${x + CELL - 3}M${x + 3},${y + CELL - 7}H${x + CELL - 3}`} />
      {number !== undefined && (
        <text class="laid-number" x={x + CELL / 2} y={y + CELL / 2 + 3} text-anchor="middle">
          {number}
        </text>
      )}
    </g>
  );
}

/** A bridge-transporter's board over one square, its number on the main surface (§136, §141). */
function Pontoon({ x, y, number }: { x: number; y: number; number?: number | undefined }): JSX.Element {
  return (
    <g class="pontoon">
      <rect class="pontoon-board" x={x + 1.5} y={y + 1.5} width={CELL - 3} height={CELL - 3} rx="3" />
      <path class="pontoon-planks" d={`M${x + 4},${y + 9}H${x + CELL - 4}M${x + 4},${y + CELL - 9}H${x + CELL - 4}`} />
      {number !== undefined && (
        <text class="pontoon-number" x={x + CELL / 2} y={y + CELL / 2 + 4} text-anchor="middle">
          {number}
        </text>
      )}
    </g>
  );
}

/** The breastworks, bridge-transporters and laid bridges inside the window. */
export function WorksLayer({ works, corner, route }: WorksLayerProps): JSX.Element | null {
  const out: JSX.Element[] = [];
  if (route) out.push(<Route key="route" route={route} corner={corner} />);
  for (const t of works.network?.transporters ?? []) {
    for (const [sq, main] of [
      [t.main, true],
      [t.secondary, false],
    ] as const) {
      const c = corner(sq);
      if (c)
        out.push(
          <g key={`t${sq}`} data-bridge-transporter={t.number} data-surface={main ? 'main' : 'secondary'}>
            <Pontoon x={c[0]} y={c[1]} number={main ? t.number : undefined} />
          </g>,
        );
    }
  }
  for (const l of works.network?.laid ?? []) {
    const c = corner(l.square);
    if (c) out.push(<LaidBridge key={`l${l.square}`} x={c[0]} y={c[1]} number={l.transporter} />);
  }
  for (const w of works.works ?? []) {
    const c = corner(w.square);
    if (c) out.push(<Rampart key={`w${w.square}`} x={c[0]} y={c[1]} owner={w.owner} signs={w.signs} />);
  }
  return out.length ? <g class="works">{out}</g> : null;
}

/** A communication's path as a line through its squares, or each square that cuts it crossed out (§182). */
function Route({ route, corner }: { readonly route: Communication; readonly corner: WorksLayerProps['corner'] }) {
  const h = CELL / 2;
  if (route.communicates) {
    const points = route.path.flatMap((s) => {
      const c = corner(s);
      return c ? [`${c[0] + h},${c[1] + h}`] : [];
    });
    return <polyline class="route-path" data-route={route.path.join(' ')} points={points.join(' ')} />;
  }
  return (
    <g class="route-cut" data-cut={route.cut.map((c) => c.square).join(' ')}>
      {route.cut.map((x) => {
        const c = corner(x.square);
        return c ? (
          <path
            key={x.square}
            d={`M${c[0] + 5},${c[1] + 5}l${CELL - 10},${CELL - 10}m0,${10 - CELL}l${10 - CELL},${CELL - 10}`}
          />
        ) : null;
      })}
    </g>
  );
}

/** The key's entries for the second half, drawn by the same code as the plate. */
export const WORKS_KEY: readonly KeyEntry[] = [
  {
    name: 'breastwork',
    words: 'a breastwork, its signs counted; A’s wall solid, B’s dashed (§104, §106)',
    swatch: <Rampart x={0} y={0} owner="A" />,
  },
  {
    name: 'bridge-transporter',
    words: 'a bridge-transporter, its number on the main surface (§136, §141)',
    swatch: <Pontoon x={0} y={0} />,
  },
  {
    name: 'laid-bridge',
    words: 'a bridge laid over water, with the number of its transporter (§143)',
    swatch: <LaidBridge x={0} y={0} />,
  },
];
