/**
 * The Battle of Hook's Farm, move by move: the map, a timeline of half-moves (play, pause, step,
 * jump; arrow keys, Home, End, Space), the narrator's text for the half-move on screen, the mêlée
 * calculator where there is a mêlée, and the ledger. The battle is replayed by the rules engine
 * once; a step only picks the engine's state for that half-move and draws it. This file lays out the
 * layers: the timeline is a reducer (timeline.ts) driven by hooks (useTimeline.ts, the address in
 * useStepAddress.ts, the map's scrolling in useFollowStep.ts); the words are replayWords.ts; the
 * controls, the mêlées and the ledger are panels.
 */
import { useEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks';
import type { JSX } from 'preact';
import type { MeleePreset } from '../melee/MeleeCalculator.tsx';
import { HooksMap } from './HooksMap.tsx';
import { LedgerChart, LedgerTable } from './Ledger.tsx';
import { MapLegend } from './MapLegend.tsx';
import { StepText } from './StepText.tsx';
import { HOOKS_FARM, REPLAY, stepAnchor } from './replay.ts';
import { useHydrated } from '../shared/hydrated.ts';
import { announce } from './words.ts';
import { replayPredictReducer } from './predict.ts';
import { ReplayPredictPanel } from './PredictPanel.tsx';
import { TeachingTools } from '../shared/TeachingTools.tsx';
import { useProjector } from '../shared/useProjector.ts';
import { keyAction } from './timeline.ts';
import { useTimeline } from './useTimeline.ts';
import { useStepAddress } from './useStepAddress.ts';
import { useFollowStep } from './useFollowStep.ts';
import { TimelineControls } from './TimelineControls.tsx';
import { ReplayMelees } from './ReplayMelees.tsx';
import { nowRows, sayPredict } from './replayWords.ts';

export { STEP_MS } from './timeline.ts';

export interface HooksFarmReplayProps {
  /**
   * The mêlées of the battle as presets of the mêlée calculator (the worked-examples rows, titled and cited; the replay
   * sets their inputs).
   */
  readonly meleePresets: readonly MeleePreset[];
  /** The half-move shown before any interaction (and without JavaScript). */
  readonly initialStep?: number;
  /** Prefix of element ids, unique on the page. */
  readonly idPrefix?: string;
}

const MAP_LABEL =
  'Map of the battle. Arrow keys step back and forward, Home and End go to the start and the end, ' +
  'Space plays or pauses.';

export function HooksFarmReplay({ meleePresets, initialStep = 0, idPrefix = 'hf' }: HooksFarmReplayProps): JSX.Element {
  const steps = REPLAY.steps;
  const last = steps.length - 1;
  const { timeline, send, reduced, go } = useTimeline(last, initialStep);
  const { index, t, playing, touched, problem } = timeline;
  const [showDead, setShowDead] = useState(true);
  // The controls are in the HTML as built, disabled until the island runs; without JavaScript the page prints every
  // half-move below.
  const mounted = useHydrated();
  const wrap = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLElement>(null);
  const id = (s: string) => `${idPrefix}-${s}`;
  const [predict, sendPredict] = useReducer(replayPredictReducer, {
    phase: 'off',
  });
  const ids = useMemo(() => steps.map((s) => s.halfMove.id), [steps]);
  useStepAddress(timeline, ids, initialStep, send);
  useFollowStep(wrap, index, reduced);

  const togglePlay = () => send({ type: 'toggle' });
  const onKeyDown = (e: KeyboardEvent) => {
    const target = e.target instanceof HTMLElement ? e.target : null;
    const range = target instanceof HTMLInputElement && target.type === 'range';
    if (!range && target?.closest('button, a, input, select, textarea, summary, .melee-calc')) return;
    const action = keyAction(e.key, range, timeline, reduced);
    if (!action) return;
    send(action);
    e.preventDefault();
  };

  // Predict, then reveal: a reveal belongs to the half-move it asked about; stepping elsewhere asks anew.
  useEffect(() => {
    if (predict.phase === 'revealed' && index !== predict.from + 1) sendPredict({ type: 'again' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a step of the replay asks anew
  }, [index]);
  const projector = useProjector(root, {
    step: () => go(index + 1),
    'step-back': () => go(index - 1),
    play: togglePlay,
  });

  const step = steps[index]!;
  const prev = index > 0 ? steps[index - 1] : undefined;
  const presets = useMemo(() => new Map(meleePresets.map((p) => [p.id, p])), [meleePresets]);

  return (
    <section
      ref={root}
      class={`widget hf-replay${projector.on ? ' projecting' : ''}`}
      aria-labelledby={id('title')}
      data-pagefind-ignore="all"
      onKeyDown={onKeyDown}
    >
      <header class="widget-head">
        <h3 id={id('title')}>The replay</h3>
        <p class="widget-sub">
          Step from the putting down to Red’s retreat. Every number is the rules engine’s, computed from the events; the
          positions are a reconstruction.
        </p>
        <TeachingTools
          mounted={mounted}
          projector={projector}
          predict={{
            on: predict.phase !== 'off',
            toggle: () => sendPredict({ type: 'toggle' }),
          }}
        />
      </header>
      {problem && (
        <div class="widget-problems" role="alert">
          <p>{problem}</p>
        </div>
      )}

      {!mounted && (
        <p class="hf-static-note">
          This is the field at Red’s putting down. Stepping through the battle needs JavaScript; without it,{' '}
          <a href="#sequence">every half-move is printed below</a>, each with its map, and the whole ledger follows
          here.
        </p>
      )}
      <TimelineControls
        id={id}
        off={!mounted}
        steps={steps}
        index={index}
        playing={playing}
        showDead={showDead}
        go={go}
        togglePlay={togglePlay}
        onShowDead={setShowDead}
      />

      <div class="hf-stage">
        <div
          ref={wrap}
          class="hf-map-wrap"
          data-moving={t < 1 ? 'true' : undefined}
          tabIndex={mounted ? 0 : undefined}
          role={mounted ? 'group' : undefined}
          aria-label={mounted ? MAP_LABEL : undefined}
        >
          <HooksMap table={REPLAY.table} places={REPLAY.places} step={step} prev={prev} t={t} showDead={showDead} />
          <MapLegend />
        </div>
        <div class="hf-panel">
          {predict.phase !== 'off' && (
            <ReplayPredictPanel
              id={idPrefix}
              predict={predict}
              steps={steps}
              index={index}
              send={sendPredict}
              play={(from) => go(from + 1)}
            />
          )}
          <StepText
            step={step}
            prev={prev}
            assumptions={HOOKS_FARM.assumptions}
            inconsistencies={HOOKS_FARM.inconsistencies}
            level={4}
            titleId={id('step-title')}
          >
            <ReplayMelees step={step} presets={presets} id={id} />
          </StepText>
        </div>
      </div>

      <div class="hf-now">
        <h4 id={id('now')}>The ledger after this half-move</h4>
        <dl>
          {nowRows(step).map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
      </div>
      <LedgerChart steps={steps} current={index} />
      <LedgerTable steps={steps} current={index} href={(s) => `#${stepAnchor(s.halfMove.id)}`} onJump={(i) => go(i)} />
      <p class="visually-hidden" aria-live="polite">
        {sayPredict(predict, steps)}
      </p>
      <p class="visually-hidden hf-announce" aria-live="polite">
        {touched ? announce(prev, step, steps.length, playing) : ''}
      </p>
    </section>
  );
}
