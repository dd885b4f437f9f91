/**
 * The running strength of each side (the ledger of chapter IV): free men by wing, the dead,
 * prisoners, the escaped and the untold, guns in action, lost and taken. Conservation holds:
 * every man a side put down is in exactly one of its tallies.
 */
import { wholeNumber } from '../../../errors.ts';
import { fieldOf, objectOf } from '../../../checks.ts';
import { gunInAction } from '../../guns.ts';
import { ARMS } from '../../types.ts';
import type { Army, Wing } from '../types.ts';
import { counts, type Counts, type Field } from './field.ts';
import type { ArmyLedger, Tally } from './types.ts';

function tally(c: Counts): Tally {
  return { infantry: c.infantry, cavalry: c.cavalry };
}

/** One side's account of the field as it stands (melee-3, mobility-iii, melee-5). */
export function ledgerOf(field: Field, army: Army): ArmyLedger {
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

/** The tallies a side's men are counted in, one of which holds each man. */
const FATES = ['onField', 'dead', 'prisoners', 'escaped', 'untold'] as const;

/**
 * The men a side has put down, by arm: conservation says each is on the field, dead, prisoner, escaped or untold
 * (melee-3, INC-5).
 */
export function accountedFor(row: ArmyLedger): Tally {
  const r = objectOf('row', row, "one side's ledger {onField, dead, prisoners, escaped, untold, …}");
  const sum = counts();
  for (const fate of FATES) {
    const t = objectOf(`row.${fate}`, fieldOf('row', r, fate), 'men by arm {infantry, cavalry}');
    for (const arm of ARMS) sum[arm] += wholeNumber(`row.${fate}.${arm}`, fieldOf(`row.${fate}`, t, arm));
  }
  return { infantry: sum.infantry, cavalry: sum.cavalry };
}
