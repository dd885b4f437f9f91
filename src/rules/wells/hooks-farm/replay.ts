/**
 * The Battle of Hook's Farm replayed by the rules (Little Wars, chapter IV): every half-move's
 * events checked against the rules of chapter III, and the state of the field and the running
 * strength of each side computed after every half-move. Mêlées are settled by `resolveMelee`,
 * guns' crews by `gunInAction`, captures by `gunState`, first fire by `gunsMayFire`.
 */
import { RuleError, describeValue, wholeNumber } from '../../errors.ts';
import { CAPTURE_MINIMUM, GUN_CREW_MINIMUM, GUN_CREW_RADIUS_INCHES, TRAIL_MEN, gunInAction, gunState, gunsMayFire } from '../guns.ts';
import { resolveMelee, type MeleeResult } from '../melee.ts';
import { maxMoveInches } from '../mobility.ts';
import { ESCORT_RADIUS_INCHES, escortsNeeded } from '../prisoners.ts';
import { MAX_MEN, type Arm } from '../types.ts';
import type { Army, BattleEvent, Battle, HalfMove, Place, Point, Table, Wing } from './types.ts';

/** "All the men in contact, and any other men within six inches of the men in contact" (melee-3). */
export const MELEE_RADIUS_INCHES = 6;

/** A body of men on the field after a half-move. */
export interface UnitState {
  readonly id: string;
  readonly army: Army;
  readonly arm: Arm;
  readonly wing: Wing;
  readonly label: string;
  readonly men: number;
  readonly at: Point;
}

/** What a gun can do for the side that holds it (mobility-iii, melee-5). */
export type GunStatus = 'in-action' | 'out-of-action' | 'escaped';

/** A gun after a half-move. */
export interface GunView {
  readonly id: string;
  /** The side that brought it. */
  readonly army: Army;
  /** The side that holds it now: its own, or the captor's. */
  readonly holder: Army;
  readonly wing: Wing;
  readonly label: string;
  readonly at: Point;
  /** Where the muzzle points, in degrees (0 towards +x, 90 towards Blue's back line). */
  readonly facing: number;
  readonly status: GunStatus;
  /** Men of the holder within six inches. */
  readonly crew: number;
  readonly captured: boolean;
  readonly abandoned: boolean;
}

/** Men held by the enemy (melee-3b-i). */
export interface PrisonerGroup {
  readonly id: string;
  /** Whose men they are. */
  readonly army: Army;
  readonly heldBy: Army;
  readonly infantry: number;
  readonly cavalry: number;
  readonly at: Point;
  readonly escort: string | null;
}

/** The dead where they fell, or men the text loses track of (INC-5), where last seen. */
export interface Marker {
  readonly kind: 'dead' | 'untold';
  readonly army: Army;
  readonly arm: Arm;
  readonly men: number;
  readonly at: Point;
  /** The index of the half-move in which it happened. */
  readonly step: number;
}

/** Something that went from one place to another in a half-move. */
export interface Movement {
  readonly id: string;
  readonly what: 'unit' | 'gun' | 'prisoners';
  readonly from: Point;
  readonly to: Point;
}

/**
 * A body of men as the half-move took it, for drawing the half-move in progress: where it went
 * (`at`, the end of its move, or where it left the field), its men before any loss of the
 * half-move (`men`), and what it lost to gunfire, which comes first (move-5).
 */
export interface BodyInTransit extends UnitState {
  /** Where it stood when the half-move began (or where it split off). */
  readonly from: Point;
  /** Men it lost to the guns' fire at the start of the half-move. */
  readonly shot: number;
  /** It left the field in this half-move: dead, taken, joined to another body, escaped or untold. */
  readonly gone: boolean;
}

/** One gun's fire in a half-move. */
export interface Shot {
  readonly gun: string;
  readonly army: Army;
  readonly from: Point;
  readonly to: Point;
  readonly killed: number;
}

/** A mêlée as the engine settled it; `result` has side a = Red, b = Blue. */
export interface MeleeOutcome {
  readonly at: Point;
  readonly example: string;
  readonly charger: Army;
  readonly bodies: { readonly red: readonly string[]; readonly blue: readonly string[] };
  readonly men: Readonly<Record<Army, number>>;
  /** Men of each side within a move of the points of contact, outside the mêlée (melee-1). */
  readonly support: Readonly<Record<Army, number>>;
  readonly result: MeleeResult;
}

/** Men by arm. */
export interface Tally {
  readonly infantry: number;
  readonly cavalry: number;
}

/** One side's account after a half-move. Every man it put down is in exactly one of the `Tally` fields. */
export interface ArmyLedger {
  /** Free men on the field, escorts included. */
  readonly onField: Tally;
  readonly byWing: Readonly<Record<Wing, Tally>>;
  readonly dead: Tally;
  /** Men of this side in the enemy's hands. */
  readonly prisoners: Tally;
  /** Men who left the field over their own back line. */
  readonly escaped: Tally;
  /** Men whose fate the text does not tell. */
  readonly untold: Tally;
  /** This side's own guns still in its hands, and those lost or taken off. */
  readonly guns: { readonly inAction: number; readonly outOfAction: number; readonly lost: number; readonly escaped: number };
  /** Enemy guns this side has captured. */
  readonly gunsCaptured: number;
  /** Enemy men this side holds prisoner. */
  readonly prisonersHeld: number;
}

/** The running strength after one half-move. */
export interface LedgerRow {
  readonly step: number;
  readonly id: string;
  readonly title: string;
  readonly red: ArmyLedger;
  readonly blue: ArmyLedger;
}

/** The field after one half-move, with what happened in it. */
export interface BattleStep {
  readonly index: number;
  readonly halfMove: HalfMove;
  readonly units: readonly UnitState[];
  readonly guns: readonly GunView[];
  readonly prisoners: readonly PrisonerGroup[];
  readonly markers: readonly Marker[];
  readonly movements: readonly Movement[];
  /** Every body of men that moved, fought or fell in the half-move, as it was before its losses. */
  readonly transit: readonly BodyInTransit[];
  readonly shots: readonly Shot[];
  readonly melees: readonly MeleeOutcome[];
  /** For each event of the half-move, in order, the men of every body it names just before it happens (a label never states a stale count). */
  readonly strengths: readonly Readonly<Record<string, number>>[];
  readonly ledger: LedgerRow;
}

/** The battle replayed: the country and the field after every half-move. */
export interface BattleReplay {
  readonly table: Table;
  readonly places: readonly Place[];
  readonly steps: readonly BattleStep[];
}

const OTHER: Record<Army, Army> = { red: 'blue', blue: 'red' };
const ROLE = { red: 'first', blue: 'second' } as const;
const EPSILON = 1e-9;

/** Distance between two points, in inches. */
export function distance(p: Point, q: Point): number {
  return Math.hypot(p.x - q.x, p.y - q.y);
}

/** The direction from `p` to `q` in degrees, in (-180, 180]. */
export function bearing(p: Point, q: Point): number {
  return (Math.atan2(q.y - p.y, q.x - p.x) * 180) / Math.PI;
}

const round = (n: number) => Math.round(n * 10) / 10;

interface Unit {
  id: string;
  army: Army;
  arm: Arm;
  wing: Wing;
  label: string;
  men: number;
  at: Point;
}
interface Gun {
  id: string;
  army: Army;
  holder: Army;
  wing: Wing;
  label: string;
  at: Point;
  facing: number;
  escaped: boolean;
  captured: boolean;
  abandoned: boolean;
}
interface Group {
  id: string;
  army: Army;
  heldBy: Army;
  infantry: number;
  cavalry: number;
  at: Point;
  escort: string | null;
}
type Counts = Record<Arm, number>;
interface Books {
  dead: Counts;
  escaped: Counts;
  untold: Counts;
  put: Counts;
  gunsEscaped: number;
}

const counts = (): Counts => ({ infantry: 0, cavalry: 0 });

/** A checked point inside the table. */
function readPoint(where: string, name: string, value: unknown, table: Table): Point {
  const p = value as Partial<Point> | null;
  if (typeof p !== 'object' || p === null || !Number.isFinite(p.x) || !Number.isFinite(p.y)) {
    throw new RuleError('BAD_INPUT', `${where}: ${name} must be a point {x, y} in inches; received ${describeValue(value)}`);
  }
  const x = p.x as number;
  const y = p.y as number;
  if (x < 0 || x > table.width || y < 0 || y > table.depth) {
    throw new RuleError('OUT_OF_RANGE', `${where}: ${name} (${x}, ${y}) is off the table, which is ${table.width} by ${table.depth} inches`);
  }
  return { x, y };
}

/** The field as the replay goes: bodies, guns, prisoners, and the books of each side. */
class Field {
  readonly units = new Map<string, Unit>();
  readonly guns = new Map<string, Gun>();
  readonly groups = new Map<string, Group>();
  readonly markers: Marker[] = [];
  readonly books: Record<Army, Books> = {
    red: { dead: counts(), escaped: counts(), untold: counts(), put: counts(), gunsEscaped: 0 },
    blue: { dead: counts(), escaped: counts(), untold: counts(), put: counts(), gunsEscaped: 0 },
  };
  readonly ids = new Set<string>();
  readonly table: Table;

  constructor(table: Table) {
    this.table = table;
  }

  claim(where: string, id: unknown): string {
    if (typeof id !== 'string' || !/^[a-z0-9-]+$/.test(id)) {
      throw new RuleError('BAD_INPUT', `${where}: an id must be lower-case letters, digits and hyphens; received ${describeValue(id)}`);
    }
    if (this.ids.has(id)) throw new RuleError('BAD_INPUT', `${where}: the id "${id}" is already in use; every body, gun and group needs its own`);
    this.ids.add(id);
    return id;
  }

  unit(where: string, id: unknown, army?: Army): Unit {
    const unit = typeof id === 'string' ? this.units.get(id) : undefined;
    if (!unit) {
      throw new RuleError('UNKNOWN_ID', `${where}: no body of men ${describeValue(id)} is on the field; on the field are ${[...this.units.keys()].join(', ') || 'none'}`);
    }
    if (army && unit.army !== army) throw new RuleError('BAD_INPUT', `${where}: "${unit.id}" is ${unit.army}'s, not ${army}'s`);
    return unit;
  }

  gun(where: string, id: unknown): Gun {
    const gun = typeof id === 'string' ? this.guns.get(id) : undefined;
    if (!gun || gun.escaped) {
      throw new RuleError('UNKNOWN_ID', `${where}: no gun ${describeValue(id)} is on the field; on the field are ${[...this.guns.values()].filter((g) => !g.escaped).map((g) => g.id).join(', ') || 'none'}`);
    }
    return gun;
  }

  group(where: string, id: unknown): Group {
    const group = typeof id === 'string' ? this.groups.get(id) : undefined;
    if (!group) throw new RuleError('UNKNOWN_ID', `${where}: no group of prisoners ${describeValue(id)}; there are ${[...this.groups.keys()].join(', ') || 'none'}`);
    return group;
  }

  /** Men of `army` (free bodies) within `radius` inches of `p`, leaving out the bodies in `except`. */
  menNear(army: Army, p: Point, radius: number, except: ReadonlySet<string> = new Set()): Counts {
    const found = counts();
    for (const u of this.units.values()) {
      if (u.army === army && !except.has(u.id) && distance(u.at, p) <= radius + EPSILON) found[u.arm] += u.men;
    }
    return found;
  }

  /** The men of the holder within six inches of a gun (mobility-iii). */
  crew(gun: Gun): Counts {
    return this.menNear(gun.holder, gun.at, GUN_CREW_RADIUS_INCHES);
  }

  /** Take `men` from a body; a body with no men left leaves the field. */
  take(unit: Unit, men: number): void {
    unit.men -= men;
    if (unit.men === 0) this.units.delete(unit.id);
  }
}

/** Check a count of men: a whole number from `min` to `max`. */
function menIn(where: string, name: string, value: unknown, min: number, max: number): number {
  return wholeNumber(`${where}: ${name}`, value, min, max);
}

function tally(c: Counts): Tally {
  return { infantry: c.infantry, cavalry: c.cavalry };
}

function ledgerOf(field: Field, army: Army): ArmyLedger {
  const onField = counts();
  const byWing: Record<Wing, Counts> = { left: counts(), main: counts(), right: counts() };
  for (const u of field.units.values()) {
    if (u.army !== army) continue;
    onField[u.arm] += u.men;
    byWing[u.wing][u.arm] += u.men;
  }
  const prisoners = counts();
  let prisonersHeld = 0;
  for (const g of field.groups.values()) {
    if (g.army === army) {
      prisoners.infantry += g.infantry;
      prisoners.cavalry += g.cavalry;
    }
    if (g.heldBy === army) prisonersHeld += g.infantry + g.cavalry;
  }
  const guns = { inAction: 0, outOfAction: 0, lost: 0, escaped: 0 };
  let gunsCaptured = 0;
  for (const g of field.guns.values()) {
    if (g.army === army) {
      if (g.escaped) guns.escaped++;
      else if (g.holder !== army) guns.lost++;
      else if (gunInAction(tally(field.crew(g))).inAction) guns.inAction++;
      else guns.outOfAction++;
    } else if (g.holder === army) gunsCaptured++;
  }
  const b = field.books[army];
  return {
    onField: tally(onField),
    byWing: { left: tally(byWing.left), main: tally(byWing.main), right: tally(byWing.right) },
    dead: tally(b.dead),
    prisoners: tally(prisoners),
    escaped: tally(b.escaped),
    untold: tally(b.untold),
    guns,
    gunsCaptured,
    prisonersHeld,
  };
}

/** Check the order of the half-moves: Red puts down, then Blue, then they move in turn (move-1, move-2). */
function checkTurns(halfMoves: readonly HalfMove[]): void {
  const seen = new Set<string>();
  const next: Record<Army, number> = { red: 0, blue: 0 };
  halfMoves.forEach((h, i) => {
    const where = `half-move ${i} ("${h.id}")`;
    if (seen.has(h.id)) throw new RuleError('BAD_INPUT', `${where}: the id is used twice`);
    seen.add(h.id);
    const army: Army = i % 2 === 0 ? 'red' : 'blue';
    if (h.army !== army) {
      throw new RuleError('OUT_OF_TURN', `${where} is ${describeValue(h.army)}'s, but it is ${army}'s turn: Red, who won the toss, puts down and moves first, then the players alternate (move-1)`);
    }
    if ((h.kind === 'put-down') !== (i < 2)) {
      throw new RuleError('OUT_OF_TURN', `${where}: the first two half-moves are the putting down, Red's then Blue's (move-2), and only they; received kind ${describeValue(h.kind)}`);
    }
    if (h.ownMove !== next[army]) {
      throw new RuleError('OUT_OF_TURN', `${where}: ${army}'s move should be number ${next[army]}; received ${describeValue(h.ownMove)}`);
    }
    const spans = h.kind === 'summary' ? wholeNumber(`${where}: spans`, h.spans, 1, 20) : 1;
    if (h.kind !== 'summary' && h.spans !== undefined && h.spans !== 1) {
      throw new RuleError('BAD_INPUT', `${where}: only a summary may stand for several moves; received spans ${describeValue(h.spans)}`);
    }
    next[army] = h.ownMove + (h.kind === 'put-down' ? 1 : spans);
  });
}

const GUN_EVENTS = new Set(['fire', 'move-gun']);
const MEN_EVENTS = new Set(['move', 'escort', 'melee', 'escape', 'capture', 'untold']);
/** Events before the bodies' losses and departures: putting down, moving, splitting and joining. */
const ORDER_EVENTS = new Set(['put-down', 'put-down-gun', 'move', 'split', 'join']);

/** Replay one half-move on the field; return what moved, fired and fought in it. */
function play(field: Field, h: HalfMove, step: number): Pick<BattleStep, 'movements' | 'transit' | 'shots' | 'melees' | 'strengths'> {
  const army = h.army;
  const enemy = OTHER[army];
  const spans = h.kind === 'summary' ? (h.spans ?? 1) : 1;
  const table = field.table;
  const origin = new Map<string, Point>([...field.units.values()].map((u) => [u.id, u.at]));
  const gunOrigin = new Map<string, Point>([...field.guns.values()].map((g) => [g.id, g.at]));
  const groupOrigin = new Map<string, Point>([...field.groups.values()].map((g) => [g.id, g.at]));
  const moved = new Set<string>();
  const gunsUsed = new Set<string>();
  const shots: Shot[] = [];
  const melees: MeleeOutcome[] = [];
  const atEnd: (() => void)[] = [];
  let menStarted = false;
  let fought = false;
  // The bodies as they stand before the mêlée and what follows it (no man moves after a mêlée, melee-3).
  const shot = new Map<string, number>();
  const joinedIn = new Map<string, number>();
  const transit = new Map<string, Omit<BodyInTransit, 'gone'>>();
  const record = (u: Unit, men: number) => transit.set(u.id, { ...u, at: { ...u.at }, from: origin.get(u.id) ?? u.at, men, shot: shot.get(u.id) ?? 0 });
  let frozen = false;
  const freeze = () => {
    if (frozen) return;
    frozen = true;
    for (const u of field.units.values()) if (!transit.has(u.id)) record(u, u.men - (joinedIn.get(u.id) ?? 0) + (shot.get(u.id) ?? 0));
  };

  const strengths: Record<string, number>[] = [];
  h.events.forEach((e: BattleEvent, n) => {
    const where = `${h.id}, event ${n} (${describeValue(e?.kind)})`;
    const now: Record<string, number> = {};
    for (const id of bodiesNamed(e)) {
      const u = field.units.get(id);
      if (u) now[id] = u.men;
    }
    strengths.push(now);
    if (h.kind === 'put-down' ? !e.kind.startsWith('put-down') : e.kind.startsWith('put-down')) {
      throw new RuleError('OUT_OF_TURN', `${where}: men and guns are put down in the putting down and only then (move-2)`);
    }
    if (GUN_EVENTS.has(e.kind) && menStarted) {
      throw new RuleError('OUT_OF_TURN', `${where}: guns first: a player must move or fire his guns before moving his men (move-5)`);
    }
    if (MEN_EVENTS.has(e.kind)) menStarted = true;
    if (!GUN_EVENTS.has(e.kind) && !ORDER_EVENTS.has(e.kind)) freeze();
    if (e.kind === 'move' && fought) throw new RuleError('OUT_OF_TURN', `${where}: a mêlée is settled at the end of the move (melee-3); no man moves after it`);

    switch (e.kind) {
      case 'put-down': {
        const id = field.claim(where, e.unit);
        const men = menIn(where, 'men', e.men, 1, MAX_MEN);
        const at = readPoint(where, 'at', e.at, table);
        checkBackLine(where, army, at, table);
        field.units.set(id, { id, army, arm: e.arm, wing: e.wing, label: e.label, men, at });
        field.books[army].put[e.arm] += men;
        return;
      }
      case 'put-down-gun': {
        const id = field.claim(where, e.gun);
        const at = readPoint(where, 'at', e.at, table);
        checkBackLine(where, army, at, table);
        field.guns.set(id, { id, army, holder: army, wing: e.wing, label: e.label, at, facing: army === 'red' ? 90 : -90, escaped: false, captured: false, abandoned: false });
        return;
      }
      case 'fire': {
        const gun = ownGun(field, where, e.gun, army);
        if (!gunsMayFire({ role: ROLE[army], ownMove: h.ownMove })) {
          throw new RuleError('OUT_OF_TURN', `${where}: guns must not be fired before the second move of the first player (move-4); this is ${army}'s move ${h.ownMove}`);
        }
        if (gunsUsed.has(gun.id)) throw new RuleError('OUT_OF_TURN', `${where}: gun "${gun.id}" has already moved or fired this move; it may do one or the other (mobility-iv)`);
        gunsUsed.add(gun.id);
        const crew = field.crew(gun);
        if (!gunInAction(crew).inAction) {
          throw new RuleError('OUT_OF_ACTION', `${where}: gun "${gun.id}" has ${crew.infantry + crew.cavalry} of its men within ${GUN_CREW_RADIUS_INCHES} inches; it needs ${GUN_CREW_MINIMUM} to fire (mobility-iii)`);
        }
        if (!Array.isArray(e.killed)) throw new RuleError('BAD_INPUT', `${where}: killed must be a list of {unit, men}; received ${describeValue(e.killed)}`);
        let aim: Point | undefined;
        let killed = 0;
        e.killed.forEach((k, i) => {
          const target = field.unit(`${where}, killed[${i}]`, k.unit, enemy);
          const men = menIn(where, `killed[${i}].men`, k.men, 1, target.men);
          aim ??= target.at;
          killed += men;
          shot.set(target.id, (shot.get(target.id) ?? 0) + men);
          if (men === target.men) record(target, target.men + (shot.get(target.id) ?? 0) - men);
          field.markers.push({ kind: 'dead', army: enemy, arm: target.arm, men, at: target.at, step });
          field.books[enemy].dead[target.arm] += men;
          field.take(target, men);
        });
        if (aim) {
          gun.facing = bearing(gun.at, aim);
          shots.push({ gun: gun.id, army, from: gun.at, to: aim, killed });
        }
        const trailId = e.trail;
        field.unit(where, trailId, army);
        atEnd.push(() => {
          const trail = field.units.get(trailId);
          if (!trail || trail.men < TRAIL_MEN || distance(trail.at, gun.at) > GUN_CREW_RADIUS_INCHES + EPSILON) {
            throw new RuleError('BAD_INPUT', `${where}: after firing, two men must stand at the trail of "${gun.id}" (mobility-iv); "${trailId}" ends the move ${trail ? `${round(distance(trail.at, gun.at))} inches away with ${trail.men} men` : 'off the field'}`);
          }
        });
        return;
      }
      case 'move-gun': {
        const gun = ownGun(field, where, e.gun, army);
        if (gunsUsed.has(gun.id)) throw new RuleError('OUT_OF_TURN', `${where}: gun "${gun.id}" has already moved or fired this move; it may do one or the other (mobility-iv)`);
        gunsUsed.add(gun.id);
        const before = field.crew(gun);
        if (!gunInAction(before).inAction) {
          throw new RuleError('OUT_OF_ACTION', `${where}: gun "${gun.id}" has ${before.infantry + before.cavalry} of its men within ${GUN_CREW_RADIUS_INCHES} inches; it needs ${GUN_CREW_MINIMUM} to be moved (mobility-iii)`);
        }
        if (!Array.isArray(e.crew) || e.crew.length === 0) throw new RuleError('BAD_INPUT', `${where}: crew must name the bodies that move the gun; received ${describeValue(e.crew)}`);
        const crewUnits = e.crew.map((id, i) => field.unit(`${where}, crew[${i}]`, id, army));
        const by = counts();
        for (const u of crewUnits) by[u.arm] += u.men;
        const reach = gunInAction(by).moveInches * spans;
        const to = readPoint(where, 'to', e.to, table);
        const d = distance(gun.at, to);
        if (d > reach + EPSILON) {
          throw new RuleError('TOO_FAR', `${where}: gun "${gun.id}" moves ${round(d)} inches; with ${by.cavalry} cavalry and ${by.infantry} infantry it may go ${reach} (mobility-iv)`);
        }
        // "The gun itself must be placed trail forward and the muzzle pointing back in the direction from which it came."
        if (d > 0) gun.facing = bearing(to, gun.at);
        gun.at = to;
        atEnd.push(() => {
          if (gun.escaped) return; // it went off the field with its men
          const crew = field.crew(gun);
          if (crew.infantry + crew.cavalry < GUN_CREW_MINIMUM) {
            throw new RuleError('OUT_OF_ACTION', `${where}: at least four men must move up with gun "${gun.id}" and stand within six inches of it (mobility-iv); ${crew.infantry + crew.cavalry} do`);
          }
        });
        return;
      }
      case 'split': {
        const unit = field.unit(where, e.unit, army);
        const men = menIn(where, 'men', e.men, 1, unit.men - 1);
        const id = field.claim(where, e.into);
        field.units.set(id, { id, army, arm: unit.arm, wing: unit.wing, label: e.label, men, at: unit.at });
        origin.set(id, origin.get(unit.id) ?? unit.at);
        if (moved.has(unit.id)) moved.add(id);
        unit.men -= men;
        return;
      }
      case 'join': {
        const unit = field.unit(where, e.unit, army);
        const into = field.unit(where, e.into, army);
        if (unit === into || unit.arm !== into.arm || unit.wing !== into.wing) {
          throw new RuleError('BAD_INPUT', `${where}: only two bodies of the same arm and wing can join; "${unit.id}" is ${unit.wing} ${unit.arm}, "${into.id}" ${into.wing} ${into.arm}`);
        }
        const d = distance(unit.at, into.at);
        if (d > GUN_CREW_RADIUS_INCHES + EPSILON) throw new RuleError('TOO_FAR', `${where}: "${unit.id}" is ${round(d)} inches from "${into.id}"; bodies join where they stand, within six inches`);
        record(unit, unit.men + (shot.get(unit.id) ?? 0));
        joinedIn.set(into.id, (joinedIn.get(into.id) ?? 0) + unit.men);
        into.men += unit.men;
        field.units.delete(unit.id);
        return;
      }
      case 'move': {
        const unit = field.unit(where, e.unit, army);
        if (moved.has(unit.id)) throw new RuleError('OUT_OF_TURN', `${where}: "${unit.id}" has already moved this move`);
        moved.add(unit.id);
        const to = readPoint(where, 'to', e.to, table);
        const from = origin.get(unit.id) ?? unit.at;
        const d = distance(from, to);
        const reach = maxMoveInches(unit.arm) * spans;
        if (d > reach + EPSILON) {
          throw new RuleError('TOO_FAR', `${where}: "${unit.id}" (${unit.arm}) moves ${round(d)} inches; ${unit.arm} may move ${reach} (${unit.arm === 'cavalry' ? 'mobility-ii' : 'mobility-i'}${spans > 1 ? `, ${spans} moves` : ''})`);
        }
        unit.at = to;
        return;
      }
      case 'melee': {
        fought = true;
        melees.push(settleMelee(field, where, e, army, step));
        return;
      }
      case 'escort': {
        const group = field.group(where, e.prisoners);
        if (group.heldBy !== army) throw new RuleError('OUT_OF_TURN', `${where}: prisoners are moved by the side that took them (melee-3), here ${group.heldBy}`);
        const escort = field.unit(where, e.escort, army);
        const needed = escortsNeeded(group.infantry + group.cavalry);
        if (escort.men < needed) throw new RuleError('BAD_COUNT', `${where}: ${group.infantry + group.cavalry} prisoners need ${needed} escort; "${escort.id}" has ${escort.men} men (melee-3)`);
        const to = readPoint(where, 'to', e.to, table);
        const d = distance(group.at, to);
        const reach = maxMoveInches(escort.arm) * spans;
        if (d > reach + EPSILON) throw new RuleError('TOO_FAR', `${where}: prisoners "${group.id}" go ${round(d)} inches; they go with their escort, who may move ${reach}`);
        group.at = to;
        group.escort = escort.id;
        atEnd.push(() => {
          const with_ = field.units.get(escort.id);
          if (!with_ || distance(with_.at, group.at) > ESCORT_RADIUS_INCHES + EPSILON) {
            throw new RuleError('TOO_FAR', `${where}: the escort "${escort.id}" must end within ${ESCORT_RADIUS_INCHES} inches of the prisoners "${group.id}" (melee-3)`);
          }
        });
        return;
      }
      case 'abandon': {
        const gun = ownGun(field, where, e.gun, army);
        atEnd.push(() => {
          const crew = field.crew(gun);
          if (gunInAction(crew).inAction) {
            throw new RuleError('BAD_INPUT', `${where}: gun "${gun.id}" is not abandoned: ${crew.infantry + crew.cavalry} of its men are within six inches (mobility-iii)`);
          }
          gun.abandoned = true;
        });
        return;
      }
      case 'capture': {
        const gun = field.gun(where, e.gun);
        if (gun.holder !== enemy) throw new RuleError('BAD_INPUT', `${where}: gun "${gun.id}" is not ${enemy}'s to lose`);
        if (!Array.isArray(e.by) || e.by.length === 0) throw new RuleError('BAD_INPUT', `${where}: by must name the bodies that take the gun; received ${describeValue(e.by)}`);
        const by = e.by.map((id, i) => field.unit(`${where}, by[${i}]`, id, army));
        atEnd.push(() => {
          const own = field.crew(gun);
          const takers = by.filter((u) => field.units.has(u.id) && distance(u.at, gun.at) <= GUN_CREW_RADIUS_INCHES + EPSILON).reduce((n, u) => n + u.men, 0);
          if (gunState({ ownMen: own.infantry + own.cavalry, antagonistsPastAxle: takers }) !== 'captured') {
            throw new RuleError('BAD_INPUT', `${where}: gun "${gun.id}" is not captured: ${own.infantry + own.cavalry} of its side are within six inches and ${takers} of the takers are up to it; capture needs none and ${CAPTURE_MINIMUM} (melee-5)`);
          }
          gun.holder = army;
          gun.captured = true;
        });
        return;
      }
      case 'escape': {
        const unit = field.unit(where, e.unit, army);
        checkBackLine(where, army, unit.at, table, true);
        field.books[army].escaped[unit.arm] += unit.men;
        field.units.delete(unit.id);
        return;
      }
      case 'escape-gun': {
        const gun = ownGun(field, where, e.gun, army);
        checkBackLine(where, army, gun.at, table, true);
        const crew = field.crew(gun);
        if (!gunInAction(crew).inAction) {
          throw new RuleError('OUT_OF_ACTION', `${where}: gun "${gun.id}" has ${crew.infantry + crew.cavalry} of its men within six inches; it cannot be taken off without four (mobility-iii)`);
        }
        gun.escaped = true;
        field.books[army].gunsEscaped++;
        return;
      }
      case 'untold': {
        const unit = field.unit(where, e.unit, army);
        field.books[army].untold[unit.arm] += unit.men;
        field.markers.push({ kind: 'untold', army, arm: unit.arm, men: unit.men, at: unit.at, step });
        field.units.delete(unit.id);
        return;
      }
      default:
        throw new RuleError('BAD_INPUT', `${where}: unknown kind of event`);
    }
  });
  freeze();
  for (const check of atEnd) check();

  const movements: Movement[] = [];
  for (const u of field.units.values()) {
    const from = origin.get(u.id);
    if (from && distance(from, u.at) > 0) movements.push({ id: u.id, what: 'unit', from, to: u.at });
  }
  for (const g of field.guns.values()) {
    const from = gunOrigin.get(g.id);
    if (from && distance(from, g.at) > 0) movements.push({ id: g.id, what: 'gun', from, to: g.at });
  }
  for (const g of field.groups.values()) {
    const from = groupOrigin.get(g.id);
    if (from && distance(from, g.at) > 0) movements.push({ id: g.id, what: 'prisoners', from, to: g.at });
  }
  return { movements, strengths, transit: [...transit.values()].map((b) => ({ ...b, gone: !field.units.has(b.id) })), shots, melees };
}

/** The bodies of men an event names. */
function bodiesNamed(e: BattleEvent): string[] {
  switch (e?.kind) {
    case 'fire':
      return Array.isArray(e.killed) ? e.killed.map((k) => k.unit) : [];
    case 'move-gun':
      return Array.isArray(e.crew) ? [...e.crew] : [];
    case 'split':
    case 'join':
      return [e.unit, e.into];
    case 'move':
    case 'escape':
    case 'untold':
      return [e.unit];
    case 'melee':
      return [...(e.bodies?.red ?? []), ...(e.bodies?.blue ?? [])];
    case 'escort':
      return [e.escort];
    case 'capture':
      return Array.isArray(e.by) ? [...e.by] : [];
    default:
      return [];
  }
}

function ownGun(field: Field, where: string, id: unknown, army: Army): Gun {
  const gun = field.gun(where, id);
  if (gun.holder !== army) throw new RuleError('BAD_INPUT', `${where}: gun "${gun.id}" is held by ${gun.holder}, not ${army}`);
  return gun;
}

/** Put down on (or escape over) the back line: Red's is y = 0, Blue's y = depth (move-2). */
function checkBackLine(where: string, army: Army, at: Point, table: Table, exactly = false): void {
  const line = army === 'red' ? 0 : table.depth;
  const off = Math.abs(at.y - line);
  // "the men are not put exactly on the line, but each will have his next move measured from that line" (l.682)
  const allowed = exactly ? 0 : GUN_CREW_RADIUS_INCHES;
  if (off > allowed + EPSILON) {
    throw new RuleError('OUT_OF_RANGE', `${where}: ${exactly ? 'to leave the field a body must reach' : 'men and guns are put down along'} ${army}'s back line (y = ${line}); this stands ${round(off)} inches from it`);
  }
}

/** Settle a mêlée (melee-1, melee-3): count the bodies and their support, run `resolveMelee`, let the charger's order decide who falls. */
function settleMelee(field: Field, where: string, e: Extract<BattleEvent, { kind: 'melee' }>, charger: Army, step: number): MeleeOutcome {
  const table = field.table;
  const at = readPoint(where, 'at', e.at, table);
  const bodies: Record<Army, Unit[]> = { red: [], blue: [] };
  const inMelee = new Set<string>();
  for (const army of ['red', 'blue'] as const) {
    const ids = e.bodies?.[army];
    if (!Array.isArray(ids) || ids.length === 0) throw new RuleError('BAD_INPUT', `${where}: bodies.${army} must list ${army}'s bodies in the mêlée; received ${describeValue(ids)}`);
    for (const [i, id] of ids.entries()) {
      const unit = field.unit(`${where}, bodies.${army}[${i}]`, id, army);
      const d = distance(unit.at, at);
      if (d > MELEE_RADIUS_INCHES + EPSILON) {
        throw new RuleError('TOO_FAR', `${where}: "${unit.id}" is ${round(d)} inches from the points of contact; a mêlée takes in men within ${MELEE_RADIUS_INCHES} inches (melee-3)`);
      }
      bodies[army].push(unit);
      inMelee.add(unit.id);
    }
  }
  const men = { red: bodies.red.reduce((n, u) => n + u.men, 0), blue: bodies.blue.reduce((n, u) => n + u.men, 0) };
  // Support: men of the side outside the mêlée within a move of the points of contact, each by his own arm's move (melee-1; AMB-1, `supporter-move`).
  const support = { red: 0, blue: 0 };
  for (const u of field.units.values()) {
    if (!inMelee.has(u.id) && distance(u.at, at) <= maxMoveInches(u.arm) + EPSILON) support[u.army] += u.men;
  }
  const result = resolveMelee({ a: men.red, b: men.blue, aSupport: support.red, bSupport: support.blue, labels: { a: 'Red', b: 'Blue' } });

  for (const army of ['red', 'blue'] as const) {
    const side = army === 'red' ? 'a' : 'b';
    let dead = result.dead[side];
    let taken = result.prisoners[side];
    const caught = counts();
    for (const unit of bodies[army]) {
      const d = Math.min(dead, unit.men);
      dead -= d;
      const p = Math.min(taken, unit.men - d);
      taken -= p;
      if (d > 0) {
        field.markers.push({ kind: 'dead', army, arm: unit.arm, men: d, at, step });
        field.books[army].dead[unit.arm] += d;
      }
      caught[unit.arm] += p;
      field.take(unit, d + p);
    }
    if (caught.infantry + caught.cavalry > 0) {
      const id = field.claim(where, e.prisoners);
      const prisonersAt = readPoint(where, 'prisonersAt', e.prisonersAt, table);
      field.groups.set(id, { id, army, heldBy: OTHER[army], infantry: caught.infantry, cavalry: caught.cavalry, at: prisonersAt, escort: null });
    }
    const place = e.survivorsAt?.[army];
    if (place) {
      const to = readPoint(where, `survivorsAt.${army}`, place, table);
      if (distance(to, at) > MELEE_RADIUS_INCHES + EPSILON) {
        throw new RuleError('TOO_FAR', `${where}: survivors are placed "within the limits of the mêlée" (l.716), within ${MELEE_RADIUS_INCHES} inches of the points of contact`);
      }
      for (const unit of bodies[army]) if (field.units.has(unit.id)) unit.at = to;
    }
  }
  return { at, example: e.example, charger, bodies: { red: bodies.red.map((u) => u.id), blue: bodies.blue.map((u) => u.id) }, men, support, result };
}

function snapshot(field: Field, h: HalfMove, step: number, played: Pick<BattleStep, 'movements' | 'transit' | 'shots' | 'melees' | 'strengths'>): BattleStep {
  const units = [...field.units.values()].map((u) => ({ ...u }));
  const guns: GunView[] = [...field.guns.values()].map((g) => {
    const crew = field.crew(g);
    const status: GunStatus = g.escaped ? 'escaped' : gunInAction(crew).inAction ? 'in-action' : 'out-of-action';
    return { id: g.id, army: g.army, holder: g.holder, wing: g.wing, label: g.label, at: g.at, facing: g.facing, status, crew: g.escaped ? 0 : crew.infantry + crew.cavalry, captured: g.captured, abandoned: g.abandoned && !g.captured && status !== 'in-action' };
  });
  const prisoners = [...field.groups.values()].map((g) => ({ ...g }));
  const ledger: LedgerRow = { step, id: h.id, title: h.title, red: ledgerOf(field, 'red'), blue: ledgerOf(field, 'blue') };
  return { index: step, halfMove: h, units, guns, prisoners, markers: [...field.markers], ...played, ledger };
}

/**
 * Replay the Battle of Hook's Farm by the rules (chapter III, applied as in chapter IV): check every
 * event of every half-move and return the field and the ledger after each. Throws `RuleError`
 * naming the half-move, the event and the rule broken. /little-wars/the-battle-of-hooks-farm/#p73
 */
export function replayBattle(battle: Battle): BattleReplay {
  const table = battle?.table;
  if (!table || !(table.width > 0) || !(table.depth > 0)) throw new RuleError('BAD_INPUT', `battle.table must give a positive width and depth in inches; received ${describeValue(table)}`);
  if (!Array.isArray(battle.halfMoves) || battle.halfMoves.length < 2) throw new RuleError('BAD_INPUT', 'battle.halfMoves must hold at least the two puttings down');
  checkTurns(battle.halfMoves);
  const field = new Field(table);
  const steps = battle.halfMoves.map((h, i) => snapshot(field, h, i, play(field, h, i)));
  return { table, places: battle.places, steps };
}

/** The running strength of each side after every half-move, from the events (melee-3, mobility-iii, melee-5). /little-wars/the-battle-of-hooks-farm/#p87 */
export function ledger(battle: Battle): readonly LedgerRow[] {
  return replayBattle(battle).steps.map((s) => s.ledger);
}

/** The men a side has put down, by arm: conservation says each is on the field, dead, prisoner, escaped or untold. */
export function accountedFor(row: ArmyLedger): Tally {
  const sum = (k: Arm) => row.onField[k] + row.dead[k] + row.prisoners[k] + row.escaped[k] + row.untold[k];
  return { infantry: sum('infantry'), cavalry: sum('cavalry') };
}
