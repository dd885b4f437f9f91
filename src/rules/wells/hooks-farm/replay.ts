/**
 * The Battle of Hook's Farm replayed by the rules (Little Wars, chapter IV): every half-move's
 * events checked against the rules of chapter III, and the state of the field and the running
 * strength of each side computed after every half-move. Mêlées are settled by `resolveMelee`,
 * guns' crews by `gunInAction`, captures by `gunState`, first fire by `gunsMayFire`.
 *
 * The parts live in `./replay/`: the battle's shape checked at the entry (`shape.ts`), the field
 * (`field.ts`), one handler per kind of event (`events/`), a half-move in progress (`turn.ts`,
 * `half-move.ts`), the order of the turns (`checks.ts`) and the ledger (`ledger.ts`).
 */
import { checkTurns } from './replay/checks.ts';
import { HANDLERS } from './replay/events/index.ts';
import { Field } from './replay/field.ts';
import { playHalfMove } from './replay/half-move.ts';
import { checkShape, type Fields } from './replay/shape.ts';
import type { BattleReplay, LedgerRow } from './replay/types.ts';
import type { Battle, BattleEvent, BattleEventKind } from './types.ts';

export type * from './replay/types.ts';
export { MELEE_RADIUS_INCHES } from './replay/events/index.ts';
export { bearing, distance } from './replay/geometry.ts';
export { accountedFor } from './replay/ledger.ts';

/** Each kind of event's fields, from its handler. */
const FIELDS = Object.fromEntries(Object.entries(HANDLERS).map(([kind, h]) => [kind, h.fields])) as {
  readonly [K in BattleEventKind]: Fields<Extract<BattleEvent, { kind: K }>>;
};

/**
 * Replay the Battle of Hook's Farm by the rules (chapter III, applied as in chapter IV): check every
 * event of every half-move and return the field and the ledger after each. Throws `RuleError`
 * naming the half-move, the event and the rule broken, or the field of the battle that is malformed.
 * /little-wars/the-battle-of-hooks-farm/#p73
 */
export function replayBattle(battle: Battle): BattleReplay {
  checkShape(battle, FIELDS);
  checkTurns(battle.halfMoves);
  const field = new Field(battle.table);
  const steps = battle.halfMoves.map((h, i) => playHalfMove(field, h, i));
  return { table: battle.table, places: battle.places, steps };
}

/**
 * The running strength of each side after every half-move, from the events (melee-3, mobility-iii, melee-5).
 * /little-wars/the-battle-of-hooks-farm/#p87
 */
export function ledger(battle: Battle): readonly LedgerRow[] {
  return replayBattle(battle).steps.map((s) => s.ledger);
}
