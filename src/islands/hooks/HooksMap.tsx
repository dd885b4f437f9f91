/**
 * The schematic map of Hook's Farm after one half-move (or part-way through it, for the
 * animation): the country, the bodies of men as symbols by side and arm, the guns with their
 * facing, the dead where they fell, prisoners and their escorts, and what moved, fired and fought
 * in the half-move. Rendered on the server for the static sequence and by the replay island alike.
 */
import type { JSX } from 'preact';
import type { BattleStep, GunView, Marker, Place, PrisonerGroup, Table, UnitState } from '../../rules/wells/hooks-farm/index.ts';
import { ARM_PATH, FRAME_PATH, MELEE_PATH, PHASES, arrowHead, barrelEnd, boxAround, mapFrame, movementsById, placeLabels, positionAt, r1, transitAt, shapeCentre, shapePath, toSvg, type Box, type MapFrame } from './geometry.ts';
import { describeMap } from './words.ts';

export interface HooksMapProps {
  readonly table: Table;
  readonly places: readonly Place[];
  readonly step: BattleStep;
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

/** Where a place's name goes: inside the farm, under other buildings, low on the hill, at the centre of the rest. */
function nameAt(frame: MapFrame, p: Place): { x: number; y: number } {
  const c = shapeCentre(frame, p.shape);
  const s = p.shape;
  if (p.id === 'farm') return { x: c.x, y: r1(c.y + 3) };
  if (s.kind === 'rect') return { x: c.x, y: r1(c.y + (s.h * frame.k) / 2 + 9) };
  if (s.kind === 'ellipse' && p.kind === 'hill') return { x: r1(c.x - s.rx * frame.k * 0.5), y: r1(c.y + s.ry * frame.k * 0.8) };
  return { x: c.x, y: r1(c.y + 3) };
}

function Country({ frame, table, places, compact }: { frame: MapFrame; table: Table; places: readonly Place[]; compact: boolean }): JSX.Element {
  return (
    <g class="hf-country">
      <rect class="hf-ground" x={r1(frame.x(0))} y={r1(frame.y(0))} width={r1(frame.x(table.width) - frame.x(0))} height={r1(frame.y(table.depth) - frame.y(0))} />
      {places.filter((p) => p.kind !== 'label' && p.kind !== 'point').map((p) => (
        <path key={p.id} class={`hf-place hf-${p.kind}`} d={shapePath(frame, p.shape, WOODED.has(p.kind))} />
      ))}
      {places.filter((p) => p.kind === 'church').map((p) => {
        const c = shapeCentre(frame, p.shape);
        return <path key={`${p.id}-cross`} class="hf-church-cross" d={`M${c.x} ${c.y - 7}v14M${c.x - 5} ${c.y - 2}h10`} />;
      })}
      {places.filter((p) => p.kind === 'point').map((p) => {
        const c = shapeCentre(frame, p.shape);
        return (
          <g key={p.id} class="hf-point" transform={`translate(${c.x} ${c.y})`}>
            <circle r={6} />
            <text y={3.5} text-anchor="middle">{p.name}</text>
          </g>
        );
      })}
      {places.filter((p) => p.kind !== 'point' && p.kind !== 'back-line' && (!compact || COMPACT_NAMES.has(p.id))).map((p) => {
        const { x, y } = nameAt(frame, p);
        return <text key={`${p.id}-name`} class={`hf-name hf-name-${p.kind}`} x={x} y={y} text-anchor="middle">{p.name}</text>;
      })}
      <text class="hf-line-name" x={r1(frame.x(1))} y={r1(frame.y(0) - 6)}>Red’s back line</text>
      <text class="hf-line-name" x={r1(frame.x(1))} y={r1(frame.y(table.depth) + 14)}>Blue’s back line</text>
    </g>
  );
}

function UnitSymbol({ unit, at }: { unit: UnitState; at: { x: number; y: number } }): JSX.Element {
  return (
    <g class={`hf-unit hf-${unit.army} hf-${unit.arm}`} transform={`translate(${r1(at.x)} ${r1(at.y)})`}>
      <path class="hf-frame" d={FRAME_PATH[unit.army]} />
      <path class="hf-arm" d={ARM_PATH[unit.army][unit.arm]} />
      <text x={11} y={4}>{unit.men}</text>
    </g>
  );
}

/** A gun: its axle, its barrel along its facing, and a letter; captured guns take the captor's frame. */
function GunSymbol({ gun, at, label }: { gun: GunView; at: { x: number; y: number }; label: string }): JSX.Element {
  const p = { x: r1(at.x), y: r1(at.y) };
  const muzzle = barrelEnd(p, gun.facing, 13);
  const trail = barrelEnd(p, gun.facing + 180, 6);
  const state = gun.status === 'in-action' ? 'hf-gun-live' : 'hf-gun-idle';
  return (
    <g class={`hf-gun hf-${gun.holder} ${state}${gun.captured ? ' hf-captured' : ''}`}>
      <path class="hf-barrel" d={`M${trail.x} ${trail.y}L${muzzle.x} ${muzzle.y}`} />
      <g transform={`translate(${p.x} ${p.y})`}>
        <path class="hf-hub" d={gun.holder === 'red' ? 'M0 -5L5 0L0 5L-5 0Z' : 'M-4.5 -4.5h9v9h-9Z'} />
        <text x={-8} y={-7} text-anchor="end">{label}</text>
      </g>
    </g>
  );
}

function PrisonerSymbol({ group, at, escortAt }: { group: PrisonerGroup; at: { x: number; y: number }; escortAt: { x: number; y: number } | undefined }): JSX.Element {
  const arm = group.cavalry >= group.infantry ? 'cavalry' : 'infantry';
  return (
    <g class={`hf-prisoners hf-${group.army}`}>
      {escortAt && <path class="hf-escort-link" d={`M${r1(at.x)} ${r1(at.y)}L${r1(escortAt.x)} ${r1(escortAt.y)}`} />}
      <g transform={`translate(${r1(at.x)} ${r1(at.y)})`}>
        <circle class="hf-ring" r={11} />
        <path class="hf-frame" d={FRAME_PATH[group.army]} />
        <path class="hf-arm" d={ARM_PATH[group.army][arm]} />
        <text x={13} y={4}>{group.infantry + group.cavalry} prisoners</text>
      </g>
    </g>
  );
}

function MarkerSymbol({ marker, at, now }: { marker: Marker; at: { x: number; y: number }; now: boolean }): JSX.Element {
  return (
    <g class={`hf-marker hf-${marker.kind} hf-${marker.army}${now ? ' hf-marker-now' : ''}`} transform={`translate(${r1(at.x)} ${r1(at.y)})`} data-now={now ? 'true' : undefined}>
      {marker.kind === 'dead' ? <path d="M-3.5 -3.5L3.5 3.5M3.5 -3.5L-3.5 3.5" /> : <text y={4} text-anchor="middle">?</text>}
      <text class="hf-marker-n" x={MARK.text} y={4}>{marker.men}</text>
    </g>
  );
}

/** Markers of one side and kind on one spot in one half-move (the infantry and cavalry dead of a mêlée) are one mark with their sum. */
function merge(markers: readonly Marker[]): Marker[] {
  const out: Marker[] = [];
  for (const m of markers) {
    const i = out.findIndex((o) => o.kind === m.kind && o.army === m.army && o.step === m.step && o.at.x === m.at.x && o.at.y === m.at.y);
    if (i < 0) out.push(m);
    else out[i] = { ...out[i]!, men: out[i]!.men + m.men };
  }
  return out;
}

/** Sizes of what is drawn, in SVG units, for setting labels apart: a unit's symbol and count, a mark of the dead. */
const UNIT = { halfW: 9, halfH: 7, text: 11, digit: 6.2, textH: 12 } as const;
const MARK = { half: 4.5, text: 5, digit: 5, h: 11 } as const;

/** The box a unit's symbol and its count cover. */
function unitBox(at: { x: number; y: number }, men: number): Box {
  const w = UNIT.halfW + UNIT.text + String(men).length * UNIT.digit;
  return { x: at.x - UNIT.halfW, y: at.y - UNIT.halfH, w, h: UNIT.halfH * 2 };
}

/**
 * Where each mark of the dead (and of men untold) goes: as near where they fell as it can be
 * without lying under a body of men, a gun or another mark, the half-move's own marks first.
 */
function placeMarkers(markers: readonly { marker: Marker; at: { x: number; y: number } }[], obstacles: readonly Box[]): { x: number; y: number }[] {
  const requests = markers.map(({ marker, at }) => {
    const w = MARK.half + MARK.text + String(marker.men).length * MARK.digit;
    return { anchor: { x: at.x - MARK.half + w / 2, y: at.y }, w, h: MARK.h };
  });
  return placeLabels(requests, obstacles).map((c, i) => ({ x: r1(c.x - requests[i]!.w / 2 + MARK.half), y: c.y }));
}

/** The short letter of a gun on the map: D, C, E for Blue (the general's sketch); R, M, L for Red. */
export function gunLetter(gun: GunView): string {
  const letters: Record<string, string> = { 'blue-gun-d': 'D', 'blue-gun-c': 'C', 'blue-gun-e': 'E', 'red-gun-right': 'R', 'red-gun-mid': 'M', 'red-gun-left': 'L' };
  return letters[gun.id] ?? '';
}

/** The map after (or during) one half-move. */
export function HooksMap({ table, places, step, prev, t = 1, showDead = true, compact = false }: HooksMapProps): JSX.Element {
  const frame = mapFrame(table);
  const moves = movementsById(step);
  const svg = (p: { x: number; y: number }) => toSvg(frame, p);
  const meleeAt = step.melees.map((m) => svg(m.at));
  const gunsPhase = PHASES.guns(t);
  // Until the result, the half-move is shown as it happens: every body that will fall or be taken
  // is still there with the men it had, the guns as the half-move found them, no new prisoners.
  const staged = PHASES.result(t) < 1;
  const unitsAt: { unit: UnitState; at: { x: number; y: number } }[] = staged
    ? step.transit
        .map((b) => ({ unit: { ...b, men: b.men - (gunsPhase >= 1 ? b.shot : 0) }, at: svg(transitAt(b.from, b.at, t)) }))
        .filter((u) => u.unit.men > 0)
    : step.units.map((u) => ({ unit: u, at: svg(positionAt(moves.get(u.id), u.at, t)) }));
  const units = new Map(unitsAt.map((u) => [u.unit.id, u]));
  const gunsBefore = new Map((staged ? prev?.guns ?? [] : []).map((g) => [g.id, g]));
  const gunsAt = step.guns
    .filter((g) => g.status !== 'escaped')
    .map((g) => ({ gun: { ...(gunsBefore.get(g.id) ?? g), at: g.at, facing: g.facing }, at: svg(positionAt(moves.get(g.id), g.at, t)) }));
  const groupsBefore = new Set((prev?.prisoners ?? []).map((g) => g.id));
  const groups = staged && prev ? step.prisoners.filter((g) => groupsBefore.has(g.id)) : step.prisoners;
  const markerShown = (m: Marker) => {
    if (m.step < step.index) return true;
    const fromGuns = m.kind === 'dead' && !step.melees.some((x) => x.at.x === m.at.x && x.at.y === m.at.y);
    return fromGuns ? gunsPhase >= 1 : !staged;
  };
  // The half-move's own losses first, so they take the places nearest where they fell.
  const shown = merge(step.markers.filter((m) => (m.kind === 'untold' || showDead) && markerShown(m)));
  const ordered = [...shown.filter((m) => m.step === step.index), ...shown.filter((m) => m.step !== step.index)].map((m) => ({ marker: m, at: svg(m.at) }));
  const obstacles: Box[] = [
    ...unitsAt.map(({ unit, at }) => unitBox(at, unit.men)),
    ...gunsAt.map(({ at }) => boxAround(at, 16, 16)),
    ...groups.map((g) => boxAround(svg(g.at), 24, 24)),
    ...(PHASES.melee(t) > 0 ? meleeAt.map((p) => boxAround(p, 22, 22)) : []),
  ];
  const markerAt = placeMarkers(ordered, obstacles);
  return (
    <svg class={compact ? 'hf-map hf-map-compact' : 'hf-map'} viewBox={`0 0 ${r1(frame.width)} ${r1(frame.height)}`} role="img" aria-label={describeMap(step)}>
      <Country frame={frame} table={table} places={places} compact={compact} />
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
        {gunsPhase > 0 && step.shots.map((s) => {
          const from = svg(s.from);
          const aim = svg(s.to);
          const to = { x: from.x + (aim.x - from.x) * gunsPhase, y: from.y + (aim.y - from.y) * gunsPhase };
          return <path key={s.gun} class={`hf-shot hf-${s.army}`} d={`M${from.x} ${from.y}L${r1(to.x)} ${r1(to.y)}`} />;
        })}
      </g>
      <g class="hf-guns">
        {gunsAt.map(({ gun, at }) => <GunSymbol key={gun.id} gun={gun} at={at} label={gunLetter(gun)} />)}
      </g>
      <g class="hf-prisoner-groups">
        {groups.map((g) => {
          const escort = g.escort ? units.get(g.escort) : undefined;
          return (
            <PrisonerSymbol
              key={g.id}
              group={g}
              at={svg(positionAt(moves.get(g.id), g.at, t))}
              escortAt={escort?.at}
            />
          );
        })}
      </g>
      <g class="hf-units">{unitsAt.map(({ unit, at }) => <UnitSymbol key={unit.id} unit={unit} at={at} />)}</g>
      {PHASES.melee(t) > 0 && meleeAt.map((p, i) => (
        <path key={`melee-${i}`} class="hf-melee" transform={`translate(${p.x} ${p.y}) scale(${r1(0.4 + 0.6 * PHASES.melee(t))})`} d={MELEE_PATH} />
      ))}
      {/* The dead last, over the bodies and guns, so the losses of the half-move are never hidden under the men who took them. */}
      <g class="hf-markers">{ordered.map((m, i) => <MarkerSymbol key={i} marker={m.marker} at={markerAt[i]!} now={m.marker.step === step.index} />)}</g>
    </svg>
  );
}
