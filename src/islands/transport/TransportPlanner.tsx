/**
 * The transport planner (chapter V, pp. 89–94): what it takes to move a force across country,
 * boxed along a road or by rail, with the supply waggons and ammunition carts it must keep near.
 * Every number comes from `planTransport`; this component only words the engine's answer.
 */
import { useMemo } from 'preact/hooks';
import type { JSX } from 'preact';
import {
  APPROACH_CLOSINGS,
  APPROACH_MULTIPLIERS,
  MAX_TRANSPORT_FEET,
  TRAIN_SPEEDS,
  TRAIN_LENGTHS,
  WAGGON_COUNTS,
  CART_COUNTS,
  planTransport,
} from '../../rules/wells/index.ts';
import { pageHref } from '../../edition/little-wars.ts';
import { tryRule } from '../../rules/result.ts';
import { RadioGroup } from '../shared/RadioGroup.tsx';
import { Stepper } from '../shared/Stepper.tsx';
import { WidgetFrame, WidgetResult } from '../shared/WidgetFrame.tsx';
import { MOST_GUNS, MOST_MEN, useCalculator, type CalculatorProps } from '../shared/calculator.ts';
import { useHydrated } from '../shared/hydrated.ts';
import { plural } from '../shared/words.ts';
import { TRANSPORT_FIELDS } from './address.ts';
import type { TransportState } from './presets.ts';
import { TransportDrawing } from './TransportDrawing.tsx';
import {
  APPROACH_LABELS,
  CART_LABELS,
  CLOSING_LABELS,
  TRAIN_LABELS,
  TRAIN_LENGTH_LABELS,
  WAGGON_LABELS,
  inches,
  reasons,
} from './words.ts';

export function TransportPlanner({
  presets,
  initial,
  idPrefix = 'transport',
  address = null,
  heading = 3,
}: CalculatorProps<TransportState>): JSX.Element {
  const { state, problems, update, choose, active } = useCalculator(initial, presets, {
    namespace: address,
    fields: TRANSPORT_FIELDS,
  });
  const live = useHydrated();
  const id = (s: string) => `${idPrefix}-${s}`;
  const plan = (patch: Partial<TransportState> = {}) =>
    tryRule(() => {
      const s = { ...state, ...patch };
      return planTransport({
        infantry: s.infantry,
        cavalry: s.cavalry,
        guns: s.guns,
        distanceFeet: s.distanceFeet,
        enemyFeet: s.enemyFeet,
        options: {
          approach: s.approach,
          closing: s.closing,
          trainSpeed: s.trainSpeed,
          trainLength: s.trainLength,
          waggons: s.waggons,
          carts: s.carts,
        },
      });
    });
  const outcome = useMemo(plan, [state]);
  const said = outcome.ok ? reasons(state, outcome.value) : [];
  const gives = (patch: Partial<TransportState>, say: (p: ReturnType<typeof planTransport>) => string) => {
    const other = plan(patch);
    return other.ok ? say(other.value) : other.error.message;
  };
  const stepper = (key: keyof TransportState & string, label: string, max: number) => (
    <Stepper
      id={id(key)}
      label={label}
      value={state[key] as number}
      min={0}
      max={max}
      disabled={!live}
      onChange={(n) => update({ [key]: n })}
    />
  );

  return (
    <WidgetFrame
      id={idPrefix}
      heading={heading}
      kind="transport-plan"
      title="Transport planner"
      sub={
        <>
          Chapter V’s larger game (<a href={pageHref(89)}>pp. 89–94</a>): long moves, boxes, roads, the toy railway, and
          the waggons and carts a force must keep near.
        </>
      }
      presets={presets}
      active={active}
      onChoose={choose}
      summary={
        outcome.ok
          ? `${plural(outcome.value.open.moves, 'move', 'moves')} across country, ${outcome.value.road.moves} ` +
            `boxed by road, ${outcome.value.railway.moves} by rail; ` +
            `${plural(outcome.value.waggons, 'waggon', 'waggons')}, ` +
            `${plural(outcome.value.carts, 'cart', 'carts')}.`
          : outcome.error.message
      }
      live={live}
      problems={problems}
    >
      <div class="widget-inputs">
        <fieldset>
          <legend>The force</legend>
          {stepper('infantry', 'Infantry', MOST_MEN)}
          {stepper('cavalry', 'Cavalry', MOST_MEN)}
          {stepper('guns', 'Guns', MOST_GUNS)}
        </fieldset>
        <fieldset>
          <legend>The ground, in feet</legend>
          {stepper('distanceFeet', 'Distance to go', MAX_TRANSPORT_FEET)}
          {stepper('enemyFeet', 'Nearest enemy', MAX_TRANSPORT_FEET)}
        </fieldset>
        <RadioGroup
          name={id('approach')}
          legend="Moves far from the enemy: “double or treble”"
          options={APPROACH_MULTIPLIERS}
          value={state.approach}
          label={(o) => APPROACH_LABELS[o]}
          edition={APPROACH_MULTIPLIERS[0]}
          gives={(approach) => gives({ approach }, (p) => `${inches(p.open.moveInches)} a move`)}
          disabled={!live}
          onChange={(approach) => update({ approach })}
        />
        <RadioGroup
          name={id('closing')}
          legend="Ordinary moves “within fifteen or twelve or ten feet”"
          options={APPROACH_CLOSINGS}
          value={state.closing}
          label={(o) => CLOSING_LABELS[o]}
          edition={APPROACH_CLOSINGS[0]}
          gives={(closing) => gives({ closing }, (p) => `${inches(p.open.moveInches)} a move`)}
          disabled={!live}
          onChange={(closing) => update({ closing })}
        />
        <RadioGroup
          name={id('train')}
          legend="The train: “four or five times the cavalry rate”"
          options={TRAIN_SPEEDS}
          value={state.trainSpeed}
          label={(o) => TRAIN_LABELS[o]}
          edition={TRAIN_SPEEDS[0]}
          gives={(trainSpeed) => gives({ trainSpeed }, (p) => plural(p.railway.moves, 'move', 'moves'))}
          disabled={!live}
          onChange={(trainSpeed) => update({ trainSpeed })}
        />
        <RadioGroup
          name={id('train-length')}
          legend="An engine draws “seven or eight trucks”"
          options={TRAIN_LENGTHS}
          value={state.trainLength}
          label={(o) => TRAIN_LENGTH_LABELS[o]}
          edition={TRAIN_LENGTHS[0]}
          gives={(trainLength) => gives({ trainLength }, (p) => plural(p.railway.trains, 'train', 'trains'))}
          disabled={!live}
          onChange={(trainLength) => update({ trainLength })}
        />
        <RadioGroup
          name={id('waggons')}
          legend="“One such waggon for every fifty men”"
          options={WAGGON_COUNTS}
          value={state.waggons}
          label={(o) => WAGGON_LABELS[o]}
          edition={WAGGON_COUNTS[0]}
          gives={(waggons) => gives({ waggons }, (p) => plural(p.waggons, 'waggon', 'waggons'))}
          disabled={!live}
          onChange={(waggons) => update({ waggons })}
        />
        <RadioGroup
          name={id('carts')}
          legend="An ammunition cart “within two moves of a gun”"
          options={CART_COUNTS}
          value={state.carts}
          label={(o) => CART_LABELS[o]}
          edition={CART_COUNTS[0]}
          gives={(carts) => gives({ carts }, (p) => plural(p.carts, 'cart', 'carts'))}
          disabled={!live}
          onChange={(carts) => update({ carts })}
        />
      </div>
      <WidgetResult outcome={outcome}>
        {(p) => (
          <>
            <table class="widget-table">
              <caption>
                {state.distanceFeet} feet, three ways, the enemy staying {state.enemyFeet} feet off
              </caption>
              <thead>
                <tr>
                  <th scope="col">Way</th>
                  <th scope="col">A move</th>
                  <th scope="col">Moves</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">Across country</th>
                  <td>{inches(p.open.moveInches)}</td>
                  <td>{p.open.moves}</td>
                </tr>
                <tr>
                  <th scope="row">Boxed, by road</th>
                  <td>{inches(p.road.moveInches)}</td>
                  <td>{p.road.moves}</td>
                </tr>
                <tr>
                  <th scope="row">By rail</th>
                  <td>{inches(p.railway.moveInches)}</td>
                  <td>{p.railway.moves}</td>
                </tr>
              </tbody>
            </table>
            <TransportDrawing plan={p} />
            <dl class="widget-facts">
              <div>
                <dt>Trucks</dt>
                <dd>{`${p.railway.trucks} (${plural(p.railway.trains, 'train', 'trains')})`}</dd>
              </div>
              <div>
                <dt>Supply waggons</dt>
                <dd>{p.waggons}</dd>
              </div>
              <div>
                <dt>Ammunition carts</dt>
                <dd>{p.carts}</dd>
              </div>
            </dl>
            <ul class="widget-reasons">
              {said.map((r) => (
                <li key={r.text}>
                  {r.text} (<a href={pageHref(r.page)}>p. {r.page}</a>)
                </li>
              ))}
            </ul>
          </>
        )}
      </WidgetResult>
    </WidgetFrame>
  );
}
