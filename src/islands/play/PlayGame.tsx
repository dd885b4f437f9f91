/**
 * The play page's island (/hellwig/play/): Hellwig's game on plate II, plate III's reconstruction or
 * an empty plate, two readers at one screen
 * or one against the computer. Select a piece or device and the board marks where its actions go;
 * the panel lists them all; anything the rules refuse is said with its reason and §. The move list
 * steps through the game, and the whole game lives in the address. The rules are the engine's
 * (`src/rules/hellwig/game/`). This file only lays out the layers: the state is a reducer (state.ts), the
 * address, the computer's turn and the new game's choices are hooks (hooks/), the words are words.ts and
 * panelWords.ts, and the board, the new game and the actions are panels (panels/).
 */
import type { ComponentChildren, JSX } from 'preact';
import { useMemo, useReducer, useState } from 'preact/hooks';
import { boardOf, gameAt, seatOf, type ReadingNote } from '../../rules/hellwig/index.ts';
import { useHydrated } from '../shared/hydrated.ts';
import { chosenSquares, viewOf } from './boardView.ts';
import { useComputer } from './hooks/useComputer.ts';
import { useNewGame } from './hooks/useNewGame.ts';
import { usePlayAddress } from './hooks/usePlayAddress.ts';
import { FourNote } from './FourPlayers.tsx';
import { MoveList } from './MoveList.tsx';
import { ActionsPanel } from './panels/ActionsPanel.tsx';
import { NewGamePanel } from './panels/NewGamePanel.tsx';
import { PlayBoard } from './panels/PlayBoard.tsx';
import { RecordPanel } from './RecordPanel.tsx';
import { RulesPanel } from './RulesPanel.tsx';
import { SetupEditor } from './SetupEditor.tsx';
import { initialState, reduce, selectionActions } from './state.ts';
import { sayStatus } from './words.ts';

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
  const choices = useNewGame();
  const [settingUp, setSettingUp] = useState(false);
  const game = useMemo(() => gameAt(state.game, state.at), [state.game, state.at]);
  const board = boardOf(game);
  const player = seatOf(game);
  const actions = useMemo(
    () => selectionActions(game, state.selected, state.corner),
    [game, state.selected, state.corner],
  );
  usePlayAddress(live, state, dispatch);
  // The computer answers when it is its turn at the latest position.
  useComputer(
    live && state.computer.includes(player) && game.status.kind === 'playing' && state.at === state.game.actions.length,
    game,
    dispatch,
  );
  const view = viewOf(game, board, chosenSquares(board, state.selected, state.corner), actions);

  return (
    <section class="hellwig-board play-board" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Play</h2>
      <NewGamePanel
        id={id}
        live={live}
        choices={choices}
        settingUp={settingUp}
        four={state.game.four !== undefined}
        computer={state.computer}
        onNew={() =>
          dispatch({
            type: 'new',
            start: choices.start,
            readings: choices.readings,
            map: choices.mapId,
            four: choices.four,
          })
        }
        onSettingUp={setSettingUp}
        onComputer={(seats) => dispatch({ type: 'computer', seats })}
      />
      <p class="play-start-note">
        {game.map.description} {game.start.description} {game.start.id !== 'setup' && startNote}
      </p>
      {state.game.four && <FourNote marshals={state.game.four.marshals} turns={fourTurns} />}
      {settingUp && (
        <SetupEditor
          id={id}
          help={setupHelp}
          map={choices.mapId}
          onBegin={(setup) => {
            setSettingUp(false);
            dispatch({ type: 'new', start: setup, readings: choices.readings, map: choices.mapId, four: choices.four });
          }}
          onCancel={() => setSettingUp(false)}
        />
      )}
      <div class="board-layout" hidden={settingUp}>
        <PlayBoard
          id={id}
          live={live}
          state={state}
          game={game}
          view={view}
          status={sayStatus(game.status, player, state.computer)}
          keys={keys}
          dispatch={dispatch}
        />
        <div class="board-side">
          <ActionsPanel
            id={id}
            live={live}
            game={game}
            board={board}
            selected={state.selected}
            corner={state.corner}
            actions={actions}
            onAct={(action) => dispatch({ type: 'act', action })}
          />
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
            next={choices.readings}
            live={live}
            onNext={choices.setReadings}
          />
        </div>
      </div>
      <p class="visually-hidden" aria-live="polite">
        {state.said}
      </p>
    </section>
  );
}
