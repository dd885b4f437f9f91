/**
 * §199's territory line on plate III's drawing: a line through the middles of its squares, solid where the text prints
 * its corners, dashed where the edition reconstructs it (the engine's stretches, territory.ts); with its key entry.
 * Nothing here decides a rule.
 */
import type { JSX } from 'preact';
import { territoryStretches } from '../../../rules/hellwig/index.ts';
import type { KeyEntry } from '../BoardKey.tsx';
import { CELL } from '../symbols.tsx';

type Corner = (square: number) => readonly [number, number] | undefined;

/** The path through the middles of `squares` inside the window, broken where the window cuts it. */
function pathOf(squares: readonly number[], corner: Corner): string {
  let d = '';
  let open = false;
  for (const sq of squares) {
    const c = corner(sq);
    if (!c) {
      open = false;
      continue;
    }
    d += `${open ? 'L' : 'M'}${c[0] + CELL / 2},${c[1] + CELL / 2}`;
    open = true;
  }
  return d;
}

/** The territory line inside the window, each stretch marked printed or reconstructed. */
export function TerritoryLine({ corner }: { readonly corner: Corner }): JSX.Element | null {
  const paths = territoryStretches()
    .map((s) => [s.printed, pathOf(s.squares, corner)] as const)
    .filter(([, d]) => d);
  if (!paths.length) return null;
  return (
    <g class="territory-line" data-territory-line="true">
      {paths.map(([printed, d], i) => (
        <path key={i} class={printed ? 'territory-printed' : 'territory-reconstructed'} d={d} />
      ))}
    </g>
  );
}

/** The key's entry for the line: a solid and a dashed stroke. */
export const TERRITORY_KEY: KeyEntry = {
  name: 'territory',
  swatch: (
    <g class="territory-line">
      <path class="territory-printed" d={`M0,${CELL / 3}h${CELL}`} />
      <path class="territory-reconstructed" d={`M0,${(2 * CELL) / 3}h${CELL}`} />
    </g>
  ),
  words:
    'the territory line between the two players (§199): solid where the text prints its corners, dashed ' +
    'where the edition reconstructs it',
};
