/**
 * The bodies of men: parting and joining, moving (mobility-i, mobility-ii), leaving the field
 * over their own back line, and leaving the story (INC-5).
 */
import { RuleError } from '../../../../errors.ts';
import { GUN_CREW_RADIUS_INCHES } from '../../../guns.ts';
import { maxMoveInches } from '../../../mobility.ts';
import { checkBackLine } from '../checks.ts';
import { menIn } from '../field.ts';
import { EPSILON, distance, round } from '../geometry.ts';
import type { EventHandler } from './handler.ts';

/** Part of a body goes its own way, from where the body stood. */
export const split: EventHandler<'split'> = {
  fields: { unit: 'text', into: 'text', men: 'number', label: 'text' },
  bodies: (e) => [e.unit, e.into],
  apply(turn, e, where) {
    const { field, army } = turn;
    const unit = field.unit(where, e.unit, army);
    const men = menIn(where, 'men', e.men, 1, unit.men - 1);
    const id = field.claim(where, e.into);
    field.units.set(id, { id, army, arm: unit.arm, wing: unit.wing, label: e.label, men, at: unit.at });
    turn.origin.set(id, turn.origin.get(unit.id) ?? unit.at);
    if (turn.moved.has(unit.id)) turn.moved.add(id);
    unit.men -= men;
  },
};

/** Two bodies of the same arm and wing, within six inches, become one. */
export const join: EventHandler<'join'> = {
  fields: { unit: 'text', into: 'text' },
  bodies: (e) => [e.unit, e.into],
  apply(turn, e, where) {
    const { field, army } = turn;
    const unit = field.unit(where, e.unit, army);
    const into = field.unit(where, e.into, army);
    if (unit === into || unit.arm !== into.arm || unit.wing !== into.wing) {
      throw new RuleError(
        'BAD_INPUT',
        `${where}: only two bodies of the same arm and wing can join; "${unit.id}" is ${unit.wing} ` +
          `${unit.arm}, "${into.id}" ${into.wing} ${into.arm}`,
      );
    }
    const d = distance(unit.at, into.at);
    if (d > GUN_CREW_RADIUS_INCHES + EPSILON)
      throw new RuleError(
        'TOO_FAR',
        `${where}: "${unit.id}" is ${round(d)} inches from "${into.id}"; bodies join where they stand, ` +
          `within six inches`,
      );
    turn.record(unit, unit.men + (turn.shot.get(unit.id) ?? 0));
    turn.joinedIn.set(into.id, (turn.joinedIn.get(into.id) ?? 0) + unit.men);
    into.men += unit.men;
    field.units.delete(unit.id);
  },
};

/**
 * A body moves at most once a move, a foot for infantry and two for cavalry from where it began (mobility-i,
 * mobility-ii), and never after a mêlée (melee-3).
 */
export const move: EventHandler<'move'> = {
  fields: { unit: 'text', to: 'point' },
  menAction: true,
  bodies: (e) => [e.unit],
  apply(turn, e, where) {
    const { field, army } = turn;
    if (turn.fought)
      throw new RuleError(
        'OUT_OF_TURN',
        `${where}: a mêlée is settled at the end of the move (melee-3); no man moves after it`,
      );
    const unit = field.unit(where, e.unit, army);
    if (turn.moved.has(unit.id))
      throw new RuleError('OUT_OF_TURN', `${where}: "${unit.id}" has already moved this move`);
    turn.moved.add(unit.id);
    const to = field.point(where, 'to', e.to);
    const from = turn.origin.get(unit.id) ?? unit.at;
    const d = distance(from, to);
    const reach = maxMoveInches(unit.arm) * turn.spans;
    if (d > reach + EPSILON) {
      throw new RuleError(
        'TOO_FAR',
        `${where}: "${unit.id}" (${unit.arm}) moves ${round(d)} inches; ${unit.arm} may move ${reach} ` +
          `(${unit.arm === 'cavalry' ? 'mobility-ii' : 'mobility-i'}${turn.spans > 1 ? `, ${turn.spans} moves` : ''})`,
      );
    }
    unit.at = to;
  },
};

/** A body on its own back line leaves the field (move-2). */
export const escape: EventHandler<'escape'> = {
  fields: { unit: 'text' },
  menAction: true,
  afterMoves: true,
  bodies: (e) => [e.unit],
  apply({ field, army }, e, where) {
    const unit = field.unit(where, e.unit, army);
    checkBackLine(where, army, unit.at, field.table, true);
    field.books[army].escaped[unit.arm] += unit.men;
    field.units.delete(unit.id);
  },
};

/** Men whose fate the text does not tell (INC-5): off the map where last seen, counted apart from the dead. */
export const untold: EventHandler<'untold'> = {
  fields: { unit: 'text' },
  menAction: true,
  afterMoves: true,
  bodies: (e) => [e.unit],
  apply({ field, army, step }, e, where) {
    const unit = field.unit(where, e.unit, army);
    field.books[army].untold[unit.arm] += unit.men;
    field.markers.push({ kind: 'untold', army, arm: unit.arm, men: unit.men, at: unit.at, step });
    field.units.delete(unit.id);
  },
};
