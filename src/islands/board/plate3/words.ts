/**
 * What the text says of a square of plate III, in words: its reconstructed terrain (the engine's
 * plate-iii-terrain.ts) with every § that names it, for the status line, a square's title and the key.
 */
import { plateIIITerrain, type TerrainSource } from '../../../rules/hellwig/index.ts';

/** One source as the board cites it: `§ 24, l.392: “…squares 82, 114…” (red, impassable mountains)`. */
function sourceWords(s: TerrainSource): string {
  const section = s.section.replace('§', '§ ');
  const reading =
    s.reading === 'stated' ? '' : s.reading === 'inferred' ? ', inferred by the editors' : ', corrected by the editors';
  return `${section}: “${s.quote}” (${s.what}${reading}${s.note ? `: ${s.note}` : ''})`;
}

/** What the book says of a square of plate III, or that it says nothing. */
export function plateIIISquareWords(sq: number): string {
  const t = plateIIITerrain(sq);
  if (t.sources.length === 0) return 'the text never names it';
  const known = t.terrain === 'unknown' ? 'the text names it without saying what lies there' : 'so the text says';
  return `${known}; ${t.sources.map(sourceWords).join('; ')}`;
}
