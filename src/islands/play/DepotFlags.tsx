/**
 * The depots on the play board (§244): each a flag marked D on its square, with its owner as the data the tests read.
 * The depots are the game's works (`game.works`); this layer only draws them, and clicks pass through it to the square.
 */
import type { JSX } from 'preact';
import type { Game } from '../../rules/hellwig/index.ts';
import { DepotFlag } from '../board/svg/DepotFlag.tsx';

type Corner = (square: number) => readonly [number, number] | undefined;

/** The depots inside the window, at the position shown. */
export function DepotFlags({ game, corner }: { readonly game: Game; readonly corner: Corner }): JSX.Element {
  const works = game.works[game.works.length - 1];
  return (
    <g class="school">
      {[...(works?.depots.depots.values() ?? [])].map((d) => {
        const c = corner(d.square);
        return (
          c && (
            <g key={d.square} data-depot={d.square} data-owner={d.owner}>
              <DepotFlag x={c[0]} y={c[1]} owner={d.owner} />
            </g>
          )
        );
      })}
    </g>
  );
}
