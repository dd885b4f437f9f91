/**
 * The mêlée calculator (melee-3): Wells' arithmetic, live. Every number it shows comes from
 * `resolveMelee` in the rules engine; this component only gathers the inputs, draws the
 * two bodies and paces the engine's result as a step-through.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { JSX } from 'preact';
import {
  BEYOND_DOUBLE_READINGS,
  ISOLATION_THRESHOLDS,
  isIsolated,
  resolveMelee,
  type BeyondDoubleReading,
  type IsolationThreshold,
  type MeleeResult,
  type Side,
} from '../../rules/wells/index.ts';
import { DEFAULT_STATE, MAX_SIDE, MAX_SUPPORT, parseState, stateToSearch, type MeleeState } from './state.ts';
import { frameCaption, frameCount } from './frames.ts';
import { MeleeDrawing } from './MeleeDrawing.tsx';
import { Stepper } from '../shared/Stepper.tsx';
import { PresetList } from '../shared/PresetList.tsx';
import { RadioGroup } from '../shared/RadioGroup.tsx';
import { tryRule } from '../../rules/result.ts';
import { useHydrated } from '../shared/hydrated.ts';
import type { Preset } from '../shared/presets.ts';

/** A worked example offered as a one-click preset. */
export type MeleePreset = Preset<MeleeState>;

export interface MeleeCalculatorProps {
  readonly presets: readonly MeleePreset[];
  /** The state shown before any interaction (and without JavaScript). */
  readonly initial?: MeleeState;
  /** Prefix for element ids, so two calculators could share a page. */
  readonly idPrefix?: string;
  /** Read the case from the URL and write it back (the default); off where another widget owns the URL. */
  readonly syncUrl?: boolean;
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

/** The heading levels a widget may take. */
export const HEADING_LEVELS = [2, 3, 4, 5] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];

/** Plain-language names of the readings (AMB-2, AMB-4), for the switches. */
const READING_LABELS: Record<IsolationThreshold | BeyondDoubleReading, string> = {
  'exact-half': 'literally: less than half (13 men need 7)',
  'floor-half': 'half rounded down (13 men need 6)',
  'all-prisoners': 'the inferior force is all taken prisoner, none die',
  reject: 'the rule does not apply (the literal text over-counts)',
};

type Outcome = { readonly ok: true; readonly result: MeleeResult } | { readonly ok: false; readonly message: string };

function settle(state: MeleeState): Outcome {
  const tried = tryRule(() =>
    resolveMelee({
      a: state.a,
      b: state.b,
      aSupport: state.aSupport,
      bSupport: state.bSupport,
      labels: state.labels,
      options: { isolationThreshold: state.isolationThreshold, beyondDouble: state.beyondDouble },
    }),
  );
  return tried.ok ? { ok: true, result: tried.value } : { ok: false, message: tried.error.message };
}

const RULE_NAMES = {
  equal: 'Rule (3)(a): equal numbers',
  isolated: 'Rule (3)(b₁): the inferior force is isolated',
  supported: 'Rule (3)(b₂): the inferior force is supported',
} as const;
const RULES_PATH = '/little-wars/the-rules/';

/** One sentence summing up an outcome, for the live region and the comparison of readings. */
function summary(result: MeleeResult, labels: { readonly a: string; readonly b: string }): string {
  const side = (s: Side) =>
    `${labels[s]}: ${result.dead[s]} dead, ${result.prisoners[s]} taken prisoner, ${result.survivors[s]} left`;
  return `${RULE_NAMES[result.rule]}. ${side('a')}; ${side('b')}.`;
}

function sameNumbers(x: MeleeResult, y: MeleeResult): boolean {
  return (['a', 'b'] as const).every(
    (s) => x.dead[s] === y.dead[s] && x.prisoners[s] === y.prisoners[s] && x.survivors[s] === y.survivors[s],
  );
}

export function MeleeCalculator({
  presets,
  initial = DEFAULT_STATE,
  idPrefix = 'melee',
  syncUrl = true,
  caseName,
  headingLevel = 3,
  embedded = false,
}: MeleeCalculatorProps): JSX.Element {
  const H = `h${headingLevel}` as const;
  const [state, setState] = useState<MeleeState>(initial);
  const [problems, setProblems] = useState<readonly string[]>([]);
  const [frame, setFrame] = useState<number | null>(null);
  const [playing, setPlaying] = useState(false);
  const [classroom, setClassroom] = useState(false);
  const [touched, setTouched] = useState(false);
  const root = useRef<HTMLElement>(null);
  // Without JavaScript the calculator is a worked example: its case and result, with no controls that would do nothing.
  const mounted = useHydrated();
  const id = (s: string) => `${idPrefix}-${s}`;

  // A shared link (?a=11&b=9…) sets the case; bad values are reported, never thrown.
  useEffect(() => {
    if (!syncUrl) return;
    const parsed = parseState(window.location.search, initial);
    setState(parsed.state);
    setProblems(parsed.problems);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on opening: a shared link sets the case; syncUrl and initial are props fixed for the island's life
  }, []);

  const outcome = useMemo(() => settle(state), [state]);
  const frames = outcome.ok ? frameCount(outcome.result) : 1;
  const shownFrame = frame === null ? frames - 1 : Math.min(frame, frames - 1);

  // Keep the URL in step once the reader has changed something, so it can be shared.
  useEffect(() => {
    if (!touched || !syncUrl) return;
    const url = new URL(window.location.href);
    url.search = stateToSearch(state);
    window.history.replaceState(null, '', url);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- syncUrl is a prop fixed for the island's life
  }, [state, touched]);

  // The step-through plays one pair of deaths a beat; with reduced motion it jumps to the end.
  useEffect(() => {
    if (!playing) return undefined;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
      setFrame(frames - 1);
      setPlaying(false);
      return undefined;
    }
    const timer = window.setInterval(() => {
      setFrame((f) => {
        const next = (f ?? 0) + 1;
        if (next >= frames - 1) {
          setPlaying(false);
          return frames - 1;
        }
        return next;
      });
    }, 700);
    return () => window.clearInterval(timer);
  }, [playing, frames]);

  const update = (patch: Partial<MeleeState>) => {
    setTouched(true);
    setProblems([]);
    setFrame(null);
    setPlaying(false);
    setState((s) => ({ ...s, ...patch }));
  };
  const choosePreset = (p: MeleePreset) => {
    setTouched(true);
    setProblems([]);
    setFrame(null);
    setPlaying(false);
    setState(p.state);
  };
  const activePreset = presets.findIndex(
    (p) => stateToSearch(p.state) === stateToSearch(state) && p.state.labels.a === state.labels.a,
  );

  const step = (delta: number) => {
    setPlaying(false);
    setFrame((f) => Math.max(0, Math.min(frames - 1, (f ?? frames - 1) + delta)));
  };

  // Classroom mode: full window, large type; keys step through presets and the fight.
  useEffect(() => {
    if (!classroom) return undefined;
    const onKey = (e: KeyboardEvent) => {
      const target = e.target instanceof Element ? e.target : null;
      if (target?.closest('input, select, textarea')) return;
      if (e.key === 'Escape') setClassroom(false);
      else if (e.key === 'ArrowRight') step(1);
      else if (e.key === 'ArrowLeft') step(-1);
      else if (e.key === 'PageDown' || e.key === ']') {
        const next = presets[(activePreset + 1) % presets.length];
        if (next) choosePreset(next);
      } else if (e.key === 'PageUp' || e.key === '[') {
        const prev = presets[(activePreset - 1 + presets.length) % presets.length];
        if (prev) choosePreset(prev);
      } else if (e.key === 'p') setPlaying((p) => !p);
      else return;
      e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    root.current?.querySelector<HTMLElement>('.classroom-exit')?.focus();
    document.documentElement.classList.add('classroom-open');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.documentElement.classList.remove('classroom-open');
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- step only sets state from frames, listed; presets is a prop fixed for the island's life
  }, [classroom, activePreset, frames]);

  const isolationHint = (side: Side): string => {
    const men = state[side];
    const needed = isIsolated(men, 0, { isolationThreshold: state.isolationThreshold }).needed;
    return `To support ${men}, ${state.labels[side]} would need ${needed} within a move.`;
  };

  const alternatives = useMemo(() => {
    if (!outcome.ok) return [];
    const out: { key: string; text: string }[] = [];
    for (const t of ISOLATION_THRESHOLDS) {
      if (t === state.isolationThreshold) continue;
      const alt = settle({ ...state, isolationThreshold: t });
      if (alt.ok && !sameNumbers(alt.result, outcome.result))
        out.push({ key: t, text: `Reading “${READING_LABELS[t]}”: ${summary(alt.result, state.labels)}` });
    }
    for (const d of BEYOND_DOUBLE_READINGS) {
      if (d === state.beyondDouble) continue;
      const alt = settle({ ...state, beyondDouble: d });
      if (!alt.ok)
        out.push({ key: d, text: `Reading “${READING_LABELS[d]}”: this case has no result (${alt.message}).` });
      else if (!sameNumbers(alt.result, outcome.result))
        out.push({ key: d, text: `Reading “${READING_LABELS[d]}”: ${summary(alt.result, state.labels)}` });
    }
    return out;
  }, [outcome, state]);

  const { labels } = state;
  const charger = labels[state.charger];
  const other = labels[state.charger === 'a' ? 'b' : 'a'];

  return (
    <section
      ref={root}
      class={`widget melee-calc${classroom ? ' classroom' : ''}`}
      aria-labelledby={id('title')}
      data-pagefind-ignore="all"
      {...(classroom ? { role: 'dialog', 'aria-modal': 'true' } : {})}
    >
      <header class="widget-head">
        <H id={id('title')}>Mêlée calculator{caseName && <span class="visually-hidden">: {caseName}</span>}</H>
        <p class="widget-sub">
          Rule (3) worked by the edition’s rules engine. Change the numbers, or pick an example from the book.
        </p>
        {mounted &&
          (classroom ? (
            <button type="button" class="classroom-exit" onClick={() => setClassroom(false)}>
              Leave classroom view (Esc)
            </button>
          ) : (
            <button type="button" class="classroom-enter" onClick={() => setClassroom(true)}>
              Classroom view
            </button>
          ))}
      </header>
      {classroom && (
        <p class="classroom-keys">
          Keys: ← → step the fight · P play or pause · [ ] or Page Up/Down previous or next example · Esc leave.
        </p>
      )}

      {problems.length > 0 && (
        <div class="widget-problems" role="alert">
          <p>Some values in the link could not be used:</p>
          <ul>
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}

      {mounted && <PresetList id={id('presets')} presets={presets} active={activePreset} onChoose={choosePreset} />}

      {!mounted && (
        <p class="melee-case">
          {(['a', 'b'] as const)
            .map(
              (side) =>
                `${labels[side]}: ${state[side]} in the mêlée, ${side === 'a' ? state.aSupport : state.bSupport} in support within a move. `,
            )
            .join('')}
          {charger} charged.
        </p>
      )}
      {mounted && (
        <div class="melee-inputs">
          {(['a', 'b'] as const).map((side) => (
            <fieldset key={side}>
              <legend>Side {labels[side]}</legend>
              <Stepper
                id={id(`${side}-men`)}
                label={`Men of ${labels[side]} in the mêlée`}
                value={state[side]}
                min={1}
                max={MAX_SIDE}
                onChange={(n) => update({ [side]: n })}
              />
              <Stepper
                id={id(`${side}-support`)}
                label={`${labels[side]}’s men in support within a move`}
                value={side === 'a' ? state.aSupport : state.bSupport}
                min={0}
                max={MAX_SUPPORT}
                hint={isolationHint(side)}
                onChange={(n) => update(side === 'a' ? { aSupport: n } : { bSupport: n })}
              />
            </fieldset>
          ))}
          <fieldset class="charger">
            <legend>Who charged?</legend>
            {(['a', 'b'] as const).map((side) => (
              <label key={side}>
                <input
                  type="radio"
                  name={id('charger')}
                  value={side}
                  checked={state.charger === side}
                  onChange={() => update({ charger: side })}
                />{' '}
                {labels[side]}
              </label>
            ))}
          </fieldset>
          <details class="readings">
            <summary>Readings of the rule</summary>
            <RadioGroup
              name={id('threshold')}
              legend={
                <>
                  “Less than half its own number” (<a href={`${RULES_PATH}#note-within-a-move`}>note</a>)
                </>
              }
              options={ISOLATION_THRESHOLDS}
              value={state.isolationThreshold}
              label={(t) => READING_LABELS[t]}
              edition={ISOLATION_THRESHOLDS[0]}
              onChange={(t) => update({ isolationThreshold: t })}
            />
            <RadioGroup
              name={id('double')}
              legend={
                <>
                  When the superior force is double or more (<a href={`${RULES_PATH}#note-double-or-more`}>note</a>)
                </>
              }
              options={BEYOND_DOUBLE_READINGS}
              value={state.beyondDouble}
              label={(d) => READING_LABELS[d]}
              edition={BEYOND_DOUBLE_READINGS[0]}
              onChange={(d) => update({ beyondDouble: d })}
            />
          </details>
        </div>
      )}

      <div class="melee-result">
        {outcome.ok ? (
          <>
            <p class="melee-rule">
              <a href={`${RULES_PATH}#${outcome.result.cite}`}>{RULE_NAMES[outcome.result.rule]}</a>
            </p>
            <table class="melee-table">
              <caption class="visually-hidden">Outcome of the mêlée</caption>
              <thead>
                <tr>
                  <th scope="col">Side</th>
                  <th scope="col">In the mêlée</th>
                  <th scope="col">Dead</th>
                  <th scope="col">Prisoners</th>
                  <th scope="col">Left fighting</th>
                </tr>
              </thead>
              <tbody>
                {(['a', 'b'] as const).map((s) => (
                  <tr key={s}>
                    <th scope="row">{labels[s]}</th>
                    <td>{state[s]}</td>
                    <td>{outcome.result.dead[s]}</td>
                    <td>{outcome.result.prisoners[s]}</td>
                    <td>{outcome.result.survivors[s]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {!embedded && (
              <ol class="melee-steps">
                {outcome.result.steps.map((line) => (
                  <li key={line}>{line}</li>
                ))}
                <li>
                  {charger} charged, so {charger} decides which men of both sides die and which are taken (
                  <a href={`${RULES_PATH}#melee-3-choice`}>rule 3</a>); {other} has no choice.
                </li>
              </ol>
            )}
            {alternatives.length > 0 && (
              <div class="melee-alternatives">
                <p>Other readings give a different result:</p>
                <ul>
                  {alternatives.map((a) => (
                    <li key={a.key}>{a.text}</li>
                  ))}
                </ul>
              </div>
            )}
            <figure class="melee-figure">
              <MeleeDrawing result={outcome.result} a={state.a} b={state.b} labels={labels} frame={shownFrame} />
              {mounted && !embedded && (
                <div class="melee-play" role="group" aria-label="Step through the fight">
                  <button
                    type="button"
                    onClick={() => {
                      setPlaying(false);
                      setFrame(0);
                    }}
                  >
                    Start
                  </button>
                  <button type="button" onClick={() => step(-1)} disabled={shownFrame === 0}>
                    Step back
                  </button>
                  <button
                    type="button"
                    onClick={() => {
                      if (shownFrame >= frames - 1) setFrame(0);
                      setPlaying((p) => !p);
                    }}
                  >
                    {playing ? 'Pause' : 'Play'}
                  </button>
                  <button type="button" onClick={() => step(1)} disabled={shownFrame >= frames - 1}>
                    Step
                  </button>
                  <button
                    type="button"
                    onClick={() => {
                      setPlaying(false);
                      setFrame(null);
                    }}
                  >
                    End
                  </button>
                </div>
              )}
              <figcaption>
                <span aria-live="polite">{frameCaption(outcome.result, labels, shownFrame)}</span>
                <span class="melee-frame-count">
                  {' '}
                  Step {shownFrame} of {frames - 1}.
                </span>
              </figcaption>
            </figure>
          </>
        ) : (
          <p class="widget-error" role="alert">
            {outcome.message}
          </p>
        )}
        <p class="visually-hidden" aria-live="polite">
          {outcome.ok ? summary(outcome.result, labels) : outcome.message}
        </p>
      </div>
    </section>
  );
}
