/**
 * Predict, then reveal, in the replay of Hook's Farm: before the next half-move is shown, the reader
 * chooses what it does among a few outcomes, one of them the engine's (the men who fall on each side
 * and the Red men taken prisoner, read from the ledger the engine keeps, melee-3, mobility-iii); then
 * the half-move is played and told event by event, the choice marked right or wrong. Pure: the
 * outcomes are differences of the engine's ledger; the others are made from it by a fixed rule, so a
 * class sees the same choices every time.
 */
import type { BattleStep } from '../../rules/wells/hooks-farm/index.ts';
import { plural } from '../shared/words.ts';

/** What a half-move does, as the ledger counts it. */
export interface HalfMoveOutcome {
  readonly redDead: number;
  readonly blueDead: number;
  /** Red men taken prisoner (Blue takes the battle's only prisoners). */
  readonly taken: number;
}

const men = (t: { readonly infantry: number; readonly cavalry: number }) => t.infantry + t.cavalry;

/** The engine's outcome of the half-move from `prev` to `next`: the differences of their ledgers. */
export function outcomeOf(prev: BattleStep, next: BattleStep): HalfMoveOutcome {
  const a = prev.ledger;
  const b = next.ledger;
  return {
    redDead: men(b.red.dead) - men(a.red.dead),
    blueDead: men(b.blue.dead) - men(a.blue.dead),
    taken: b.blue.prisonersHeld - a.blue.prisonersHeld,
  };
}

/** An outcome in words. */
export function outcomeWords(o: HalfMoveOutcome): string {
  const dead =
    o.redDead + o.blueDead === 0
      ? 'No one falls'
      : `Red loses ${plural(o.redDead, 'man', 'men')} killed, Blue ${plural(o.blueDead, 'man', 'men')}`;
  return `${dead}${o.taken ? `; ${o.taken} Red taken prisoner` : ''}.`;
}

/** One of the outcomes offered. */
export interface Choice {
  readonly key: string;
  readonly outcome: HalfMoveOutcome;
  readonly text: string;
  /** Whether it is the engine's. */
  readonly engine: boolean;
}

const keyOf = (o: HalfMoveOutcome) => `${o.redDead}-${o.blueDead}-${o.taken}`;

/**
 * Four outcomes for the half-move from `prev` to `next`: the engine's and three near it (the sides' losses swapped, or
 * a few men more or fewer on one side, or prisoners where there were none), ordered by the men they kill, so the
 * engine's is not always in the same place.
 */
export function choicesFor(prev: BattleStep, next: BattleStep): readonly Choice[] {
  const t = outcomeOf(prev, next);
  const near: HalfMoveOutcome[] = [
    { redDead: t.blueDead, blueDead: t.redDead, taken: t.taken },
    { ...t, redDead: t.redDead + 2 },
    { ...t, blueDead: t.blueDead + 2 },
    { ...t, taken: t.taken ? 0 : 2 },
    { ...t, redDead: Math.max(0, t.redDead - 1), blueDead: t.blueDead + 1 },
    { ...t, redDead: t.redDead + 1, blueDead: Math.max(0, t.blueDead - 1) },
    { ...t, redDead: t.redDead + 4 },
  ];
  const seen = new Set([keyOf(t)]);
  const others: HalfMoveOutcome[] = [];
  for (const o of near) {
    if (others.length === 3 || seen.has(keyOf(o))) continue;
    seen.add(keyOf(o));
    others.push(o);
  }
  return [t, ...others]
    .map((o) => ({ key: keyOf(o), outcome: o, text: outcomeWords(o), engine: o === t }))
    .sort(
      (x, y) =>
        x.outcome.redDead + x.outcome.blueDead - (y.outcome.redDead + y.outcome.blueDead) ||
        x.outcome.taken - y.outcome.taken ||
        x.outcome.redDead - y.outcome.redDead,
    );
}

/** The exercise: off, a question on the half-move after `from`, or its answer revealed up to a step. */
export type ReplayPredict =
  | { readonly phase: 'off' }
  | { readonly phase: 'ask'; readonly choice?: string | undefined }
  | { readonly phase: 'revealed'; readonly from: number; readonly choice: string; readonly step: number };

export type ReplayPredictAction =
  | { readonly type: 'toggle' }
  | { readonly type: 'choose'; readonly key: string }
  /** Check the choice made on the half-move after `from`. */
  | { readonly type: 'check'; readonly from: number }
  | { readonly type: 'step'; readonly delta: number; readonly last: number }
  /** The next question: on the half-move after the one now on screen. */
  | { readonly type: 'again' };

/** The exercise after an action of the reader's. */
export function replayPredictReducer(s: ReplayPredict, a: ReplayPredictAction): ReplayPredict {
  switch (a.type) {
    case 'toggle':
      return s.phase === 'off' ? { phase: 'ask' } : { phase: 'off' };
    case 'choose':
      return s.phase === 'ask' ? { phase: 'ask', choice: a.key } : s;
    case 'check':
      return s.phase === 'ask' && s.choice !== undefined
        ? { phase: 'revealed', from: a.from, choice: s.choice, step: 1 }
        : s;
    case 'step':
      return s.phase === 'revealed' ? { ...s, step: Math.max(1, Math.min(a.last, s.step + a.delta)) } : s;
    case 'again':
      return s.phase === 'off' ? s : { phase: 'ask' };
  }
}
