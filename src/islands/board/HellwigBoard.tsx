/**
 * The Hellwig board (plate II, and on the board page plate III too): set up any position of the book
 * by pointer or keyboard, select a device, piece or formation and see what the rules engine says
 * of it: the field of effect with the reason for every square (§47, §59, §60), its moves as
 * targets (§45, §87), a wheeling with its path, blocker and animation (§62, §95), doubles,
 * combinations and duels (§54–§58, §67), firing (§47–§49b, §66, §68a); and every worked example
 * as a one-click preset.
 *
 * This file only puts the layers together: the state is a reducer (state/), the address, the
 * wheel's animation and the DOM's scrolling and focus are hooks (hooks/), the keys are data
 * (keymap.ts), the sentences are in words.ts and explain.ts, and the side panels are in panels/.
 */
import { useEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks';
import type { JSX } from 'preact';
import type { Square } from '../../rules/hellwig/index.ts';
import { withBase } from '../../edition/base.ts';
import { sameState } from '../shared/sameState.ts';
import { PresetList } from '../shared/PresetList.tsx';
import { useHydrated } from '../shared/hydrated.ts';
import { BoardKey, symbolsOf } from './BoardKey.tsx';
import { BoardSvg, frameShape } from './BoardSvg.tsx';
import { explainSquare } from './explain.ts';
import { addressOf, useBoardAddress } from './hooks/useBoardAddress.ts';
import { centreInFrame, useBoardView } from './hooks/useBoardView.ts';
import { useIdleViews } from './hooks/useIdleViews.ts';
import { reducedMotion, useWheelAnimation } from './hooks/useWheelAnimation.ts';
import { keyAction, keysHelp } from './keymap.ts';
import { LessonPanel } from './Lesson.tsx';
import { hasWorksAnswers } from './worksHas.ts';
import type { WorksKit } from './worksKitTypes.ts';
import type { BoardPreset, Window } from './lessons.ts';
import { SelectionPanel } from './panels/SelectionPanel.tsx';
import { boardPredictReducer, type PredictKit } from './predictState.ts';
import { TeachingTools } from '../shared/TeachingTools.tsx';
import { useProjector } from '../shared/useProjector.ts';
import { ShareLink } from './panels/ShareLink.tsx';
import { Tools } from './panels/Tools.tsx';
import type { BoardAction } from './state/actions.ts';
import { initialModel, viewFor, type BoardContext, type BoardModel } from './state/model.ts';
import { reduce } from './state/reducer.ts';
import { viewOf } from './view.ts';
import type { PlateKit } from './plate3/plate.ts';
import type { AddressKit } from './addressKit.ts';
import type { PageKits } from './pageKits.ts';
import { BoardAsleep } from './asleep.ts';

export interface HellwigBoardProps {
  readonly presets: readonly BoardPreset[];
  /** The preset shown before any interaction (and without JavaScript); none for an empty board. */
  readonly initialPreset?: string | undefined;
  /** The part of plate II shown at first (the board page may change to the whole of plate III). */
  readonly window: Window;
  /** Prefix of the element ids, unique on the page. */
  readonly idPrefix: string;
  /** The full board page keeps its state in the address; small boards link to it. */
  readonly page?: boolean;
  readonly title?: string;
  /** Predict-then-reveal, brought by the board page's island (BoardPage.tsx); without it the board offers none. */
  readonly predict?: PredictKit | undefined;
  /** Plate III, brought by the board page's island too; without it the board shows plate II only. */
  readonly plates?: PlateKit | undefined;
  /** Breastworks and bridges (worksKit.ts), brought by the board page's island (BoardPage.tsx). */
  readonly works?: WorksKit | undefined;
  /** Reading and writing the address (addressKit.ts), brought by the board page's island: a small board never does. */
  readonly address?: AddressKit | undefined;
  /**
   * The board page's kits loaded on first need (pageKits.ts): plate III, the works and predict-then-reveal, for a
   * board given none of them at once. A hook, the same for the island's whole life.
   */
  readonly kits?: ((m: BoardModel, preset: BoardPreset | undefined) => PageKits) | undefined;
}

const BOARD_PAGE = withBase('/hellwig/board/');

export function HellwigBoard({
  presets,
  initialPreset,
  window: home,
  idPrefix: id,
  page = false,
  title = 'Hellwig’s board',
  predict: givenPredict,
  plates: givenPlates,
  works: givenWorks,
  address,
  kits,
}: HellwigBoardProps): JSX.Element {
  const usePageKits: (m: BoardModel, preset: BoardPreset | undefined) => PageKits | undefined = kits ?? noKits;
  const lazyKits = useRef<PageKits | undefined>(undefined);
  // The props do not change while the island runs: the reducer's context is fixed at the first render, a lazy kit read
  // as it is when an action comes.
  const ctx = useRef<BoardContext>({
    presets,
    initialPreset,
    home,
    numbers: !page,
    get plates() {
      return givenPlates ?? lazyKits.current?.plates;
    },
    get works() {
      return givenWorks ?? lazyKits.current?.works;
    },
    address,
  }).current;
  const [model, send] = useReducer((m: BoardModel, a: BoardAction) => reduce(m, a, ctx), ctx, initialModel);
  const { state, cursor, win, numbers } = model;
  const latest = useRef(model);
  latest.current = model;
  const preset = presets.find((p) => p.id === model.presetId);
  // §199's example draws its line, as the toggle does.
  const territoryExample = preset?.lesson?.kind === 'endgame-territory-line';
  const live = usePageKits(model, preset);
  lazyKits.current = live;
  const plates = givenPlates ?? live?.plates;
  const worksKit = givenWorks ?? live?.works;
  const kit = givenPredict ?? live?.predict;
  const PlateChoice = givenPlates?.Choice ?? live?.Choice;
  const worksKey = givenWorks?.key ?? live?.worksKey;
  const hasWorks = !!givenWorks || !!live;
  // Until the island runs (and always without JavaScript) the board is a drawing: its controls are hidden, not dead.
  const mounted = useHydrated();
  const root = useRef<HTMLElement>(null);
  const beforeChange = useBoardView(root, model);
  // One dispatch, the same from render to render, so a square redraws only when its own state changes.
  // An action that needs a lazy kit waits for it to load (pageKits.ts).
  const dispatch = useRef((a: BoardAction) => {
    const go = () => {
      beforeChange();
      send(a);
    };
    if (lazyKits.current) lazyKits.current.when(a, latest.current, go);
    else go();
  }).current;
  // Predict, then reveal (predict.ts): while the reader answers, a square pressed is marked, not acted on.
  const [predict, sendPredict] = useReducer(boardPredictReducer, { phase: 'off' });
  const question = useMemo(
    () => (predict.phase === 'off' ? undefined : kit?.questionOf(state)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the question is the selection's in this position
    [predict.phase === 'off', state.selected, state.setup],
  );
  useEffect(() => sendPredict({ type: 'again' }), [state.selected, state.setup]);
  const guessing = predict.phase === 'guess' && question !== undefined;
  // Until the reveal has come to its end, nothing on the board or beside it gives the answer away.
  const hidden = guessing || (predict.phase === 'revealed' && !!question && predict.step < question.reasons.length);
  const marking = useRef(guessing);
  marking.current = guessing;
  const onSquare = useRef((sq: number) =>
    marking.current ? sendPredict({ type: 'pick', square: sq }) : dispatch({ type: 'square', square: sq }),
  ).current;
  useBoardAddress(page, model, preset, dispatch, plates?.reconstruction, worksKit, address);
  // On a phone the board page fits the plate to the width; zoomed in, its squares are a finger wide (layout only).
  const [zoomed, setZoomed] = useState(false);
  useEffect(() => {
    if (zoomed && root.current) centreInFrame(root.current, cursor);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- centred when the zoom changes, not at every cursor move
  }, [zoomed]);
  const swing = useWheelAnimation(model.swing, () => dispatch({ type: 'landed' }));

  // A small board's key explains the marks its examples draw (and a move's target); the board page keys every mark.
  const keyed = useMemo(
    () => (page ? undefined : new Set(presets.flatMap((p) => [...symbolsOf(viewOf(p.state, p.marks), p.state)]))),
    [presets, page],
  );
  const engineView = viewFor(model, ctx);
  const worksAhead = useMemo(
    () => worksKit && ((next: typeof state) => hasWorksAnswers(next, page) && worksKit.viewOf(next)),
    [worksKit, page],
  );
  useIdleViews(page, state, preset?.marks, plates?.known, worksAhead);
  const grid = engineView.board.grid;
  const worksView = useMemo(
    () => (worksKit && hasWorksAnswers(state, page) ? worksKit.viewOf(state) : undefined),
    [worksKit, state, page],
  );
  const flags = useMemo(
    () => (kit ? kit.predictFlags(engineView.flags, question, predict) : engineView.flags),
    [kit, engineView.flags, question, predict],
  );
  // While the answer is hidden, the board shows only what has been revealed of it: no other lit squares, no reasons.
  const view = hidden ? { board: engineView.board, flags, targets: new Map() } : { ...engineView, flags };

  const onKey = (e: JSX.TargetedKeyboardEvent<HTMLDivElement>) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const action = keyAction(e.key, { cursor, animate: !reducedMotion() });
    if (action) {
      e.preventDefault();
      if (guessing && action.type === 'square') sendPredict({ type: 'pick', square: action.square });
      else dispatch(action);
    }
  };

  const example = (delta: number) => {
    const at = presets.findIndex((p) => p.id === model.presetId);
    const next = presets[(at + delta + presets.length) % presets.length];
    if (next) dispatch({ type: 'choose', preset: next, pointer: false });
  };
  const revealSteps = predict.phase === 'revealed' && question ? question.reasons.length : undefined;
  const projector = useProjector(root, {
    ...(revealSteps !== undefined
      ? {
          step: () => sendPredict({ type: 'step', delta: 1, last: revealSteps }),
          'step-back': () => sendPredict({ type: 'step', delta: -1, last: revealSteps }),
        }
      : {}),
    ...(presets.length > 1 ? { 'next-example': () => example(1), 'previous-example': () => example(-1) } : {}),
  });

  const pressed = presets.findIndex((p) => p.id === model.presetId && sameState(p.state, state));
  // The 80 examples and the key change only with the example pressed: kept from render to render, they are not redrawn
  // at every key.
  const presetList = useMemo(
    () => (
      <PresetList
        id={`${id}-presets`}
        presets={presets}
        active={pressed}
        onChoose={(p, pointer) => dispatch({ type: 'choose', preset: p as BoardPreset, pointer })}
        grouped={page}
        disabled={!mounted}
      />
    ),
    [presets, pressed, page, id, dispatch, mounted],
  );
  const boardKey = useMemo(
    () => <BoardKey id={id} only={keyed} full={page ? undefined : `${BOARD_PAGE}#board-legend`} extra={worksKey} />,
    [id, keyed, page, worksKey],
  );
  // Plate III's key (its terrain's swatches and words) changes with nothing on the board: kept, it is not redrawn.
  const plateKey = useMemo(
    () => (grid.name === 'III' && plates ? <plates.Key id={id} /> : null),
    [grid.name, plates, id],
  );
  const editButtons = (
    <>
      <button disabled={!mounted} type="button" onClick={() => dispatch({ type: 'rotate', square: cursor })}>
        Rotate on {cursor}
      </button>
      <button disabled={!mounted} type="button" onClick={() => dispatch({ type: 'remove', square: cursor })}>
        Remove on {cursor}
      </button>
      <button disabled={!mounted} type="button" onClick={() => dispatch({ type: 'clear' })}>
        Clear the board
      </button>
    </>
  );
  const tools = (
    <Tools
      id={id}
      choice={model.choice}
      onChange={(patch) => dispatch({ type: 'tools', patch })}
      onPlace={() => dispatch({ type: 'square', square: cursor })}
      cursor={cursor}
      works={hasWorks}
    />
  );
  const shareHref = `${BOARD_PAGE}?${addressOf(state, preset, plates?.reconstruction, worksKit)}`;
  const statusId = `${id}-status`;
  const sectionClass =
    `widget hellwig-board${page ? ' board-page' : ''}${mounted ? '' : ' board-static'}` +
    `${projector.on ? ' projecting' : ''}`;
  const plateWords =
    grid.name === 'II'
      ? `Plate II, ${grid.columns} squares wide, numbered row by row from corner A.`
      : `Plate III, ${grid.columns} × ${grid.rows} squares, numbered serpentine from corner A: ` +
        `its terrain as far as the text names it.`;
  return (
    <BoardAsleep.Provider value={!mounted}>
      <section ref={root} class={sectionClass} aria-labelledby={`${id}-title`}>
        <header class="widget-head">
          <h3 id={`${id}-title`}>{title}</h3>
          <p class="widget-sub">{plateWords} Every lit square is the rules engine’s answer.</p>
          <TeachingTools
            mounted={mounted}
            projector={projector}
            predict={
              (kit || live) && {
                on: predict.phase !== 'off',
                toggle: () =>
                  live ? live.togglePredict(() => sendPredict({ type: 'toggle' })) : sendPredict({ type: 'toggle' }),
              }
            }
          />
        </header>
        {live && (
          <p class="board-loading" role="status">
            {live.status}
          </p>
        )}
        {!mounted && (
          <p class="board-static-note">
            The book’s example, as drawn from the engine’s answer. Choosing examples, moving pieces and wheeling guns
            need JavaScript.
          </p>
        )}
        {/* Many examples mean many tab stops: a keyboard reader can go straight to the board. */}
        {mounted && presets.length > 8 && (
          <a class="board-skip" href={`#${id}-frame`}>
            Skip the examples, to the board
          </a>
        )}
        {PlateChoice && (
          <PlateChoice
            id={id}
            plate={grid.name === 'III' ? 'III' : 'II'}
            mounted={mounted}
            onChoose={(plate) => dispatch({ type: 'plate', plate })}
          />
        )}
        {presets.length > 0 && presetList}
        {model.problems.length > 0 && (
          <div class="widget-problems" role="alert">
            <p>The address could not be read, so the board shows its default position:</p>
            <ul>
              {model.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </div>
        )}
        {model.addressNote && (
          <p class="board-address-note" role="status">
            {model.addressNote}
          </p>
        )}
        <div class="board-layout">
          <div class="board-main">
            <div
              class={`board-frame${zoomed ? ' zoomed' : ''}${page ? '' : ' sized'}`}
              style={page ? undefined : frameShape(win)}
              id={`${id}-frame`}
              tabIndex={mounted ? 0 : undefined}
              role={mounted ? 'application' : undefined}
              aria-roledescription={mounted ? 'board' : undefined}
              aria-label={
                mounted
                  ? `Plate ${grid.name}${win.rows < grid.rows || win.columns < grid.columns ? ', part' : ''}. ` +
                    `Cursor on square ${cursor}.`
                  : undefined
              }
              aria-describedby={mounted ? statusId : undefined}
              onKeyDown={onKey}
            >
              <BoardSvg
                view={view}
                window={win}
                numbers={numbers}
                cursor={cursor}
                swing={swing}
                onSquare={onSquare}
                worksLayer={
                  worksKit || (grid.name === 'III' && plates)
                    ? (corner) => (
                        <>
                          {grid.name === 'III' && plates && <plates.Layer corner={corner} />}
                          {grid.name === 'III' && plates && (model.territory || territoryExample) && (
                            <plates.Territory corner={corner} />
                          )}
                          {worksKit && (
                            <worksKit.Layer
                              works={state}
                              route={worksView?.communication}
                              school={worksView?.school}
                              corner={corner}
                            />
                          )}
                        </>
                      )
                    : undefined
                }
                id={id}
              />
            </div>
            <p id={statusId} class="board-status">
              {explainSquare(view, cursor as Square)}
              {worksKit?.words(state, cursor)}
              {grid.name === 'III' && plates?.squareWords(cursor)}
              {guessing && (predict.guess.includes(cursor) ? ' Marked as your answer.' : ' Not marked.')}
            </p>
            <p class="board-keys">{keysHelp(hasWorks)}</p>
            {plateKey}
            {boardKey}
            <div class="board-buttons">
              <button
                disabled={!mounted}
                type="button"
                aria-pressed={numbers}

                onClick={() => dispatch({ type: 'numbers' })}
              >
                Numbers
              </button>
              {grid.name === 'III' && plates && (
                <button
                  disabled={!mounted}
                  type="button"
                  class="board-territory"
                  aria-pressed={model.territory}
                  onClick={() => dispatch({ type: 'territory' })}
                >
                  Territory line (§199)
                </button>
              )}
              {page && (
                <button
                  disabled={!mounted}
                  type="button"
                  class="board-zoom"
                  aria-pressed={zoomed}

                  onClick={() => setZoomed(!zoomed)}
                >
                  Zoom in
                </button>
              )}
              {page && editButtons}
              {preset && pressed < 0 && (
                <button
                  disabled={!mounted}
                  type="button"

                  onClick={() => dispatch({ type: 'choose', preset, pointer: false })}
                >
                  Back to the example
                </button>
              )}
              {page ? (
                <ShareLink href={shareHref} id={id} onSay={(sentence) => dispatch({ type: 'say', sentence })} />
              ) : (
                <a class="board-share" href={shareHref}>
                  Open this position on the full board
                </a>
              )}
            </div>
            {model.error && (
              <p class="widget-error" role="alert">
                {model.error}
              </p>
            )}
          </div>
          <div class="board-side">
            {predict.phase !== 'off' && kit && (
              <kit.Panel id={id} predict={predict} question={question} send={sendPredict} />
            )}
            {!hidden && preset?.lesson && (
              <LessonPanel
                id={id}
                lesson={preset.lesson}
                setup={state.setup}
                works={state}
                kit={worksKit}
                endgame={plates?.answer}
                cite={preset.cite}
                onApply={(setup, sentence, device) => dispatch({ type: 'apply', setup, sentence, device })}
              />
            )}
            {!hidden && (
              <SelectionPanel
                view={view}
                refusedByTheBook={preset?.refused === true && pressed >= 0}
                state={state}
                id={id}
                why={model.why}
                onWhy={(open) => dispatch({ type: 'why', open })}
                onState={(next, sentence, focusNext) => dispatch({ type: 'change', next, sentence, focusNext })}
                onMove={(next, sentence) => dispatch({ type: 'move', next, sentence })}
                onWheel={() => dispatch({ type: 'wheel', animate: !reducedMotion() })}
                onFire={(together) => dispatch({ type: 'fire', together })}
              />
            )}
            {!hidden && worksView && worksKit && (
              <worksKit.Panel
                view={worksView}
                id={id}
                send={(patch, sentence) => dispatch({ type: 'change', next: { ...state, ...patch }, sentence })}
              />
            )}
            {page ? (
              tools
            ) : (
              // A small board shows its example first: the tools to change it wait, folded, until asked for.
              <details class="board-edit">
                <summary>Edit this position</summary>
                <div class="board-buttons">{editButtons}</div>
                {tools}
              </details>
            )}
          </div>
        </div>
        <p class="visually-hidden" aria-live="polite">
          {model.said}
        </p>
      </section>
    </BoardAsleep.Provider>
  );
}

/** A board with no lazy kits (a small board, or one given its kits at once). */
function noKits(): undefined {
  return undefined;
}
