/**
 * How the rules grew (chapter II, pp. 14–33): one small situation, Wells' horsemen riding at a gun,
 * played under each stage of the rules as he tells them, so a reader sees what each new rule
 * changed. Every number comes from `rulesGrew`; this component only words and draws the answer.
 */
import { useMemo } from 'preact/hooks';
import type { JSX } from 'preact';
import {
  COIN_FALLS,
  HISTORY_STAGES,
  SHORT_CREW_READINGS,
  captureRuleOf,
  gunCaptureUnder,
  rulesGrew,
  type HistoryStage,
} from '../../rules/wells/index.ts';
import { pageHref } from '../../edition/little-wars.ts';
import { tryRule } from '../../rules/result.ts';
import { RadioGroup } from '../shared/RadioGroup.tsx';
import { Stepper } from '../shared/Stepper.tsx';
import { WidgetFrame, WidgetResult } from '../shared/WidgetFrame.tsx';
import { useCalculator, type CalculatorProps } from '../shared/calculator.ts';
import { useHydrated } from '../shared/hydrated.ts';
import { HISTORY_FIELDS, MOST_RAIDERS } from './address.ts';
import { HistoryDrawing } from './HistoryDrawing.tsx';
import type { HistoryState } from './presets.ts';
import {
  CAPTURE_RULE_WORDS,
  COIN_LABELS,
  captureWords,
  SHORT_CREW_LABELS,
  STAGE_TITLES,
  STAGE_WORDS,
  gunWords,
  stagePage,
  stageReasons,
} from './words.ts';

const stageLabel = (s: HistoryStage) => `${HISTORY_STAGES.indexOf(s) + 1}. ${STAGE_TITLES[s]} (p. ${stagePage(s)})`;

export function RulesGrew({
  presets,
  initial,
  idPrefix = 'grew',
  address = null,
  heading = 3,
}: CalculatorProps<HistoryState>): JSX.Element {
  const { state, problems, update, choose, active } = useCalculator(initial, presets, {
    namespace: address,
    fields: HISTORY_FIELDS,
  });
  const live = useHydrated();
  const id = (s: string) => `${idPrefix}-${s}`;
  const outcome = useMemo(
    () =>
      tryRule(() =>
        rulesGrew({
          horsemen: state.horsemen,
          gunners: state.gunners,
          gunnersSupport: state.gunnersSupport,
          horsemenSupport: state.horsemenSupport,
          options: { coins: state.coins, shortCrew: state.shortCrew },
        }),
      ),
    [state],
  );
  const capture = useMemo(
    () =>
      tryRule(() => {
        const rule = captureRuleOf(state.stage);
        const men = { ownMen: state.ownMen, enemyWithinSix: state.enemyWithinSix, enemyPastAxle: state.enemyPastAxle };
        return { rule, gun: rule ? gunCaptureUnder({ rule, ...men }) : null };
      }),
    [state],
  );
  const captureSaid = capture.ok ? captureWords(capture.value.rule, capture.value.gun) : capture.error.message;
  const at = HISTORY_STAGES.indexOf(state.stage);
  const current = outcome.ok ? outcome.value[at] : undefined;
  const said = current ? stageReasons(current, state.horsemen) : [];
  const step = (delta: number) => {
    const next = HISTORY_STAGES[at + delta];
    if (next) update({ stage: next });
  };
  const stepper = (
    key: 'horsemen' | 'gunners' | 'gunnersSupport' | 'horsemenSupport' | 'ownMen' | 'enemyWithinSix' | 'enemyPastAxle',
    label: string,
  ) => (
    <Stepper
      id={id(key)}
      label={label}
      value={state[key]}
      min={0}
      max={MOST_RAIDERS}
      disabled={!live}
      onChange={(n) => update({ [key]: n })}
    />
  );

  return (
    <WidgetFrame
      id={idPrefix}
      heading={heading}
      kind="grew"
      title="How the rules grew"
      sub={
        <>
          Horsemen ride at a gun, as in Wells’ own example (<a href={pageHref(30)}>p. 30</a>): play it under each stage
          of the rules, from the first game to the rules of chapter III.
        </>
      }
      presets={presets}
      active={active}
      onChoose={choose}
      summary={
        current
          ? `${stageLabel(state.stage)}: ${said.join(' ')} ${captureSaid}`
          : outcome.ok
            ? ''
            : outcome.error.message
      }
      live={live}
      problems={problems}
    >
      <div class="widget-inputs">
        <fieldset>
          <legend>The raid</legend>
          {stepper('horsemen', 'Horsemen')}
          {stepper('gunners', 'Men within six inches of the gun')}
          {stepper('gunnersSupport', 'The gun’s other men within a move')}
          {stepper('horsemenSupport', 'The horsemen’s men within a move')}
        </fieldset>
        <RadioGroup
          name={id('stage')}
          legend="The rules as they stood"
          options={HISTORY_STAGES}
          value={state.stage}
          label={stageLabel}
          disabled={!live}
          onChange={(stage) => update({ stage })}
        />
        <div class="grew-steps">
          <button type="button" disabled={!live || at === 0} onClick={() => step(-1)}>
            Earlier rules
          </button>{' '}
          <button type="button" disabled={!live || at === HISTORY_STAGES.length - 1} onClick={() => step(1)}>
            Later rules
          </button>
        </div>
        <RadioGroup
          name={id('coins')}
          legend="The first game: how the coins fall"
          options={COIN_FALLS}
          value={state.coins}
          label={(o) => COIN_LABELS[o]}
          disabled={!live}
          onChange={(coins) => update({ coins })}
        />
        <RadioGroup
          name={id('short-crew')}
          legend="Six men: a gun with fewer"
          options={SHORT_CREW_READINGS}
          value={state.shortCrew}
          label={(o) => SHORT_CREW_LABELS[o]}
          edition={SHORT_CREW_READINGS[0]}
          disabled={!live}
          onChange={(shortCrew) => update({ shortCrew })}
        />
        <fieldset>
          <legend>
            A disabled gun to take (<a href={pageHref(32)}>pp. 32–33</a>)
          </legend>
          {stepper('ownMen', 'Its own men within six inches')}
          {stepper('enemyWithinSix', 'The enemy within six inches')}
          {stepper('enemyPastAxle', 'The enemy past its axle')}
        </fieldset>
      </div>
      <WidgetResult outcome={outcome}>
        {(stages) => (
          <>
            {current && (
              <figure class="melee-figure">
                <figcaption>
                  <strong>{stageLabel(state.stage)}</strong>: {STAGE_WORDS[state.stage]} (
                  <a href={pageHref(stagePage(state.stage))}>p. {stagePage(state.stage)}</a>)
                </figcaption>
                {/* On a phone the drawing keeps its width (its type stays 12 px), and this frame scrolls. */}
                <div class="drawing-scroll" tabIndex={0} role="group" aria-label="The raid drawn">
                  <HistoryDrawing outcome={current} horsemen={state.horsemen} gunners={state.gunners} />
                </div>
              </figure>
            )}
            <ul class="widget-reasons">
              {said.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <p class="grew-capture">
              <strong>Taking a gun under these rules:</strong> {captureSaid}
              {capture.ok && capture.value.rule && <> The rule: {CAPTURE_RULE_WORDS[capture.value.rule]}.</>}
            </p>
            <table class="widget-table">
              <caption>The same raid, stage by stage</caption>
              <thead>
                <tr>
                  <th scope="col">Rules</th>
                  <th scope="col">Horsemen lost</th>
                  <th scope="col">Gunners lost</th>
                  <th scope="col">The gun</th>
                </tr>
              </thead>
              <tbody>
                {stages.map((o) => (
                  <tr key={o.stage} aria-current={o.stage === state.stage ? 'step' : undefined}>
                    <th scope="row">{stageLabel(o.stage)}</th>
                    <td>{o.dead.horsemen + o.prisoners.horsemen}</td>
                    <td>{o.dead.gunners + o.prisoners.gunners}</td>
                    <td>{gunWords(o.gun)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </WidgetResult>
    </WidgetFrame>
  );
}
