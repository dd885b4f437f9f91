/**
 * The rifle-fire calculator (appendix pp. 102–105, l.883–885, 948, 984): a line of infantry who do not move fire one
 * ordinary shot of the 4·7 gun for every five. Every number comes from `rifleShots`; this component only words and
 * draws the engine's answer.
 */
import type { JSX } from 'preact';
import { RIFLEMEN_PER_SHOT, rifleShots } from '../../../rules/wells/index.ts';
import { pageHref } from '../../../edition/little-wars.ts';
import { tryRule } from '../../../rules/result.ts';
import { RadioGroup } from '../../shared/RadioGroup.tsx';
import { Stepper } from '../../shared/Stepper.tsx';
import { WidgetFrame, WidgetResult } from '../../shared/WidgetFrame.tsx';
import { useCalculator, type CalculatorProps } from '../../shared/calculator.ts';
import { useHydrated } from '../../shared/hydrated.ts';
import { YES_NO } from '../supply/state.ts';
import { MOST_IN_LINE, RIFLE_FIELDS } from './address.ts';
import type { RifleState } from './presets.ts';
import { RifleDrawing } from './RifleDrawing.tsx';
import { rifleReasons, rifleSummary } from './words.ts';

export function RifleCalculator({
  presets,
  initial,
  idPrefix = 'rifle',
  address = null,
  heading = 3,
}: CalculatorProps<RifleState>): JSX.Element {
  const { state, problems, update, choose, active } = useCalculator(initial, presets, {
    namespace: address,
    fields: RIFLE_FIELDS,
  });
  const live = useHydrated();
  const outcome = tryRule(() =>
    rifleShots({ infantry: state.infantry, moved: state.moved === 'yes', ammunition: state.ammunition === 'yes' }),
  );
  const id = (s: string) => `${idPrefix}-${s}`;

  return (
    <WidgetFrame
      id={idPrefix}
      heading={heading}
      kind="rifle-calc"
      title="Rifle-fire calculator"
      sub={
        <>
          Rifle-fire (<a href={pageHref(102)}>p. 102</a>): one ordinary shot for every {RIFLEMEN_PER_SHOT} infantry in a
          line who do not move.
        </>
      }
      presets={presets}
      active={active}
      onChoose={choose}
      summary={outcome.ok ? rifleSummary(state.infantry, outcome.value) : outcome.error.message}
      live={live}
      problems={problems}
    >
      <div class="widget-inputs">
        <fieldset>
          <legend>The line</legend>
          <Stepper
            id={id('infantry')}
            label="Infantry roughly in a line"
            value={state.infantry}
            min={0}
            max={MOST_IN_LINE}
            disabled={!live}
            onChange={(infantry) => update({ infantry })}
          />
        </fieldset>
        <RadioGroup
          name={id('moved')}
          legend="Did they move in this move?"
          options={YES_NO}
          value={state.moved}
          label={(o) => (o === 'yes' ? 'Yes, they moved' : 'No, they stood')}
          disabled={!live}
          onChange={(moved) => update({ moved })}
        />
        <RadioGroup
          name={id('ammunition')}
          legend="Have they ammunition?"
          options={YES_NO}
          value={state.ammunition}
          label={(o) => (o === 'yes' ? 'Yes' : 'No, it is late (p. 106)')}
          disabled={!live}
          onChange={(ammunition) => update({ ammunition })}
        />
      </div>
      <WidgetResult outcome={outcome}>
        {(fire) => (
          <>
            <dl class="widget-facts">
              <div>
                <dt>Shots this move</dt>
                <dd>{fire.shots}</dd>
              </div>
              <div>
                <dt>Men earning them</dt>
                <dd>{fire.firing}</dd>
              </div>
              <div>
                <dt>Men left over</dt>
                <dd>{fire.leftOver}</dd>
              </div>
            </dl>
            <ul class="widget-reasons">
              {rifleReasons(fire).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <RifleDrawing infantry={state.infantry} fire={fire} caption={rifleSummary(state.infantry, fire)} />
          </>
        )}
      </WidgetResult>
    </WidgetFrame>
  );
}
