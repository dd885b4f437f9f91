/**
 * The record beside the board: every action in the notation, numbered and marked with its player,
 * each a button that shows the position after it, with first, back, forward and last, as a game
 * viewer steps; and undo.
 */
import type { JSX } from 'preact';
import { formatAction, moverAt, type Board, type Game } from '../../rules/hellwig/index.ts';

export interface MoveListProps {
  readonly game: Game;
  readonly at: number;
  readonly live: boolean;
  readonly onStep: (to: number) => void;
  readonly onUndo: () => void;
}

export function MoveList({ game, at, live, onStep, onUndo }: MoveListProps): JSX.Element {
  const n = game.actions.length;
  return (
    <section class="play-moves" aria-labelledby="play-moves-title">
      <h3 id="play-moves-title">Moves</h3>
      <div class="board-buttons">
        <button type="button" disabled={!live || at === 0} onClick={() => onStep(0)}>
          Start
        </button>
        <button type="button" disabled={!live || at === 0} onClick={() => onStep(at - 1)}>
          Back
        </button>
        <button type="button" disabled={!live || at === n} onClick={() => onStep(at + 1)}>
          Forward
        </button>
        <button type="button" disabled={!live || at === n} onClick={() => onStep(n)}>
          Latest
        </button>
        <button type="button" disabled={!live || n === 0} onClick={onUndo}>
          Undo
        </button>
      </div>
      {n === 0 ? (
        <p>No moves yet.</p>
      ) : (
        <ol class="play-move-list">
          {game.actions.map((a, i) => (
            <li key={i}>
              <button
                type="button"
                disabled={!live}
                aria-current={i + 1 === at ? 'step' : undefined}
                onClick={() => onStep(i + 1)}
              >
                {`${moverAt(game, i)} ${formatAction(game.positions[i] as Board, a)}`}
              </button>
            </li>
          ))}
        </ol>
      )}
      {at < n && <p class="play-note">Moving from here drops the {n - at} later moves.</p>}
    </section>
  );
}
