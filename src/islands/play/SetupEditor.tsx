/**
 * The set-up phase of the play page: before the first move, the readers place pieces and paint
 * terrain on the chosen map, square by square, with a tool; the engine refuses any square that may not
 * hold what is placed (§22–§29), with its reason. "Begin the game" starts a game from the position, which
 * the record keeps in its Setup line. A device (a cannon of a variety, or a howitzer, §43, §44, §66) is set
 * down with its artillerists on the chosen square and its gun on the next toward the chosen facing; a
 * transporter covers the chosen square and the next toward the facing (§85), and so does a bridge-transporter, its main
 * surface on the chosen square, under whatever stands there (§136a, §147). A pawn faces the chosen side (§37); a
 * breastwork (§104, §106) or a depot (§244) is laid on a square as the game's works, which the game starts with.
 */
import type { ComponentChildren, JSX } from 'preact';
import { useState } from 'preact/hooks';
import { boardOf, coordsOf, PIECE_KINDS, squareAt, type BoardSetup } from '../../rules/hellwig/index.ts';
import { BoardSvg } from '../board/BoardSvg.tsx';
import {
  draftGame,
  EMPTY_DRAFT,
  FACINGS,
  PAINTS,
  placeTwoSquares,
  pawnFacing,
  setupOfDraft,
  toolOf,
  applyTool,
  type Draft,
} from './setup.ts';
import { NAMES, sayPlaced } from './words.ts';
import { playLayerOf } from './DividingRow.tsx';

export interface SetupEditorProps {
  readonly id: string;
  /** The map's id, as the notation writes it. */
  readonly map: string;
  readonly onBegin: (setup: BoardSetup) => void;
  readonly onCancel: () => void;
  /** How the tools are used, as the page says it (play.astro's slot, static HTML). */
  readonly help?: ComponentChildren;
}

const STEPS: { readonly [key: string]: readonly [number, number] } = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

export function SetupEditor({ id, map, onBegin, onCancel, help }: SetupEditorProps): JSX.Element {
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [tool, setTool] = useState('piece:A:pawn');
  const [facing, setFacing] = useState<(typeof FACINGS)[number]>('AB');
  const [cursor, setCursor] = useState(1);
  const [said, setSaid] = useState('');
  const shown = draftGame(draft, map);
  if (!shown.ok)
    return (
      <p class="widget-error" role="alert">
        {shown.error.message}
      </p>
    );
  const board = boardOf(shown.value);
  const grid = board.grid;
  const place = (square: number) => {
    const t = toolOf(tool);
    const two =
      t.kind === 'device' || t.kind === 'transporter' || t.kind === 'bridge'
        ? placeTwoSquares(draft, t, square, facing, grid)
        : undefined;
    if (two && 'error' in two) return setSaid(`Refused: ${two.error}`);
    const next = two ? two.draft : applyTool(draft, t, square, facing);
    const r = draftGame(next, map);
    if (!r.ok) return setSaid(`Refused: ${r.error.message}`);
    setDraft(next);
    setCursor(square);
    setSaid(sayPlaced(boardOf(r.value), square, r.value.bridges[0], r.value.works[0]));
  };
  const onKey = (e: JSX.TargetedKeyboardEvent<HTMLDivElement>) => {
    const step = STEPS[e.key];
    if (e.key === 'Enter' || e.key === ' ') place(cursor);
    else if (step) {
      const c = coordsOf(cursor, grid);
      const row = Math.max(0, Math.min(grid.rows - 1, c.row + step[0]));
      const col = Math.max(0, Math.min(grid.columns - 1, c.col + step[1]));
      setCursor(squareAt(row, col, grid));
    } else return;
    e.preventDefault();
  };
  return (
    <section class="play-setup-editor" aria-labelledby={`${id}-setup-title`}>
      <h3 id={`${id}-setup-title`}>Set up a position</h3>
      <p>{help}</p>
      <label>
        Tool{' '}
        <select
          value={tool}
          onChange={(e) => {
            const value = (e.target as HTMLSelectElement).value;
            setTool(value);
            // A pawn is set down facing the enemy unless the reader turns it (§37, §201).
            const t = toolOf(value);
            if (t.kind === 'piece' && t.piece === 'pawn') setFacing(pawnFacing(t.player));
          }}
        >
          {(['A', 'B'] as const).map((player) => (
            <optgroup key={player} label={`${player}’s pieces`}>
              {PIECE_KINDS.map((k) => (
                <option key={k} value={`piece:${player}:${k}`}>
                  {`${player}’s ${NAMES[k]}`}
                </option>
              ))}
            </optgroup>
          ))}
          <optgroup label="Terrain">
            {PAINTS.map((t) => (
              <option key={t} value={`paint:${t}`}>
                {t === 'bridge' ? 'water with a laid bridge (§170)' : t}
              </option>
            ))}
          </optgroup>
          <optgroup label="Devices and transporters">
            {(['axial', 'left', 'right'] as const).map((v) => (
              <option key={v} value={`device:cannon:${v}`}>{`cannon, ${v} variety (§44)`}</option>
            ))}
            <option value="device:howitzer">howitzer, or mortar (§66)</option>
            <option value="transporter">transporter (§85)</option>
            {(['A', 'B'] as const).map((p) => (
              <option key={p} value={`bridge:${p}`}>{`${p}’s bridge-transporter (§136, §147)`}</option>
            ))}
          </optgroup>
          <optgroup label="Works">
            {(['A', 'B'] as const).flatMap((p) => [
              <option key={`b${p}`} value={`breastwork:${p}`}>{`${p}’s breastwork, 3 signs (§104, §106)`}</option>,
              <option key={`d${p}`} value={`depot:${p}`}>{`${p}’s depot (§244)`}</option>,
            ])}
          </optgroup>
          <option value="clear">Clear a square</option>
        </select>
      </label>{' '}
      <label>
        Facing{' '}
        <select value={facing} onChange={(e) => setFacing((e.target as HTMLSelectElement).value as typeof facing)}>
          {FACINGS.map((f) => (
            <option key={f} value={f}>{`toward side ${f}`}</option>
          ))}
        </select>
      </label>
      <div
        class="board-frame"
        tabIndex={0}
        role="application"
        aria-roledescription="board"
        aria-label={`The set-up on ${shown.value.map.title}. Cursor on square ${cursor}.`}
        onKeyDown={onKey}
      >
        <BoardSvg
          view={{ board, flags: new Map(), targets: new Map() }}
          window={{ top: 0, left: 0, rows: grid.rows, columns: grid.columns }}
          numbers={false}
          cursor={cursor}
          onSquare={place}
          worksLayer={playLayerOf(shown.value)}
          id={`${id}-setup`}
        />
      </div>
      <div class="board-buttons">
        <button type="button" onClick={() => onBegin(setupOfDraft(draft))}>
          Begin the game
        </button>
        <button type="button" onClick={onCancel}>
          Cancel the set-up
        </button>
      </div>
      <p class="visually-hidden" aria-live="polite">
        {said}
      </p>
    </section>
  );
}
