import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { WELLS_EXAMPLES, type MeleeExample } from '../../src/rules/wells/examples.ts';
import {
  ASSUMPTION_IDS,
  GUN_CREW_RADIUS_INCHES,
  INCONSISTENCY_IDS,
  RuleError,
  accountedFor,
  bearing,
  distance,
  escortsNeeded,
  ledger,
  maxMoveInches,
  replayBattle,
  resolveMelee,
  type Army,
  type Battle,
  type BattleEvent,
  type BattleStep,
  type Point,
} from '../../src/rules/index.ts';
import { HOOKS_FARM } from '../../src/rules/wells/hooks-farm/scenario.ts';

const replay = replayBattle(HOOKS_FARM);
const steps = replay.steps;
const at = (id: string): BattleStep => {
  const step = steps.find((s) => s.halfMove.id === id);
  if (!step) throw new Error(`no half-move ${id}`);
  return step;
};
const before = (id: string): BattleStep => steps[at(id).index - 1]!;
const gun = (step: BattleStep, id: string) => step.guns.find((g) => g.id === id)!;
const menNear = (step: BattleStep, army: Army, p: Point) =>
  step.units
    .filter((u) => u.army === army && distance(u.at, p) <= GUN_CREW_RADIUS_INCHES)
    .reduce((n, u) => n + u.men, 0);
const deadIn = (id: string, army: Army) => {
  const now = at(id).ledger[army].dead;
  const then = before(id).ledger[army].dead;
  return { infantry: now.infantry - then.infantry, cavalry: now.cavalry - then.cavalry };
};

describe('the Battle of Hook’s Farm replays by the rules', () => {
  test('it runs from the putting down to Red’s retreat, Red first, the players in turn', () => {
    expect(steps[0]!.halfMove.id).toBe('red-put-down');
    expect(steps.at(-1)!.halfMove.id).toBe('blue-holds');
    expect(steps.map((s) => s.halfMove.army)).toEqual(steps.map((_, i) => (i % 2 === 0 ? 'red' : 'blue')));
  });

  test('both orders of battle at the putting down are the book’s (l.614, 688; A13)', () => {
    const red = at('red-put-down').ledger.red;
    expect(red.onField).toEqual({ infantry: 50, cavalry: 25 });
    expect(red.byWing.left).toEqual({ infantry: 13, cavalry: 5 });
    expect(red.byWing.right).toEqual({ infantry: 37, cavalry: 20 });
    expect(red.guns.inAction).toBe(3);
    const blue = at('blue-put-down').ledger.blue;
    expect(blue.onField).toEqual({ infantry: 50, cavalry: 25 });
    expect(blue.byWing.right).toEqual({ infantry: 16, cavalry: 5 });
    expect(blue.guns.inAction).toBe(3);
  });

  test('every man put down is on the field, dead, a prisoner, escaped or untold, after every half-move', () => {
    for (const s of steps.slice(1)) {
      expect(accountedFor(s.ledger.red), s.halfMove.id).toEqual({ infantry: 50, cavalry: 25 });
      expect(accountedFor(s.ledger.blue), s.halfMove.id).toEqual({ infantry: 50, cavalry: 25 });
    }
  });

  test(
    'ledger() ends on the book’s figures: Blue holds the field with two captured guns and six prisoners ' +
      '(l.785), Red’s 37 killed, 6 taken, 11 escaped, 21 untold (INC-5)',
    () => {
      const rows = ledger(HOOKS_FARM);
      const sum = (t: { infantry: number; cavalry: number }) => t.infantry + t.cavalry;
      expect(rows.map((r) => r.id)).toEqual(HOOKS_FARM.halfMoves.map((h) => h.id));
      const end = rows.at(-1)!;
      expect([sum(end.red.dead), sum(end.red.prisoners), sum(end.red.escaped), sum(end.red.untold)]).toEqual([
        37, 6, 11, 21,
      ]);
      expect(end.blue).toMatchObject({ gunsCaptured: 2, prisonersHeld: 6 });
      expect(sum(end.blue.dead)).toBe(34);
      // Blue's "surviving eight cavalry" after the cavalry mêlée (l.724).
      expect(rows.find((r) => r.id === 'red-3')!.blue.onField.cavalry).toBe(8);
    },
  );
});

describe('each half-move as it was before its losses, for drawing it in progress', () => {
  test('every man on the field when a half-move begins is in one of its bodies in transit, none twice', () => {
    for (const [i, s] of steps.entries()) {
      if (i < 2) continue;
      const before = steps[i - 1]!.ledger;
      for (const army of ['red', 'blue'] as const) {
        const men = s.transit.filter((b) => b.army === army).reduce((n, b) => n + b.men, 0);
        expect(men, `${s.halfMove.id}, ${army}`).toBe(before[army].onField.infantry + before[army].onField.cavalry);
      }
    }
  });

  test('the cavalry charge: the eighteen Red horsemen ride in whole and leave the field in the mêlée', () => {
    const charge = at('red-3').transit.filter(
      (b) => b.army === 'red' && at('red-3').melees[0]!.bodies.red.includes(b.id),
    );
    expect(charge.reduce((n, b) => n + b.men, 0)).toBe(18);
    expect(charge.every((b) => b.gone)).toBe(true);
  });

  test('a body hit by the guns starts the half-move with its losses still in it', () => {
    const s = at('blue-2');
    const hit = s.transit.filter((b) => b.shot > 0);
    expect(hit.reduce((n, b) => n + b.shot, 0)).toBe(s.shots.reduce((n, x) => n + x.killed, 0));
    for (const b of hit.filter((x) => !x.gone)) expect(s.units.find((u) => u.id === b.id)!.men).toBe(b.men - b.shot);
  });
});

describe('the mêlées are the engine’s, and the engine reproduces the book', () => {
  const rows = new Map(WELLS_EXAMPLES.filter((r): r is MeleeExample => r.kind === 'melee').map((r) => [r.id, r]));

  test.each([
    ['red-3', 'wells-melee-hooks-farm-18v21', { red: 18, blue: 21 }, { red: 15, blue: 15 }, { red: 3, blue: 0 }],
    ['blue-4', 'wells-melee-hooks-farm-9v6', { red: 6, blue: 9 }, { red: 3, blue: 3 }, { red: 3, blue: 0 }],
  ])('%s: the mêlée of %s gives the dead and prisoners the book states', (id, example, men, dead, prisoners) => {
    const [melee] = at(id).melees;
    expect(melee!.example).toBe(example);
    expect(melee!.men).toEqual(men);
    expect({ red: melee!.result.dead.a, blue: melee!.result.dead.b }).toEqual(dead);
    expect({ red: melee!.result.prisoners.a, blue: melee!.result.prisoners.b }).toEqual(prisoners);
    expect(melee!.result.rule).toBe('isolated');
    // The same counts through the worked-examples row give the same outcome.
    const row = rows.get(example)!;
    const redIsA = row.inputs.labels?.a === 'Red';
    expect(redIsA ? [row.inputs.a, row.inputs.b] : [row.inputs.b, row.inputs.a]).toEqual([men.red, men.blue]);
    const fromRow = resolveMelee(row.inputs);
    expect(redIsA ? fromRow.dead.a : fromRow.dead.b).toBe(dead.red);
  });

  test.each([['red-3'], ['blue-4']])(
    '%s: the worked-examples row gives each side the men and support the replay counts, so chapter IV’s ' +
      'calculator and the replay’s show one case',
    (id) => {
      const [melee] = at(id).melees;
      const row = rows.get(melee!.example)!;
      for (const side of ['red', 'blue'] as const) {
        const a = row.inputs.labels?.a.toLowerCase() === side;
        expect(a ? row.inputs.a : row.inputs.b, side).toBe(melee!.men[side]);
        expect(a ? row.inputs.aSupport : row.inputs.bSupport, side).toBe(melee!.support[side]);
      }
    },
  );

  test('the cavalry mêlée: only two Red men within a move, and nine needed to support eighteen (l.716)', () => {
    const [melee] = at('red-3').melees;
    expect(melee!.support.red).toBe(2);
    expect(melee!.result.isolation).toMatchObject({ isolated: true, needed: 9 });
  });

  test('the mêlée at the lost gun: “not three other Reds within a move of them” (l.753)', () => {
    const [melee] = at('blue-4').melees;
    expect(melee!.support.red).toBeLessThan(3);
    expect(melee!.result.isolation?.isolated).toBe(true);
  });
});

describe('the running strength matches every figure the text states', () => {
  test(
    'Red’s two effective guns kill two cavalry and six ' +
      'infantry, the “seven or eight” he expected (l.706, ' +
      '712)',
    () => {
      const shots = at('red-3').shots;
      expect(shots.map((s) => s.gun).sort()).toEqual(['red-gun-left', 'red-gun-mid']);
      expect(shots.reduce((n, s) => n + s.killed, 0)).toBe(8);
      expect(deadIn('red-3', 'blue')).toEqual({ infantry: 6, cavalry: 2 + 15 });
    },
  );

  test('gun E kills three Red men in Blue’s second move (l.703)', () => {
    expect(deadIn('blue-2', 'red')).toEqual({ infantry: 3, cavalry: 0 });
  });

  test('after the cavalry mêlée Blue has “his surviving eight cavalry” (l.724) and holds three Red cavalry', () => {
    expect(at('red-3').ledger.blue.onField.cavalry).toBe(8);
    expect(at('red-3').ledger.red.prisoners).toEqual({ infantry: 0, cavalry: 3 });
  });

  test('after the mêlée neither D nor C has four Blue men within six inches: both are out of action (l.716)', () => {
    const s = at('red-3');
    expect(gun(s, 'blue-gun-d').status).toBe('out-of-action');
    expect(gun(s, 'blue-gun-c').status).toBe('out-of-action');
    expect(gun(s, 'blue-gun-e').status).toBe('in-action');
    // The eight cavalry bring them back into action in Blue's third move (A3).
    expect(gun(at('blue-3'), 'blue-gun-d').status).toBe('in-action');
    expect(gun(at('blue-3'), 'blue-gun-c').status).toBe('in-action');
  });

  test(
    'Blue’s third move kills one infantryman and the ' +
      'cavalryman at the tail of Red’s central gun (l.724, ' +
      '732)',
    () => {
      expect(deadIn('blue-3', 'red')).toEqual({ infantry: 1, cavalry: 1 });
      const central = gun(before('blue-3'), 'red-gun-mid');
      const cavalryman = at('blue-3').markers.find((m) => m.step === at('blue-3').index && m.arm === 'cavalry')!;
      expect(distance(cavalryman.at, central.at)).toBeLessThanOrEqual(GUN_CREW_RADIUS_INCHES);
    },
  );

  test('one infantryman escorts the three cavalry prisoners to the rear (l.730)', () => {
    const s = at('blue-3');
    const group = s.prisoners.find((p) => p.cavalry === 3)!;
    const escort = s.units.find((u) => u.id === group.escort)!;
    expect(escort).toMatchObject({ army: 'blue', arm: 'infantry', men: 1 });
    expect(escortsNeeded(3)).toBe(1);
    expect(group.at.y).toBeGreaterThan(before('blue-3').prisoners[0]!.at.y);
  });

  test('Red’s right gun is abandoned from his charge until Blue takes it (l.732, 771)', () => {
    for (const id of ['red-3', 'blue-3', 'red-4', 'blue-4', 'red-5']) {
      const g = gun(at(id), 'red-gun-right');
      expect(g.holder, id).toBe('red');
      expect(g.status, id).toBe('out-of-action');
    }
    expect(gun(at('blue-5'), 'red-gun-right')).toMatchObject({ holder: 'blue', captured: true });
  });

  test('“The one surviving cavalryman on his right wing” (l.743)', () => {
    expect(at('blue-3').ledger.red.byWing.right.cavalry).toBe(1);
    expect(at('red-4').ledger.red.byWing.right.cavalry).toBe(1);
  });

  test('Red kills eight of Blue’s exposed centre in his fourth move (l.743)', () => {
    expect(deadIn('red-4', 'blue')).toEqual({ infantry: 8, cavalry: 0 });
  });

  test(
    'Blue’s fourth move: guns kill ten of Red’s foot, the mêlée three on each side, three more prisoners ' +
      '(l.747–753)',
    () => {
      const shot = at('blue-4').shots.reduce((n, s) => n + s.killed, 0);
      expect(shot).toBe(10);
      expect(deadIn('blue-4', 'red')).toEqual({ infantry: 10 + 3, cavalry: 0 });
      expect(deadIn('blue-4', 'blue').infantry + deadIn('blue-4', 'blue').cavalry).toBe(3);
      expect(at('blue-4').ledger.red.prisoners).toEqual({ infantry: 3, cavalry: 3 });
      expect(at('blue-4').ledger.blue.prisonersHeld).toBe(6);
    },
  );

  test('Red holds his fire in his second and fifth moves (A1, A6)', () => {
    expect(at('red-2').shots).toEqual([]);
    expect(at('red-5').shots).toEqual([]);
  });

  test(
    'Blue’s fifth move: three of Red’s right and one at the left gun; ' + 'four men left by each Red gun (l.771, 777)',
    () => {
      const s = at('blue-5');
      expect(deadIn('blue-5', 'red')).toEqual({ infantry: 3, cavalry: 1 });
      expect(menNear(s, 'red', gun(s, 'red-gun-mid').at)).toBe(4);
      expect(menNear(s, 'red', gun(s, 'red-gun-left').at)).toBe(4);
      const leftCrew = s.units.filter(
        (u) => u.army === 'red' && distance(u.at, gun(s, 'red-gun-left').at) <= GUN_CREW_RADIUS_INCHES,
      );
      expect(leftCrew.every((u) => u.arm === 'cavalry')).toBe(true);
      expect(s.ledger.blue.gunsCaptured).toBe(1);
      expect(s.prisoners.find((p) => p.infantry === 3)!.escort).not.toBeNull();
    },
  );

  test(
    'the retreat: two men of the second gun, five infantry from the church, the third gun and its four cavalry ' +
      'escape (l.779; INC-6)',
    () => {
      const red = at('red-retreat').ledger.red;
      expect(red.escaped).toEqual({ infantry: 2 + 5, cavalry: 4 });
      expect(red.guns.escaped).toBe(1);
      // The general's "about 6 infantry-men, 4 cavalry, and 1 gun" (l.666) is within one man.
      expect(Math.abs(red.escaped.infantry - 6)).toBeLessThanOrEqual(1);
    },
  );

  test('“Blue remained on the field … with two captured guns and six prisoners” (l.785)', () => {
    const end = steps.at(-1)!.ledger;
    expect(end.blue.gunsCaptured).toBe(2);
    expect(end.blue.prisonersHeld).toBe(6);
    expect(end.red.guns.lost).toBe(2);
    expect(end.red.onField).toEqual({ infantry: 0, cavalry: 0 });
  });

  test('Red’s losses add up as the chapter’s note says: 37 killed, 6 taken, 11 escaped, 21 untold (INC-5)', () => {
    const red = steps.at(-1)!.ledger.red;
    const sum = (t: { infantry: number; cavalry: number }) => t.infantry + t.cavalry;
    expect([sum(red.dead), sum(red.prisoners), sum(red.escaped), sum(red.untold)]).toEqual([37, 6, 11, 21]);
    expect(sum(steps.at(-1)!.ledger.blue.dead)).toBe(34);
  });
});

describe('positions keep to the rules (checked from the replay, apart from the validator)', () => {
  test.each(steps.slice(2).map((s) => [s.halfMove.id, s] as const))(
    '%s: no move exceeds a foot for infantry, two for cavalry',
    (_, s) => {
      const spans = s.halfMove.spans ?? 1;
      const prev = steps[s.index - 1]!;
      for (const m of s.movements) {
        const d = distance(m.from, m.to);
        if (m.what === 'unit') {
          const unit = s.units.find((u) => u.id === m.id)!;
          expect(d, m.id).toBeLessThanOrEqual(maxMoveInches(unit.arm) * spans + 1e-9);
        } else if (m.what === 'gun') {
          const crew = prev.units.filter(
            (u) => u.army === s.halfMove.army && distance(u.at, m.from) <= GUN_CREW_RADIUS_INCHES,
          );
          const cavalry = crew.filter((u) => u.arm === 'cavalry').reduce((n, u) => n + u.men, 0);
          expect(d, m.id).toBeLessThanOrEqual((cavalry >= 4 ? 24 : 12) * spans + 1e-9);
        } else {
          expect(d, m.id).toBeLessThanOrEqual(12 * spans + 1e-9);
        }
      }
    },
  );

  test.each(steps.filter((s) => s.shots.length > 0).map((s) => [s.halfMove.id, s] as const))(
    '%s: every gun that fires has four men within six inches',
    (_, s) => {
      const prev = steps[s.index - 1]!;
      for (const shot of s.shots) {
        expect(menNear(prev, shot.army, shot.from), shot.gun).toBeGreaterThanOrEqual(4);
        expect(
          s.movements.some((m) => m.id === shot.gun),
          `${shot.gun} both moved and fired`,
        ).toBe(false);
      }
    },
  );

  test(
    'no gun fires through a building: every man it kills is in its line of sight past the farm, the church, ' +
      'the cottage and the outbuildings',
    () => {
      const buildings = replay.places.flatMap((p) => (p.shape.kind === 'rect' ? [{ name: p.name, ...p.shape }] : []));
      expect(buildings.map((b) => b.name)).toEqual(
        expect.arrayContaining(['Hook’s Farm', 'Firely Church', 'the cottage']),
      );
      /** Whether the segment from a to b passes through the inside of the rectangle (Liang–Barsky clipping). */
      const crosses = (a: Point, b: Point, r: { x: number; y: number; w: number; h: number }) => {
        let [t0, t1] = [0, 1];
        const d = { x: b.x - a.x, y: b.y - a.y };
        for (const [p, q] of [
          [-d.x, a.x - r.x],
          [d.x, r.x + r.w - a.x],
          [-d.y, a.y - r.y],
          [d.y, r.y + r.h - a.y],
        ] as const) {
          if (p === 0) {
            if (q <= 0) return false;
          } else if (p < 0) t0 = Math.max(t0, q / p);
          else t1 = Math.min(t1, q / p);
        }
        return t1 - t0 > 1e-9;
      };
      const blocked: string[] = [];
      let lines = 0;
      for (const s of steps.slice(1)) {
        const prev = steps[s.index - 1]!;
        for (const e of s.halfMove.events) {
          if (e.kind !== 'fire') continue;
          const from = gun(prev, e.gun).at;
          for (const k of e.killed) {
            const to = prev.units.find((u) => u.id === k.unit)!.at;
            lines++;
            for (const b of buildings)
              if (crosses(from, to, b))
                blocked.push(
                  `${s.halfMove.id}: ${e.gun} at ${from.x},${from.y} through ${b.name} to ${k.unit} at ${to.x},${to.y}`,
                );
          }
        }
      }
      expect(lines).toBeGreaterThanOrEqual(9);
      expect(blocked).toEqual([]);
    },
  );

  test('no gun fires before Red’s second move', () => {
    expect(steps.slice(0, 4).flatMap((s) => s.shots)).toEqual([]);
  });

  test('every body in a mêlée stood within six inches of the points of contact', () => {
    for (const s of steps) {
      for (const m of s.melees) {
        const ids = [...m.bodies.red, ...m.bodies.blue];
        const prev = steps[s.index - 1]!;
        expect(ids.length).toBeGreaterThan(1);
        expect(prev.units.some((u) => ids.includes(u.id))).toBe(true);
      }
    }
  });
});

describe('the validator rejects what the rules forbid', () => {
  /** A battle whose half-moves' event lists can be edited. */
  type Editable = Omit<Battle, 'halfMoves'> & {
    halfMoves: (Omit<Battle['halfMoves'][number], 'events'> & { events: BattleEvent[] })[];
  };
  const copy = () => structuredClone(HOOKS_FARM) as Editable;
  /** A copy of the battle with one event of one half-move replaced (or removed with `null`). */
  function mutate(id: string, index: number, change: (e: BattleEvent) => BattleEvent | null): Battle {
    const battle = copy();
    const h = battle.halfMoves.find((m) => m.id === id)!;
    const replaced = change(h.events[index]!);
    if (replaced) h.events[index] = replaced;
    else h.events.splice(index, 1);
    return battle;
  }
  const indexOf = (id: string, kind: string, unit?: string) =>
    HOOKS_FARM.halfMoves
      .find((h) => h.id === id)!
      .events.findIndex(
        (e) => e.kind === kind && (!unit || ('unit' in e && e.unit === unit) || ('gun' in e && e.gun === unit)),
      );
  const code = (battle: Battle): string => {
    try {
      replayBattle(battle);
    } catch (e) {
      if (e instanceof RuleError) return `${e.code}: ${e.message}`;
      throw e;
    }
    return 'no error';
  };

  test('the data as it stands passes', () => {
    expect(code(HOOKS_FARM)).toBe('no error');
  });

  test('an infantry move of more than a foot', () => {
    const battle = mutate(
      'red-1',
      indexOf('red-1', 'move', 'red-inf-r1'),
      (e) => ({ ...e, to: { x: 40, y: 20 } }) as BattleEvent,
    );
    expect(code(battle)).toMatch(
      /^TOO_FAR: red-1, event \d+ \("move"\): "red-inf-r1" \(infantry\) moves 17\.\d inches; infantry may move 12/,
    );
  });

  test('a cavalry charge of more than two feet', () => {
    const battle = mutate(
      'red-3',
      indexOf('red-3', 'move', 'red-cav-rg'),
      (e) => ({ ...e, to: { x: 60, y: 70 } }) as BattleEvent,
    );
    expect(code(battle)).toMatch(/^TOO_FAR: .*"red-cav-rg" \(cavalry\) moves 30\.4 inches; cavalry may move 24/);
  });

  test('a gun fired without four men within six inches (Red’s central gun in his fourth move)', () => {
    const battle = mutate(
      'red-4',
      indexOf('red-4', 'fire', 'red-gun-left'),
      (e) => ({ ...e, gun: 'red-gun-mid', trail: 'red-inf-r2' }) as BattleEvent,
    );
    expect(code(battle)).toMatch(
      /^OUT_OF_ACTION: red-4, .*gun "red-gun-mid" has 1 of its men within 6 inches; it needs 4 to fire/,
    );
  });

  test('a gun fired before the first player’s second move', () => {
    const battle = mutate('red-1', 0, () => ({
      kind: 'fire',
      gun: 'red-gun-right',
      killed: [{ unit: 'blue-inf-left', men: 1 }],
      trail: 'red-cav-rg',
    }));
    expect(code(battle)).toMatch(
      /^OUT_OF_TURN: red-1, event 0 .*must not be fired before the second move of the first player \(move-4\)/,
    );
  });

  test('a gun fired after men have moved (guns first)', () => {
    const battle = copy();
    const blue3 = battle.halfMoves.find((m) => m.id === 'blue-3')!;
    blue3.events.push(blue3.events.shift()!);
    expect(code(battle)).toMatch(/^OUT_OF_TURN: .*guns first/);
  });

  test('an unknown body of men', () => {
    const battle = mutate(
      'blue-2',
      indexOf('blue-2', 'move', 'blue-cav-main'),
      (e) => ({ ...e, unit: 'blue-cav-ghost' }) as BattleEvent,
    );
    expect(code(battle)).toMatch(/^UNKNOWN_ID: blue-2, .*no body of men "blue-cav-ghost" is on the field/);
  });

  test('killing more men than a body has, or fewer than none', () => {
    const more = mutate('blue-2', 0, (e) => ({ ...e, killed: [{ unit: 'red-inf-r2', men: 26 }] }) as BattleEvent);
    expect(code(more)).toMatch(/^OUT_OF_RANGE: .*killed\[0\]\.men must be from 1 to 25; received 26/);
    const negative = mutate('blue-2', 0, (e) => ({ ...e, killed: [{ unit: 'red-inf-r2', men: -1 }] }) as BattleEvent);
    expect(code(negative)).toMatch(/^OUT_OF_RANGE: .*received -1/);
    const fraction = mutate('blue-2', 0, (e) => ({ ...e, killed: [{ unit: 'red-inf-r2', men: 1.5 }] }) as BattleEvent);
    expect(code(fraction)).toMatch(/^BAD_COUNT: /);
  });

  test('a body in a mêlée more than six inches from the points of contact', () => {
    const i = indexOf('red-3', 'melee');
    const battle = mutate('red-3', i, (e) => ({ ...e, at: { x: 55, y: 70 } }) as BattleEvent);
    expect(code(battle)).toMatch(/^TOO_FAR: red-3, .*from the points of contact; a mêlée takes in men within 6 inches/);
  });

  test(
    'Red’s survivors placed where four Blue men stand by a Blue gun cannot hide it: the data must leave D and ' +
      'C out of action',
    () => {
      const i = indexOf('red-3', 'melee');
      const battle = mutate('red-3', i, (e) => ({ ...e, survivorsAt: { blue: { x: 55, y: 58 } } }) as BattleEvent);
      const s = replayBattle(battle).steps.find((x) => x.halfMove.id === 'red-3')!;
      expect(s.guns.find((g) => g.id === 'blue-gun-c')!.status).toBe('in-action');
    },
  );

  test('a capture with too few men up to the gun', () => {
    const i = indexOf('blue-5', 'capture');
    const battle = mutate('blue-5', i, (e) => ({ ...e, by: ['blue-cav-rush'] }) as BattleEvent);
    expect(code(battle)).toMatch(
      new RegExp(
        String.raw`^BAD_INPUT: blue-5, .*gun "red-gun-right" is not captured: 0 of its side are within six inches` +
          String.raw` and 2 of the takers`,
      ),
    );
  });

  test('prisoners without enough escort, or left behind by it', () => {
    const i = indexOf('blue-3', 'move', 'blue-inf-escort');
    const battle = mutate('blue-3', i, (e) => ({ ...e, to: { x: 48, y: 80 } }) as BattleEvent);
    expect(code(battle)).toMatch(
      /^TOO_FAR: blue-3, .*escort "blue-inf-escort" must end within 6 inches of the prisoners/,
    );
  });

  test('a move out of turn: two Red half-moves running', () => {
    const battle = copy();
    battle.halfMoves.splice(3, 1);
    expect(code(battle)).toMatch(/^OUT_OF_TURN: half-move 3 \("red-2"\) is "red"'s, but it is blue's turn/);
  });
});

describe('hostile input is refused with a RuleError that names the argument', () => {
  /** The error a call throws, as `CODE: message`, or 'no error'; anything but a RuleError fails the test. */
  const refusal = (call: () => unknown): string => {
    try {
      call();
    } catch (e) {
      if (e instanceof RuleError) return `${e.code}: ${e.message}`;
      throw e;
    }
    return 'no error';
  };
  const battle = (change: (b: Record<string, unknown>) => void): Battle => {
    const b = structuredClone(HOOKS_FARM) as unknown as Record<string, unknown>;
    change(b);
    return b as unknown as Battle;
  };
  const events = (b: Record<string, unknown>, i: number) => (b.halfMoves as { events: unknown[] }[])[i]!.events;
  const firstPutDown = HOOKS_FARM.halfMoves[0]!.events.findIndex((e) => e.kind === 'put-down');

  test.each([
    ['no battle', null, /^BAD_INPUT: battle must be a battle/],
    ['a number', 42, /^BAD_INPUT: battle must be a battle/],
    ['no table', battle((b) => delete b.table), /^BAD_INPUT: battle\.table must be/],
    [
      'a table of no size',
      battle((b) => (b.table = { width: 0, depth: 96 })),
      /^BAD_INPUT: battle\.table must give a positive width and depth/,
    ],
    [
      'an endless table',
      battle((b) => (b.table = { width: Infinity, depth: 96 })),
      /^BAD_INPUT: battle\.table must give a positive width and depth/,
    ],
    ['half-moves not a list', battle((b) => (b.halfMoves = 'red-1')), /^BAD_INPUT: battle\.halfMoves must be a list/],
    [
      'a half-move that is null',
      battle((b) => ((b.halfMoves as unknown[])[3] = null)),
      /^BAD_INPUT: battle\.halfMoves\[3\] must be a half-move/,
    ],
    [
      'events not a list',
      battle((b) => ((b.halfMoves as Record<string, unknown>[])[2]!.events = {})),
      /^BAD_INPUT: battle\.halfMoves\[2\]\.events must be a list/,
    ],
    [
      'an event that is null',
      battle((b) => (events(b, 2)[0] = null)),
      /^BAD_INPUT: battle\.halfMoves\[2\]\.events\[0\] must be an event/,
    ],
    [
      'an unknown kind of event',
      battle((b) => (events(b, 2)[0] = { kind: 'parley' })),
      /^UNKNOWN_OPTION: battle\.halfMoves\[2\]\.events\[0\]\.kind must be one of/,
    ],
    [
      'a kill without its men',
      battle((b) => (events(b, 5)[0] = { kind: 'fire', gun: 'blue-gun-e', killed: [null], trail: 'x' })),
      /^BAD_INPUT: battle\.halfMoves\[5\]\.events\[0\]\.killed\[0\] must be \{unit, men\}/,
    ],
    [
      'a move to nowhere',
      battle((b) => (events(b, 2)[0] = { kind: 'move', unit: 'red-inf-r1', to: { x: NaN, y: 3 } })),
      /^BAD_INPUT: battle\.halfMoves\[2\]\.events\[0\]\.to must be a point/,
    ],
    [
      'a mêlée without sides',
      battle(
        (b) =>
          (events(b, 6)[0] = {
            kind: 'melee',
            at: { x: 1, y: 1 },
            bodies: null,
            prisoners: 'p',
            prisonersAt: { x: 1, y: 1 },
            example: 'e',
          }),
      ),
      /^BAD_INPUT: battle\.halfMoves\[6\]\.events\[0\]\.bodies must be/,
    ],
    [
      'an arm that is no arm',
      battle((b) => (events(b, 0)[firstPutDown] = { ...(events(b, 0)[firstPutDown] as object), arm: 'artillery' })),
      new RegExp(
        String.raw`^UNKNOWN_OPTION: battle\.halfMoves\[0\]\.events\[${firstPutDown}\]\.arm ` +
          String.raw`must be one of "infantry", "cavalry"`,
      ),
    ],
  ] as const)('replayBattle: %s', (_what, input, expected) => {
    expect(refusal(() => replayBattle(input as unknown as Battle))).toMatch(expected);
    expect(refusal(() => ledger(input as unknown as Battle))).toMatch(expected);
  });

  test('any value put in place of any field of any event gives a replay or a RuleError, never another error', () => {
    const kinds = HOOKS_FARM.halfMoves.flatMap((h, i) =>
      h.events.map((e, n) => [i, n, Object.keys(e).filter((k) => k !== 'kind')] as const),
    );
    fc.assert(
      fc.property(
        fc
          .constantFrom(...kinds)
          .chain(([i, n, keys]) => fc.tuple(fc.constant(i), fc.constant(n), fc.constantFrom(...keys), fc.anything())),
        ([i, n, key, value]) => {
          const b = battle((x) => ((events(x, i)[n] as Record<string, unknown>)[key] = value));
          refusal(() => replayBattle(b));
        },
      ),
      { numRuns: 300 },
    );
  });

  test(
    'any value put in place of an event, or of a field of a half-move or of the battle, gives a replay or a ' +
      'RuleError',
    () => {
      const places = HOOKS_FARM.halfMoves.flatMap((h, i) => [
        ...h.events.map((_, n) => ['event', i, String(n)] as const),
        ...Object.keys(h).map((k) => ['half-move', i, k] as const),
      ]);
      fc.assert(
        fc.property(
          fc.constantFrom(
            ...places,
            ['battle', 0, 'table'] as const,
            ['battle', 0, 'halfMoves'] as const,
            ['battle', 0, 'places'] as const,
          ),
          fc.anything(),
          ([where, i, key], value) => {
            const b = battle((x) => {
              if (where === 'event') events(x, i)[Number(key)] = value;
              else if (where === 'half-move') (x.halfMoves as Record<string, unknown>[])[i]![key] = value;
              else x[key] = value;
            });
            refusal(() => replayBattle(b));
          },
        ),
        { numRuns: 300 },
      );
    },
  );

  test('accountedFor refuses what is not a side’s ledger', () => {
    expect(refusal(() => accountedFor(null as never))).toMatch(
      /^BAD_INPUT: row must be one side’s ledger|^BAD_INPUT: row must be one side's ledger/,
    );
    const row = steps.at(-1)!.ledger.red;
    expect(refusal(() => accountedFor({ ...row, dead: undefined } as never))).toMatch(
      /^BAD_INPUT: row\.dead must be men by arm/,
    );
    expect(refusal(() => accountedFor({ ...row, untold: { infantry: -1, cavalry: 0 } }))).toMatch(
      /^OUT_OF_RANGE: row\.untold\.infantry must be from 0/,
    );
    expect(refusal(() => accountedFor({ ...row, escaped: { infantry: 1.5, cavalry: 0 } }))).toMatch(
      /^BAD_COUNT: row\.escaped\.infantry/,
    );
  });

  test('distance and bearing refuse what is not a point', () => {
    expect(refusal(() => distance(null as never, { x: 0, y: 0 }))).toMatch(/^BAD_INPUT: p must be a point/);
    expect(refusal(() => bearing({ x: 0, y: 0 }, { x: 'a', y: 0 } as never))).toMatch(/^BAD_INPUT: q must be a point/);
    expect(distance({ x: 0, y: 0 }, { x: 3, y: 4 })).toBe(5);
    expect(bearing({ x: 0, y: 0 }, { x: 0, y: 1 })).toBe(90);
  });
});

describe('each half-move cites the text it rests on', () => {
  const SOURCE = readFileSync(new URL('../../content/sources/004_ca5431bd24b48de2.txt', import.meta.url), 'utf8').split(
    '\n',
  );
  const normalize = (s: string) =>
    s
      .replace(/[’‘]/g, "'")
      .replace(/[“”]/g, '"')
      .replace(/\*/g, '')
      .replace(/mélée/g, 'mêlée')
      .replace(/\s+([;:,.!?)])/g, '$1')
      .replace(/\s+/g, ' ')
      .trim()
      .toLowerCase();
  /** The source from line `from` (1-based), without running heads, page numbers, captions or footnotes. */
  const textFrom = (from: number, to: number) =>
    normalize(
      SOURCE.slice(from - 1, to)
        .filter((l) => !/^(BATTLE OF HOOK'S FARM \d+|\d+|FIG\. .*|Sketch Plan.*|\*.*)$/.test(l.trim()))
        .join(' '),
    );
  const chapter = textFrom(596, 787);

  test.each(HOOKS_FARM.halfMoves.map((h) => [h.id, h] as const))(
    '%s quotes the book word for word, near the lines it cites',
    (_, h) => {
      for (const q of [...h.narrator, ...h.general]) {
        for (const fragment of q.text.split(' … ')) expect(chapter, fragment).toContain(normalize(fragment));
        expect(textFrom(q.line - 1, q.line + 14), `line ${q.line}`).toContain(
          normalize(q.text.split(' … ')[0]!).slice(0, 40),
        );
      }
    },
  );

  test.each(HOOKS_FARM.halfMoves.map((h) => [h.id, h] as const))(
    '%s cites pages of chapter IV and lines of the chapter',
    (_, h) => {
      expect(h.cite.pages.length).toBeGreaterThan(0);
      for (const p of h.cite.pages) {
        expect(p).toBeGreaterThanOrEqual(63);
        expect(p).toBeLessThanOrEqual(87);
      }
      expect(h.cite.lines[0]).toBeGreaterThanOrEqual(596);
      expect(h.cite.lines[1]).toBeLessThanOrEqual(787);
      expect(h.cite.lines[0]).toBeLessThanOrEqual(h.cite.lines[1]);
    },
  );

  test('the narrator is quoted for every half-move the text tells, and every figure is placed', () => {
    const untold = HOOKS_FARM.halfMoves.filter((h) => h.narrator.length === 0).map((h) => h.id);
    expect(untold).toEqual(['blue-6']);
    expect(HOOKS_FARM.halfMoves.flatMap((h) => h.figures)).toEqual([
      '1',
      '2',
      '3',
      '3',
      '4',
      '4',
      '5A',
      '5B',
      '6A',
      '6B',
      '7',
      '8',
      '9',
    ]);
  });

  test('every assumption and inconsistency listed is explained, and every one explained is used', () => {
    const used = new Set(HOOKS_FARM.halfMoves.flatMap((h) => [...h.assumptions, ...h.inconsistencies]));
    expect(HOOKS_FARM.assumptions.map((a) => a.id)).toEqual([...ASSUMPTION_IDS]);
    expect(HOOKS_FARM.inconsistencies.map((a) => a.id)).toEqual([...INCONSISTENCY_IDS]);
    for (const id of [...ASSUMPTION_IDS, ...INCONSISTENCY_IDS]) expect(used.has(id), id).toBe(true);
  });

  test('every place the issue names is on the map', () => {
    const names = HOOKS_FARM.places.map((p) => p.name);
    for (const n of [
      'Red’s back line',
      'Blue’s back line',
      'Hook’s Farm',
      'Firely Church',
      'the cottage',
      'outbuilding',
      'the woods',
      'the gentle hill',
      'A',
      'B',
      'C',
      'D',
      'E',
    ]) {
      expect(names, n).toContain(n);
    }
    expect(names.filter((n) => n === 'A')).toHaveLength(2);
    expect(names.filter((n) => n === 'outbuilding')).toHaveLength(2);
  });
});
