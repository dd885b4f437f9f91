/** The putting down (move-2): bodies of men and guns set along their own back line. */
import { MAX_MEN } from '../../../types.ts';
import { checkBackLine } from '../checks.ts';
import { menIn } from '../field.ts';
import type { EventHandler } from './handler.ts';

/** A body of men put down on its own back line (move-2). */
export const putDown: EventHandler<'put-down'> = {
  fields: { unit: 'text', arm: 'arm', wing: 'wing', men: 'number', label: 'text', at: 'point' },
  putDown: true,
  // The body is not on the field before it is put down: no count to show.
  bodies: () => [],
  apply({ field, army }, e, where) {
    const id = field.claim(where, e.unit);
    const men = menIn(where, 'men', e.men, 1, MAX_MEN);
    const at = field.point(where, 'at', e.at);
    checkBackLine(where, army, at, field.table);
    field.units.set(id, { id, army, arm: e.arm, wing: e.wing, label: e.label, men, at });
    field.books[army].put[e.arm] += men;
  },
};

/** A gun put down on its own back line, its muzzle toward the enemy (move-2). */
export const putDownGun: EventHandler<'put-down-gun'> = {
  fields: { gun: 'text', wing: 'wing', label: 'text', at: 'point' },
  putDown: true,
  bodies: () => [],
  apply({ field, army }, e, where) {
    const id = field.claim(where, e.gun);
    const at = field.point(where, 'at', e.at);
    checkBackLine(where, army, at, field.table);
    field.guns.set(id, {
      id,
      army,
      holder: army,
      wing: e.wing,
      label: e.label,
      at,
      facing: army === 'red' ? 90 : -90,
      escaped: false,
      captured: false,
      abandoned: false,
    });
  },
};
