/**
 * The railway calculator (chapter V p. 94, l.827; the appendix p. 110, l.1054): the trucks and engines a force needs,
 * the men and moves to tear up or relay a rail, and a train's move, with the readings of an engine's load and the
 * train's speed as named switches. Every number comes from the engine (`runRailway`); this component only lays out
 * the controls and words.
 */
import type { JSX } from 'preact';
import { RAILWAY_SPEED_READINGS, TRUCKS_PER_ENGINE_READINGS } from '../../../rules/wells/index.ts';
import { pageHref } from '../../../edition/little-wars.ts';
import { RadioGroup } from '../../shared/RadioGroup.tsx';
import { Stepper } from '../../shared/Stepper.tsx';
import { WidgetFrame, WidgetResult } from '../../shared/WidgetFrame.tsx';
import { MOST_GUNS, MOST_MEN, useCalculator, type CalculatorProps } from '../../shared/calculator.ts';
import { useHydrated } from '../../shared/hydrated.ts';
import { RAILWAY_FIELDS, TRACK_WORKS } from './address.ts';
import type { RailwayState } from './presets.ts';
import { runRailway } from './state.ts';
import { TruckRow } from './TruckRow.tsx';
import { LENGTH_LABELS, SPEED_LABELS, TRACK_LABELS, railwayReasons, railwaySummary } from './words.ts';

export function RailwayCalculator({
  presets,
  initial,
  idPrefix = 'rail',
  address = null,
  heading = 3,
}: CalculatorProps<RailwayState>): JSX.Element {
  const { state, problems, update, choose, active } = useCalculator(initial, presets, {
    namespace: address,
    fields: RAILWAY_FIELDS,
  });
  const live = useHydrated();
  const id = (s: string) => `${idPrefix}-${s}`;
  const outcome = runRailway(state);
  const stepper = (field: 'infantry' | 'cavalry' | 'guns' | 'trackMen', label: string, max: number) => (
    <Stepper
      id={id(field)}
      label={label}
      value={state[field]}
      min={0}
      max={max}
      disabled={!live}
      onChange={(n) => update({ [field]: n })}
    />
  );
  const gives = (patch: Partial<RailwayState>, say: (v: NonNullable<ReturnType<typeof runRailway>>) => string) =>
    say(runRailway({ ...state, ...patch }));

  return (
    <WidgetFrame
      id={idPrefix}
      heading={heading}
      kind="railway-calc"
      title="Railway calculator"
      sub={
        <>
          Toy railway trains (<a href={pageHref(94)}>p. 94</a>, <a href={pageHref(110)}>p. 110</a>): trucks, engines,
          track and a train’s move.
        </>
      }
      presets={presets}
      active={active}
      onChoose={choose}
      summary={outcome.ok ? railwaySummary(state, outcome.value) : outcome.error.message}
      live={live}
      problems={problems}
    >
      <div class="widget-inputs">
        <fieldset>
          <legend>The force to entrain</legend>
          {stepper('infantry', 'Infantry', MOST_MEN)}
          {stepper('cavalry', 'Cavalry', MOST_MEN)}
          {stepper('guns', 'Guns', MOST_GUNS)}
        </fieldset>
        <RadioGroup
          name={id('track')}
          legend="The line"
          options={TRACK_WORKS}
          value={state.track}
          label={(o) => TRACK_LABELS[o]}
          disabled={!live}
          onChange={(track) => update({ track })}
        />
        <fieldset>
          <legend>The party on the line</legend>
          {stepper('trackMen', 'Men on the line', MOST_MEN)}
        </fieldset>
        <RadioGroup
          name={id('length')}
          legend="An engine draws “seven or eight trucks” (p. 94)"
          options={TRUCKS_PER_ENGINE_READINGS}
          value={state.trucksPerEngine}
          label={(o) => LENGTH_LABELS[o]}
          edition={TRUCKS_PER_ENGINE_READINGS[0]}
          gives={(trucksPerEngine) =>
            gives({ trucksPerEngine }, (r) => (r.ok ? `${r.value.train.engines} engines` : r.error.message))
          }
          disabled={!live}
          onChange={(trucksPerEngine) => update({ trucksPerEngine })}
        />
        <RadioGroup
          name={id('speed')}
          legend="A train’s move: the appendix’s eight feet, or chapter V’s “four or five times the cavalry rate”"
          options={RAILWAY_SPEED_READINGS}
          value={state.speed}
          label={(o) => SPEED_LABELS[o]}
          edition={RAILWAY_SPEED_READINGS[0]}
          gives={(speed) => gives({ speed }, (r) => (r.ok ? `${r.value.moveInches} inches` : r.error.message))}
          disabled={!live}
          onChange={(speed) => update({ speed })}
        />
      </div>
      <WidgetResult outcome={outcome}>
        {(v) => (
          <>
            <dl class="widget-facts">
              <div>
                <dt>Trucks</dt>
                <dd>{v.train.trucks}</dd>
              </div>
              <div>
                <dt>Engines</dt>
                <dd>{v.train.engines}</dd>
              </div>
              <div>
                <dt>{TRACK_LABELS[state.track]}</dt>
                <dd>{v.track.done ? `${v.track.moves} moves` : `needs ${v.track.menNeeded} men`}</dd>
              </div>
              <div>
                <dt>A train’s move</dt>
                <dd>{v.moveInches} inches</dd>
              </div>
            </dl>
            <ul class="widget-reasons">
              {railwayReasons(state, v).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <TruckRow trucks={v.train.trucks} engines={v.train.engines} caption={railwaySummary(state, v)} />
          </>
        )}
      </WidgetResult>
    </WidgetFrame>
  );
}
