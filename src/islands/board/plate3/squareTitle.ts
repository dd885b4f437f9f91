/**
 * A square's title on plate III: the §§ that name it, short (“§ 24: mountain; § 184: mountain”),
 * for a pointer's hover; the status line under the board gives the full words.
 */
import { plateIIITerrain } from '../../../rules/hellwig/index.ts';

/** The §§ that name a square of plate III and what each says, or undefined for a square never named. */
export function squareTitle(sq: number): string | undefined {
  const { sources } = plateIIITerrain(sq);
  if (sources.length === 0) return undefined;
  return `${sq}: ${sources.map((s) => `${s.section.replace('§', '§ ')}: ${s.what}`).join('; ')}`;
}
