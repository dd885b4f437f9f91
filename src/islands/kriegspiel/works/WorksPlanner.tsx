/**
 * The works planner (appendix p. 107, l.990–1010, with l.952): what the Royal Engineers destroy and repair, the
 * contents of waggons four men destroy, and the entrenchments and epaulements infantry dig; how many men and moves
 * each takes. Every number comes from the works functions of the engine (`runWorks` picks which); this component
 * only lays out the controls and words.
 */
import type { JSX } from 'preact';
import { ENGINEER_TASKS, WORK_RATES } from '../../../rules/wells/index.ts';
import { pageHref } from '../../../edition/little-wars.ts';
import { RadioGroup } from '../../shared/RadioGroup.tsx';
import { Stepper } from '../../shared/Stepper.tsx';
import { WidgetFrame, WidgetResult } from '../../shared/WidgetFrame.tsx';
import { useCalculator, type CalculatorProps } from '../../shared/calculator.ts';
import { useHydrated } from '../../shared/hydrated.ts';
import { YES_NO } from '../supply/state.ts';
import { MOST_AT_WORK, WORKS_FIELDS } from './address.ts';
import { WORKS, runWorks, usesMen, usesTask, type WorksState } from './state.ts';
import { RATE_LABELS, TASK_LABELS, WORK_LABELS, amount, worksReasons, worksSummary } from './words.ts';
import { WorksStrip } from './WorksStrip.tsx';

export function WorksPlanner({
  presets,
  initial,
  idPrefix = 'works',
  address = null,
  heading = 3,
}: CalculatorProps<WorksState>): JSX.Element {
  const { state, problems, update, choose, active } = useCalculator(initial, presets, {
    namespace: address,
    fields: WORKS_FIELDS,
  });
  const live = useHydrated();
  const id = (s: string) => `${idPrefix}-${s}`;
  const outcome = runWorks(state);
  const w = state.work;
  const stepper = (field: 'men' | 'waggons', label: string) => (
    <Stepper
      id={id(field)}
      label={label}
      value={state[field]}
      min={0}
      max={MOST_AT_WORK}
      disabled={!live}
      onChange={(n) => update({ [field]: n })}
    />
  );
  const under = (patch: Partial<WorksState>) => {
    const other = runWorks({ ...state, ...patch });
    return other.ok ? worksSummary({ ...state, ...patch }, other.value) : other.error.message;
  };

  return (
    <WidgetFrame
      id={idPrefix}
      heading={heading}
      kind="works-calc"
      title="Works planner"
      sub={
        <>
          Destructions and constructions (<a href={pageHref(107)}>p. 107</a>): what each work takes in men and moves.
        </>
      }
      presets={presets}
      active={active}
      onChoose={choose}
      summary={outcome.ok ? worksSummary(state, outcome.value) : outcome.error.message}
      live={live}
      problems={problems}
    >
      <div class="widget-inputs">
        <RadioGroup
          name={id('work')}
          legend="The work"
          options={WORKS}
          value={w}
          label={(o) => WORK_LABELS[o]}
          disabled={!live}
          onChange={(work) => update({ work })}
        />
        {usesTask(w) && (
          <>
            <RadioGroup
              name={id('task')}
              legend="Destroy or repair"
              options={ENGINEER_TASKS}
              value={state.task}
              label={(o) => TASK_LABELS[o]}
              disabled={!live}
              onChange={(task) => update({ task })}
            />
            <RadioGroup
              name={id('engineers-moved')}
              legend="Did the engineers change position this move?"
              options={YES_NO}
              value={state.engineersMoved}
              label={(o) => (o === 'yes' ? 'Yes, they moved' : 'No')}
              disabled={!live}
              onChange={(engineersMoved) => update({ engineersMoved })}
            />
          </>
        )}
        {usesMen(w) && (
          <fieldset>
            <legend>The party</legend>
            {stepper('men', w === 'earthworks' ? 'Infantry digging' : 'Men at the waggons')}
            {w === 'waggons' && stepper('waggons', 'Waggons')}
          </fieldset>
        )}
        {usesMen(w) && (
          <RadioGroup
            name={id('rate')}
            legend="Men short of a whole party (the book does not say)"
            options={WORK_RATES}
            value={state.rate}
            label={(o) => RATE_LABELS[o]}
            edition={WORK_RATES[0]}
            gives={(rate) => under({ rate })}
            disabled={!live}
            onChange={(rate) => update({ rate })}
          />
        )}
      </div>
      <WidgetResult outcome={outcome}>
        {(v) => (
          <>
            <dl class="widget-facts">
              <div>
                <dt>Moves</dt>
                <dd>{v.moves === null ? 'cannot be done' : v.moves}</dd>
              </div>
              {usesTask(w) && (
                <div>
                  <dt>May begin this move</dt>
                  <dd>{v.mayBegin ? 'yes' : 'no'}</dd>
                </div>
              )}
              {v.entrenchmentInches !== null && (
                <div>
                  <dt>Inches of entrenchment</dt>
                  <dd>{amount(v.entrenchmentInches)}</dd>
                </div>
              )}
              {v.epaulements !== null && (
                <div>
                  <dt>Or epaulements</dt>
                  <dd>{amount(v.epaulements)}</dd>
                </div>
              )}
            </dl>
            <ul class="widget-reasons">
              {worksReasons(state, v).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <WorksStrip moves={v.moves ?? 0} waiting={v.mayBegin ? 0 : 1} caption={worksSummary(state, v)} />
          </>
        )}
      </WidgetResult>
    </WidgetFrame>
  );
}
