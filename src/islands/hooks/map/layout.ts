/**
 * Where everything on the Hook's Farm map stands after (or during) one half-move, in SVG units: the
 * symbols where they stand at `t`, and one placement pass for the labels around them.
 */
import type { Marker, Place, UnitState } from '../../../rules/wells/hooks-farm/index.ts';
import {
  PHASES,
  boxAround,
  mapFrame,
  movementsById,
  placeLabels,
  positionAt,
  r1,
  transitAt,
  shapeBox,
  shapeCentre,
  toSvg,
  type Box,
  type MapFrame,
} from '../geometry.ts';
import type { HooksMapProps } from '../HooksMap.tsx';
import { gunBox } from './Guns.tsx';
import { markKey, merge } from './markers.ts';
import { MARK, NAME_MARGIN, SYMBOL, TYPE, lineH, type At } from './sizes.ts';
import { gunLetter, prisonersText } from './words.ts';

/** The places a small map names: those the text steers by. */
const COMPACT_NAMES = new Set(['farm', 'cottage', 'church', 'woods', 'hill']);

/**
 * Where a place's name would go: inside the farm, under other buildings, low on the hill, at the centre of the rest
 * (the centre of the text).
 */
function nameAt(frame: MapFrame, p: Place): At {
  const c = shapeCentre(frame, p.shape);
  const s = p.shape;
  if (p.id === 'farm') return c;
  if (s.kind === 'rect') return { x: c.x, y: r1(c.y + (s.h * frame.k) / 2 + 9) };
  if (s.kind === 'ellipse' && p.kind === 'hill')
    return { x: r1(c.x - s.rx * frame.k * 0.5), y: r1(c.y + s.ry * frame.k * 0.8) };
  return c;
}

/**
 * Bodies that stand on one spot (the survivors of two bodies set down together) are drawn one under the other, so both
 * can be seen.
 */
function unstack<T extends { readonly at: At }>(items: readonly T[]): T[] {
  const placed: T[] = [];
  for (const item of items) {
    let at = item.at;
    while (placed.some((p) => Math.abs(p.at.x - at.x) < 8 && Math.abs(p.at.y - at.y) < 12))
      at = { x: at.x, y: at.y + 16 };
    placed.push({ ...item, at });
  }
  return placed;
}

/** Everything the map draws for one half-move, as `layout` sets it. */
export type Layout = ReturnType<typeof layout>;

/**
 * Everything the map draws, in SVG units: the symbols where they stand at `t`, and one placement
 * pass for the labels around them. Marks made in earlier half-moves stand where `settled` says.
 */
export function layout(
  { table, places, step, prev, t = 1, showDead = true, compact = false }: HooksMapProps,
  settled: ReadonlyMap<string, At>,
) {
  const frame = mapFrame(table);
  const moves = movementsById(step);
  const svg = (p: At) => toSvg(frame, p);
  const meleeAt = step.melees.map((m) => svg(m.at));
  const gunsPhase = PHASES.guns(t);
  const meleePhase = PHASES.melee(t);
  // Until the result, the half-move is shown as it happens: every body that will fall or be taken
  // is still there with the men it had, the guns as the half-move found them, no new prisoners.
  const staged = PHASES.result(t) < 1;
  const unitsAt = unstack(
    staged
      ? step.transit
          .map((b) => ({
            unit: { ...b, men: b.men - (gunsPhase >= 1 ? b.shot : 0) } as UnitState,
            at: svg(transitAt(b.from, b.at, t)),
          }))
          .filter((u) => u.unit.men > 0)
      : step.units.map((u) => ({ unit: u, at: svg(positionAt(moves.get(u.id), u.at, t)) })),
  );
  const units = new Map(unitsAt.map((u) => [u.unit.id, u]));
  const gunsBefore = new Map((staged ? (prev?.guns ?? []) : []).map((g) => [g.id, g]));
  const gunsAt = step.guns
    .filter((g) => g.status !== 'escaped')
    .map((g) => ({
      gun: { ...(gunsBefore.get(g.id) ?? g), at: g.at, facing: g.facing },
      at: svg(positionAt(moves.get(g.id), g.at, t)),
    }));
  const groupsBefore = new Set((prev?.prisoners ?? []).map((g) => g.id));
  const groupsAt = (staged && prev ? step.prisoners.filter((g) => groupsBefore.has(g.id)) : step.prisoners).map(
    (g) => ({ group: g, at: svg(positionAt(moves.get(g.id), g.at, t)) }),
  );
  const markerShown = (m: Marker) => {
    if (m.step < step.index) return true;
    const fromGuns = m.kind === 'dead' && !step.melees.some((x) => x.at.x === m.at.x && x.at.y === m.at.y);
    return fromGuns ? gunsPhase >= 1 : !staged;
  };
  // The half-move's own losses first, so they take the places nearest where they fell.
  const shown = merge(step.markers.filter((m) => (m.kind === 'untold' || showDead) && markerShown(m)));
  const ordered = shown.map((m) => ({ marker: m, at: svg(m.at) }));
  const named = places.filter(
    (p) => p.kind !== 'point' && p.kind !== 'back-line' && (!compact || COMPACT_NAMES.has(p.id)),
  );

  // A gun standing at the lettered point it is named after (Blue's D, C, E) carries that letter: the point's own
  // circled letter beside it would say it twice (issue 21), so the point is not drawn while its gun stands on it.
  const points = places
    .filter((p) => p.kind === 'point')
    .filter(
      (p) =>
        !gunsAt.some(({ gun, at }) => {
          const c = shapeCentre(frame, p.shape);
          return gunLetter(gun) === p.name && Math.hypot(at.x - c.x, at.y - c.y) < 24;
        }),
    );

  // One placement pass for every label on the map: the symbols stay where they are; the counts,
  // letters, marks of the dead and the places' names are set around them, in the order below.
  const obstacles: Box[] = [
    ...unitsAt.map(({ unit, at }) => boxAround(at, SYMBOL[unit.army].w * 2, SYMBOL[unit.army].h * 2)),
    ...gunsAt.map(({ gun, at }) => gunBox(at, gun.facing)),
    ...groupsAt.map(({ at }) => boxAround(at, 24, 24)),
    ...(meleePhase > 0 ? meleeAt.map((p) => boxAround(p, 30, 30)) : []),
    ...points.map((p) => boxAround(shapeCentre(frame, p.shape), 20, 20)),
  ];
  const textW = (text: string, type: { char: number }) => text.length * type.char;
  const markW = (m: Marker) => MARK.half * 2 + MARK.gap + textW(String(m.men), TYPE.mark);
  const roofs = places.filter((p) => p.kind === 'building' || p.kind === 'church').map((p) => shapeBox(frame, p.shape));
  // A mark of the dead would have its cross on the spot where they fell, and never on a roof.
  const markRequest = ({ marker, at }: { marker: Marker; at: At }) => ({
    at,
    near: MARK.half,
    w: markW(marker),
    h: lineH(TYPE.mark),
    first: { x: at.x - MARK.half + markW(marker) / 2, y: at.y },
    avoid: roofs,
  });
  const nameType = compact ? TYPE.nameCompact : TYPE.name;
  const current = ordered.filter((m) => m.marker.step === step.index);
  // A mark made before stands where it was set in its own half-move (placed now only if it never was, as for a step not
  // among `steps`):
  // the labels of this half-move are set around it.
  const earlier = ordered.filter((m) => m.marker.step !== step.index);
  const fixed = earlier
    .filter((m) => settled.has(markKey(m.marker)))
    .map((m) => ({ ...m, at: settled.get(markKey(m.marker))! }));
  const loose = earlier.filter((m) => !settled.has(markKey(m.marker)));
  // The cross of a mark set down before is fixed; its count is a label like the others, set beside it (to its right
  // unless something stands there since).
  obstacles.push(...fixed.map((m) => boxAround(m.at, MARK.half * 2, MARK.half * 2)));
  const countRequest = ({ marker, at }: { marker: Marker; at: At }) => {
    const w = textW(String(marker.men), TYPE.mark);
    return {
      at,
      near: MARK.half + MARK.gap,
      w,
      h: lineH(TYPE.mark),
      first: { x: at.x + MARK.half + MARK.gap + w / 2, y: at.y },
    };
  };
  // The places' names first: a name may move only a line off its place, so the counts and marks,
  // which have room to move, are set around the names rather than pushing them away.
  const requests = [
    ...named.map((p) => {
      const at = nameAt(frame, p);
      return {
        at,
        near: 0,
        within: shapeBox(frame, p.shape, NAME_MARGIN),
        w: textW(p.name, nameType),
        h: lineH(nameType),
        first: at,
      };
    }),
    ...unitsAt.map(({ unit, at }) => ({
      at,
      near: SYMBOL[unit.army].w,
      w: textW(String(unit.men), TYPE.count) + 2,
      h: lineH(TYPE.count),
    })),
    ...current.map(markRequest),
    ...groupsAt.map(({ group, at }) => ({
      at,
      near: 11,
      w: textW(prisonersText(group), TYPE.prisoners),
      h: lineH(TYPE.prisoners),
    })),
    ...gunsAt.map(({ at }) => ({
      at,
      near: 6,
      w: TYPE.gun.char,
      h: lineH(TYPE.gun),
      first: { x: at.x - 11, y: at.y - 10 },
    })),
    ...fixed.map(countRequest),
    ...loose.map(markRequest),
  ];
  const placed = placeLabels(requests, obstacles, { x: 0, y: 0, w: frame.width, h: frame.height });
  let next = 0;
  const take = (n: number) => placed.slice(next, (next += n));
  const names = take(named.length).map((at, i) => ({ place: named[i]!, at }));
  const countAt = take(unitsAt.length);
  const currentAt = take(current.length).map((c, i) => ({
    x: r1(c.x - markW(current[i]!.marker) / 2 + MARK.half),
    y: c.y,
  }));
  const groupLabelAt = take(groupsAt.length);
  const letterAt = take(gunsAt.length);
  // Where each fixed mark's count went, from the cross to the count's left end (the default is where markRequest sets
  // it).
  const fixedCount = take(fixed.length).map((c, i) => ({
    x: r1(c.x - textW(String(fixed[i]!.marker.men), TYPE.mark) / 2 - fixed[i]!.at.x),
    y: r1(c.y - fixed[i]!.at.y),
  }));
  const looseAt = take(loose.length).map((c, i) => ({ x: r1(c.x - markW(loose[i]!.marker) / 2 + MARK.half), y: c.y }));
  const marks: { marker: Marker; at: At; count?: At }[] = [
    ...current.map((m, i) => ({ ...m, at: currentAt[i]! })),
    ...fixed.map((m, i) => ({ ...m, count: fixedCount[i]! })),
    ...loose.map((m, i) => ({ ...m, at: looseAt[i]! })),
  ];
  return {
    frame,
    svg,
    points,
    unitsAt,
    units,
    gunsAt,
    groupsAt,
    names,
    countAt,
    groupLabelAt,
    letterAt,
    marks,
    meleeAt,
    gunsPhase,
    meleePhase,
  };
}
