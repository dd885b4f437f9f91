/**
 * The gun calculator (mobility-iii, mobility-iv): the men of a gun's own side within six inches,
 * by arm, decide whether it is in action and how far it may be moved. Every number comes from
 * `gunInAction`; this component only words the engine's answer.
 */
import { useMemo } from 'preact/hooks';
import type { JSX } from 'preact';
import { GUN_CREW_RADIUS_INCHES, gunInAction, type GunCrew } from '../../rules/wells/index.ts';
import { ruleHref } from '../../edition/addresses.ts';
import { Stepper } from '../shared/Stepper.tsx';
import { WidgetFrame, WidgetResult } from '../shared/WidgetFrame.tsx';
import { useCalculator, type CalculatorProps } from '../shared/calculator.ts';
import { tryRule } from '../../rules/result.ts';
import { feet, reasons } from './words.ts';
import { GUN_FIELDS, MAX_CREW } from './address.ts';
import { useHydrated } from '../shared/hydrated.ts';

export function GunCalculator({
  presets,
  initial,
  idPrefix = 'gun',
  address = null,
  heading = 3,
}: CalculatorProps<GunCrew>): JSX.Element {
  const { state, problems, update, choose, active } = useCalculator(initial, presets, {
    namespace: address,
    fields: GUN_FIELDS,
  });
  const live = useHydrated();
  const outcome = useMemo(() => tryRule(() => gunInAction(state)), [state]);
  const id = (s: string) => `${idPrefix}-${s}`;
  const said = outcome.ok ? reasons(state, outcome.value) : [];

  return (
    <WidgetFrame
      id={idPrefix}
      heading={heading}
      kind="gun-calc"
      title="Gun calculator"
      sub={
        <>
          Rules <a href={ruleHref('mobility-iii')}>(3)</a> and <a href={ruleHref('mobility-iv')}>(4)</a>: count the men
          of the gun’s own side within {GUN_CREW_RADIUS_INCHES} inches of it.
        </>
      }
      presets={presets}
      active={active}
      onChoose={choose}
      summary={outcome.ok ? said.join(' ') : outcome.error.message}
      live={live}
      problems={problems}
    >
      <div class="widget-inputs">
        <fieldset>
          <legend>Men of its own side within {GUN_CREW_RADIUS_INCHES} inches</legend>
          <Stepper
            id={id('infantry')}
            label="Infantry"
            value={state.infantry}
            min={0}
            max={MAX_CREW}
            disabled={!live}
            onChange={(n) => update({ infantry: n })}
          />
          <Stepper
            id={id('cavalry')}
            label="Cavalry"
            value={state.cavalry}
            min={0}
            max={MAX_CREW}
            disabled={!live}
            onChange={(n) => update({ cavalry: n })}
          />
        </fieldset>
      </div>
      <WidgetResult outcome={outcome}>
        {(action) => (
          <>
            <dl class="widget-facts">
              <div>
                <dt>In action</dt>
                <dd>{action.inAction ? 'Yes' : 'No'}</dd>
              </div>
              <div>
                <dt>May be moved</dt>
                <dd>{action.inAction ? feet(action) : 'Not at all (0 inches)'}</dd>
              </div>
            </dl>
            <ul class="widget-reasons">
              {said.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        )}
      </WidgetResult>
    </WidgetFrame>
  );
}
