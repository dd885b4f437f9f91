/**
 * The schematic map of Hook's Farm after one half-move (or part-way through it, for the
 * animation): the country, the bodies of men as symbols by side and arm, the guns with their
 * facing, the dead where they fell, prisoners and their escorts, and what moved, fired and fought
 * in the half-move. Rendered on the server for the static sequence and by the replay island alike.
 */
import type { JSX } from 'preact';
import type {
  BattleStep,
  GunView,
  Marker,
  Place,
  PrisonerGroup,
  Table,
  UnitState,
} from '../../rules/wells/hooks-farm/index.ts';
import {
  ARM_PATH,
  FRAME_PATH,
  MELEE_PATH,
  PHASES,
  arrowHead,
  barrelEnd,
  boxAround,
  mapFrame,
  movementsById,
  placeLabels,
  positionAt,
  r1,
  transitAt,
  shapeBox,
  shapeCentre,
  shapePath,
  toSvg,
  type Box,
  type MapFrame,
} from './geometry.ts';
import { describeMap } from './words.ts';
import { REPLAY } from './replay.ts';

export interface HooksMapProps {
  readonly table: Table;
  readonly places: readonly Place[];
  readonly step: BattleStep;
  /**
   * Every half-move of the battle, `step` among them: where the marks of earlier half-moves were set (the replay's, by
   * default).
   */
  readonly steps?: readonly BattleStep[];
  /** The half-move before, whose guns and prisoners stand until the half-move's result (for the animation). */
  readonly prev?: BattleStep | undefined;
  /** Progress through the half-move, 0 to 1; 1 (the default) is the field as the engine left it. */
  readonly t?: number;
  /** Show the dead where they fell (the book's players picked them up). */
  readonly showDead?: boolean;
  /** A small map: only the main places named, in a larger type that stays legible when the map is scaled down. */
  readonly compact?: boolean;
}

const WOODED = new Set(['wood', 'trees']);
/** The places a small map names: those the text steers by. */
const COMPACT_NAMES = new Set(['farm', 'cottage', 'church', 'woods', 'hill']);

/**
 * Sizes of what is drawn, in SVG units (the stylesheet sets the same type sizes): the type is
 * large enough to read at about 12 px where the map is drawn at its usual width, and the widths
 * (generous, for the widest of the usual sans-serif faces) let the labels be set apart so none
 * covers another.
 */
const TYPE = {
  count: { size: 13, char: 9.5 },
  prisoners: { size: 13, char: 7.8 },
  gun: { size: 13, char: 13 },
  mark: { size: 13, char: 9.5 },
  name: { size: 13, char: 7.3 },
  nameCompact: { size: 15, char: 8.5 },
} as const;
/** The height a line of type takes, ascenders and descenders included. */
const lineH = (type: { size: number }) => Math.ceil(type.size * 1.2);
/** Half the size of a body's symbol: Blue's rectangle, Red's taller diamond. */
const SYMBOL = { blue: { w: 9, h: 6.5 }, red: { w: 7.5, h: 11.5 } } as const;
const MARK = { half: 4.5, gap: 2 } as const;
/**
 * How near its place a place's name must stay when it moves to clear the symbols (SVG units): touching the place's box
 * grown by this, never by the next place.
 */
const NAME_MARGIN = 14;

type At = { x: number; y: number };

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

interface NamedPlace {
  readonly place: Place;
  readonly at: At;
}

function Country({
  frame,
  table,
  places,
  names,
}: {
  frame: MapFrame;
  table: Table;
  places: readonly Place[];
  names: readonly NamedPlace[];
}): JSX.Element {
  return (
    <g class="hf-country">
      <rect
        class="hf-ground"
        x={r1(frame.x(0))}
        y={r1(frame.y(0))}
        width={r1(frame.x(table.width) - frame.x(0))}
        height={r1(frame.y(table.depth) - frame.y(0))}
      />
      {places
        .filter((p) => p.kind !== 'label' && p.kind !== 'point')
        .map((p) => (
          <path
            key={p.id}
            class={`hf-place hf-${p.kind}`}
            data-place={p.id}
            d={shapePath(frame, p.shape, WOODED.has(p.kind))}
          />
        ))}
      {places
        .filter((p) => p.kind === 'church')
        .map((p) => {
          const c = shapeCentre(frame, p.shape);
          return (
            <path key={`${p.id}-cross`} class="hf-church-cross" d={`M${c.x} ${c.y - 7}v14M${c.x - 5} ${c.y - 2}h10`} />
          );
        })}
      {places
        .filter((p) => p.kind === 'point')
        .map((p) => {
          const c = shapeCentre(frame, p.shape);
          return (
            <g key={p.id} class="hf-point" transform={`translate(${c.x} ${c.y})`}>
              <circle r={7} />
              <text y={4} text-anchor="middle">
                {p.name}
              </text>
            </g>
          );
        })}
      {names.map(({ place: p, at }) => (
        <text
          key={`${p.id}-name`}
          class={`hf-name hf-name-${p.kind}`}
          data-place={p.id}
          x={at.x}
          y={r1(at.y + 4)}
          text-anchor="middle"
        >
          {p.name}
        </text>
      ))}
      <text class="hf-line-name" x={r1(frame.x(1))} y={r1(frame.y(0) - 6)}>
        Red’s back line
      </text>
      <text class="hf-line-name" x={r1(frame.x(1))} y={r1(frame.y(table.depth) + 15)}>
        Blue’s back line
      </text>
    </g>
  );
}

/** A body of men: its symbol at `at`, its count at `count` (the centre of the number, set clear of other marks). */
function UnitSymbol({ unit, at, count }: { unit: UnitState; at: At; count: At }): JSX.Element {
  return (
    <g class={`hf-unit hf-${unit.army} hf-${unit.arm}`} transform={`translate(${r1(at.x)} ${r1(at.y)})`}>
      <path class="hf-frame" d={FRAME_PATH[unit.army]} />
      <path class="hf-arm" d={ARM_PATH[unit.army][unit.arm]} />
      <text x={r1(count.x - at.x)} y={r1(count.y - at.y + 4.5)} text-anchor="middle">
        {unit.men}
      </text>
    </g>
  );
}

/**
 * A gun: its axle, its barrel along its facing, and a letter (centred at `letter`); captured guns take the captor's
 * frame.
 */
function GunSymbol({ gun, at, label, letter }: { gun: GunView; at: At; label: string; letter: At }): JSX.Element {
  const p = { x: r1(at.x), y: r1(at.y) };
  const muzzle = barrelEnd(p, gun.facing, 13);
  const trail = barrelEnd(p, gun.facing + 180, 6);
  const state = gun.status === 'in-action' ? 'hf-gun-live' : 'hf-gun-idle';
  return (
    <g class={`hf-gun hf-${gun.holder} ${state}${gun.captured ? ' hf-captured' : ''}`} data-gun={gun.id}>
      <path class="hf-barrel" d={`M${trail.x} ${trail.y}L${muzzle.x} ${muzzle.y}`} />
      <g transform={`translate(${p.x} ${p.y})`}>
        <path class="hf-hub" d={gun.holder === 'red' ? 'M0 -5L5 0L0 5L-5 0Z' : 'M-4.5 -4.5h9v9h-9Z'} />
        <text x={r1(letter.x - p.x)} y={r1(letter.y - p.y + 4)} text-anchor="middle">
          {label}
        </text>
      </g>
    </g>
  );
}

function PrisonerSymbol({
  group,
  at,
  escortAt,
  label,
}: {
  group: PrisonerGroup;
  at: At;
  escortAt: At | undefined;
  label: At;
}): JSX.Element {
  const arm = group.cavalry >= group.infantry ? 'cavalry' : 'infantry';
  return (
    <g class={`hf-prisoners hf-${group.army}`}>
      {escortAt && <path class="hf-escort-link" d={`M${r1(at.x)} ${r1(at.y)}L${r1(escortAt.x)} ${r1(escortAt.y)}`} />}
      <g transform={`translate(${r1(at.x)} ${r1(at.y)})`}>
        <circle class="hf-ring" r={11} />
        <path class="hf-frame" d={FRAME_PATH[group.army]} />
        <path class="hf-arm" d={ARM_PATH[group.army][arm]} />
        <text x={r1(label.x - at.x)} y={r1(label.y - at.y + 4)} text-anchor="middle">
          {prisonersText(group)}
        </text>
      </g>
    </g>
  );
}

const prisonersText = (g: PrisonerGroup) => `${g.infantry + g.cavalry} prisoners`;

/** A mark of the dead (a cross) or of men untold (a query), with its count; `at` is the mark's centre. */
/**
 * A mark of the dead (a cross) or of men whose fate is untold (?), with its count: beside it, or at `count` from it
 * when the count had to move.
 */
function MarkerSymbol({
  marker,
  at,
  now,
  count,
}: {
  marker: Marker;
  at: At;
  now: boolean;
  count?: At | undefined;
}): JSX.Element {
  return (
    <g
      class={`hf-marker hf-${marker.kind} hf-${marker.army}${now ? ' hf-marker-now' : ''}`}
      transform={`translate(${r1(at.x)} ${r1(at.y)})`}
      data-now={now ? 'true' : undefined}
      data-mark={markKey(marker)}
    >
      {marker.kind === 'dead' ? (
        <path d="M-3.5 -3.5L3.5 3.5M3.5 -3.5L-3.5 3.5" />
      ) : (
        <text y={4.5} text-anchor="middle">
          ?
        </text>
      )}
      <text class="hf-marker-n" x={count ? count.x : MARK.half + MARK.gap} y={r1((count?.y ?? 0) + 4.5)}>
        {marker.men}
      </text>
    </g>
  );
}

/**
 * Markers of one side and kind on one spot in one half-move (the infantry and cavalry dead of a mêlée) are one mark
 * with their sum.
 */
function merge(markers: readonly Marker[]): Marker[] {
  const out: Marker[] = [];
  for (const m of markers) {
    const i = out.findIndex(
      (o) => o.kind === m.kind && o.army === m.army && o.step === m.step && o.at.x === m.at.x && o.at.y === m.at.y,
    );
    if (i < 0) out.push(m);
    else out[i] = { ...out[i]!, men: out[i]!.men + m.men };
  }
  return out;
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

/** The box a gun covers: its axle and its barrel along its facing. */
function gunBox(at: At, facing: number): Box {
  const muzzle = barrelEnd(at, facing, 13);
  const trail = barrelEnd(at, facing + 180, 6);
  const x = Math.min(muzzle.x, trail.x, at.x - 5);
  const y = Math.min(muzzle.y, trail.y, at.y - 5);
  return { x, y, w: Math.max(muzzle.x, trail.x, at.x + 5) - x, h: Math.max(muzzle.y, trail.y, at.y + 5) - y };
}

/** The short letter of a gun on the map: D, C, E for Blue (the general's sketch); R, M, L for Red. */
function gunLetter(gun: GunView): string {
  const letters: Record<string, string> = {
    'blue-gun-d': 'D',
    'blue-gun-c': 'C',
    'blue-gun-e': 'E',
    'red-gun-right': 'R',
    'red-gun-mid': 'M',
    'red-gun-left': 'L',
  };
  return letters[gun.id] ?? '';
}

/** A mark's identity from one half-move to the next: its kind, side, half-move and the spot where they fell. */
const markKey = (m: Marker) => `${m.kind} ${m.army} ${m.step} ${m.at.x},${m.at.y}`;

/**
 * The map of each half-move as it ends, and where the marks made before it stand (by `markKey`), for one kind of map.
 */
interface Laid {
  /** `settled[k]`: the marks of half-moves 0 to k − 1. */
  readonly settled: ReadonlyMap<string, At>[];
  /** `layouts[k]`: half-move k as it ends (t = 1). */
  readonly layouts: Layout[];
}
type Layout = ReturnType<typeof layout>;
const laidCache = new WeakMap<readonly BattleStep[], Map<string, Laid>>();

/**
 * Half-move `index` laid out as it ends, and where every mark made before it stands: each mark is
 * set once, in the half-move that made it (clear of what stood near it then), and stays there after,
 * so the dead lie where they fell from one half-move to the next. Worked out half-move by half-move
 * and kept, per kind of map, so a step back or forward to a half-move seen before costs no layout.
 */
function laidOut(
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

/** The map after (or during) one half-move. */
export function HooksMap(props: HooksMapProps): JSX.Element {
  const { table, places, step, steps = REPLAY.steps, t = 1, showDead = true, compact = false } = props;
  const laid = laidOut(steps, step.index, table, places, showDead, compact);
  // As the half-move ends (t = 1) the map is the one laid out and kept; part-way through it is worked out afresh.
  const ended = t >= 1 && steps[step.index] === step ? laid.layout : undefined;
  const {
    frame,
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
    svg,
  } = ended ?? layout(props, laid.settled);
  return (
    <svg
      class={compact ? 'hf-map hf-map-compact' : 'hf-map'}
      viewBox={`0 0 ${r1(frame.width)} ${r1(frame.height)}`}
      role="img"
      aria-label={describeMap(step)}
    >
      <Country frame={frame} table={table} places={places} names={names} />
      <g class="hf-trails">
        {step.movements.map((m) => {
          const from = svg(m.from);
          const to = svg(positionAt(m, m.to, t));
          if (Math.hypot(to.x - from.x, to.y - from.y) < 3) return null;
          return (
            <g key={m.id} class={`hf-trail hf-trail-${m.what}`}>
              <path d={`M${from.x} ${from.y}L${r1(to.x)} ${r1(to.y)}`} />
              <path class="hf-arrow" d={arrowHead(from, to)} />
            </g>
          );
        })}
      </g>
      <g class="hf-shots">
        {gunsPhase > 0 &&
          step.shots.map((s) => {
            const from = svg(s.from);
            const aim = svg(s.to);
            const to = { x: from.x + (aim.x - from.x) * gunsPhase, y: from.y + (aim.y - from.y) * gunsPhase };
            return (
              <path key={s.gun} class={`hf-shot hf-${s.army}`} d={`M${from.x} ${from.y}L${r1(to.x)} ${r1(to.y)}`} />
            );
          })}
      </g>
      <g class="hf-guns">
        {gunsAt.map(({ gun, at }, i) => (
          <GunSymbol key={gun.id} gun={gun} at={at} label={gunLetter(gun)} letter={letterAt[i]!} />
        ))}
      </g>
      <g class="hf-prisoner-groups">
        {groupsAt.map(({ group, at }, i) => {
          const escort = group.escort ? units.get(group.escort) : undefined;
          return <PrisonerSymbol key={group.id} group={group} at={at} escortAt={escort?.at} label={groupLabelAt[i]!} />;
        })}
      </g>
      <g class="hf-units">
        {unitsAt.map(({ unit, at }, i) => (
          <UnitSymbol key={unit.id} unit={unit} at={at} count={countAt[i]!} />
        ))}
      </g>
      {meleePhase > 0 &&
        meleeAt.map((p, i) => (
          <path
            key={`melee-${i}`}
            class="hf-melee"
            transform={`translate(${p.x} ${p.y}) scale(${r1(0.4 + 0.6 * meleePhase)})`}
            d={MELEE_PATH}
          />
        ))}
      {/* The dead last, over the bodies and guns, so the losses of the half-move are never hidden under the men who
         took them. */}
      <g class="hf-markers">
        {marks.map((m) => (
          <MarkerSymbol
            key={markKey(m.marker)}
            marker={m.marker}
            at={m.at}
            count={m.count}
            now={m.marker.step === step.index}
          />
        ))}
      </g>
    </svg>
  );
}

/**
 * Everything the map draws, in SVG units: the symbols where they stand at `t`, and one placement
 * pass for the labels around them. Marks made in earlier half-moves stand where `settled` says.
 */
function layout(
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

  // One placement pass for every label on the map: the symbols stay where they are; the counts,
  // letters, marks of the dead and the places' names are set around them, in the order below.
  const obstacles: Box[] = [
    ...unitsAt.map(({ unit, at }) => boxAround(at, SYMBOL[unit.army].w * 2, SYMBOL[unit.army].h * 2)),
    ...gunsAt.map(({ gun, at }) => gunBox(at, gun.facing)),
    ...groupsAt.map(({ at }) => boxAround(at, 24, 24)),
    ...(meleePhase > 0 ? meleeAt.map((p) => boxAround(p, 30, 30)) : []),
    ...places.filter((p) => p.kind === 'point').map((p) => boxAround(shapeCentre(frame, p.shape), 16, 16)),
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
