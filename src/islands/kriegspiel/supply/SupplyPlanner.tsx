/**
 * The supply planner (appendix pp. 106–107, l.964–986): a body of infantry or cavalry over a number of moves, the
 * packets of food, forage and ammunition it gives up every six moves, whether they count where they are given up, and
 * what it may do while each kind is late. Every number and every state comes from `supplyPlan`.
 */
import { useMemo } from 'preact/hooks';
import type { JSX } from 'preact';
import {
  LATE_SUPPLY_READINGS,
  MAX_PLAN_MOVES,
  SUPPLY_ARMS,
  SUPPLY_FRACTIONS,
  SUPPLY_PERIOD_MOVES,
  siegeOutcome,
  supplyPlan,
  type SupplyStatus,
} from '../../../rules/wells/index.ts';
import { pageHref } from '../../../edition/little-wars.ts';
import { tryRule } from '../../../rules/result.ts';
import { RadioGroup } from '../../shared/RadioGroup.tsx';
import { Stepper } from '../../shared/Stepper.tsx';
import { WidgetFrame, WidgetResult } from '../../shared/WidgetFrame.tsx';
import { MOST_MEN, useCalculator, type CalculatorProps } from '../../shared/calculator.ts';
import { useHydrated } from '../../shared/hydrated.ts';
import { MOST_FEET, SUPPLY_FIELDS, type Counted } from './address.ts';
import { YES_NO, planInput, siegeInput, type SupplyPlannerState } from './state.ts';
import { SupplyStrip } from './SupplyStrip.tsx';
import {
  FRACTION_LABELS,
  LATE_LABELS,
  STATUS_LABELS,
  dueReasons,
  moveSpan,
  needReasons,
  reachReason,
  runReason,
  runs,
  siegeReasons,
  siegeSummary,
  summary,
} from './words.ts';

const SUPPLY_NOTES = `${pageHref(106).replace(/#p106$/, '')}#note-supply-readings`;
const STATUSES: readonly SupplyStatus[] = ['supplied', 'cannot-fire', 'cannot-move', 'out-of-action'];

export function SupplyPlanner({
  presets,
  initial,
  idPrefix = 'supply-planner',
  address = null,
  heading = 3,
}: CalculatorProps<SupplyPlannerState>): JSX.Element {
  const { state, problems, update, choose, active } = useCalculator(initial, presets, {
    namespace: address,
    fields: SUPPLY_FIELDS,
  });
  const live = useHydrated();
  const outcome = useMemo(() => tryRule(() => supplyPlan(...planInput(state))), [state]);
  const siege = useMemo(() => tryRule(() => siegeOutcome(siegeInput(state), { fractions: state.fractions })), [state]);
  // What each reading gives for the case on screen, so the reader sees where they part.
  const other = (options: Parameters<typeof supplyPlan>[1]) => {
    const [input, current] = planInput(state);
    return tryRule(() => supplyPlan(input, { ...current, ...options }));
  };
  const givesPackets = (options: Parameters<typeof supplyPlan>[1]) => {
    const plan = other(options);
    return plan.ok ? `food ${plan.value.need.food}, forage ${plan.value.need.forage}` : plan.error.message;
  };
  const givesMoves = (options: Parameters<typeof supplyPlan>[1]) => {
    const plan = other(options);
    if (!plan.ok) return plan.error.message;
    const worst = runs(plan.value).find((r) => r.status !== 'supplied');
    return worst
      ? `${moveSpan(worst).toLowerCase()}, ${STATUS_LABELS[worst.status].toLowerCase()}`
      : 'supplied throughout';
  };
  const id = (s: string) => `${idPrefix}-${s}`;
  const stepper = (field: Counted, label: string, min: number, max: number) => (
    <Stepper
      id={id(field)}
      label={label}
      value={state[field]}
      min={min}
      max={max}
      disabled={!live}
      onChange={(n) => update({ [field]: n })}
    />
  );
  const yesNo = (name: string, legend: string, value: 'yes' | 'no', set: (v: 'yes' | 'no') => void) => (
    <RadioGroup
      name={id(name)}
      legend={legend}
      options={YES_NO}
      value={value}
      label={(v) => (v === 'yes' ? 'Yes' : 'No')}
      disabled={!live}
      onChange={set}
    />
  );

  return (
    <WidgetFrame
      id={idPrefix}
      heading={heading}
      kind="supply-calc"
      title="Supply planner"
      sub={
        <>
          Supply in the field (<a href={pageHref(106)}>p. 106</a>): packets every {SUPPLY_PERIOD_MOVES} moves, and what
          a body may do while they are late.
        </>
      }
      presets={presets}
      active={active}
      onChoose={choose}
      summary={
        outcome.ok && siege.ok
          ? `${summary(state, outcome.value)} ${siegeSummary(siege.value)}`
          : !outcome.ok
            ? outcome.error.message
            : !siege.ok
              ? siege.error.message
              : ''
      }
      live={live}
      problems={problems}
    >
      <div class="widget-inputs">
        <fieldset>
          <legend>The body</legend>
          <RadioGroup
            name={id('arm')}
            legend="Arm"
            options={SUPPLY_ARMS}
            value={state.arm}
            label={(a) => (a === 'infantry' ? 'Infantry' : 'Cavalry')}
            disabled={!live}
            onChange={(arm) => update({ arm })}
          />
          {stepper('men', 'Men', 0, MOST_MEN)}
          {stepper('horses', 'Horses', 0, MOST_MEN)}
          {yesNo('firing', 'Its infantry fire for six consecutive moves', state.firing, (firing) => update({ firing }))}
          {stepper('nearest', 'Feet to the nearest other body', 0, MOST_FEET)}
        </fieldset>
        <fieldset>
          <legend>Its supplies</legend>
          {stepper('feet', 'Feet from the body where they are given up', 0, MOST_FEET)}
          {yesNo('enemy', 'The enemy is between them and the body', state.enemy, (enemy) => update({ enemy }))}
          {stepper('moves', 'Moves to follow', 1, MAX_PLAN_MOVES)}
          {stepper('lateFood', 'Moves late: food', 0, MAX_PLAN_MOVES)}
          {stepper('lateForage', 'Moves late: forage', 0, MAX_PLAN_MOVES)}
          {stepper('lateAmmunition', 'Moves late: ammunition', 0, MAX_PLAN_MOVES)}
        </fieldset>
        <fieldset>
          <legend>If surrounded and besieged</legend>
          {stepper('storeFood', 'Packets of food in store', 0, MOST_MEN)}
          {stepper('storeForage', 'Packets of forage in store', 0, MOST_MEN)}
        </fieldset>
        <RadioGroup
          name={id('fractions')}
          legend={
            <>
              A part of a packet, for horses and cavalry (<a href={SUPPLY_NOTES}>note</a>)
            </>
          }
          options={SUPPLY_FRACTIONS}
          value={state.fractions}
          label={(f) => FRACTION_LABELS[f]}
          edition={SUPPLY_FRACTIONS[0]}
          gives={(fractions) => givesPackets({ fractions })}
          disabled={!live}
          onChange={(fractions) => update({ fractions })}
        />
        <RadioGroup
          name={id('late')}
          legend={
            <>
              “Not provided within six consecutive moves” (<a href={SUPPLY_NOTES}>note</a>)
            </>
          }
          options={LATE_SUPPLY_READINGS}
          value={state.lateSupply}
          label={(r) => LATE_LABELS[r]}
          edition={LATE_SUPPLY_READINGS[0]}
          gives={(lateSupply) => givesMoves({ lateSupply })}
          disabled={!live}
          onChange={(lateSupply) => update({ lateSupply })}
        />
      </div>
      <WidgetResult outcome={outcome}>
        {(plan) => (
          <>
            <dl class="widget-facts">
              <div>
                <dt>Food</dt>
                <dd>{plan.need.food}</dd>
              </div>
              <div>
                <dt>Forage</dt>
                <dd>{plan.need.forage}</dd>
              </div>
              <div>
                <dt>Ammunition</dt>
                <dd>{plan.need.ammunition}</dd>
              </div>
              <div>
                <dt>Supplies count</dt>
                <dd>{plan.reach.effective ? 'Yes' : 'No'}</dd>
              </div>
            </dl>
            <p>Packets given up every {SUPPLY_PERIOD_MOVES} moves:</p>
            <ul class="widget-reasons">
              {needReasons(state, plan).map((line) => (
                <li key={line}>{line}</li>
              ))}
              {!plan.need.exempt && <li>{reachReason(state, plan)}</li>}
              {dueReasons(plan).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <SupplyStrip plan={plan} />
            <ul class="supply-legend" aria-hidden="true">
              {STATUSES.map((s) => (
                <li key={s}>
                  <svg width="14" height="14" viewBox="0 0 14 14">
                    <rect class={`supply-cell supply-${s}`} x="0.5" y="0.5" width="13" height="13" />
                  </svg>
                  {STATUS_LABELS[s]}
                </li>
              ))}
              <li>
                <svg width="14" height="14" viewBox="0 0 14 14">
                  <rect class="supply-cell supply-supplied supply-due" x="1.5" y="1.5" width="11" height="11" />
                </svg>
                Packets fall due
              </li>
            </ul>
            <table class="widget-table supply-table">
              <caption>Move by move</caption>
              <thead>
                <tr>
                  <th scope="col">Moves</th>
                  <th scope="col">The body</th>
                  <th scope="col">Why</th>
                </tr>
              </thead>
              <tbody>
                {runs(plan).map((r) => (
                  <tr key={r.from}>
                    <th scope="row">{moveSpan(r)}</th>
                    <td>{STATUS_LABELS[r.status]}</td>
                    <td>{runReason(r)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </WidgetResult>
      <h4 class="widget-part">If surrounded and besieged</h4>
      <WidgetResult outcome={siege}>
        {(besieged) => (
          <>
            <dl class="widget-facts">
              <div>
                {/* With no horse to eat, the engine's move is the one the food fails: the label says so. */}
                <dt>{state.horses === 0 ? 'Food fails, no horse to eat' : 'Last horse eaten'}</dt>
                <dd>{besieged.lastHorseMove === null ? 'Not within the plan' : `Move ${besieged.lastHorseMove}`}</dd>
              </div>
              <div>
                <dt>Must surrender</dt>
                <dd>{besieged.surrenderMove === null ? 'Not within the plan' : `Move ${besieged.surrenderMove}`}</dd>
              </div>
            </dl>
            <ul class="widget-reasons">
              {siegeReasons(besieged).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        )}
      </WidgetResult>
    </WidgetFrame>
  );
}
