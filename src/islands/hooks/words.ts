/**
 * The replay in plain words: what happened in a half-move, the state of the field and the
 * ledger, for the text beside the map, the live region and the maps' text equivalents. Every
 * number comes from the engine's replay.
 */
import { GUN_CREW_MINIMUM, GUN_CREW_RADIUS_INCHES, maxMoveInches } from '../../rules/wells/index.ts';
import {
  distance,
  type BattleStep,
  type GunView,
  type MeleeOutcome,
  type Tally,
  type UnitState,
} from '../../rules/wells/hooks-farm/index.ts';
import { capitalise, plural } from '../shared/words.ts';

const ARMY_NAME = { red: 'Red', blue: 'Blue' } as const;

/** "47 infantry and 7 cavalry". */
export function arms(t: Tally): string {
  return `${t.infantry} infantry and ${t.cavalry} cavalry`;
}

/**
 * What happened in a half-move, one short sentence an event, for the live region: "Blue’s gun E
 * kills 3 of Red’s infantry." Moves are not told one by one (the map shows them).
 */
function headlines(prev: BattleStep | undefined, step: BattleStep): string[] {
  const h = step.halfMove;
  const bodies = new Map([...(prev?.units ?? []), ...step.transit, ...step.units].map((u) => [u.id, u]));
  const gun = (id: string) => (step.guns.find((g) => g.id === id) ?? prev?.guns.find((g) => g.id === id))?.label ?? id;
  const ofArm = (id: string, men: number) => {
    const u = bodies.get(id);
    return u ? `${men} of ${ARMY_NAME[u.army]}’s ${u.arm}` : String(men);
  };
  const out: string[] = [];
  let melee = 0;
  let untold = 0;
  h.events.forEach((e, n) => {
    switch (e.kind) {
      case 'fire':
        out.push(`${capitalise(gun(e.gun))} kills ${e.killed.map((k) => ofArm(k.unit, k.men)).join(' and ')}.`);
        break;
      case 'melee': {
        const m = step.melees[melee++];
        if (!m) break;
        const r = m.result;
        const taken = r.prisoners.a
          ? `, ${r.prisoners.a} Red taken prisoner`
          : r.prisoners.b
            ? `, ${r.prisoners.b} Blue taken prisoner`
            : '';
        const dead = r.dead.a === r.dead.b ? `${r.dead.a} dead on each side` : `Red ${r.dead.a} dead, Blue ${r.dead.b}`;
        out.push(`Mêlée, Red ${m.men.red} against Blue ${m.men.blue}: ${dead}${taken}.`);
        break;
      }
      case 'abandon':
        out.push(`${capitalise(gun(e.gun))} is abandoned.`);
        break;
      case 'capture':
        out.push(`${ARMY_NAME[h.army]} captures ${gun(e.gun)}.`);
        break;
      case 'escape':
        out.push(`${capitalise(ofArm(e.unit, step.strengths[n]?.[e.unit] ?? 0))} escape.`);
        break;
      case 'escape-gun':
        out.push(`${capitalise(gun(e.gun))} gets away.`);
        break;
      case 'untold':
        untold += step.strengths[n]?.[e.unit] ?? 0;
        break;
      default:
        break;
    }
  });
  if (untold > 0) out.push(`The text does not tell the fate of ${untold} ${ARMY_NAME[h.army]} men.`);
  const moved = step.movements.filter((m) => m.what === 'unit').length;
  if (out.length === 0 && moved > 0)
    out.push(`${plural(moved, 'body of men moves', 'bodies of men move')}; no gun fires, no mêlée.`);
  return out;
}

/**
 * The live region's words for a half-move: where it stands and what happened in it, one short
 * sentence an event; `brief` (while the battle plays) gives only where it stands, so the
 * announcements do not pile up.
 */
export function announce(prev: BattleStep | undefined, step: BattleStep, total: number, brief = false): string {
  const where = `${step.halfMove.title}, half-move ${step.index + 1} of ${total}.`;
  return brief ? where : [where, ...headlines(prev, step)].join(' ');
}

/** The text equivalent of a map. */
/** The words that mark a half-move the text does not tell, on its map and in its account. */
export const UNTOLD = 'not in the text';

/** A half-move the text does not tell (no word of the narrator's): what the replay shows of it is the editors' own. */
export function isUntold(step: BattleStep): boolean {
  return step.halfMove.narrator.length === 0;
}

export function describeMap(step: BattleStep): string {
  const l = step.ledger;
  // A side's own guns on the field; guns it has captured are told apart, as the ledger tells them.
  const guns = (side: 'red' | 'blue') =>
    step.guns.filter((g) => g.army === side && !g.captured && g.status !== 'escaped').length;
  const captured = step.guns.filter((g) => g.holder === 'blue' && g.captured).length;
  const capturedWords = captured ? `, ${plural(captured, 'captured gun', 'captured guns')}` : '';
  const prisoners = l.blue.prisonersHeld ? `, ${l.blue.prisonersHeld} Red prisoners` : '';
  const untold = isUntold(step) ? ` The moves drawn dashed are ${UNTOLD}: the editors’ invention.` : '';
  return (
    `Map of the field after ${step.halfMove.title} (a reconstruction). ` +
    `Red: ${arms(l.red.onField)}, ${plural(guns('red'), 'gun', 'guns')}. ` +
    `Blue: ${arms(l.blue.onField)}, ${plural(guns('blue'), 'gun', 'guns')}${capturedWords}${prisoners}.${untold}`
  );
}

const gunName = (g: GunView | undefined, id: string) => g?.label ?? id;

/**
 * A body's label as a noun phrase: "the cavalry of Red’s right", but "Blue’s infantry", "E’s horsemen sent to
 * the gap" as they stand.
 */
function withArticle(label: string): string {
  return /^(the|a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+)\s|^\S+’s\s/i.test(label)
    ? label
    : `the ${label}`;
}
const inches = (n: number) => `${Math.round(n * 10) / 10} in.`;

/** The mêlée in a sentence: who met, support, and what the engine made of it. */
function meleeSentence(m: MeleeOutcome): string {
  const r = m.result;
  const iso = r.isolation;
  const inferior = r.inferior === 'a' ? 'Red' : 'Blue';
  const support = iso
    ? ` ${inferior} has ${iso.support} within a move and would need ${iso.needed}: ` +
      `${iso.isolated ? 'isolated' : 'supported'}.`
    : '';
  const taken = r.prisoners.a + r.prisoners.b;
  const dead = r.dead.a === r.dead.b ? `${r.dead.a} dead on each side` : `Red ${r.dead.a} dead, Blue ${r.dead.b}`;
  const takenSide = r.prisoners.a ? `${r.prisoners.a} Red` : `${r.prisoners.b} Blue`;
  const prisoners = taken ? `, ${takenSide} prisoners` : '';
  return `Mêlée: Red ${m.men.red} against Blue ${m.men.blue}.${support} ${dead}${prisoners}.`;
}

/** What happened in a half-move, event by event (moves of men are listed apart, by `moveLines`). */
export function describeEvents(prev: BattleStep | undefined, step: BattleStep): string[] {
  const h = step.halfMove;
  const unitsBefore = new Map((prev?.units ?? []).map((u) => [u.id, u]));
  const unitsAfter = new Map(step.units.map((u) => [u.id, u]));
  // A body split off and gone within the same half-move (men who escape) is named by its split.
  const splitLabels = new Map(h.events.flatMap((e) => (e.kind === 'split' ? [[e.into, e.label] as const] : [])));
  const labelOf = (id: string) =>
    withArticle((unitsBefore.get(id) ?? unitsAfter.get(id))?.label ?? splitLabels.get(id) ?? id);
  const gunsBefore = new Map((prev?.guns ?? []).map((g) => [g.id, g]));
  const gunsAfter = new Map(step.guns.map((g) => [g.id, g]));
  const out: string[] = [];
  let melee = 0;
  h.events.forEach((e, n) => {
    // A body is named with its strength as the engine had it just before the event.
    const unitName = (id: string) => {
      const men = step.strengths[n]?.[id];
      return men === undefined ? labelOf(id) : `${labelOf(id)} (${plural(men, 'man', 'men')})`;
    };
    switch (e.kind) {
      case 'put-down':
      case 'put-down-gun':
      case 'move':
      case 'split':
      case 'join':
        break;
      case 'fire': {
        const killed = e.killed.map((k) => `${k.men} of ${unitName(k.unit)}`).join(' and ');
        out.push(`${gunName(gunsBefore.get(e.gun), e.gun)} fires and kills ${killed}. Two men stand at its trail.`);
        break;
      }
      case 'move-gun': {
        const before = gunsBefore.get(e.gun);
        const d = before ? distance(before.at, e.to) : 0;
        out.push(`${gunName(before, e.gun)} is taken ${inches(d)} by ${e.crew.map(unitName).join(' and ')}.`);
        break;
      }
      case 'melee': {
        const m = step.melees[melee++];
        if (m) out.push(meleeSentence(m));
        break;
      }
      case 'escort': {
        const group = step.prisoners.find((p) => p.id === e.prisoners);
        const n = group ? group.infantry + group.cavalry : 0;
        const escort = unitName(e.escort);
        out.push(`${plural(n, 'prisoner is', 'prisoners are')} led towards Blue’s back line by ${escort}.`);
        break;
      }
      case 'abandon':
        out.push(
          `${gunName(gunsAfter.get(e.gun), e.gun)} is abandoned: ` +
            `fewer than four of its men are within ${GUN_CREW_RADIUS_INCHES} inches.`,
        );
        break;
      case 'capture':
        out.push(
          `${gunName(gunsAfter.get(e.gun), e.gun)} is captured by ${ARMY_NAME[h.army]}: ` +
            `none of its side is within six inches, and ${e.by.map(unitName).join(' and ')} come up to it.`,
        );
        break;
      case 'escape':
        out.push(`${capitalise(unitName(e.unit))}: escaped over ${ARMY_NAME[h.army]}’s back line.`);
        break;
      case 'escape-gun':
        out.push(`${gunName(gunsBefore.get(e.gun), e.gun)} gets away over the back line.`);
        break;
      case 'untold':
        out.push(`${capitalise(unitName(e.unit))}: fate not told.`);
        break;
    }
  });
  // A gun can fall out of action (or come back into it) without an event of its own, when its men move off
  // (mobility-iii).
  const told = new Set(h.events.flatMap((e) => (e.kind === 'abandon' || e.kind === 'capture' ? [e.gun] : [])));
  for (const g of step.guns) {
    const before = gunsBefore.get(g.id);
    if (!before || told.has(g.id) || before.holder !== g.holder || before.status === g.status || g.status === 'escaped')
      continue;
    const crew = `${plural(g.crew, 'man', 'men')} of ${ARMY_NAME[g.holder]} within ${GUN_CREW_RADIUS_INCHES} inches`;
    out.push(
      g.status === 'out-of-action'
        ? `${gunName(g, g.id)} is out of action: ${crew}, and it needs ${GUN_CREW_MINIMUM} (mobility-iii).`
        : `${gunName(g, g.id)} is in action again: ${crew}.`,
    );
  }
  return out;
}

/** One line per body of men that moved: its strength as it moved, how far, and how far its arm may go. */
export function moveLines(step: BattleStep): string[] {
  const spans = step.halfMove.spans ?? 1;
  const byId = new Map<string, UnitState>(step.units.map((u) => [u.id, u]));
  const menAtMove = new Map(
    step.halfMove.events.flatMap((e, n) => (e.kind === 'move' ? [[e.unit, step.strengths[n]?.[e.unit]] as const] : [])),
  );
  return step.movements
    .filter((m) => m.what === 'unit' && byId.has(m.id))
    .map((m) => {
      const u = byId.get(m.id)!;
      const men = plural(menAtMove.get(u.id) ?? u.men, 'man', 'men');
      return `${u.label} (${men}): ${inches(distance(m.from, m.to))} of ${maxMoveInches(u.arm) * spans} allowed`;
    });
}
