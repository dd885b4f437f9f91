/**
 * The play page's island (/hellwig/play/): Hellwig's game on plate II, plate III's reconstruction or
 * an empty plate, two readers at one screen
 * or one against the computer. Select a piece or device and the board marks where its actions go;
 * the panel lists them all; anything the rules refuse is said with its reason and §. The move list
 * steps through the game, and the whole game lives in the address. The rules are the engine's
 * (`src/rules/hellwig/game/`); the state is a reducer (state.ts).
 */
import type { ComponentChildren, JSX } from 'preact';
import { useEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks';
import {
  boardOf,
  countsOf,
  DEFAULT_READINGS,
  gameAt,
  offersBesideWorks,
  MAPS,
  rectangleSquares,
  seatOf,
  STARTING_POSITIONS,
  startFits,
  type Action,
  type GameReadings,
  type Half,
  type ReadingNote,
} from '../../rules/hellwig/index.ts';
import { tryRule } from '../../rules/result.ts';
import { BoardSvg } from '../board/BoardSvg.tsx';
import { PLATE_III_KNOWN } from '../board/plate3/known.ts';
import type { BoardView, SquareFlags, Target } from '../board/view.ts';
import { useHydrated } from '../shared/hydrated.ts';
import { useAddressState } from '../shared/useAddressState.ts';
import { gameOf, ownOf, PLAY_KEYS } from './address.ts';
import { MoveList } from './MoveList.tsx';
import { RecordPanel } from './RecordPanel.tsx';
import { EmptySize, emptyId, type EmptySizeValue } from './EmptySize.tsx';
import { RulesPanel } from './RulesPanel.tsx';
import { askComputer } from './askComputer.ts';
import { FourNote, Opponent } from './FourPlayers.tsx';
import { SetupEditor } from './SetupEditor.tsx';
import { initialState, reduce, selectionActions, targetsOf, type PlayAction } from './state.ts';
import { sayAction, sayCentre, sayCount, sayStatus } from './words.ts';
import { WorksTools } from './WorksTools.tsx';
import { FireTools } from './FireTools.tsx';
import { playLayerOf } from './DividingRow.tsx';

const KEYS: { readonly [key: string]: PlayAction } = {
  ArrowUp: { type: 'cursor', rows: -1, columns: 0 },
  ArrowDown: { type: 'cursor', rows: 1, columns: 0 },
  ArrowLeft: { type: 'cursor', rows: 0, columns: -1 },
  ArrowRight: { type: 'cursor', rows: 0, columns: 1 },
  Escape: { type: 'escape' },
};

/** What the board marks: the selection, and where each of its actions goes, a capture by its own mark. */
function viewOf(
  board: BoardView['board'],
  selected: readonly number[],
  actions: readonly Action[],
  known: BoardView['known'],
): BoardView {
  const flags = new Map<number, SquareFlags>();
  const targets = new Map<number, Target>();
  for (const sq of selected) flags.set(sq, { selected: true });
  for (const a of actions)
    for (const sq of targetsOf(a)) {
      if (a.type === 'fire' || a.type === 'shell-bridges' || a.type === 'bombard' || a.type === 'ignite')
        flags.set(sq, { ...flags.get(sq), effect: 'in-effect' });
      else {
        const kind = a.type === 'move' && a.captures.length ? 'capture' : 'move';
        // The drawing reads only a target's square and kind.
        if (targets.get(sq)?.kind !== 'capture') targets.set(sq, { square: sq, kind } as unknown as Target);
      }
    }
  return { board, flags, targets, known };
}

export interface PlayGameProps {
  readonly id: string;
  /**
   * The engine's `READING_NOTES` for the rules panel, handed in by the page so that their words come with its HTML
   * rather than its JavaScript (issue 17's 80 KB).
   */
  readonly notes: readonly ReadingNote[];
  /**
   * The page's fixed sentences: for the keyboard under the board, the set-up editor's help, the rules panel's opening,
   * the note under the starting position and how the turns go round in a game of four. Slots of play.astro, static HTML
   * that comes with the page rather than in its JavaScript (issue 17's 80 KB).
   */
  readonly keys?: ComponentChildren;
  readonly setupHelp?: ComponentChildren;
  readonly rulesNote?: ComponentChildren;
  readonly startNote?: ComponentChildren;
  readonly fourTurns?: ComponentChildren;
}

export function PlayGame({ id, notes, keys, setupHelp, rulesNote, startNote, fourTurns }: PlayGameProps): JSX.Element {
  const live = useHydrated();
  const [state, dispatch] = useReducer(reduce, undefined, () => initialState());
  const [start, setStart] = useState('short');
  const [map, setMap] = useState('II');
  const [players, setPlayers] = useState<'two' | Half>('two');
  const [settingUp, setSettingUp] = useState(false);
  const [size, setSize] = useState<EmptySizeValue>({ rows: 33, columns: 49 });
  const mapId = map === 'empty' ? emptyId(size) : map;
  const four = players === 'two' ? undefined : players;
  const [next, setNext] = useState<GameReadings>(DEFAULT_READINGS);
  const game = useMemo(() => gameAt(state.game, state.at), [state.game, state.at]);
  const board = boardOf(game);
  const player = seatOf(game);
  const actions = useMemo(
    () => selectionActions(game, state.selected, state.corner),
    [game, state.selected, state.corner],
  );
  // A rectangle is extended to by Shift- or Ctrl-click, Shift+Enter, or with the "extend" button pressed (§173).
  const [extending, setExtending] = useState(false);
  const modified = useRef(false);
  // The whole side's list is long to make; the peace offers and declarations are read from it once a position.
  const sideActions = useMemo(() => offersBesideWorks(game).map((o) => o.action), [game]);
  const peace = sideActions.filter((a) => a.type === 'peace' || a.type === 'accept');
  const declarations = sideActions.filter((a) => a.type === 'cutoff' || a.type === 'blockade');
  const counts = countsOf(game);

  useAddressState({
    namespace: '',
    keys: PLAY_KEYS,
    own: live && state.touched ? ownOf(state.game, state.computer) : null,
    open: (own, duplicates) => {
      const read = gameOf(own);
      const problem = [...duplicates, ...(read.problem ? [read.problem] : [])].join(' ');
      dispatch({ type: 'open', game: read.game, computer: read.computer, problem: problem || undefined });
    },
  });

  // The computer answers when it is its turn at the latest position; a moment later, so the reader sees his own move.
  const computerToMove =
    live && state.computer.includes(player) && game.status.kind === 'playing' && state.at === state.game.actions.length;
  useEffect(() => {
    if (!computerToMove) return;
    // Asked of a worker (askComputer.ts); a reply to a position no longer shown is dropped.
    let current = true;
    const timer = window.setTimeout(
      () =>
        void askComputer(game).then(
          (action) => current && dispatch({ type: 'act', action }),
          () => current && dispatch({ type: 'computer', seats: [] }),
        ),
      120,
    );
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [computerToMove, game]);

  // The "extend" button serves one rectangle: once its opposite corner is picked, clicks select and play again.
  const onSquare = (square: number) => {
    const extend = modified.current || extending;
    if (extending && state.selected !== null) setExtending(false);
    dispatch({ type: extend ? 'extend' : 'square', square });
  };
  const onKey = (e: JSX.TargetedKeyboardEvent<HTMLDivElement>) => {
    const pick = e.shiftKey || extending ? ('extend' as const) : ('square' as const);
    const action = e.key === 'Enter' || e.key === ' ' ? { type: pick, square: state.cursor } : KEYS[e.key];
    if (!action) return;
    e.preventDefault();
    dispatch(action);
  };
  // Plate III's reconstruction is drawn with the board page's kit: its terrain, and the unknown squares as unknown.
  const chosen =
    state.selected === null
      ? []
      : state.corner === null
        ? [state.selected]
        : rectangleSquares(board, [state.selected, state.corner]);
  const view = viewOf(board, chosen, actions, game.map.id === 'III' ? PLATE_III_KNOWN : undefined);
  const grid = board.grid;
  const plate = game.map.id.startsWith('empty')
    ? `An empty plate of ${grid.rows} × ${grid.columns}`
    : `Plate ${grid.name}`;
  const status = sayStatus(game.status, player, state.computer);

  return (
    <section class="hellwig-board play-board" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Play</h2>
      {/* Not a form: nothing here is submitted, each control acts at once. */}
      <div class="play-setup" role="group" aria-label="A new game">
        <label>
          Map{' '}
          <select disabled={!live} value={map} onChange={(e) => setMap((e.target as HTMLSelectElement).value)}>
            {MAPS.filter((m) => !m.id.startsWith('empty')).map((m) => (
              <option key={m.id} value={m.id}>
                {m.title}
              </option>
            ))}
            <option value="empty">An empty plate</option>
          </select>
        </label>{' '}
        {map === 'empty' && <EmptySize live={live} size={size} onSize={setSize} />}
        <label>
          Starting position{' '}
          <select disabled={!live} value={start} onChange={(e) => setStart((e.target as HTMLSelectElement).value)}>
            {STARTING_POSITIONS.map((s) => {
              // On an empty plate too small for it, a start is greyed out; a size out of range is refused on New game.
              const fits = tryRule(() => startFits(mapId, s.id));
              return (
                <option key={s.id} value={s.id} disabled={fits.ok && !fits.value}>
                  {s.title}
                  {fits.ok && !fits.value && ' (too big for this plate)'}
                </option>
              );
            })}
          </select>
        </label>{' '}
        <label>
          Players{' '}
          <select
            disabled={!live}
            value={players}
            onChange={(e) => setPlayers((e.target as HTMLSelectElement).value as 'two' | Half)}
          >
            <option value="two">Two</option>
            <option value="AB">Four: AA and BB on side AB (§§217–233)</option>
            <option value="CD">Four: AA and BB on side CD (§§217–233)</option>
          </select>
        </label>{' '}
        <button
          type="button"
          disabled={!live}
          onClick={() =>
            dispatch({
              type: 'new',
              start,
              readings: next,
              map: mapId,
              four,
            })
          }
        >
          New game
        </button>{' '}
        <button type="button" disabled={!live} aria-pressed={settingUp} onClick={() => setSettingUp(!settingUp)}>
          Set up a position
        </button>
        <Opponent
          id={id}
          live={live}
          four={state.game.four !== undefined}
          computer={state.computer}
          onComputer={(seats) => dispatch({ type: 'computer', seats })}
        />
      </div>
      <p class="play-start-note">
        {game.map.description} {game.start.description} {game.start.id !== 'setup' && startNote}
      </p>
      {state.game.four && <FourNote marshals={state.game.four.marshals} turns={fourTurns} />}
      {settingUp && (
        <SetupEditor
          id={id}
          help={setupHelp}
          map={mapId}
          onBegin={(setup) => {
            setSettingUp(false);
            dispatch({ type: 'new', start: setup, readings: next, map: mapId, four });
          }}
          onCancel={() => setSettingUp(false)}
        />
      )}
      <div class="board-layout" hidden={settingUp}>
        <div class="board-main">
          <p class="play-status" id={`${id}-status`}>
            <strong>{status}</strong>
            {state.at < state.game.actions.length && ` Showing the position after move ${state.at}.`}
          </p>
          <div
            class="board-frame"
            // Focusable before it wakes too: on a phone the plate scrolls in its frame, and a keyboard must reach it.
            tabIndex={0}
            role={live ? 'application' : 'group'}
            aria-roledescription={live ? 'board' : undefined}
            aria-label={
              live
                ? `${plate}. Cursor on square ${state.cursor}.${sayCentre(game, state.cursor)}`
                : `${plate}, the starting position`
            }
            aria-describedby={live ? `${id}-status` : undefined}
            onKeyDown={onKey}
            onClickCapture={(e) => (modified.current = e.shiftKey || e.ctrlKey || e.metaKey)}
          >
            <BoardSvg
              view={view}
              window={{ top: 0, left: 0, rows: grid.rows, columns: grid.columns }}
              numbers={false}
              cursor={live ? state.cursor : undefined}
              onSquare={live ? onSquare : undefined}
              worksLayer={playLayerOf(game)}
              id={id}
            />
          </div>
          <p class="board-keys">
            {keys}{' '}
            <button type="button" disabled={!live} aria-pressed={extending} onClick={() => setExtending(!extending)}>
              Extend to a rectangle
            </button>
          </p>
          {state.error && (
            <p class="widget-error" role="alert">
              {state.error}
            </p>
          )}
        </div>
        <div class="board-side">
          <section aria-labelledby={`${id}-actions-title`}>
            <h3 id={`${id}-actions-title`}>
              {state.selected === null
                ? 'Select a piece or device'
                : state.corner === null
                  ? `Actions of square ${state.selected}`
                  : `Actions of the rectangle from ${state.selected} to ${state.corner}`}
            </h3>
            {state.selected !== null && actions.length > 0 && (
              <ul class="play-actions">
                {actions.map((a, i) => (
                  <li key={i}>
                    <button type="button" disabled={!live} onClick={() => dispatch({ type: 'act', action: a })}>
                      {sayAction(board, a)}
                    </button>
                  </li>
                ))}
              </ul>
            )}
            {counts.length > 0 && (
              <ul class="play-counts" aria-label="Counts under way">
                {counts.map((c, i) => (
                  <li key={i}>{sayCount(c)}</li>
                ))}
              </ul>
            )}
            {game.status.kind === 'playing' && (
              <details class="play-declare">
                <summary>Cut-off and blockade (§183, §190)</summary>
                {declarations.length === 0 ? (
                  <p>
                    No enemy corps is cut off from its fortress, and no blockade can be announced, in this position.
                  </p>
                ) : (
                  <div class="board-buttons">
                    {declarations.map((a, i) => (
                      <button
                        key={i}
                        type="button"
                        disabled={!live}
                        onClick={() => dispatch({ type: 'act', action: a })}
                      >
                        {sayAction(board, a)}
                      </button>
                    ))}
                  </div>
                )}
              </details>
            )}
            {game.status.kind === 'playing' && (
              <WorksTools
                id={id}
                game={game}
                board={board}
                live={live}
                onAct={(a) => dispatch({ type: 'act', action: a })}
              />
            )}
            {game.status.kind === 'playing' && (
              <FireTools game={game} board={board} live={live} onAct={(a) => dispatch({ type: 'act', action: a })} />
            )}
            {game.status.kind === 'playing' && (
              <details class="play-peace">
                <summary>Peace (§12, §13)</summary>
                <div class="board-buttons">
                  {peace.map((a, i) => (
                    <button key={i} type="button" disabled={!live} onClick={() => dispatch({ type: 'act', action: a })}>
                      {sayAction(board, a)}
                    </button>
                  ))}
                </div>
              </details>
            )}
          </section>
          <MoveList
            game={state.game}
            at={state.at}
            live={live}
            onStep={(to) => dispatch({ type: 'step', to })}
            onUndo={() => dispatch({ type: 'undo' })}
          />
          <RecordPanel game={state.game} live={live} onLoad={(text) => dispatch({ type: 'load', text })} />
          <RulesPanel
            notes={notes}
            note={rulesNote}
            readings={state.game.readings}
            next={next}
            live={live}
            onNext={setNext}
          />
        </div>
      </div>
      <p class="visually-hidden" aria-live="polite">
        {state.said}
      </p>
    </section>
  );
}
