/**
 * The mêlée calculator (melee-3): Wells' arithmetic, live. Every number it shows comes from
 * `resolveMelee` in the rules engine; this component only gathers the inputs, draws the
 * two bodies and paces the engine's result as a step-through.
 *
 * It only puts the layers together: the case and its step-through (hooks/useMeleeCase.ts), the
 * projector mode (../shared/useProjector.ts), predict-then-reveal (predict.ts, panels/Predict.tsx),
 * the panels (panels/), the words (words.ts).
 */
import { useEffect, useReducer, useRef } from 'preact/hooks';
import type { JSX } from 'preact';
import { DEFAULT_STATE, type MeleeState } from './state.ts';
import { PresetList } from '../shared/PresetList.tsx';
import { useHydrated } from '../shared/hydrated.ts';
import type { Preset } from '../shared/presets.ts';
import { useMeleeCase } from './hooks/useMeleeCase.ts';
import { useProjector } from '../shared/useProjector.ts';
import { TeachingTools } from '../shared/TeachingTools.tsx';
import { MeleeDrawing } from './MeleeDrawing.tsx';
import { compareMelee, markSentence, predictReducer } from './predict.ts';
import { PredictForm, PredictMarks } from './panels/Predict.tsx';
import { LinkProblems } from './panels/LinkProblems.tsx';
import { Inputs } from './panels/Inputs.tsx';
import { Result } from './panels/Result.tsx';
import type { HeadingLevel } from '../shared/headingLevel.ts';

/** A worked example offered as a one-click preset. */
export type MeleePreset = Preset<MeleeState>;

export interface MeleeCalculatorProps {
  readonly presets: readonly MeleePreset[];
  /** The state shown before any interaction (and without JavaScript). */
  readonly initial?: MeleeState;
  /** Prefix for element ids, so two calculators could share a page. */
  readonly idPrefix?: string;
  /**
   * Its namespace in the address (`hooks-farm-18v21` keeps `hooks-farm-18v21.a`…; `''`, the default, the plain `a`…),
   * so several calculators on a page keep their cases apart; null where another widget owns the address.
   */
  readonly address?: string | null;
  /** The case it opens on, added to its accessible name where several calculators share a page. */
  readonly caseName?: string | undefined;
  /** The level of its heading, to fit the outline of the page it sits in (3 by default: under a section's h2). */
  readonly headingLevel?: HeadingLevel;
  /**
   * Inside another widget that has its own timeline and states the working (the replay of Hook's
   * Farm): the calculator leaves out its own step-through and its list of the working, so a screen
   * has one set of Start/Play/Step buttons and says the working once.
   */
  readonly embedded?: boolean;
}

/** The mêlée calculator: the case, the engine's result for it, and the fight stepped through. */
export function MeleeCalculator({
  presets,
  initial = DEFAULT_STATE,
  idPrefix = 'melee',
  address = '',
  caseName,
  headingLevel = 3,
  embedded = false,
}: MeleeCalculatorProps): JSX.Element {
  const H = `h${headingLevel}` as const;
  const melee = useMeleeCase(presets, initial, address);
  const root = useRef<HTMLElement>(null);
  // Its controls are in the HTML as built, disabled until the island runs, so a keyboard reader meets them in reading
  // order and the calculator does not grow as it wakes; without JavaScript a line says what needs it.
  const mounted = useHydrated();
  const id = (s: string) => `${idPrefix}-${s}`;
  const [predict, sendPredict] = useReducer(predictReducer, { phase: 'off' });
  // A new case is a new question.
  useEffect(() => sendPredict({ type: 'new-case' }), [melee.state]);

  const example = (delta: number) => {
    const next = presets[(melee.activePreset + delta + presets.length) % presets.length];
    if (next) melee.choosePreset(next);
  };
  const projector = useProjector(root, {
    step: () => melee.step(1),
    'step-back': () => melee.step(-1),
    play: melee.flipPlaying,
    ...(presets.length > 1 ? { 'next-example': () => example(1), 'previous-example': () => example(-1) } : {}),
  });
  const { outcome, state } = melee;

  return (
    <section
      ref={root}
      class={`widget melee-calc${projector.on ? ' projecting' : ''}`}
      aria-labelledby={id('title')}
      data-pagefind-ignore="all"
    >
      <header class="widget-head">
        <H id={id('title')}>Mêlée calculator{caseName && <span class="visually-hidden">: {caseName}</span>}</H>
        <p class="widget-sub">
          Rule (3) worked by the edition’s rules engine. Change the numbers, or pick an example from the book.
        </p>
        {!embedded && (
          <TeachingTools
            mounted={mounted}
            projector={projector}
            predict={{ on: predict.phase !== 'off', toggle: () => sendPredict({ type: 'toggle' }) }}
          />
        )}
      </header>

      {melee.problems.length > 0 && <LinkProblems problems={melee.problems} />}

      {!mounted && (
        <p class="widget-static-note">
          Changing the case, choosing an example and stepping through the fight need JavaScript, which is off: the case
          shown is worked below.
        </p>
      )}
      <div class="melee-case-side">
        <PresetList
          id={id('presets')}
          presets={presets}
          active={melee.activePreset}
          onChoose={melee.choosePreset}
          disabled={!mounted}
        />
        <Inputs state={state} id={id} update={melee.update} disabled={!mounted} />
      </div>

      {predict.phase === 'guess' && outcome.ok ? (
        <div class="melee-result">
          <PredictForm state={state} predict={predict} send={sendPredict} onCheck={melee.start} id={id} />
          <figure class="melee-figure">
            <MeleeDrawing result={outcome.result} a={state.a} b={state.b} labels={state.labels} frame={0} />
            <figcaption>Before the fight.</figcaption>
          </figure>
        </div>
      ) : (
        <Result
          melee={melee}
          mounted={mounted}
          embedded={embedded}
          marks={
            predict.phase === 'revealed' && outcome.ok ? (
              <PredictMarks state={state} predict={predict} result={outcome.result} send={sendPredict} />
            ) : null
          }
        />
      )}
      <p class="visually-hidden" aria-live="polite">
        {predict.phase === 'revealed' && outcome.ok
          ? markSentence(compareMelee(predict.guess, outcome.result), state.labels)
          : ''}
      </p>
    </section>
  );
}
