/**
 * The battle's shape, checked at the entry of the replay before any rule is: the table, the
 * half-moves and every event's fields, each of the type its kind asks for. A field that is
 * missing or of the wrong type is named by its path (`battle.halfMoves[3].events[2].to`); the
 * rules (how far, how many, whose) are checked later, event by event, by the handlers.
 */
import { RuleError, describeValue, oneOf } from '../../../errors.ts';
import { ARMS } from '../../types.ts';
import { ARMIES, HALF_MOVE_KINDS, WINGS, type Battle, type BattleEvent, type BattleEventKind } from '../types.ts';
import { point } from './geometry.ts';
import { fieldOf, isList, keysOf, listOf, objectOf } from '../../../checks.ts';

/** What a field of an event must be; a trailing `?` lets it be left out. */
type FieldType = 'text' | 'number' | 'point' | 'texts' | 'kills' | 'sides' | 'places' | 'arm' | 'wing';
export type FieldSpec = FieldType | `${FieldType}?`;
/** A spec for every field of an event but its kind: a field left unspecified fails type-checking. */
export type Fields<E> = { readonly [F in Exclude<keyof E, 'kind'>]-?: FieldSpec };

/**
 * The object's own fields, each read once through the engine's guarded reader (a throwing getter or Proxy is a
 * RuleError).
 */
function object(name: string, value: unknown, what: string): Record<string, unknown> {
  const o = objectOf(name, value, what);
  return Object.fromEntries(keysOf(name, o).map((key) => [key, fieldOf(name, o, key)]));
}

function list(name: string, value: unknown, what: string): readonly unknown[] {
  if (!isList(name, value))
    throw new RuleError('BAD_INPUT', `${name} must be a list of ${what}; received ${describeValue(value)}`);
  return listOf(name, value);
}

function text(name: string, value: unknown): void {
  if (typeof value !== 'string')
    throw new RuleError('BAD_INPUT', `${name} must be a string; received ${describeValue(value)}`);
}

const READERS: Readonly<Record<FieldType, (name: string, value: unknown) => void>> = {
  text,
  number: (name, value) => {
    if (typeof value !== 'number')
      throw new RuleError('BAD_INPUT', `${name} must be a number; received ${describeValue(value)}`);
  },
  point: (name, value) => void point(name, value),
  texts: (name, value) => list(name, value, 'ids').forEach((id, i) => text(`${name}[${i}]`, id)),
  kills: (name, value) =>
    list(name, value, '{unit, men}').forEach((k, i) => {
      const kill = object(`${name}[${i}]`, k, '{unit, men}');
      text(`${name}[${i}].unit`, kill.unit);
      READERS.number(`${name}[${i}].men`, kill.men);
    }),
  sides: (name, value) => {
    const sides = object(name, value, '{red, blue}, the ids of each side');
    for (const army of ARMIES) READERS.texts(`${name}.${army}`, sides[army]);
  },
  places: (name, value) => {
    const places = object(name, value, '{red?, blue?}, a point for each side');
    for (const army of ARMIES) if (places[army] !== undefined) point(`${name}.${army}`, places[army]);
  },
  arm: (name, value) => void oneOf(name, value, ARMS),
  wing: (name, value) => void oneOf(name, value, WINGS),
};

/** Check one event's fields against its kind's spec. */
function checkEvent(
  name: string,
  event: unknown,
  specs: { readonly [K in BattleEventKind]: Fields<Extract<BattleEvent, { kind: K }>> },
): void {
  const e = object(name, event, 'an event {kind, …}');
  const kind = oneOf(`${name}.kind`, e.kind, Object.keys(specs) as BattleEventKind[]);
  for (const [field, spec] of Object.entries(specs[kind]) as [string, FieldSpec][]) {
    const optional = spec.endsWith('?');
    if (optional && e[field] === undefined) continue;
    READERS[spec.replace('?', '') as FieldType](`${name}.${field}`, e[field]);
  }
}

/**
 * Check the battle's shape: a table of positive size, places, and half-moves whose events have the fields their kinds
 * ask for.
 */
export function checkShape(
  battle: unknown,
  specs: { readonly [K in BattleEventKind]: Fields<Extract<BattleEvent, { kind: K }>> },
): asserts battle is Battle {
  const b = object('battle', battle, 'a battle {table, places, halfMoves, …}');
  const table = object('battle.table', b.table, 'the table {width, depth} in inches');
  for (const side of ['width', 'depth'] as const) {
    const v = table[side];
    if (typeof v !== 'number' || !Number.isFinite(v) || v <= 0)
      throw new RuleError(
        'BAD_INPUT',
        `battle.table must give a positive width and depth in inches; received ${describeValue(b.table)}`,
      );
  }
  list('battle.places', b.places, 'places');
  const halfMoves = list('battle.halfMoves', b.halfMoves, 'half-moves');
  if (halfMoves.length < 2)
    throw new RuleError('BAD_INPUT', 'battle.halfMoves must hold at least the two puttings down');
  halfMoves.forEach((value, i) => {
    const name = `battle.halfMoves[${i}]`;
    const h = object(name, value, 'a half-move {id, army, kind, ownMove, title, events, …}');
    text(`${name}.id`, h.id);
    text(`${name}.title`, h.title);
    oneOf(`${name}.army`, h.army, ARMIES);
    oneOf(`${name}.kind`, h.kind, HALF_MOVE_KINDS);
    READERS.number(`${name}.ownMove`, h.ownMove);
    if (h.spans !== undefined) READERS.number(`${name}.spans`, h.spans);
    list(`${name}.events`, h.events, 'events').forEach((e, n) => checkEvent(`${name}.events[${n}]`, e, specs));
  });
}
