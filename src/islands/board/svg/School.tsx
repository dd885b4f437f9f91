/**
 * The second school on the plate: a hill (§235, §236) as an outline about its four squares with the flag at their
 * meeting point, one circle for the first kind and two for the second, and its height; a depot (§244) as a flag marked
 * D in the corner of its square, A's solid and B's dashed, with its field (§248) outlined when the reader asks; a
 * burning building (§74) as a flame with the moves it has left, at the turn the fire's stepper shows, and a site burned
 * out crossed; a supply line asked for (§255) as a line from the depot to the fortress, or its barring squares ringed;
 * the bridges a selected mortar may set on fire (§166) ringed in red. Drawn from the state's plain set-ups and the
 * engine's answers (schoolView.ts); the engine checked them when they were put on the board.
 */
import { PLACED_FORTRESS_KEY, placedFortressMarks } from './PlacedFortress.tsx';
import type { JSX } from 'preact';
import { DEPOT_REACH } from '../../../rules/hellwig/index.ts';
import { CELL } from '../symbols.tsx';
import { Ashes, Flame } from './fireMarks.tsx';
import { DepotFlag } from './DepotFlag.tsx';
import type { KeyEntry } from '../BoardKey.tsx';
import type { SchoolState } from '../schoolState.ts';
import type { SchoolView } from '../schoolView.ts';

export interface SchoolLayerProps {
  readonly school: SchoolState;
  /** The engine's answers, where the board asked for them: the fire's turn, the supply lines, a mortar's bridges. */
  readonly view?: SchoolView | undefined;
  /** The top-left corner of a square in the drawing, or undefined if it is outside the window. */
  readonly corner: (square: number) => readonly [number, number] | undefined;
}

const HEIGHT = { first: 2, second: 1 } as const;

/** A hill's flag where its four squares meet: one circle for the first kind, two for the second (§235, §236). */
function HillFlag({ x, y, kind }: { x: number; y: number; kind: 'first' | 'second' }): JSX.Element {
  return (
    <g class={`hill-flag hill-${kind}`}>
      <path class="hill-pin" d={`M${x},${y}v-12h9l-3,3l3,3h-9`} />
      <circle class="hill-ring" cx={x} cy={y} r="3" />
      {kind === 'second' && <circle class="hill-ring" cx={x} cy={y} r="5.5" />}
      {/* In the top right of the hill's lower left square, clear of the square numbers in the top left corners. */}
      <text class="hill-height" x={x - 3} y={y + 10} text-anchor="end">
        {HEIGHT[kind]}
      </text>
    </g>
  );
}

/** A supply line's path through the centres of its squares inside the window (§255). */
function pathOf(squares: readonly number[], corner: SchoolLayerProps['corner']): string {
  const points = squares.map(corner).filter((c): c is readonly [number, number] => c !== undefined);
  return points.map(([x, y], i) => `${i ? 'L' : 'M'}${x + CELL / 2},${y + CELL / 2}`).join('');
}

/** A square ringed: one that bars a supply line (§257, §258), or a bridge a mortar may set on fire (§166). */
function Ring({ x, y, cls }: { x: number; y: number; cls: string }): JSX.Element {
  return <rect class={cls} x={x + 3} y={y + 3} width={CELL - 6} height={CELL - 6} rx="4" />;
}

/** The supply lines asked for, and the bridges a selected mortar may set on fire. */
function asked(view: SchoolView | undefined, corner: SchoolLayerProps['corner']): JSX.Element[] {
  const out: JSX.Element[] = [];
  for (const l of view?.lines ?? []) {
    if ('problem' in l) continue;
    if (l.open) {
      out.push(<path key={`l${l.depot}`} class="supply-line" data-supply-line={l.depot} d={pathOf(l.path, corner)} />);
      continue;
    }
    for (const b of l.barred) {
      const c = corner(b.square);
      if (c)
        out.push(
          <g key={`b${l.depot}-${b.square}`} data-barred={b.square}>
            <Ring x={c[0]} y={c[1]} cls="supply-barred" />
          </g>,
        );
    }
  }
  for (const b of view?.bridgeFire?.bridges ?? []) {
    const c = corner(b.bridge);
    if (c)
      out.push(
        <g key={`bf${b.bridge}`} data-bridge-fire={b.bridge}>
          <Ring x={c[0]} y={c[1]} cls="bridge-fire" />
        </g>,
      );
  }
  return out;
}

/** The hills, depots and fire inside the window. */
export function SchoolLayer({ school, view, corner }: SchoolLayerProps): JSX.Element | null {
  const out: JSX.Element[] = [];
  for (const h of school.hills ?? []) {
    const cs = h.squares.map(corner).filter((c): c is readonly [number, number] => c !== undefined);
    if (!cs.length) continue;
    const x = Math.min(...cs.map((c) => c[0]));
    const y = Math.min(...cs.map((c) => c[1]));
    const w = Math.max(...cs.map((c) => c[0])) + CELL - x;
    const ht = Math.max(...cs.map((c) => c[1])) + CELL - y;
    out.push(
      <g key={`h${h.squares.join('.')}`} data-hill={h.kind} data-squares={h.squares.join(' ')}>
        <rect class={`hill hill-${h.kind}`} x={x + 1} y={y + 1} width={w - 2} height={ht - 2} rx="6" />
        {cs.length === 4 && <HillFlag x={x + CELL} y={y + CELL} kind={h.kind} />}
      </g>,
    );
  }
  for (const d of school.depots ?? []) {
    const c = corner(d.square);
    if (!c) continue;
    const reach = DEPOT_REACH * CELL;
    out.push(
      <g key={`d${d.square}`} data-depot={d.owner} data-square={d.square}>
        {school.fields?.includes(d.square) && (
          <rect
            class="depot-field"
            x={c[0] - reach}
            y={c[1] - reach}
            width={2 * reach + CELL}
            height={2 * reach + CELL}
          />
        )}
        <DepotFlag x={c[0]} y={c[1]} owner={d.owner} />
      </g>,
    );
  }
  // The fire at the stepper's turn, if the engine was asked; else as placed.
  const fire = view?.fire?.steps.now ?? school.fire;
  for (const b of fire?.burning ?? []) {
    const c = corner(b.square);
    if (c)
      out.push(
        <g key={`f${b.square}`} data-burning={b.movesLeft ?? ''}>
          <Flame x={c[0]} y={c[1]} left={b.movesLeft} />
        </g>,
      );
  }
  for (const s of fire?.burnedOut ?? []) {
    const c = corner(s);
    if (c)
      out.push(
        <g key={`o${s}`} data-burned-out={s}>
          <Ashes x={c[0]} y={c[1]} />
        </g>,
      );
  }
  out.push(...asked(view, corner));
  if (view?.fortresses) out.push(...placedFortressMarks(view.fortresses, corner));
  return out.length ? <g class="school">{out}</g> : null;
}

/** The key's entries for the second school, drawn by the same code as the plate. */
export const SCHOOL_KEY: readonly KeyEntry[] = [
  PLACED_FORTRESS_KEY,
  {
    name: 'hill',
    words:
      'a hill of four squares, its flag where they meet: one ring and height 2 the first kind, two rings and ' +
      'height 1 the second (§235, §236)',
    swatch: <HillFlag x={CELL / 2} y={CELL - 6} kind="first" />,
  },
  {
    name: 'depot',
    words:
      'a depot, its flag marked D; A’s solid, B’s dashed; its field of 81 squares outlined when asked (§244, §248)',
    swatch: <DepotFlag x={0} y={0} owner="A" />,
  },
  {
    name: 'fire',
    words: 'a burning building, with the moves it stays impassable (§74)',
    swatch: <Flame x={0} y={0} left={6} />,
  },
  {
    name: 'supply-line',
    words:
      'a depot’s supply line when asked, or what bars it ringed (§255); a bridge a mortar may set on fire ' +
      'ringed red (§166)',
    swatch: <path class="supply-line" d={`M4,${CELL / 2}H${CELL - 4}`} />,
  },
  {
    name: 'burned-out',
    words: 'a building burned out: plain ground again (§74)',
    swatch: <Ashes x={0} y={0} />,
  },
];
