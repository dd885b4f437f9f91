/**
 * The force builder (forces): infantry 1, cavalry 1½ and a gun 10 points, against the 150 of
 * Wells' game or any limit agreed. Every number comes from `forcePoints` and `isForceWithinLimit`.
 */
import type { JSX } from 'preact';
import { FORCE_LIMIT, FORCE_POINTS, forcePoints, isForceWithinLimit, type Force } from '../../rules/wells/index.ts';
import { ruleHref } from '../../edition/addresses.ts';
import { Stepper } from '../shared/Stepper.tsx';
import { WidgetFrame, WidgetResult } from '../shared/WidgetFrame.tsx';
import { MOST_GUNS, MOST_MEN, useCalculator, type CalculatorProps } from '../shared/calculator.ts';
import { tryRule } from '../../rules/result.ts';
import { formatPoints } from '../shared/words.ts';
import { verdict } from './words.ts';
import type { ForceState } from './presets.ts';
import { FORCE_FIELDS, MAX_LIMIT } from './address.ts';
import { useHydrated } from '../shared/hydrated.ts';

/** The three kinds of piece, with the points each counts for and the stepper's range. */
const ARMS = [
  { key: 'infantry', label: 'Infantry', each: FORCE_POINTS.infantry, max: MOST_MEN },
  { key: 'cavalry', label: 'Cavalry', each: FORCE_POINTS.cavalry, max: MOST_MEN },
  { key: 'guns', label: 'Guns', each: FORCE_POINTS.gun, max: MOST_GUNS },
] as const;
/** A force of one kind of piece only, so that the engine prices each line of the table. */
const alone = (key: keyof Force, n: number): Force => ({ infantry: 0, cavalry: 0, guns: 0, [key]: n });

export function ForceBuilder({
  presets,
  initial,
  idPrefix = 'force',
  address = null,
  heading = 3,
}: CalculatorProps<ForceState>): JSX.Element {
  const { state, problems, update, choose, active } = useCalculator(initial, presets, {
    namespace: address,
    fields: FORCE_FIELDS,
  });
  const live = useHydrated();
  const id = (s: string) => `${idPrefix}-${s}`;
  // The engine refuses fields it does not know, so the limit is left out of the force.
  const force: Force = { infantry: state.infantry, cavalry: state.cavalry, guns: state.guns };
  const outcome = tryRule(() => ({
    total: forcePoints(force),
    within: isForceWithinLimit(force, state.limit),
    parts: ARMS.map((arm) => forcePoints(alone(arm.key, state[arm.key]))),
  }));
  const said = outcome.ok ? verdict(outcome.value.total, outcome.value.within, state.limit) : outcome.error.message;

  return (
    <WidgetFrame
      id={idPrefix}
      heading={heading}
      kind="force-calc"
      title="Force builder"
      sub={
        <>
          The <a href={ruleHref('forces')}>{FORCE_LIMIT}-point game</a>: infantry count{' '}
          {formatPoints(FORCE_POINTS.infantry)} each, cavalry {formatPoints(FORCE_POINTS.cavalry)}, a gun{' '}
          {formatPoints(FORCE_POINTS.gun)}.
        </>
      }
      presets={presets}
      active={active}
      onChoose={choose}
      summary={said}
      live={live}
      problems={problems}
    >
      <div class="widget-inputs">
        <fieldset>
          <legend>The force</legend>
          {ARMS.map((arm) => (
            <Stepper
              key={arm.key}
              id={id(arm.key)}
              label={arm.label}
              value={state[arm.key]}
              min={0}
              max={arm.max}
              disabled={!live}
              onChange={(n) => update({ [arm.key]: n })}
            />
          ))}
        </fieldset>
        <fieldset>
          <legend>Agreed limit</legend>
          <Stepper
            id={id('limit')}
            label="Limit in points"
            value={state.limit}
            min={0}
            max={MAX_LIMIT}
            disabled={!live}
            onChange={(n) => update({ limit: n })}
          />
        </fieldset>
      </div>
      <WidgetResult outcome={outcome}>
        {(points) => (
          <>
            <table class="widget-table">
              <caption class="visually-hidden">Points of the force</caption>
              <thead>
                <tr>
                  <th scope="col">Arm</th>
                  <th scope="col">Number</th>
                  <th scope="col">Points each</th>
                  <th scope="col">Points</th>
                </tr>
              </thead>
              <tbody>
                {ARMS.map((arm, i) => (
                  <tr key={arm.key}>
                    <th scope="row">{arm.label}</th>
                    <td>{state[arm.key]}</td>
                    <td>{formatPoints(arm.each)}</td>
                    <td>{formatPoints(points.parts[i] ?? 0)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">Total</th>
                  <td />
                  <td />
                  <td>{formatPoints(points.total)}</td>
                </tr>
              </tfoot>
            </table>
            <p class={`widget-verdict ${points.within ? 'is-within' : 'is-over'}`}>{said}</p>
          </>
        )}
      </WidgetResult>
    </WidgetFrame>
  );
}
