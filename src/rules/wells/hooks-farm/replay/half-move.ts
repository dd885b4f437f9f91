/**
 * One half-move replayed: each event in turn, checked against the order the rules impose on a
 * move (move-2: putting down apart; move-5: guns first; melee-3: nothing moves after a mêlée)
 * and handed to the handler of its kind; then the field as the half-move leaves it.
 */
import { RuleError, describeValue } from '../../../errors.ts';
import { gunInAction } from '../../guns.ts';
import type { BattleEvent, BattleEventKind, HalfMove } from '../types.ts';
import { HANDLERS, type EventHandler, type EventOf } from './events/index.ts';
import type { Field } from './field.ts';
import { ledgerOf } from './ledger.ts';
import { Turn } from './turn.ts';
import type { BattleStep, GunStatus, GunView, LedgerRow } from './types.ts';

/** The handler of an event's kind. */
const handlerOf = <K extends BattleEventKind>(e: EventOf<K>): EventHandler<K> => HANDLERS[e.kind as K];

/** Replay one half-move on the field and return the field after it, with what moved, fired and fought in it. */
export function playHalfMove(field: Field, h: HalfMove, step: number): BattleStep {
  const turn = new Turn(field, h, step);
  const strengths: Record<string, number>[] = [];
  h.events.forEach((e: BattleEvent, n) => {
    const where = `${h.id}, event ${n} (${describeValue(e.kind)})`;
    const handler = handlerOf(e);
    const now: Record<string, number> = {};
    for (const id of handler.bodies(e)) {
      const u = field.units.get(id);
      if (u) now[id] = u.men;
    }
    strengths.push(now);
    if ((h.kind === 'put-down') !== (handler.putDown === true)) {
      throw new RuleError(
        'OUT_OF_TURN',
        `${where}: men and guns are put down in the putting down and only then (move-2)`,
      );
    }
    if (handler.gunAction && turn.menStarted) {
      throw new RuleError(
        'OUT_OF_TURN',
        `${where}: guns first: a player must move or fire his guns before moving his men (move-5)`,
      );
    }
    if (handler.menAction) turn.menStarted = true;
    if (handler.afterMoves) turn.freeze();
    handler.apply(turn, e, where);
  });
  const { movements, transit, shots, melees } = turn.end();
  return snapshot(field, h, step, { movements, strengths, transit, shots, melees });
}

/** The field as it stands after half-move `step`, with what happened in it and the ledger. */
function snapshot(
  field: Field,
  h: HalfMove,
  step: number,
  played: Pick<BattleStep, 'movements' | 'transit' | 'shots' | 'melees' | 'strengths'>,
): BattleStep {
  const units = [...field.units.values()].map((u) => ({ ...u }));
  const guns: GunView[] = [...field.guns.values()].map((g) => {
    const crew = field.crew(g);
    const status: GunStatus = g.escaped ? 'escaped' : gunInAction(crew).inAction ? 'in-action' : 'out-of-action';
    return {
      id: g.id,
      army: g.army,
      holder: g.holder,
      wing: g.wing,
      label: g.label,
      at: g.at,
      facing: g.facing,
      status,
      crew: g.escaped ? 0 : crew.infantry + crew.cavalry,
      captured: g.captured,
      abandoned: g.abandoned && !g.captured && status !== 'in-action',
    };
  });
  const prisoners = [...field.groups.values()].map((g) => ({ ...g }));
  const ledger: LedgerRow = {
    step,
    id: h.id,
    title: h.title,
    red: ledgerOf(field, 'red'),
    blue: ledgerOf(field, 'blue'),
  };
  return { index: step, halfMove: h, units, guns, prisoners, markers: [...field.markers], ...played, ledger };
}
