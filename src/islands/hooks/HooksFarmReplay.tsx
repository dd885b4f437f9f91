/**
 * The Battle of Hook's Farm, move by move: the map, a timeline of half-moves (play, pause, step,
 * jump; arrow keys, Home, End, Space), the narrator's text for the half-move on screen, the mêlée
 * calculator where there is a mêlée, and the ledger. The battle is replayed by the rules engine
 * once; a step only picks the engine's state for that half-move and draws it.
 */
import { timer } from 'd3-timer';
import { useEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks';
import type { JSX } from 'preact';
import { MeleeCalculator, type MeleePreset } from '../melee/MeleeCalculator.tsx';
import { DEFAULT_STATE, type MeleeState } from '../melee/state.ts';
import type { MeleeOutcome } from '../../rules/wells/hooks-farm/index.ts';
import { HooksMap } from './HooksMap.tsx';
import { actionX, mapFrame, toSvg } from './geometry.ts';
import { LedgerChart, LedgerTable } from './Ledger.tsx';
import { MapLegend } from './MapLegend.tsx';
import { StepText } from './StepText.tsx';
import { HOOKS_FARM, REPLAY, stepAnchor } from './replay.ts';
import { useAddressState } from '../shared/useAddressState.ts';
import { withOwnParams } from '../../edition/addressKeys.ts';
import { useHydrated } from '../shared/hydrated.ts';
import { easeCubicInOut, useReducedMotion } from '../shared/motion.ts';
import { parseStep, STEP_KEYS, stepToSearch } from './state.ts';
import { announce, arms } from './words.ts';
import { choicesFor, replayPredictReducer } from './predict.ts';
import { markWords, ReplayPredictPanel, revealLines } from './PredictPanel.tsx';
import { TeachingTools } from '../shared/TeachingTools.tsx';
import { useProjector } from '../shared/useProjector.ts';

/** How long the animation of one half-move takes, and the pause before the next when playing. */
export const STEP_MS = 1100;
const PAUSE_MS = 1300;

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

/**
 * A mêlée of the replay as the calculator's case: the men and the support the engine counted on
 * the field, the sides in the order of the book's example (as chapter IV's calculator has them),
 * and the side that charged choosing (melee-3). The calculator then shows the mêlée as the replay
 * resolved it, with the same numbers as "By the rules".
 */
function replayedMelee(
  m: MeleeOutcome,
  order: { readonly a: string; readonly b: string } = { a: 'Red', b: 'Blue' },
): MeleeState {
  const [a, b] = order.a === 'Blue' ? (['blue', 'red'] as const) : (['red', 'blue'] as const);
  return {
    ...DEFAULT_STATE,
    a: m.men[a],
    b: m.men[b],
    aSupport: m.support[a],
    bSupport: m.support[b],
    labels: { a: order.a, b: order.b },
    charger: m.charger === a ? 'a' : 'b',
  };
}

/** The screens on which the map scrolls in its frame (the stylesheet's media query for .hf-map-wrap). */
const NARROW = '(max-width: 46rem)';

export function HooksFarmReplay({ meleePresets, initialStep = 0, idPrefix = 'hf' }: HooksFarmReplayProps): JSX.Element {
  const steps = REPLAY.steps;
  const last = steps.length - 1;
  const [index, setIndex] = useState(initialStep);
  const [t, setT] = useState(1);
  const [playing, setPlaying] = useState(false);
  const [showDead, setShowDead] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  // The controls are in the HTML as built, disabled until the island runs (a keyboard reader meets them in reading
  // order, and the replay does not grow as it wakes); without JavaScript the page prints every half-move below.
  const mounted = useHydrated();
  const off = !mounted;
  const reduced = useReducedMotion();
  const wrap = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLElement>(null);
  const id = (s: string) => `${idPrefix}-${s}`;
  const [predict, sendPredict] = useReducer(replayPredictReducer, { phase: 'off' });

  // A shared link (?step=7) opens at that half-move; a bad value is reported, never thrown. The address names the
  // replay too (#replay), so a copied link opens with the replay in view (and, as it hydrates when seen, at once). It
  // is written when the reader pauses, not at every half-move of a fast run of keys or of Play.
  useAddressState({
    namespace: '',
    keys: STEP_KEYS,
    own: touched ? stepToSearch(index) : null,
    hash: '#replay',
    open: (own, duplicates) => {
      const parsed = parseStep(
        own,
        steps.map((s) => s.halfMove.id),
        initialStep,
      );
      setIndex(parsed.step);
      const problems = [...duplicates, ...(parsed.problem ? [parsed.problem] : [])];
      setProblem(problems.length ? problems.join(' ') : null);
      // A step that names no half-move does not stay in the address to be shared again.
      if (parsed.problem)
        window.history.replaceState(
          window.history.state,
          '',
          window.location.pathname + withOwnParams(window.location.search, '', STEP_KEYS, '') + window.location.hash,
        );
    },
  });

  /** Go to a half-move; the next one forward is animated unless the reader prefers reduced motion. */
  const go = (next: number) => {
    const n = Math.max(0, Math.min(last, next));
    setTouched(true);
    setProblem(null);
    if (n === index) return;
    setT(n === index + 1 && !reduced ? 0 : 1);
    setIndex(n);
  };

  // A reader who turns on reduced motion while a half-move plays sees its end at once.
  useEffect(() => {
    if (reduced) setT(1);
  }, [reduced]);

  const animating = t < 1;
  useEffect(() => {
    if (!animating) return undefined;
    // A d3 transition whose frames Preact renders: d3-timer paces it, a cubic ease shapes it.
    const run = timer((elapsed) => {
      const progress = Math.min(1, elapsed / STEP_MS);
      setT(progress < 1 ? easeCubicInOut(progress) : 1);
      if (progress >= 1) run.stop();
    });
    return () => run.stop();
  }, [index, animating]);

  useEffect(() => {
    if (!playing || animating) return undefined;
    if (index >= last) {
      setPlaying(false);
      return undefined;
    }
    const timer = window.setTimeout(() => go(index + 1), PAUSE_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- go reads only index, listed, and last, fixed by the battle
  }, [playing, animating, index]);

  const togglePlay = () => {
    setTouched(true);
    if (!playing && index >= last) {
      setT(1);
      setIndex(0);
    }
    setPlaying((p) => !p);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const target = e.target instanceof HTMLElement ? e.target : null;
    const range = target instanceof HTMLInputElement && target.type === 'range';
    if (!range && target?.closest('button, a, input, select, textarea, summary, .melee-calc')) return;
    if (e.key === ' ') togglePlay();
    else if (range)
      return; // the slider steps with the arrow keys, Home and End by itself
    else if (e.key === 'ArrowRight') go(index + 1);
    else if (e.key === 'ArrowLeft') go(index - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(last);
    else return;
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
  const predictSaid = (() => {
    if (predict.phase !== 'revealed') return '';
    const [from, to] = [steps[predict.from], steps[predict.from + 1]];
    if (!from || !to) return '';
    const choices = choicesFor(from, to);
    const lines = revealLines(from, to);
    const right = choices.find((c) => c.key === predict.choice)?.engine === true;
    const mark = markWords(right, choices.find((c) => c.engine)?.text ?? '');
    return `${predict.step === 1 ? `${mark} ` : ''}Step ${predict.step} of ${lines.length}: ${lines[predict.step - 1] ?? ''}`;
  })();

  const step = steps[index]!;
  // On a phone the map is wider than its frame: each half-move scrolls the frame to where it happens.
  useEffect(() => {
    // Only where the stylesheet lets the map overflow its frame (a narrow screen): elsewhere nothing is measured, so a
    // step costs no layout.
    if (typeof matchMedia !== 'function' || !matchMedia(NARROW).matches) return;
    const el = wrap.current;
    const svg = el?.querySelector<SVGSVGElement>('svg.hf-map');
    if (!el || !svg || el.scrollWidth <= el.clientWidth) return;
    const x = actionX(step);
    if (x === undefined) return;
    const frame = mapFrame(REPLAY.table);
    const box = svg.getBoundingClientRect();
    // The map's left edge within the scrolled frame, and its pixels per SVG unit.
    const left = box.left - el.getBoundingClientRect().left + el.scrollLeft;
    el.scrollTo({
      left: left + toSvg(frame, { x, y: 0 }).x * (box.width / frame.width) - el.clientWidth / 2,
      behavior: reduced ? 'instant' : 'smooth',
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the frame follows the half-move stepped to; step and reduced are read as they are then
  }, [index]);
  const prev = index > 0 ? steps[index - 1] : undefined;
  const presets = useMemo(() => new Map(meleePresets.map((p) => [p.id, p])), [meleePresets]);
  const { red, blue } = step.ledger;
  const now: readonly (readonly [string, string | number])[] = [
    ['Red on the field', arms(red.onField)],
    ['Red guns (in action)', `${red.guns.inAction + red.guns.outOfAction} (${red.guns.inAction})`],
    ['Red dead', red.dead.infantry + red.dead.cavalry],
    [
      'Red escaped',
      `${red.escaped.infantry + red.escaped.cavalry} men${red.guns.escaped ? `, ${red.guns.escaped} gun${red.guns.escaped > 1 ? 's' : ''}` : ''}`,
    ],
    ['Red men whose fate is not told', red.untold.infantry + red.untold.cavalry],
    ['Blue on the field', arms(blue.onField)],
    ['Blue guns (in action)', `${blue.guns.inAction + blue.guns.outOfAction} (${blue.guns.inAction})`],
    ['Blue dead', blue.dead.infantry + blue.dead.cavalry],
    ['Prisoners Blue holds', blue.prisonersHeld],
    ['Guns Blue has captured', blue.gunsCaptured],
  ];

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
          predict={{ on: predict.phase !== 'off', toggle: () => sendPredict({ type: 'toggle' }) }}
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
      <div class="hf-controls" role="group" aria-label="Timeline">
        {/* aria-disabled, not disabled: a button that stops working keeps the focus it has. */}
        <div class="hf-buttons">
          <button type="button" disabled={off} onClick={() => go(0)} aria-disabled={index === 0 ? 'true' : undefined}>
            Start
          </button>
          <button
            type="button"
            disabled={off}
            onClick={() => go(index - 1)}
            aria-disabled={index === 0 ? 'true' : undefined}
          >
            Back
          </button>
          {/* The label says what a press will do; no aria-pressed as well, which would announce the state twice. */}
          <button type="button" disabled={off} onClick={togglePlay}>
            {playing ? 'Pause' : 'Play'}
          </button>
          <button
            type="button"
            disabled={off}
            onClick={() => go(index + 1)}
            aria-disabled={index === last ? 'true' : undefined}
          >
            Step
          </button>
          <button
            type="button"
            disabled={off}
            onClick={() => go(last)}
            aria-disabled={index === last ? 'true' : undefined}
          >
            End
          </button>
        </div>
        <label class="hf-range">
          <span>
            Half-move {index + 1} of {steps.length}
          </span>
          <input
            id={id('range')}
            type="range"
            min={0}
            max={last}
            step={1}
            value={index}
            disabled={off}
            aria-valuetext={`${step.halfMove.title} (${index + 1} of ${steps.length})`}
            onInput={(e) => go(Number((e.currentTarget as HTMLInputElement).value))}
          />
        </label>
        <label class="hf-jump">
          <span>Jump to</span>
          <select
            id={id('jump')}
            value={String(index)}
            disabled={off}
            onChange={(e) => go(Number((e.currentTarget as HTMLSelectElement).value))}
          >
            {steps.map((s) => (
              <option key={s.index} value={String(s.index)}>
                {s.halfMove.title}
              </option>
            ))}
          </select>
        </label>
        <label class="hf-toggle">
          <input
            type="checkbox"
            checked={showDead}
            disabled={off}
            onChange={(e) => setShowDead((e.currentTarget as HTMLInputElement).checked)}
          />{' '}
          Show the dead where they fell
        </label>
      </div>

      <div class="hf-stage">
        <div
          ref={wrap}
          class="hf-map-wrap"
          data-moving={animating ? 'true' : undefined}
          tabIndex={mounted ? 0 : undefined}
          role={mounted ? 'group' : undefined}
          aria-label={
            mounted
              ? 'Map of the battle. Arrow keys step back and forward, Home and End go to the start and the end, Space plays or pauses.'
              : undefined
          }
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
            {step.melees.map((m) => {
              const row = presets.get(m.example);
              // The book's example, with the inputs the replay counted on its field.
              const preset = row && { ...row, state: replayedMelee(m, row.state.labels) };
              return preset ? (
                <MeleeCalculator
                  key={m.example}
                  presets={[preset]}
                  initial={preset.state}
                  idPrefix={id(`melee-${step.halfMove.id}`)}
                  address={null}
                  caseName={`${preset.title}, in the replay`}
                  headingLevel={5}
                  embedded
                />
              ) : null;
            })}
          </StepText>
        </div>
      </div>

      <div class="hf-now">
        <h4 id={id('now')}>The ledger after this half-move</h4>
        <dl>
          {now.map(([k, v]) => (
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
        {predictSaid}
      </p>
      <p class="visually-hidden hf-announce" aria-live="polite">
        {touched ? announce(prev, step, steps.length, playing) : ''}
      </p>
    </section>
  );
}
