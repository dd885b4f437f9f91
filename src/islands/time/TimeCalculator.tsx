/**
 * The time calculator (move-3): the time allowed for one player's move, under each reading of
 * "about a minute … for moving 30 men", and when the timekeeper warns. Every number comes from
 * `moveTimeAllowance` and `warningTimes`.
 */
import type { JSX } from 'preact';
import {
  INTERVAL_MINUTES,
  MEN_PER_MINUTE,
  TIME_ROUNDINGS,
  moveTimeAllowance,
  warningTimes,
  type TimeRounding,
} from '../../rules/wells/index.ts';
import { clock, duration, ROUNDING_LABELS } from './words.ts';
import { RULES_PATH, ruleHref } from '../../edition/addresses.ts';
import { RadioGroup } from '../shared/RadioGroup.tsx';
import { Stepper } from '../shared/Stepper.tsx';
import { WidgetFrame, WidgetResult } from '../shared/WidgetFrame.tsx';
import { MOST_GUNS, MOST_MEN, useCalculator, type CalculatorProps } from '../shared/calculator.ts';
import { tryRule } from '../../rules/result.ts';
import { plural } from '../shared/words.ts';
import type { TimeState } from './presets.ts';
import { TIME_FIELDS } from './address.ts';
import { useHydrated } from '../shared/hydrated.ts';

export function TimeCalculator({
  presets,
  initial,
  idPrefix = 'time',
  address = null,
  heading = 3,
}: CalculatorProps<TimeState>): JSX.Element {
  const { state, problems, update, choose, active } = useCalculator(initial, presets, {
    namespace: address,
    fields: TIME_FIELDS,
  });
  const live = useHydrated();
  const id = (s: string) => `${idPrefix}-${s}`;
  const allowance = (rounding: TimeRounding) =>
    tryRule(() => moveTimeAllowance({ men: state.men, guns: state.guns }, { rounding }));
  const outcome = allowance(state.rounding);
  const gives = (rounding: TimeRounding) => {
    const other = allowance(rounding);
    return other.ok ? duration(other.value.seconds) : other.error.message;
  };

  return (
    <WidgetFrame
      id={idPrefix}
      heading={heading}
      kind="time-calc"
      title="Time allowed for a move"
      sub={
        <>
          Rule <a href={ruleHref('move-3')}>(3)</a>: about a minute for every {MEN_PER_MINUTE} men, and a minute for
          each gun.
        </>
      }
      presets={presets}
      active={active}
      onChoose={choose}
      summary={
        outcome.ok
          ? `${plural(state.men, 'man', 'men')} and ${plural(state.guns, 'gun', 'guns')}: ` +
            `${duration(outcome.value.seconds)} (${ROUNDING_LABELS[state.rounding]}).`
          : outcome.error.message
      }
      live={live}
      problems={problems}
    >
      <div class="widget-inputs">
        <fieldset>
          <legend>The force moved by one player</legend>
          <Stepper
            id={id('men')}
            label="Men"
            value={state.men}
            min={0}
            max={MOST_MEN}
            disabled={!live}
            onChange={(n) => update({ men: n })}
          />
          <Stepper
            id={id('guns')}
            label="Guns"
            value={state.guns}
            min={0}
            max={MOST_GUNS}
            disabled={!live}
            onChange={(n) => update({ guns: n })}
          />
        </fieldset>
        <RadioGroup
          name={id('rounding')}
          legend={
            <>
              “About a minute … for moving 30 men” (<a href={`${RULES_PATH}#note-time-rounding`}>note</a>)
            </>
          }
          options={TIME_ROUNDINGS}
          value={state.rounding}
          label={(r) => ROUNDING_LABELS[r]}
          edition={TIME_ROUNDINGS[0]}
          gives={gives}
          disabled={!live}
          onChange={(rounding) => update({ rounding })}
        />
      </div>
      <WidgetResult outcome={outcome}>
        {({ seconds }) => (
          <>
            <dl class="widget-facts">
              <div>
                <dt>Time for the move</dt>
                <dd>{duration(seconds)}</dd>
              </div>
            </dl>
            <p>The timekeeper warns:</p>
            <ul class="widget-reasons">
              {warningTimes(seconds).map((at) => (
                <li key={at}>
                  at {clock(at)}, {duration(seconds - at)} left;
                </li>
              ))}
              <li>at {clock(seconds)}, “Time.”</li>
            </ul>
            <p>
              Between moves there is an interval of at most {INTERVAL_MINUTES.join(' or ')} minutes, as the players
              agree.
            </p>
          </>
        )}
      </WidgetResult>
    </WidgetFrame>
  );
}
