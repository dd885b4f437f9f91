/**
 * A mêlée (melee-1, melee-3): the bodies in it and their support counted from where every man
 * stands, the result from `resolveMelee`, and the charger's order deciding who falls and who is
 * taken. Nothing of the outcome is written in the data.
 */
import { RuleError, describeValue } from '../../../../errors.ts';
import { resolveMelee } from '../../../melee.ts';
import { maxMoveInches } from '../../../mobility.ts';
import { ARMIES, type Army } from '../../types.ts';
import { OTHER, counts, type Field, type Unit } from '../field.ts';
import { EPSILON, distance, round } from '../geometry.ts';
import type { MeleeOutcome } from '../types.ts';
import type { EventHandler, EventOf } from './handler.ts';

/** "All the men in contact, and any other men within six inches of the men in contact" (melee-3). */
export const MELEE_RADIUS_INCHES = 6;

/**
 * Settle a mêlée (melee-1, melee-3): count the bodies and their support, run `resolveMelee`, let the charger's order
 * decide who falls.
 */
function settle(field: Field, where: string, e: EventOf<'melee'>, charger: Army, step: number): MeleeOutcome {
  const at = field.point(where, 'at', e.at);
  const bodies: Record<Army, Unit[]> = { red: [], blue: [] };
  const inMelee = new Set<string>();
  for (const army of ARMIES) {
    const ids = e.bodies[army];
    if (ids.length === 0)
      throw new RuleError(
        'BAD_INPUT',
        `${where}: bodies.${army} must list ${army}'s bodies in the mêlée; received ${describeValue(ids)}`,
      );
    for (const [i, id] of ids.entries()) {
      const unit = field.unit(`${where}, bodies.${army}[${i}]`, id, army);
      const d = distance(unit.at, at);
      if (d > MELEE_RADIUS_INCHES + EPSILON) {
        throw new RuleError(
          'TOO_FAR',
          `${where}: "${unit.id}" is ${round(d)} inches from the points of contact; a mêlée takes in men ` +
            `within ${MELEE_RADIUS_INCHES} inches (melee-3)`,
        );
      }
      bodies[army].push(unit);
      inMelee.add(unit.id);
    }
  }
  const men = { red: bodies.red.reduce((n, u) => n + u.men, 0), blue: bodies.blue.reduce((n, u) => n + u.men, 0) };
  // Support: men of the side outside the mêlée within a move of the points of contact, each by his own arm's move
  // (melee-1; AMB-1, `supporter-move`).
  const support = { red: 0, blue: 0 };
  for (const u of field.units.values()) {
    if (!inMelee.has(u.id) && distance(u.at, at) <= maxMoveInches(u.arm) + EPSILON) support[u.army] += u.men;
  }
  const result = resolveMelee({
    a: men.red,
    b: men.blue,
    aSupport: support.red,
    bSupport: support.blue,
    labels: { a: 'Red', b: 'Blue' },
  });

  for (const army of ARMIES) {
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
      const prisonersAt = field.point(where, 'prisonersAt', e.prisonersAt);
      field.groups.set(id, {
        id,
        army,
        heldBy: OTHER[army],
        infantry: caught.infantry,
        cavalry: caught.cavalry,
        at: prisonersAt,
        escort: null,
      });
    }
    const place = e.survivorsAt?.[army];
    if (place) {
      const to = field.point(where, `survivorsAt.${army}`, place);
      if (distance(to, at) > MELEE_RADIUS_INCHES + EPSILON) {
        throw new RuleError(
          'TOO_FAR',
          `${where}: survivors are placed "within the limits of the mêlée" (l.716), within ` +
            `${MELEE_RADIUS_INCHES} inches of the points of contact`,
        );
      }
      for (const unit of bodies[army]) if (field.units.has(unit.id)) unit.at = to;
    }
  }
  return {
    at,
    example: e.example,
    charger,
    bodies: { red: bodies.red.map((u) => u.id), blue: bodies.blue.map((u) => u.id) },
    men,
    support,
    result,
  };
}

/** A mêlée, fought by the side whose half-move it is; no man moves after it (melee-3). */
export const melee: EventHandler<'melee'> = {
  fields: {
    at: 'point',
    bodies: 'sides',
    prisoners: 'text',
    prisonersAt: 'point',
    survivorsAt: 'places?',
    example: 'text',
  },
  menAction: true,
  afterMoves: true,
  bodies: (e) => [...e.bodies.red, ...e.bodies.blue],
  apply(turn, e, where) {
    turn.fought = true;
    turn.melees.push(settle(turn.field, where, e, turn.army, turn.step));
  },
};
