/**
 * The appendix's worked examples as presets: the rows cite a part of the appendix (`appendix-shell`) that is no rule
 * of chapter III, so the link's words are the page of the 1913 edition the row stands on.
 */
import type { WellsExample } from '../../rules/wells/index.ts';
import { presetsOf, type Preset } from '../shared/presets.ts';

/** How the edition names the appendix in a link's title. */
const APPENDIX_TITLE = 'Appendix: Little Wars and Kriegspiel';

/** Rows as presets, each citing its page of the appendix. */
export function appendixPresets<R extends WellsExample & { readonly page: number }, S>(
  rows: readonly R[],
  stateOf: (row: R) => S,
): readonly Preset<S>[] {
  return presetsOf(rows, stateOf).map((preset, i) => {
    const row = rows[i];
    return row ? { ...preset, label: `p. ${row.page}`, fullLabel: `${APPENDIX_TITLE}, p. ${row.page}` } : preset;
  });
}
