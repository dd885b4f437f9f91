/**
 * The shell calculator (appendix p. 102, l.881): the men, guns and supply waggons within three inches of where a shell
 * fell, and the men behind cover; what the shell does to each, drawn in its circle. Every number comes from
 * `shellBurst`; this component only words and draws the engine's answer.
 */
import { useMemo } from 'preact/hooks';
import type { JSX } from 'preact';
import { SHELL_RADIUS_INCHES, shellBurst, type ShellCircle } from '../../../rules/wells/index.ts';
import { pageHref } from '../../../edition/little-wars.ts';
import { tryRule } from '../../../rules/result.ts';
import { Stepper } from '../../shared/Stepper.tsx';
import { WidgetFrame, WidgetResult } from '../../shared/WidgetFrame.tsx';
import { useCalculator, type CalculatorProps } from '../../shared/calculator.ts';
import { useHydrated } from '../../shared/hydrated.ts';
import { MOST_IN_CIRCLE, MOST_PIECES, SHELL_FIELDS } from './address.ts';
import { ShellFigure } from './ShellFigure.tsx';
import { shellLayout } from './layout.ts';
import { reasons, summary } from './words.ts';

export function ShellCalculator({
  presets,
  initial,
  idPrefix = 'shell',
  address = null,
  heading = 3,
}: CalculatorProps<ShellCircle>): JSX.Element {
  const { state, problems, update, choose, active } = useCalculator(initial, presets, {
    namespace: address,
    fields: SHELL_FIELDS,
  });
  const live = useHydrated();
  const outcome = useMemo(() => tryRule(() => shellBurst(state)), [state]);
  const id = (s: string) => `${idPrefix}-${s}`;
  const stepper = (field: keyof ShellCircle, label: string, max: number) => (
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

  return (
    <WidgetFrame
      id={idPrefix}
      heading={heading}
      kind="shell-calc"
      title="Shell calculator"
      sub={
        <>
          The shell (<a href={pageHref(102)}>p. 102</a>): count what lies within {SHELL_RADIUS_INCHES} inches of where
          it fell.
        </>
      }
      presets={presets}
      active={active}
      onChoose={choose}
      summary={outcome.ok ? summary(outcome.value) : outcome.error.message}
      live={live}
      problems={problems}
    >
      <div class="widget-inputs">
        <fieldset>
          <legend>Men within {SHELL_RADIUS_INCHES} inches</legend>
          {stepper('men', 'In the open', MOST_IN_CIRCLE)}
          {stepper('menBehindCover', 'Behind a wall, house or entrenchment', MOST_IN_CIRCLE)}
        </fieldset>
        <fieldset>
          <legend>Guns and waggons</legend>
          {stepper('gunsWhollyInside', 'Guns wholly inside', MOST_PIECES)}
          {stepper('gunsPartlyInside', 'Guns partly inside', MOST_PIECES)}
          {stepper('waggons', 'Supply waggons wholly or partly inside', MOST_PIECES)}
        </fieldset>
      </div>
      <WidgetResult outcome={outcome}>
        {(burst) => (
          <>
            <dl class="widget-facts">
              <div>
                <dt>Men dead</dt>
                <dd>{burst.dead}</dd>
              </div>
              <div>
                <dt>Men unhurt</dt>
                <dd>{burst.spared + burst.sheltered}</dd>
              </div>
              <div>
                <dt>Guns destroyed</dt>
                <dd>{burst.gunsDestroyed}</dd>
              </div>
              <div>
                <dt>Guns disabled</dt>
                <dd>
                  {burst.gunsDisabled}
                  {burst.gunsDisabled > 0 && ` for ${burst.disabledMoves} moves`}
                </dd>
              </div>
              <div>
                <dt>Waggons destroyed</dt>
                <dd>{burst.waggonsDestroyed}</dd>
              </div>
            </dl>
            <ul class="widget-reasons">
              {reasons(burst).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <ShellFigure layout={shellLayout(burst)} caption={summary(burst)} />
          </>
        )}
      </WidgetResult>
    </WidgetFrame>
  );
}
