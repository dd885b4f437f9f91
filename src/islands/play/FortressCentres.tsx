/**
 * Each player's fortress centre on the play board, on every map (§187, §188: whoever holds the enemy's centre for a
 * move conquers it): the flag of §187 with the player's letter beside it, so the two differ by more than colour. The
 * squares are the game's (`game.start.fortress`); this layer only draws them.
 */
import type { JSX } from 'preact';
import type { Game } from '../../rules/hellwig/index.ts';
import { CELL } from '../board/symbols.tsx';

type Corner = (square: number) => readonly [number, number] | undefined;

/**
 * The two centres inside the window, each a flag and its player's letter. Clicks pass through to the square; the
 * words are the board's, said when the cursor stands on a centre (words.ts, `sayCentre`).
 */
export function FortressCentres({ game, corner }: { readonly game: Game; readonly corner: Corner }): JSX.Element {
  return (
    <>
      {(['A', 'B'] as const).map((p) => {
        const c = corner(game.start.fortress[p] as number);
        return (
          c && (
            <g key={p} class="play-fortress" data-fortress={p} transform={`translate(${c[0]} ${c[1]})`}>
              <path class="fortress-flag" d={`M8,${CELL - 5}V5l${CELL - 14},5l${14 - CELL},5`} />
              <text x={CELL - 9} y={CELL - 3}>
                {p}
              </text>
            </g>
          )
        );
      })}
    </>
  );
}
