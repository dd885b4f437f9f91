/**
 * What the engine makes of the case on the calculator: its result or the sentence it refuses the
 * case with (rule 3), and the other readings of the rule that would give a different result.
 */
import {
  BEYOND_DOUBLE_READINGS,
  ISOLATION_THRESHOLDS,
  resolveMelee,
  type MeleeResult,
} from '../../rules/wells/index.ts';
import { tryRule } from '../../rules/result.ts';
import { checkedOf, type Checked } from '../shared/checked.ts';
import type { MeleeState } from './state.ts';
import { READING_LABELS, summary } from './words.ts';

/** The engine's result for a case, or the reason it has none. */
export type Outcome = Checked<{ readonly result: MeleeResult }>;

/** Resolve the case on the calculator with the engine's `resolveMelee` (rule 3), refusals made sentences. */
export function settle(state: MeleeState): Outcome {
  const tried = tryRule(() =>
    resolveMelee({
      a: state.a,
      b: state.b,
      aSupport: state.aSupport,
      bSupport: state.bSupport,
      labels: state.labels,
      options: { isolationThreshold: state.isolationThreshold, beyondDouble: state.beyondDouble },
    }),
  );
  return checkedOf(tried, (result) => ({ result }));
}

function sameNumbers(x: MeleeResult, y: MeleeResult): boolean {
  return (['a', 'b'] as const).every(
    (s) => x.dead[s] === y.dead[s] && x.prisoners[s] === y.prisoners[s] && x.survivors[s] === y.survivors[s],
  );
}

/** One other reading of the rule and what it makes of the case. */
export interface Alternative {
  readonly key: string;
  readonly text: string;
}

/** The readings not chosen (AMB-2, AMB-4) that would give this case a different result, or none. */
export function alternativesOf(state: MeleeState, outcome: Outcome): readonly Alternative[] {
  if (!outcome.ok) return [];
  const out: Alternative[] = [];
  for (const t of ISOLATION_THRESHOLDS) {
    if (t === state.isolationThreshold) continue;
    const alt = settle({ ...state, isolationThreshold: t });
    if (alt.ok && !sameNumbers(alt.result, outcome.result))
      out.push({ key: t, text: `Reading “${READING_LABELS[t]}”: ${summary(alt.result, state.labels)}` });
  }
  for (const d of BEYOND_DOUBLE_READINGS) {
    if (d === state.beyondDouble) continue;
    const alt = settle({ ...state, beyondDouble: d });
    if (!alt.ok)
      out.push({ key: d, text: `Reading “${READING_LABELS[d]}”: this case has no result (${alt.message}).` });
    else if (!sameNumbers(alt.result, outcome.result))
      out.push({ key: d, text: `Reading “${READING_LABELS[d]}”: ${summary(alt.result, state.labels)}` });
  }
  return out;
}
