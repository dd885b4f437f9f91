/**
 * A fortress placed on the board or taken away (§186, §187, §190 (1)), on plate II or an empty plate: the engine says
 * where it may stand and what its block and ditch are (fortressPlan.ts); placing it digs its ditch (water), taking it
 * away fills the ditch in. One fortress to each player, as on plate III (§186).
 */
import { createBoard, fortressAbout, placeFortress, type BoardSetup, type Player } from '../../rules/hellwig/index.ts';
import { tryRule } from '../../rules/result.ts';
import { refused } from '../shared/checked.ts';
import type { SchoolEdit } from './schoolEdits.ts';
import type { SchoolState } from './schoolState.ts';
import type { WorksState } from './worksState.ts';

type Placed = NonNullable<SchoolState['fortresses']>[number];
const whose = (p: Player) => (p === 'A' ? 'A’s' : 'B’s');

/** The placed fortress whose block holds the square, if any (its block from the engine). */
export function fortressOn(s: SchoolState, square: number, setup?: BoardSetup): Placed | undefined {
  return (s.fortresses ?? []).find((f) => {
    if (f.centre === square) return true;
    if (!setup) return false;
    const tried = tryRule(() => fortressAbout(createBoard(setup), f.centre, f.garrison));
    return tried.ok && tried.value.block.includes(square as never);
  });
}

/** The water of a set-up with some squares added or taken away. */
function withWater(setup: BoardSetup, add: readonly number[], drop: readonly number[]): BoardSetup {
  const gone = new Set(drop);
  const water = [...(setup.terrain?.water ?? []).filter((q) => !gone.has(q)), ...add].sort((a, b) => a - b);
  const terrain = { ...setup.terrain, water };
  if (!water.length) delete (terrain as { water?: unknown }).water;
  return { ...setup, terrain };
}

/**
 * The fortress of `garrison` placed with its centre on the square, its ditch dug; or, on a square of a placed
 * fortress, that fortress taken away and its ditch filled in.
 */
export function toggleFortress(setup: BoardSetup, s: WorksState, square: number, garrison: Player): SchoolEdit {
  const placed = s.fortresses ?? [];
  const there = fortressOn(s, square, setup);
  if (there) {
    const f = tryRule(() => fortressAbout(createBoard(setup), there.centre, there.garrison));
    if (!f.ok) return refused(f.error.message);
    const bridged = f.value.ditch.filter(
      (q) => setup.bridges?.includes(q) || (s.network?.laid ?? []).some((l) => l.square === q),
    );
    if (bridged.length)
      return refused(
        `take up the bridges over the ditch first (on ${bridged.join(', ')}): a bridge is laid on water (§146a)`,
      );
    const rest = placed.filter((x) => x !== there);
    return {
      ok: true,
      school: { ...s, fortresses: rest.length ? rest : undefined },
      setup: withWater(setup, [], f.value.ditch),
      said: `Took away ${whose(there.garrison)} fortress on ${there.centre} and filled in its ditch.`,
    };
  }
  const own = placed.find((x) => x.garrison === garrison);
  if (own)
    return refused(
      `${whose(garrison)} fortress stands on ${own.centre} already: each player has one (§186); take it away first`,
    );
  const f = tryRule(() => placeFortress(createBoard(setup), square, garrison));
  if (!f.ok) return refused(f.error.message);
  return {
    ok: true,
    school: { ...s, fortresses: [...placed, { centre: square, garrison }] },
    setup: withWater(setup, f.value.ditch, []),
    said:
      `Placed ${whose(garrison)} fortress, its centre on ${square} planted with a flag (§187), its outermost ditch ` +
      `dug round it as water, from ${f.value.ditch[0]} to ${f.value.ditch.at(-1)}: only bridges cross it ` +
      '(§186, §190 (1)).',
  };
}
