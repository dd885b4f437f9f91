/**
 * Fire on the play page (§74–§80, §166): the burning buildings and bridges drawn on the board as a flame with the
 * moves each stays impassable, a site burned out crossed, a building demolished against the fire outlined in dashes,
 * each with its words for a screen reader; and a panel that says in words what burns and offers the fire-breaks the
 * side to move may make (§77–§80). A howitzer's ignitions and a piece's leaving a bridge on fire are among its own
 * actions when it is selected. Every square and count is the engine's (`burningOf`, `fireBreaksOf`).
 */
import type { JSX } from 'preact';
import { useMemo } from 'preact/hooks';
import { burningOf, fireBreaksOf, type Action, type Board, type Game } from '../../rules/hellwig/index.ts';
import { CELL } from '../board/symbols.tsx';
import { Ashes, Flame } from '../board/svg/fireMarks.tsx';
import { sayAction } from './words.ts';
import { sayBurning } from './fireWords.ts';

type Corner = (square: number) => readonly [number, number] | undefined;

/** The fires of the position for BoardSvg's layer: a flame on each burning square, a cross on each burned out. */
export function fireLayerOf(game: Game): ((corner: Corner) => JSX.Element | null) | undefined {
  const { burning, burnedOut, breaks } = burningOf(game);
  if (burning.length === 0 && burnedOut.length === 0 && breaks.length === 0) return undefined;
  return (corner) => (
    <g class="play-fire">
      {burning.map((b) => {
        const c = corner(b.square);
        return (
          c && (
            <g key={`f${b.square}`} data-burning={b.square}>
              <title>{sayBurning(b)}</title>
              <Flame x={c[0]} y={c[1]} left={b.movesLeft} />
            </g>
          )
        );
      })}
      {breaks.map((s) => {
        const c = corner(s);
        return (
          c && (
            <g key={`b${s}`} data-fire-break={s}>
              <title>Demolished against the fire on {s} (§77)</title>
              <rect class="fire-break-mark" x={c[0] + 3} y={c[1] + 3} width={CELL - 6} height={CELL - 6} />
            </g>
          )
        );
      })}
      {burnedOut.map((s) => {
        const c = corner(s);
        return (
          c && (
            <g key={`o${s}`} data-burned-out={s}>
              <title>Burned out on {s}: plain ground (§74)</title>
              <Ashes x={c[0]} y={c[1]} />
            </g>
          )
        );
      })}
    </g>
  );
}

interface Props {
  readonly game: Game;
  readonly board: Board;
  readonly live: boolean;
  readonly onAct: (action: Action) => void;
}

/** What burns, in words, and the fire-breaks of the side to move (§74–§80, §166). */
export function FireTools({ game, board, live, onAct }: Props) {
  const { burning, burnedOut, breaks: demolished } = burningOf(game);
  const breaks = useMemo(() => fireBreaksOf(game), [game]);
  return (
    <details class="play-fire-panel" open={burning.length > 0}>
      <summary>Fire (§74–§80, §166)</summary>
      <p>
        {burning.length === 0 ? 'Nothing burns.' : `Burning: ${burning.map(sayBurning).join('; ')}.`}
        {burnedOut.length > 0 && ` Burned out, plain ground again: ${burnedOut.join(', ')} (§74).`}
        {demolished.length > 0 && ` Demolished against the fire: ${demolished.join(', ')} (§77).`}
      </p>
      <p>
        A howitzer sets a building or a laid bridge in its field on fire, and a piece leaving a laid bridge may set it
        on fire: select it for its actions (§74, §166, §166b).
      </p>
      {breaks.length > 0 && (
        <div class="board-buttons">
          {breaks.map((a, i) => (
            <button key={i} type="button" disabled={!live} onClick={() => onAct(a)}>
              {sayAction(board, a)}
            </button>
          ))}
        </div>
      )}
    </details>
  );
}
