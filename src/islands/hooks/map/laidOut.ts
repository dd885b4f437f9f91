/**
 * The Hook's Farm map of each half-move as it ends, laid out once and kept, so the marks of the dead stay where they
 * were set from one half-move to the next.
 */
import type { BattleStep, Place, Table } from '../../../rules/wells/hooks-farm/index.ts';
import { layout, type Layout } from './layout.ts';
import { markKey } from './markers.ts';
import type { At } from './sizes.ts';

/**
 * The map of each half-move as it ends, and where the marks made before it stand (by `markKey`), for one kind of map.
 */
interface Laid {
  /** `settled[k]`: the marks of half-moves 0 to k − 1. */
  readonly settled: ReadonlyMap<string, At>[];
  /** `layouts[k]`: half-move k as it ends (t = 1). */
  readonly layouts: Layout[];
}
const laidCache = new WeakMap<readonly BattleStep[], Map<string, Laid>>();

/**
 * Half-move `index` laid out as it ends, and where every mark made before it stands: each mark is
 * set once, in the half-move that made it (clear of what stood near it then), and stays there after,
 * so the dead lie where they fell from one half-move to the next. Worked out half-move by half-move
 * and kept, per kind of map, so a step back or forward to a half-move seen before costs no layout.
 */
export function laidOut(
  steps: readonly BattleStep[],
  index: number,
  table: Table,
  places: readonly Place[],
  showDead: boolean,
  compact: boolean,
): { readonly settled: ReadonlyMap<string, At>; readonly layout: Layout | undefined } {
  const kinds = laidCache.get(steps) ?? new Map<string, Laid>();
  laidCache.set(steps, kinds);
  const key = `${showDead} ${compact}`;
  const laid: Laid = kinds.get(key) ?? { settled: [new Map()], layouts: [] };
  kinds.set(key, laid);
  while (laid.layouts.length <= index && laid.layouts.length < steps.length) {
    const k = laid.layouts.length;
    const before = laid.settled[k]!;
    const done = layout({ table, places, step: steps[k]!, showDead, compact }, before);
    laid.layouts.push(done);
    laid.settled.push(
      new Map([
        ...before,
        ...done.marks.filter((m) => m.marker.step === k).map((m) => [markKey(m.marker), m.at] as const),
      ]),
    );
  }
  const i = Math.min(index, laid.layouts.length);
  return { settled: laid.settled[i]!, layout: laid.layouts[index] };
}
