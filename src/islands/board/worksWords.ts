/**
 * What of the second half stands on a square, and which pieces may entrench it, in words, for the cursor line and live
 * region (§104, §108–§109, §141, §143).
 */
import type { BoardState } from './state.ts';
import { entrenchersAt } from './worksView.ts';

/**
 * " A breastwork of B's, 3 signs (§104)." and the like, or '' when the square has none and no piece may entrench it.
 */
export function worksWords(s: BoardState, square: number): string {
  const out: string[] = [];
  const w = (s.works ?? []).find((x) => x.square === square);
  if (w) out.push(`A breastwork of ${w.owner}’s${w.signs !== undefined ? `, ${w.signs} signs` : ''} (§104).`);
  const t = (s.network?.transporters ?? []).find((x) => x.main === square || x.secondary === square);
  if (t) out.push(`The ${t.main === square ? 'main' : 'secondary'} surface of bridge-transporter ${t.number} (§141).`);
  const l = (s.network?.laid ?? []).find((x) => x.square === square);
  if (l) out.push(`A bridge laid from bridge-transporter ${l.transporter} (§143).`);
  const by = s.setup.pieces?.length ? entrenchersAt(s, square) : [];
  if (by.length)
    out.push(
      `The ${by.length === 1 ? 'piece' : 'pieces'} on ${by.join(', ')} may entrench it${w ? ' further' : ''} ` +
        `(§108, §109).`,
    );
  return out.length ? ` ${out.join(' ')}` : '';
}
