/**
 * Planning a wheeling of the selected gun or formation: pivot, kind and sense, what the engine
 * makes of the plan (its path, or what blocks it), the same quarter the other way round when the
 * plan is blocked, and the Wheel button (§62, §95, §174, §177).
 */
import type { JSX } from 'preact';
import {
  cornersOf,
  QUARTER_TURNS,
  rectangleOf,
  setupOf,
  wheel,
  wheelFormation,
  wheelRectangle,
  WHEEL_KINDS,
  WHEEL_SENSES,
  type Grid,
  type Square,
  type WheelKind,
  type WheelSense,
} from '../../../rules/hellwig/index.ts';
import { tryRule } from '../../../rules/result.ts';
import { RadioGroup } from '../../shared/RadioGroup.tsx';
import { useAsleep } from '../asleep.ts';
import { blockWords, wheelWords } from '../explain.ts';
import { DEFAULT_WHEEL, type BoardState, type WheelChoice } from '../state.ts';
import { viewOf, type BoardView } from '../view.ts';
import { pivotWords, SAID } from '../words.ts';

type Wheeling = Exclude<NonNullable<BoardView['resolved']>, { type: 'piece' }>;

interface WheelControlsProps {
  readonly view: BoardView;
  readonly r: Wheeling;
  readonly state: BoardState;
  readonly id: string;
  readonly onState: (s: BoardState, sentence: string, focusNext?: string) => void;
  readonly onWheel: () => void;
}

/** The planner of a gun's or formation's wheeling, with the engine's verdict on the plan (§62, §95). */
export function WheelControls({ view, r, state, id, onState, onWheel }: WheelControlsProps): JSX.Element {
  const asleep = useAsleep();
  const plan = state.wheel;
  // Say what the engine makes of the new choice, as the panel shows it: free, or blocked and by what.
  const replan = (wheel: WheelChoice, focusNext?: string) => {
    const next = { ...state, wheel };
    const r2 = viewOf(next).resolved;
    const words = r2 && r2.type !== 'piece' && r2.wheel ? wheelWords(r2.wheel, state.setup) : undefined;
    onState(next, SAID.replanned(wheel, pivotWords(r, wheel.pivot), words), focusNext);
  };
  const setWheel = (patch: Partial<WheelChoice>) => plan && replan({ ...plan, ...patch });
  const planned = r.wheel;
  const wheelResult = planned && wheelWords(planned, state.setup);
  return (
    <fieldset class="board-wheel">
      <legend>Wheeling (§62{r.type === 'formation' ? ', §95, §174' : ''})</legend>
      <button
        disabled={asleep}
        type="button"
        aria-pressed={plan !== undefined}
        onClick={() =>
          onState(
            {
              ...state,
              wheel: plan
                ? undefined
                : { ...DEFAULT_WHEEL, pivot: r.type === 'formation' ? (r.squares[0] as number) : 'artillerists' },
            },
            plan ? SAID.wheelPutAway : SAID.wheelPlanOpened,
          )
        }
      >
        Plan a wheeling
      </button>
      {plan && (
        <>
          {r.type === 'device' ? (
            <RadioGroup
              disabled={asleep}
              name={`${id}-pivot`}
              legend="About"
              options={['artillerists', 'gun'] as const}
              value={typeof plan.pivot === 'number' ? 'artillerists' : plan.pivot}
              label={(o) =>
                o === 'artillerists' ? `the artillerists’ square ${r.device.artillerists}` : `the gun ${r.device.gun}`
              }
              onChange={(o) => setWheel({ pivot: o })}
            />
          ) : (
            <RadioGroup
              disabled={asleep}
              name={`${id}-pivot`}
              legend="About the corner"
              options={corners(r.squares, view.board.grid).map(String)}
              value={String(plan.pivot)}
              label={(o) => o}
              onChange={(o) => setWheel({ pivot: Number(o) })}
            />
          )}
          <RadioGroup<WheelKind>
            disabled={asleep}
            name={`${id}-kind`}
            legend="Kind"
            options={WHEEL_KINDS}
            value={plan.kind}
            label={(o) => `${o} (${QUARTER_TURNS[o]} quarter${QUARTER_TURNS[o] > 1 ? 's' : ''})`}
            onChange={(o) => setWheel({ kind: o })}
          />
          <RadioGroup<WheelSense>
            disabled={asleep}
            name={`${id}-sense`}
            legend="Sense"
            options={WHEEL_SENSES}
            value={plan.sense}
            label={(o) => o}
            onChange={(o) => setWheel({ sense: o })}
          />
          {planned?.ok && wheelResult ? (
            <p class="board-wheel-result">
              {wheelResult.course} {wheelResult.legal ? wheelResult.verdict : <strong>{wheelResult.verdict}</strong>}
            </p>
          ) : wheelResult ? (
            <p class="widget-error">{wheelResult.verdict}</p>
          ) : null}
          {planned?.ok && !planned.value.legal && (
            <OtherWay view={view} r={r} plan={plan} onPlan={(w) => replan(w, '.board-wheel-go')} />
          )}
          <button
            type="button"
            class="board-wheel-go"
            onClick={onWheel}
            disabled={asleep || !planned?.ok || !planned.value.legal}
          >
            Wheel
          </button>
        </>
      )}
    </fieldset>
  );
}

/** The same quarter reached the other way round: small one way is greatest the other (§62). */
const OTHER_KIND: Record<WheelKind, WheelKind> = { small: 'greatest', larger: 'larger', greatest: 'small' };

/**
 * When a wheeling is blocked, the wheeling that ends on the same squares the other way round, as the engine judges it
 * (§62, §177).
 */
function OtherWay({
  view,
  r,
  plan,
  onPlan,
}: {
  readonly view: BoardView;
  readonly r: Exclude<NonNullable<BoardView['resolved']>, { type: 'piece' }>;
  readonly plan: WheelChoice;
  readonly onPlan: (w: WheelChoice) => void;
}): JSX.Element | null {
  const asleep = useAsleep();
  const other: WheelChoice = {
    ...plan,
    kind: OTHER_KIND[plan.kind],
    sense: plan.sense === 'clockwise' ? 'anticlockwise' : 'clockwise',
  };
  const tried =
    r.type === 'device'
      ? tryRule(() =>
          wheel(view.board, r.device, {
            kind: other.kind,
            sense: other.sense,
            pivot: typeof other.pivot === 'number' ? 'artillerists' : other.pivot,
          }),
        )
      : tryRule(() =>
          (r.loose ? wheelRectangle : wheelFormation)(view.board, r.squares, {
            kind: other.kind,
            sense: other.sense,
            pivot: typeof other.pivot === 'number' ? other.pivot : (r.squares[0] as number),
          }),
        );
  if (!tried.ok) return null;
  const w = tried.value;
  const passed = w.passed.join(', ');
  return (
    <p class="board-other-way">
      The other way round, the {other.kind} wheeling {other.sense} ends on the same squares over {passed}:{' '}
      {w.legal
        ? 'that way is free.'
        : `blocked too, on ${w.blockedBy.square} ` +
          `(${blockWords(w.blockedBy.reason, setupOf(view.board), w.blockedBy.square)}).`}{' '}
      {w.legal && (
        <button disabled={asleep} type="button" onClick={() => onPlan(other)}>
          Plan the {other.kind} wheeling
        </button>
      )}
    </p>
  );
}

function corners(squares: readonly Square[], grid: Grid): number[] {
  const rect = rectangleOf(squares, grid);
  return rect ? cornersOf(rect, grid) : [];
}
