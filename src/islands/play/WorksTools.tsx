/**
 * The works on the play page: the breastworks and bridges drawn by the board's own works layer (svg/Works.tsx),
 * and a panel that lists the depots and offers what the side may do with them: establish one on a
 * chosen site (§244–§247), ruin one (§250). A piece's breastworks are among its own actions when it
 * is selected (§106). The panel asks the engine only when the reader asks it, once a position: the
 * whole side's works are long to find.
 */
import type { JSX } from 'preact';
import { useMemo, useState } from 'preact/hooks';
import { legalActions, type Action, type Board, type Game } from '../../rules/hellwig/index.ts';
import { WorksLayer } from '../board/svg/Works.tsx';
import { sayAction } from './words.ts';

type Corner = (square: number) => readonly [number, number] | undefined;

/**
 * The breastworks, bridge-transporters and laid bridges of the game's position, for BoardSvg's works layer (§104,
 * §106, §141, §143).
 */
export function worksLayerOf(game: Game): ((corner: Corner) => JSX.Element | null) | undefined {
  const works = game.works[game.works.length - 1];
  const list = works ? [...works.breastworks.works.values()] : [];
  const bridges = game.bridges[game.bridges.length - 1];
  const network = bridges && {
    transporters: bridges.transporters.map((t) => ({ number: t.number, main: t.main, secondary: t.secondary })),
    laid: [...bridges.laid].map(([square, transporter]) => ({ square, transporter })),
  };
  if (list.length === 0 && !network?.transporters.length) return undefined;
  return (corner) => <WorksLayer works={network ? { works: list, network } : { works: list }} corner={corner} />;
}

interface Props {
  readonly id: string;
  readonly game: Game;
  readonly board: Board;
  readonly live: boolean;
  readonly onAct: (action: Action) => void;
}

/** The depots and the depot actions of the side to move (§244–§253). */
export function WorksTools({ id, game, board, live, onAct }: Props) {
  const [asked, setOpen] = useState<Game | null>(null);
  const open = asked === game;
  const [site, setSite] = useState<number | null>(null);
  const works = game.works[game.works.length - 1];
  const depots = works ? [...works.depots.depots.values()] : [];
  const offered = useMemo(
    () => (open ? legalActions(game).filter((a) => a.type === 'depot' || a.type === 'ruin-depot') : []),
    [open, game],
  );
  const sites = offered.flatMap((a) => (a.type === 'depot' ? [a.square] : []));
  const chosen = site !== null && sites.some((s) => s === site) ? site : sites[0];
  return (
    <details class="play-works">
      <summary>Depots (§244–§253)</summary>
      <p>
        {depots.length === 0
          ? 'No depot stands on the plate.'
          : `Depots: ${depots.map((d) => `${d.owner}’s on ${d.square}`).join(', ')}.`}
      </p>
      {!open && (
        <button type="button" disabled={!live} onClick={() => setOpen(game)}>
          Find what the side may do with depots
        </button>
      )}
      {open && sites.length > 0 && chosen !== undefined && (
        <div class="board-buttons">
          <label>
            Site{' '}
            <select
              id={`${id}-depot-site`}
              value={chosen}
              disabled={!live}
              onChange={(e) => setSite(Number((e.currentTarget as HTMLSelectElement).value))}
            >
              {sites.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </label>
          <button type="button" disabled={!live} onClick={() => onAct({ type: 'depot', square: chosen } as Action)}>
            Establish a depot on {chosen}
          </button>
        </div>
      )}
      {open && sites.length === 0 && <p>No depot can be established now (§247, §253).</p>}
      {offered
        .filter((a) => a.type === 'ruin-depot')
        .map((a, i) => (
          <button key={i} type="button" disabled={!live} onClick={() => onAct(a)}>
            {sayAction(board, a)}
          </button>
        ))}
    </details>
  );
}
