/**
 * The board and what is said about it: the status line, the plate (a keyboard's application once the island
 * wakes, its cursor and selection drawn), the keys with the "extend" button (§173), and the last refusal or fault.
 */
import type { ComponentChildren, JSX } from 'preact';
import { useRef, useState } from 'preact/hooks';
import type { Game } from '../../../rules/hellwig/index.ts';
import { BoardSvg } from '../../board/BoardSvg.tsx';
import type { BoardView } from '../../board/view.ts';
import { playLayerOf } from '../DividingRow.tsx';
import { keyAction } from '../keys.ts';
import { sayPlate } from '../panelWords.ts';
import type { PlayAction, PlayState } from '../state.ts';
import { sayCentre } from '../words.ts';

export interface PlayBoardProps {
  readonly id: string;
  readonly live: boolean;
  readonly state: PlayState;
  /** The position shown. */
  readonly game: Game;
  readonly view: BoardView;
  readonly status: string;
  /** The page's sentence on the keys (play.astro's slot, static HTML). */
  readonly keys?: ComponentChildren;
  readonly dispatch: (a: PlayAction) => void;
}

export function PlayBoard({ id, live, state, game, view, status, keys, dispatch }: PlayBoardProps): JSX.Element {
  // A rectangle is extended to by Shift- or Ctrl-click, Shift+Enter, or with the "extend" button pressed (§173).
  const [extending, setExtending] = useState(false);
  const modified = useRef(false);
  // The "extend" button serves one rectangle: once its opposite corner is picked, clicks select and play again.
  const onSquare = (square: number) => {
    const extend = modified.current || extending;
    if (extending && state.selected !== null) setExtending(false);
    dispatch({ type: extend ? 'extend' : 'square', square });
  };
  const onKey = (e: JSX.TargetedKeyboardEvent<HTMLDivElement>) => {
    const action = keyAction(e.key, e.shiftKey || extending, state.cursor);
    if (!action) return;
    e.preventDefault();
    dispatch(action);
  };
  const grid = view.board.grid;
  const plate = sayPlate(game.map.id, grid);
  return (
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
  );
}
