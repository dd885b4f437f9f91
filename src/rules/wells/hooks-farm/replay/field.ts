/**
 * The field of the Battle of Hook's Farm as the replay goes: the bodies of men, the guns, the
 * prisoners and the marks of the dead, with each side's books (dead, escaped, untold). Every
 * event handler works on one `Field`; lookups name what is missing and what is there.
 */
import { RuleError, describeValue, wholeNumber } from '../../../errors.ts';
import { GUN_CREW_RADIUS_INCHES } from '../../guns.ts';
import type { Arm } from '../../types.ts';
import type { Army, Point, Table, Wing } from '../types.ts';
import { EPSILON, point } from './geometry.ts';
import type { Marker } from './types.ts';

/** The other side. */
export const OTHER: Readonly<Record<Army, Army>> = { red: 'blue', blue: 'red' };

/** A body of men on the field. */
export interface Unit {
  id: string;
  army: Army;
  arm: Arm;
  wing: Wing;
  label: string;
  men: number;
  at: Point;
}

/** A gun on the field, or taken off it. */
export interface Gun {
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

/** Prisoners held by the enemy. */
export interface Group {
  id: string;
  army: Army;
  heldBy: Army;
  infantry: number;
  cavalry: number;
  at: Point;
  escort: string | null;
}

/** Men by arm, as the replay counts them. */
export type Counts = Record<Arm, number>;

/** What a side has lost off the field, and what it put down. */
export interface Books {
  dead: Counts;
  escaped: Counts;
  untold: Counts;
  put: Counts;
  gunsEscaped: number;
}

/** No men of either arm. */
export const counts = (): Counts => ({ infantry: 0, cavalry: 0 });

const books = (): Books => ({ dead: counts(), escaped: counts(), untold: counts(), put: counts(), gunsEscaped: 0 });

/** The field as the replay goes: bodies, guns, prisoners, and the books of each side. */
export class Field {
  readonly units = new Map<string, Unit>();
  readonly guns = new Map<string, Gun>();
  readonly groups = new Map<string, Group>();
  readonly markers: Marker[] = [];
  readonly books: Record<Army, Books> = { red: books(), blue: books() };
  readonly ids = new Set<string>();
  readonly table: Table;

  // A plain constructor, not a parameter property, so that Node loads the engine with its type stripping alone
  // (`npm run bench` runs Hellwig's game and the board in plain Node).
  constructor(table: Table) {
    this.table = table;
  }

  /** Take a new id for a body, gun or group: unique, lower-case letters, digits and hyphens. */
  claim(where: string, id: unknown): string {
    if (typeof id !== 'string' || !/^[a-z0-9-]+$/.test(id)) {
      throw new RuleError(
        'BAD_INPUT',
        `${where}: an id must be lower-case letters, digits and hyphens; received ${describeValue(id)}`,
      );
    }
    if (this.ids.has(id))
      throw new RuleError(
        'BAD_INPUT',
        `${where}: the id "${id}" is already in use; every body, gun and group needs its own`,
      );
    this.ids.add(id);
    return id;
  }

  /** The body of men `id`, of `army` if given. */
  unit(where: string, id: unknown, army?: Army): Unit {
    const unit = typeof id === 'string' ? this.units.get(id) : undefined;
    if (!unit) {
      throw new RuleError(
        'UNKNOWN_ID',
        `${where}: no body of men ${describeValue(id)} is on the field; on the field are ` +
          `${[...this.units.keys()].join(', ') || 'none'}`,
      );
    }
    if (army && unit.army !== army)
      throw new RuleError('BAD_INPUT', `${where}: "${unit.id}" is ${unit.army}'s, not ${army}'s`);
    return unit;
  }

  /** The gun `id`, still on the field. */
  gun(where: string, id: unknown): Gun {
    const gun = typeof id === 'string' ? this.guns.get(id) : undefined;
    if (!gun || gun.escaped) {
      throw new RuleError(
        'UNKNOWN_ID',
        `${where}: no gun ${describeValue(id)} is on the field; on the field are ${
          [...this.guns.values()]
            .filter((g) => !g.escaped)
            .map((g) => g.id)
            .join(', ') || 'none'
        }`,
      );
    }
    return gun;
  }

  /** The gun `id`, held by `army`. */
  ownGun(where: string, id: unknown, army: Army): Gun {
    const gun = this.gun(where, id);
    if (gun.holder !== army)
      throw new RuleError('BAD_INPUT', `${where}: gun "${gun.id}" is held by ${gun.holder}, not ${army}`);
    return gun;
  }

  /** The group of prisoners `id`. */
  group(where: string, id: unknown): Group {
    const group = typeof id === 'string' ? this.groups.get(id) : undefined;
    if (!group)
      throw new RuleError(
        'UNKNOWN_ID',
        `${where}: no group of prisoners ${describeValue(id)}; there are ` +
          `${[...this.groups.keys()].join(', ') || 'none'}`,
      );
    return group;
  }

  /** A checked point inside the table. */
  point(where: string, name: string, value: unknown): Point {
    const { x, y } = point(`${where}: ${name}`, value);
    const table = this.table;
    if (x < 0 || x > table.width || y < 0 || y > table.depth) {
      throw new RuleError(
        'OUT_OF_RANGE',
        `${where}: ${name} (${x}, ${y}) is off the table, which is ${table.width} by ${table.depth} inches`,
      );
    }
    return { x, y };
  }

  /** Men of `army` (free bodies) within `radius` inches of `p`, leaving out the bodies in `except`. */
  menNear(army: Army, p: Point, radius: number, except: ReadonlySet<string> = new Set()): Counts {
    const found = counts();
    for (const u of this.units.values()) {
      if (u.army === army && !except.has(u.id) && Math.hypot(u.at.x - p.x, u.at.y - p.y) <= radius + EPSILON)
        found[u.arm] += u.men;
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
export function menIn(where: string, name: string, value: unknown, min: number, max: number): number {
  return wholeNumber(`${where}: ${name}`, value, min, max);
}
