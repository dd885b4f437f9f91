/**
 * What the rules say of the selection, beside the board: a device's field, line, combination and
 * duels with "Why these squares?", fire and the howitzer's target; a piece's turns; a formation's
 * load and range; and for each its moves and its wheeling (§45–§99).
 */
import type { JSX } from 'preact';
import { PIECE_LETTERS, setupOf } from '../../../rules/hellwig/index.ts';
import { capitalise } from '../../shared/words.ts';
import { blockWords, fieldReasons } from '../explain.ts';
import type { BoardState } from '../state.ts';
import type { BoardView } from '../view.ts';
import { describeDevice, PIECE_WORDS, player, refusal, SAID } from '../words.ts';
import { WheelControls } from './WheelControls.tsx';
import { useAsleep } from '../asleep.ts';

export interface SelectionPanelProps {
  readonly view: BoardView;
  /** The example on the board is one the book says cannot be done: a refusal is its answer. */
  readonly refusedByTheBook?: boolean;
  readonly state: BoardState;
  readonly id: string;
  readonly why: boolean;
  readonly onWhy: (b: boolean) => void;
  /** Change the board; `focusNext` names the control to focus if the one pressed goes away. */
  readonly onState: (s: BoardState, sentence: string, focusNext?: string) => void;
  /** Move the selection (a move's button): the cursor follows it. */
  readonly onMove: (s: BoardState, sentence: string) => void;
  readonly onWheel: () => void;
  readonly onFire: (together: boolean) => void;
}

/** What the rules say of the selection, with its moves, its wheeling and, for a gun, fire (§45–§99). */
export function SelectionPanel({
  view,
  refusedByTheBook = false,
  state,
  id,
  why,
  onWhy,
  onState,
  onMove,
  onWheel,
  onFire,
}: SelectionPanelProps): JSX.Element {
  const asleep = useAsleep();
  const r = view.resolved;
  if (view.problem && refusedByTheBook)
    return <p class="board-answer">As the book says, the rules refuse this: {refusal(view.problem)}</p>;
  if (view.problem) return <p class="board-problem">The selection cannot be shown: {view.problem}.</p>;
  if (!r)
    return (
      <p class="board-hint">
        Select a gun, a piece or a transporter (click it, or move the cursor to it and press Enter) to see what the
        rules say of it.
      </p>
    );
  const movesToggle = (
    <button
      disabled={asleep}

      type="button"
      aria-pressed={state.showMoves}
      onClick={() =>
        onState({ ...state, showMoves: !state.showMoves }, state.showMoves ? SAID.movesHidden : SAID.movesShown)
      }
    >
      Show moves
    </button>
  );
  const moveList =
    state.showMoves && view.targets.size > 0 ? (
      <ul class="board-moves">
        {[...view.targets.values()].map((t) => (
          <li key={t.square}>
            <button
              disabled={asleep}

              type="button"
              onClick={() =>
                onMove({ ...state, setup: t.setup, selected: t.next, target: undefined }, SAID.moved(t.label))
              }
            >
              {t.kind === 'capture' ? 'Capture' : 'Move'}: {t.label}
            </button>
          </li>
        ))}
      </ul>
    ) : state.showMoves ? (
      <p>
        No moves:{' '}
        {r.type === 'device' && !r.effective
          ? 'the device has no artillerists (§46).'
          : r.type === 'formation' && r.formation?.immobile
            ? `${blockWords(r.formation.immobile.reason)}.`
            : 'every way is blocked.'}
      </p>
    ) : null;
  const wheelControls = r.type !== 'piece' && (
    <WheelControls view={view} r={r} state={state} id={id} onState={onState} onWheel={onWheel} />
  );
  if (r.type === 'device') {
    const reasons = fieldReasons(view.board, r.field);
    return (
      <div class="board-selection">
        <h4 id={`${id}-selected`}>{capitalise(describeDevice(r.device))}</h4>
        <p>
          {r.effective
            ? 'Manned; fires'
            : `Unmanned (no piece on its artillerists’ square ${r.device.artillerists}): in play it neither ` +
              `moves nor fires (§46, §71), but the board shows what it would do, as the book does. Manned, it ` +
              `fires`}{' '}
          toward {r.field.direction}; field of effect {r.field.inEffect.join(', ') || 'empty'}
          {r.field.squares.some((s) => s.status === 'safe')
            ? `; saved by a red square (§59): ${r.field.squares
                .filter((s) => s.status === 'safe')
                .map((s) => s.square)
                .join(', ')}`
            : ''}
          .
        </p>
        {r.line.length > 1 && (
          <p>
            {r.line.length === 2 ? 'Double' : r.line.length === 3 ? 'Triple' : `${r.line.length}-fold`} artillery (§54):
            the guns on {r.line.map((d) => d.gun).join(', ')}, one behind the other, firing the same way.
          </p>
        )}
        {r.combined.length > 1 && <p>Combined artillery (§67): {r.combined.map(describeDevice).join(', ')}.</p>}
        {r.duels.map((d) => (
          <p key={d.enemy.gun}>
            Against {describeDevice(d.enemy)} (strength {d.theirStrength}, ours {d.ourStrength}):{' '}
            {`we may destroy it: ${d.weMayDestroy ? 'yes' : 'no'}`}; it may destroy ours:{' '}
            {d.theyMayDestroy ? 'yes' : 'no'}
            {d.weDrive ? '; we drive it away (§56)' : d.theyDrive ? '; it drives ours away (§56)' : ''}.
          </p>
        ))}
        <button disabled={asleep} type="button" aria-expanded={why} onClick={() => onWhy(!why)}>
          Why these squares?
        </button>
        {why && (
          <ul class="board-why">
            {reasons.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        )}
        <div class="board-actions">
          {movesToggle}
          {r.device.kind === 'howitzer' ? (
            <fieldset>
              <legend>Howitzer target (§66)</legend>
              {r.field.inEffect.map((sq) => (
                <label key={sq}>
                  <input
                    disabled={asleep}
                    type="radio"
                    name={`${id}-target`}
                    checked={state.target === sq}
                    onChange={() => onState({ ...state, target: sq }, SAID.target(sq))}
                  />{' '}
                  {sq}
                </label>
              ))}
            </fieldset>
          ) : null}
          <button
            type="button"
            onClick={() => onFire(false)}
            disabled={asleep || !r.effective || (r.device.kind === 'howitzer' && state.target === undefined)}
          >
            Fire
          </button>
          {r.combined.length > 1 && !r.combined.some((d) => d.kind === 'howitzer') && (
            <button type="button" onClick={() => onFire(true)} disabled={asleep || !r.effective}>
              Fire together (§68a)
            </button>
          )}
        </div>
        {moveList}
        {wheelControls}
      </div>
    );
  }
  if (r.type === 'piece') {
    const turns = r.moves.filter((m) => m.kind === 'turn');
    return (
      <div class="board-selection">
        <h4 id={`${id}-selected`}>
          {player(r.piece.player)} {PIECE_WORDS[r.piece.kind]} ({PIECE_LETTERS[r.piece.kind]}) on {r.piece.square}
          {r.piece.facing ? `, facing ${r.piece.facing}` : ''}
        </h4>
        <div class="board-actions">
          {movesToggle}
          {turns.map((m) => (
            <button
              disabled={asleep}

              key={m.facing}
              type="button"
              onClick={() => onState({ ...state, setup: setupOf(m.board) }, SAID.turned(r.piece.square, m.facing))}
            >
              Turn to face {m.facing}
            </button>
          ))}
        </div>
        {moveList}
      </div>
    );
  }
  return (
    <div class="board-selection">
      <h4 id={`${id}-selected`}>
        {r.loose ? 'Rectangle of pieces (§173)' : 'Formation'} on {r.squares.join(', ')}
      </h4>
      {r.formation && (
        <p>
          Carries {r.formation.pieces.length} piece{r.formation.pieces.length === 1 ? '' : 's'}
          {r.formation.devices.length
            ? ` and ${r.formation.devices.length} device${r.formation.devices.length === 1 ? '' : 's'}`
            : ''}
          ; moves up to {r.formation.range} squares (§87, §97)
          {r.formation.immobile ? `, but cannot move: ${blockWords(r.formation.immobile.reason)}` : ''}.
        </p>
      )}
      {!r.loose && <div class="board-actions">{movesToggle}</div>}
      {moveList}
      {wheelControls}
    </div>
  );
}
