/**
 * The guns' events: firing and moving (mobility-iii, mobility-iv, move-4, move-5), a gun left
 * without its men, a gun taken (melee-5), a gun taken off over its own back line.
 */
import { RuleError, describeValue } from '../../../../errors.ts';
import {
  CAPTURE_MINIMUM,
  GUN_CREW_MINIMUM,
  GUN_CREW_RADIUS_INCHES,
  TRAIL_MEN,
  gunInAction,
  gunState,
  gunsMayFire,
} from '../../../guns.ts';
import { checkBackLine } from '../checks.ts';
import { counts, menIn } from '../field.ts';
import { EPSILON, bearing, distance, round } from '../geometry.ts';
import type { Point } from '../../types.ts';
import type { EventHandler } from './handler.ts';

/** Red won the toss and is the first player (move-1). */
const ROLE = { red: 'first', blue: 'second' } as const;

/**
 * A gun fires (mobility-iv, move-4): in action, not moved this move, its dead as the text reports them, two men at its
 * trail after.
 */
export const fire: EventHandler<'fire'> = {
  fields: { gun: 'text', killed: 'kills', trail: 'text' },
  gunAction: true,
  bodies: (e) => e.killed.map((k) => k.unit),
  apply(turn, e, where) {
    const { field, army, enemy } = turn;
    const gun = field.ownGun(where, e.gun, army);
    if (!gunsMayFire({ role: ROLE[army], ownMove: turn.halfMove.ownMove })) {
      throw new RuleError(
        'OUT_OF_TURN',
        `${where}: guns must not be fired before the second move of the first player (move-4); this is ` +
          `${army}'s move ${turn.halfMove.ownMove}`,
      );
    }
    if (turn.gunsUsed.has(gun.id))
      throw new RuleError(
        'OUT_OF_TURN',
        `${where}: gun "${gun.id}" has already moved or fired this move; it may do one or the other (mobility-iv)`,
      );
    turn.gunsUsed.add(gun.id);
    const crew = field.crew(gun);
    if (!gunInAction(crew).inAction) {
      throw new RuleError(
        'OUT_OF_ACTION',
        `${where}: gun "${gun.id}" has ${crew.infantry + crew.cavalry} of its men within ` +
          `${GUN_CREW_RADIUS_INCHES} inches; it needs ${GUN_CREW_MINIMUM} to fire (mobility-iii)`,
      );
    }
    let aim: Point | undefined;
    let killed = 0;
    e.killed.forEach((k, i) => {
      const target = field.unit(`${where}, killed[${i}]`, k.unit, enemy);
      const men = menIn(where, `killed[${i}].men`, k.men, 1, target.men);
      aim ??= target.at;
      killed += men;
      turn.shot.set(target.id, (turn.shot.get(target.id) ?? 0) + men);
      if (men === target.men) turn.record(target, target.men + (turn.shot.get(target.id) ?? 0) - men);
      field.markers.push({ kind: 'dead', army: enemy, arm: target.arm, men, at: target.at, step: turn.step });
      field.books[enemy].dead[target.arm] += men;
      field.take(target, men);
    });
    if (aim) {
      gun.facing = bearing(gun.at, aim);
      turn.shots.push({ gun: gun.id, army, from: gun.at, to: aim, killed });
    }
    const trailId = e.trail;
    field.unit(where, trailId, army);
    turn.whenOver(() => {
      const trail = field.units.get(trailId);
      if (!trail || trail.men < TRAIL_MEN || distance(trail.at, gun.at) > GUN_CREW_RADIUS_INCHES + EPSILON) {
        throw new RuleError(
          'BAD_INPUT',
          `${where}: after firing, two men must stand at the trail of "${gun.id}" (mobility-iv); ` +
            `"${trailId}" ends the move ` +
            `${trail ? `${round(distance(trail.at, gun.at))} inches away with ${trail.men} men` : 'off the field'}`,
        );
      }
    });
  },
};

/**
 * A gun moved by its men (mobility-iv): two feet with four cavalry among them, else one; put down trail forward, four
 * men within six inches at the end.
 */
export const moveGun: EventHandler<'move-gun'> = {
  fields: { gun: 'text', to: 'point', crew: 'texts' },
  gunAction: true,
  bodies: (e) => [...e.crew],
  apply(turn, e, where) {
    const { field, army } = turn;
    const gun = field.ownGun(where, e.gun, army);
    if (turn.gunsUsed.has(gun.id))
      throw new RuleError(
        'OUT_OF_TURN',
        `${where}: gun "${gun.id}" has already moved or fired this move; it may do one or the other (mobility-iv)`,
      );
    turn.gunsUsed.add(gun.id);
    const before = field.crew(gun);
    if (!gunInAction(before).inAction) {
      throw new RuleError(
        'OUT_OF_ACTION',
        `${where}: gun "${gun.id}" has ${before.infantry + before.cavalry} of its men within ` +
          `${GUN_CREW_RADIUS_INCHES} inches; it needs ${GUN_CREW_MINIMUM} to be moved (mobility-iii)`,
      );
    }
    if (e.crew.length === 0)
      throw new RuleError(
        'BAD_INPUT',
        `${where}: crew must name the bodies that move the gun; received ${describeValue(e.crew)}`,
      );
    const crewUnits = e.crew.map((id, i) => field.unit(`${where}, crew[${i}]`, id, army));
    const by = counts();
    for (const u of crewUnits) by[u.arm] += u.men;
    const reach = gunInAction(by).moveInches * turn.spans;
    const to = field.point(where, 'to', e.to);
    const d = distance(gun.at, to);
    if (d > reach + EPSILON) {
      throw new RuleError(
        'TOO_FAR',
        `${where}: gun "${gun.id}" moves ${round(d)} inches; with ${by.cavalry} cavalry and ${by.infantry} ` +
          `infantry it may go ${reach} (mobility-iv)`,
      );
    }
    // "The gun itself must be placed trail forward and the muzzle pointing back in the direction from which it came."
    if (d > 0) gun.facing = bearing(to, gun.at);
    gun.at = to;
    turn.whenOver(() => {
      if (gun.escaped) return; // it went off the field with its men
      const crew = field.crew(gun);
      if (crew.infantry + crew.cavalry < GUN_CREW_MINIMUM) {
        throw new RuleError(
          'OUT_OF_ACTION',
          `${where}: at least four men must move up with gun "${gun.id}" and stand within six inches of it ` +
            `(mobility-iv); ${crew.infantry + crew.cavalry} do`,
        );
      }
    });
  },
};

/**
 * A gun left with fewer than four of its own men within six inches (mobility-iii), checked when the half-move is over.
 */
export const abandon: EventHandler<'abandon'> = {
  fields: { gun: 'text' },
  afterMoves: true,
  bodies: () => [],
  apply(turn, e, where) {
    const { field, army } = turn;
    const gun = field.ownGun(where, e.gun, army);
    turn.whenOver(() => {
      const crew = field.crew(gun);
      if (gunInAction(crew).inAction) {
        throw new RuleError(
          'BAD_INPUT',
          `${where}: gun "${gun.id}" is not abandoned: ${crew.infantry + crew.cavalry} of its men are within ` +
            `six inches (mobility-iii)`,
        );
      }
      gun.abandoned = true;
    });
  },
};

/**
 * A gun taken (melee-5): none of its side within six inches and four of the takers up to it when the half-move is over.
 */
export const capture: EventHandler<'capture'> = {
  fields: { gun: 'text', by: 'texts' },
  menAction: true,
  afterMoves: true,
  bodies: (e) => [...e.by],
  apply(turn, e, where) {
    const { field, army, enemy } = turn;
    const gun = field.gun(where, e.gun);
    if (gun.holder !== enemy) throw new RuleError('BAD_INPUT', `${where}: gun "${gun.id}" is not ${enemy}'s to lose`);
    if (e.by.length === 0)
      throw new RuleError(
        'BAD_INPUT',
        `${where}: by must name the bodies that take the gun; received ${describeValue(e.by)}`,
      );
    const by = e.by.map((id, i) => field.unit(`${where}, by[${i}]`, id, army));
    turn.whenOver(() => {
      const own = field.crew(gun);
      const takers = by
        .filter((u) => field.units.has(u.id) && distance(u.at, gun.at) <= GUN_CREW_RADIUS_INCHES + EPSILON)
        .reduce((n, u) => n + u.men, 0);
      if (gunState({ ownMen: own.infantry + own.cavalry, antagonistsPastAxle: takers }) !== 'captured') {
        throw new RuleError(
          'BAD_INPUT',
          `${where}: gun "${gun.id}" is not captured: ${own.infantry + own.cavalry} of its side are within ` +
            `six inches and ${takers} of the takers are up to it; capture needs none and ${CAPTURE_MINIMUM} ` +
            `(melee-5)`,
        );
      }
      gun.holder = army;
      gun.captured = true;
    });
  },
};

/** A gun taken off over its own back line, with four of its men (mobility-iii). */
export const escapeGun: EventHandler<'escape-gun'> = {
  fields: { gun: 'text' },
  afterMoves: true,
  bodies: () => [],
  apply({ field, army }, e, where) {
    const gun = field.ownGun(where, e.gun, army);
    checkBackLine(where, army, gun.at, field.table, true);
    const crew = field.crew(gun);
    if (!gunInAction(crew).inAction) {
      throw new RuleError(
        'OUT_OF_ACTION',
        `${where}: gun "${gun.id}" has ${crew.infantry + crew.cavalry} of its men within six inches; it ` +
          `cannot be taken off without four (mobility-iii)`,
      );
    }
    gun.escaped = true;
    field.books[army].gunsEscaped++;
  },
};
