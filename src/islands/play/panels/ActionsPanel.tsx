/**
 * The side panel's actions: the selection's, as buttons; the counts under way (§182, §190); and, while the game is
 * played, the declarations of cut-off and blockade (§183, §190), the works' and fire's tools, and peace (§12, §13).
 * Every action is the engine's; a press plays it.
 */
import type { JSX } from 'preact';
import { useMemo } from 'preact/hooks';
import { countsOf, offersBesideWorks, type Action, type Board, type Game } from '../../../rules/hellwig/index.ts';
import { FireTools } from '../FireTools.tsx';
import { sayActionsHeading } from '../panelWords.ts';
import { sayAction, sayCount } from '../words.ts';
import { WorksTools } from '../WorksTools.tsx';

export interface ActionsPanelProps {
  readonly id: string;
  readonly live: boolean;
  readonly game: Game;
  readonly board: Board;
  readonly selected: number | null;
  readonly corner: number | null;
  /** The selection's actions (state.ts's `selectionActions`). */
  readonly actions: readonly Action[];
  readonly onAct: (action: Action) => void;
}

export function ActionsPanel(props: ActionsPanelProps): JSX.Element {
  const { id, live, game, board, selected, corner, actions, onAct } = props;
  // The whole side's list is long to make; the peace offers and declarations are read from it once a position.
  const sideActions = useMemo(() => offersBesideWorks(game).map((o) => o.action), [game]);
  const peace = sideActions.filter((a) => a.type === 'peace' || a.type === 'accept');
  const declarations = sideActions.filter((a) => a.type === 'cutoff' || a.type === 'blockade');
  const counts = countsOf(game);
  const playing = game.status.kind === 'playing';
  const buttons = (list: readonly Action[]) =>
    list.map((a, i) => (
      <button key={i} type="button" disabled={!live} onClick={() => onAct(a)}>
        {sayAction(board, a)}
      </button>
    ));
  return (
    <section aria-labelledby={`${id}-actions-title`}>
      <h3 id={`${id}-actions-title`}>{sayActionsHeading(selected, corner)}</h3>
      {selected !== null && actions.length > 0 && (
        <ul class="play-actions">
          {buttons(actions).map((b, i) => (
            <li key={i}>{b}</li>
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
      {playing && (
        <details class="play-declare">
          <summary>Cut-off and blockade (§183, §190)</summary>
          {declarations.length === 0 ? (
            <p>No enemy corps is cut off from its fortress, and no blockade can be announced, in this position.</p>
          ) : (
            <div class="board-buttons">{buttons(declarations)}</div>
          )}
        </details>
      )}
      {playing && <WorksTools id={id} game={game} board={board} live={live} onAct={onAct} />}
      {playing && <FireTools game={game} board={board} live={live} onAct={onAct} />}
      {playing && (
        <details class="play-peace">
          <summary>Peace (§12, §13)</summary>
          <div class="board-buttons">{buttons(peace)}</div>
        </details>
      )}
    </section>
  );
}
