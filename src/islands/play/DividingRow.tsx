/**
 * The dividing surface of plate III drawn on the play board in a game of four (§222): a band along the middle row
 * of the plan, edged above and below, so a reader sees which half each piece stands on. The squares are the
 * engine's (`dividingSurface`); this layer only draws them.
 */
import type { JSX } from 'preact';
import { dividingSurface, type Game } from '../../rules/hellwig/index.ts';
import { CELL } from '../board/symbols.tsx';
import { worksLayerOf } from './WorksTools.tsx';
import { fireLayerOf } from './FireTools.tsx';
import { FortressCentres } from './FortressCentres.tsx';
import { DepotFlags } from './DepotFlags.tsx';

type Corner = (square: number) => readonly [number, number] | undefined;

/** The band over the dividing surface's squares, from side AC to side BD (§222). */
function DividingRow({ corner }: { readonly corner: Corner }): JSX.Element | null {
  const surface = dividingSurface();
  const first = corner(surface[0] as number);
  const last = corner(surface[surface.length - 1] as number);
  if (!first || !last) return null;
  const [x0, y0] = first;
  const x1 = last[0] + CELL;
  return (
    <g class="play-dividing" data-dividing={`${surface[0]}-${surface[surface.length - 1]}`}>
      <title>
        The dividing surface, squares {surface[0]} to {surface[surface.length - 1]} (§222)
      </title>
      <rect class="play-dividing-band" x={x0} y={y0} width={x1 - x0} height={CELL} />
      <path class="play-dividing-edge" d={`M${x0},${y0}H${x1}M${x0},${y0 + CELL}H${x1}`} />
    </g>
  );
}

/**
 * The play board's layer over the squares: breastworks and bridges, the fires (§74, §166), and in a game of four the
 * dividing surface (§104, §222); and each player's fortress centre (§187).
 */
export function playLayerOf(game: Game): (corner: Corner) => JSX.Element | null {
  const works = worksLayerOf(game);
  const fire = fireLayerOf(game);
  return (corner) => (
    <>
      {game.four && <DividingRow corner={corner} />}
      {works?.(corner)}
      {fire?.(corner)}
      <FortressCentres game={game} corner={corner} />
      <DepotFlags game={game} corner={corner} />
    </>
  );
}
