/**
 * The key to plate III's reconstruction: each kind of terrain the text names, with the §§ that name
 * it, and the squares the text never describes, drawn apart as not known. Swatches are drawn as the
 * plate draws its squares; the §§ come from the engine's list of sources, not from this file.
 */
import type { JSX } from 'preact';
import { PLATE_III_TERRAIN_SOURCES, type Terrain } from '../../../rules/hellwig/index.ts';
import { CELL, SYMBOLS } from '../symbols.tsx';
import { FORTRESS_KEY } from '../endgame/fortressKey.tsx';
import { TERRITORY_KEY } from '../endgame/TerritoryLine.tsx';

const WORDS: readonly (readonly [Terrain | 'unknown', string])[] = [
  ['mountain', 'red: mountain'],
  ['marsh', 'green: marsh'],
  ['water', 'blue: river or ditch'],
  ['building', 'a building'],
  ['open', 'open ground the text names (a defile)'],
];

/** The §§ that give a terrain, in the book's order, without repeats. */
function sectionsOf(t: Terrain): string {
  return [...new Set(PLATE_III_TERRAIN_SOURCES.filter((s) => s.terrain === t).map((s) => s.section))].join(', ');
}

/** The key to plate III's terrain, as HTML rendered with the page. */
export function PlateIIIKey({ id }: { readonly id: string }): JSX.Element {
  return (
    <details class="board-legend plate-iii-key" id={`${id}-plate-iii-key`} open>
      <summary>Key to plate III’s terrain</summary>
      <p>
        The plate is lost. Only the squares the text names are drawn with their terrain; move the cursor onto one to
        read the words that name it.
      </p>
      <ul>
        {WORDS.map(([t, words]) => (
          <li key={t}>
            <svg class="board-svg board-swatch" viewBox={`-1 -1 ${CELL + 2} ${CELL + 2}`} aria-hidden="true">
              <g class="sq" data-terrain={t}>
                <rect class="sq-ground" width={CELL} height={CELL} />
                {t === 'building' && SYMBOLS.building(0, 0, id)}
              </g>
            </svg>{' '}
            {words} ({sectionsOf(t as Terrain)})
          </li>
        ))}
        <li>
          <svg class="board-svg board-swatch" viewBox={`-1 -1 ${CELL + 2} ${CELL + 2}`} aria-hidden="true">
            <g class="sq" data-terrain="unknown">
              <rect class="sq-ground" width={CELL} height={CELL} />
            </g>
          </svg>{' '}
          grey: not known, since the text never says; pieces may cross it as open ground
        </li>
        <li>
          <svg class="board-svg board-swatch" viewBox={`-1 -1 ${CELL + 2} ${CELL + 2}`} aria-hidden="true">
            {FORTRESS_KEY.swatch}
          </svg>{' '}
          {FORTRESS_KEY.words}
        </li>
        <li>
          <svg class="board-svg board-swatch" viewBox={`-1 -1 ${CELL + 2} ${CELL + 2}`} aria-hidden="true">
            {TERRITORY_KEY.swatch}
          </svg>{' '}
          {TERRITORY_KEY.words}, drawn when asked for
        </li>
      </ul>
    </details>
  );
}
