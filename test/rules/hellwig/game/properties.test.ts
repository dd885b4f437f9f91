/**
 * Properties of Hellwig's game (issue 17), over random games among bridges, breastworks, fires and four players:
 * every action offered applies, a move not offered is refused, no position breaks an invariant (invariants.ts: one
 * thing a square, pieces conserved or taken where the rules take them), each action reads back from its text, and
 * replaying the game's text reproduces its position exactly. The long games on every map and start, with refusals of
 * what is not offered, are longGames.test.ts's.
 */
import fc from 'fast-check';
import { expect, test } from 'vitest';
import {
  applyAction,
  boardOf,
  formatGame,
  gameAt,
  legalActions,
  mayMoveAcross,
  moverAt,
  newGame,
  parseGame,
  seatOf,
  setupOf,
  toMove,
  type Action,
  type Board,
  type Game,
} from '../../../../src/rules/hellwig/index.ts';
import { RuleError } from '../../../../src/rules/errors.ts';
import { BRIDGE_FIRE, BRIDGE_MEANS, FIGHTS, FIRE } from './scripts.ts';
import { MORTAR, PASSAGE } from './fireScripts.ts';
import { conserved, oneThingASquare, playChecked } from './invariants.ts';

/** The bridges on fire after a game's actions (§166). */
const onFire = (g: Game) => new Set(g.fires[g.fires.length - 1]?.bridges.flatMap((f) => [...f.burning]));

/** One step of a random game: an action of a random square of the side to move, or of the whole side. */
function step(g: Game, pick: number, mine: (square: number) => boolean = () => true): Action | undefined {
  const b = boardOf(g);
  const own = [...b.pieces.values()].filter((p) => p.player === toMove(g) && mine(p.square)).map((p) => p.square);
  const square = own[pick % Math.max(1, own.length)];
  const here = square === undefined ? [] : legalActions(g, square);
  const all = here.length ? here : legalActions(g).filter((a) => a.type !== 'peace' && a.type !== 'accept');
  return all[pick % Math.max(1, all.length)];
}

test(
  'random games with bridges on plate III: offered bridge actions apply, the network stays whole, the text ' +
    'replays (§135–§167)',
  () => {
    const kinds = new Set<string>();
    fc.assert(
      fc.property(fc.array(fc.nat(10_000), { minLength: 50, maxLength: 80 }), (picks) => {
        let g = newGame('bridging', {}, 'A', 'III');
        for (const [i, pick] of picks.entries()) {
          if (g.status.kind !== 'playing') break;
          // Every other turn a bridge action of the side when it has one, otherwise rare among its moves; a
          // bridge-transporter's move now and then, as it may take it away from the water.
          const all = legalActions(g);
          const works = all.filter((a) => /bridge/.test(a.type) && a.type !== 'bridge-transport');
          const held = all.filter((a) => a.type === 'ruin-held');
          const moves = all.filter((a) => a.type === 'bridge-transport');
          // The holder's ruin only in the last moves: it takes the transporter out of the game with its last bridge
          // (§160).
          const late = i >= picks.length - 20;
          const stepped = step(g, pick);
          // A cannon's ruin whenever one is offered on a turn of five: few positions have a bridge in a field (§164).
          const shells = all.filter((x) => x.type === 'shell-bridges');
          const a =
            late && pick % 3 === 0 && held.length
              ? held[pick % held.length]
              : pick % 5 === 0 && shells.length
                ? shells[0]
                : pick % 2 === 0 && works.length
                  ? works[pick % works.length]
                  : pick % 9 === 1 && moves.length
                    ? moves[pick % moves.length]
                    : stepped?.type === 'ruin-held' && !late
                      ? all.find((x) => x.type === 'move')
                      : stepped;
          if (!a) break;
          kinds.add(a.type);
          const { next, after, network } = playChecked(g, a);
          g = next;
          for (const [sq, n] of network?.laid ?? []) {
            expect(after.terrain.get(sq)).toBe('water');
            // A burning bridge is impassable at once, water again under the fire (§166).
            expect(after.bridges.has(sq)).toBe(!onFire(g).has(sq));
            expect(network?.transporters.some((t) => t.number === n)).toBe(true);
          }
          for (const t of network?.transporters ?? []) {
            const laid = [...(network?.laid.values() ?? [])].filter((n) => n === t.number).length;
            expect(t.aboard.main + t.aboard.secondary + laid).toBeLessThanOrEqual(4);
          }
        }
        const replayed = parseGame(formatGame(g));
        expect(setupOf(boardOf(replayed))).toEqual(setupOf(boardOf(g)));
        expect(replayed.bridges[replayed.bridges.length - 1]).toEqual(g.bridges[g.bridges.length - 1]);
      }),
      { numRuns: 4, seed: 17, endOnFailure: true },
    );
    // The random games laid, broke down and ruined bridges and moved and wheeled a bridge-transporter, not only pieces.
    expect([...kinds].filter((k) => /bridge|ruin-held/.test(k)).sort()).toEqual([
      'break-bridge',
      'bridge-transport',
      'lay-bridge',
      'ruin-bridge',
      'ruin-held',
      'shell-bridges',
      'wheel-bridge',
    ]);
  },
  120_000,
);

test(
  'random games of four on plate III: the order of §229, ' + 'each moving only his half, the text replays (§§222–229)',
  () => {
    fc.assert(
      fc.property(
        fc.constantFrom('short', 'skirmish'),
        fc.constantFrom('III', 'empty 33x49'),
        fc.constantFrom('AB', 'CD'),
        fc.array(fc.nat(10_000), { minLength: 60, maxLength: 120 }),
        (start, map, marshals, picks) => {
          let g = newGame(start, {}, 'A', map, marshals as 'AB' | 'CD');
          for (const pick of picks) {
            if (g.status.kind !== 'playing') break;
            const seat = seatOf(g);
            const half = (seat.length === 2) === (marshals === 'AB') ? 'AB' : 'CD';
            // Pieces of the mover's half, so that the side's whole list is asked for only when none of them can act.
            const a = step(g, pick, (sq) => mayMoveAcross(half, [sq]));
            if (!a) break;
            const next = applyAction(g, a);
            conserved(g, a, next);
            oneThingASquare(next);
            g = next;
            if (a.type === 'move') expect(mayMoveAcross(half, [a.from])).toBe(true);
          }
          // Allies never move one after the other while both pairs play (§229).
          const seats = g.actions.map((_, i) => moverAt(g, i));
          seats.slice(1).forEach((s, i) => expect(s[0]).not.toBe(seats[i]?.[0]));
          const replayed = parseGame(formatGame(g));
          expect(setupOf(boardOf(replayed))).toEqual(setupOf(boardOf(g)));
          expect(replayed.actions.map((_, i) => moverAt(replayed, i))).toEqual(seats);
        },
      ),
      { numRuns: 2, seed: 17, endOnFailure: true },
    );
  },
);

test('a piece’s move is applied exactly when it is offered', () => {
  // Each start's game and offers once: the property asks many squares of the same position.
  const games = new Map(['short', 'skirmish'].map((s) => [s, newGame(s)] as const));
  const offers = new Map([...games].map(([s, g]) => [s, legalActions(g)] as const));
  fc.assert(
    fc.property(fc.constantFrom('short', 'skirmish'), fc.nat(681), fc.nat(681), (start, i, j) => {
      const g = games.get(start) as Game;
      const from = i + 1;
      const to = j + 1;
      const offered = (offers.get(start) ?? []).some(
        (a) => a.type === 'move' && a.from === from && a.to === to && a.captures.length === 0,
      );
      const move = { type: 'move', from, to, captures: [] } as unknown as Action;
      let applied = true;
      try {
        applyAction(g, move);
      } catch (e) {
        if (!(e instanceof RuleError)) throw e;
        applied = false;
      }
      expect(applied).toBe(offered);
    }),
    { numRuns: 300, seed: 17, endOnFailure: true },
  );
});

/** Whether the rules refuse an action, with a RuleError; any other throw fails the test. */
function refused(g: Game, a: Action): boolean {
  try {
    applyAction(g, a);
    return false;
  } catch (e) {
    if (!(e instanceof RuleError)) throw e;
    return true;
  }
}

test(
  'random games among breastworks: bombardments and storms apply as offered, the text replays with the works ' +
    '(§119–§134f)',
  () => {
    const fights = parseGame(FIGHTS);
    const played = new Set<string>();
    fc.assert(
      fc.property(
        fc.nat(fights.actions.length),
        fc.array(fc.nat(10_000), { minLength: 20, maxLength: 40 }),
        (k, picks) => {
          let g = gameAt(fights, k);
          for (const pick of picks) {
            if (g.status.kind !== 'playing') break;
            const all = legalActions(g).filter((a) => a.type !== 'peace' && a.type !== 'accept' && a.type !== 'depot');
            const works = all.filter((a) => a.type === 'bombard' || a.type === 'storm' || a.type === 'entrench');
            // Every enemy work is stormed exactly when a storm of it is offered (§130); one's own never.
            for (const w of g.works[g.works.length - 1]?.breastworks.works.values() ?? []) {
              const storm = { type: 'storm', square: w.square } as unknown as Action;
              expect(refused(g, storm)).toBe(!all.some((a) => a.type === 'storm' && a.square === w.square));
            }
            // A device's destruction is drawn once, not once for each square its artillerist may move off to (§73):
            // destroy.test.ts plays those, and here they would leave no guns to bombard.
            const pool = pick % 2 === 1 && works.length > 0 ? works : all.filter((a) => !('then' in a && 'gun' in a));
            const a = pool[pick % Math.max(1, pool.length)];
            if (!a) break;
            played.add(a.type);
            const { next } = playChecked(g, a);
            g = next;
            // The breastworks, taken over or not, are exactly the board's obstacles (§110, §119).
            const walls = [...(g.works[g.works.length - 1]?.breastworks.works.keys() ?? [])];
            expect(new Set(boardOf(g).entrenched ?? [])).toEqual(new Set(walls));
          }
          const replayed = parseGame(formatGame(g));
          expect(setupOf(boardOf(replayed))).toEqual(setupOf(boardOf(g)));
          expect(replayed.works[replayed.works.length - 1]).toEqual(g.works[g.works.length - 1]);
        },
      ),
      { numRuns: 6, seed: 17, endOnFailure: true },
    );
    expect([...played]).toEqual(expect.arrayContaining(['bombard', 'storm', 'entrench']));
  },
  120_000,
);

test(
  'random games from a piece on a laid bridge and a queen on a secondary surface: the second and third means ' +
    'apply as offered, the text replays (§161, §162)',
  () => {
    const kinds = new Set<string>();
    const means = parseGame(BRIDGE_MEANS);
    fc.assert(
      fc.property(fc.constantFrom(4, 10), fc.array(fc.nat(10_000), { minLength: 10, maxLength: 30 }), (from, picks) => {
        let g = gameAt(means, from);
        for (const pick of picks) {
          if (g.status.kind !== 'playing') break;
          // Whenever the side may ruin by the second or third means, it does so on one turn in two (§161, §162).
          const ruins = legalActions(g).filter((a) => a.type === 'ruin-secondary' || a.type === 'leave-ruin');
          const a = pick % 2 === 0 && ruins.length ? ruins[pick % ruins.length] : step(g, pick);
          if (!a) break;
          kinds.add(a.type);
          const { next, before, after, network } = playChecked(g, a);
          g = next;
          for (const [sq] of network?.laid ?? []) expect(after.bridges.has(sq)).toBe(!onFire(g).has(sq));
          for (const t of network?.transporters ?? [])
            expect(t.aboard.main + t.aboard.secondary).toBeLessThanOrEqual(4);
          // The bridge left is gone, and the piece stands where its move took it (§162).
          if (a.type === 'leave-ruin') {
            expect(network?.laid.has(a.from)).toBe(false);
            expect(after.pieces.get(a.to)?.player).toBe(before.pieces.get(a.from)?.player);
          }
        }
        const replayed = parseGame(formatGame(g));
        expect(setupOf(boardOf(replayed))).toEqual(setupOf(boardOf(g)));
        expect(replayed.bridges[replayed.bridges.length - 1]).toEqual(g.bridges[g.bridges.length - 1]);
      }),
      { numRuns: 6, seed: 17, endOnFailure: true },
    );
    expect(kinds).toContain('leave-ruin');
    expect(kinds).toContain('ruin-secondary');
  },
  120_000,
);

/**
 * Whether an offered action ends on or passes over a square in `closed` (§74, §166), seen from the test's side: a
 * piece's move along a line by the squares of the line, a bridge-transporter's by the squares it comes to, a ruin by
 * the way to the bridge a piece could occupy (§163). A knight's leap, over either connecting square, is left to the
 * rules.
 */
function passesFire(
  before: Board,
  network: Game['bridges'][number] | undefined,
  a: Action,
  closed: ReadonlySet<number>,
): boolean {
  const columns = before.grid.columns;
  const line = (from: number, to: number) => {
    const [r0, c0] = [Math.floor((from - 1) / columns), (from - 1) % columns];
    const [r1, c] = [Math.floor((to - 1) / columns), (to - 1) % columns];
    const [dr, dc] = [Math.sign(r1 - r0), Math.sign(c - c0)];
    if (!(r0 === r1 || c0 === c || Math.abs(r1 - r0) === Math.abs(c - c0))) return closed.has(to);
    const out: number[] = [];
    for (let k = 1; k <= Math.max(Math.abs(r1 - r0), Math.abs(c - c0)); k++)
      out.push((r0 + dr * k) * columns + c0 + dc * k + 1);
    return out.some((s) => closed.has(s));
  };
  const surface = (n: number, which: 'main' | 'secondary') =>
    network?.transporters.find((t) => t.number === n)?.[which] as number;
  switch (a.type) {
    case 'move':
    case 'leave-ruin':
    case 'leave-ignite':
      return line(a.from, a.to);
    case 'ruin-held':
    case 'ruin-secondary':
      return a.then !== undefined && line(surface(a.number, a.type === 'ruin-held' ? 'main' : 'secondary'), a.then);
    case 'bridge-transport':
    case 'bridge-stack':
      return a.to.some((s) => closed.has(s));
    case 'ruin-bridge':
      return line(a.from, a.square);
    default:
      return false;
  }
}

test(
  'random games with fire: ignitions, fire-breaks and bridges set on fire apply as offered, nothing offered ' +
    'ends on or passes over a burning square, the text replays the fires (§74–§80, §166)',
  () => {
    const kinds = new Set<string>();
    const underFire = new Set<string>();
    // Plate II's buildings (§74), plate III's bridges (§166b), a lake's bridges B sets on fire beside A's
    // bridge-transporter and its holders (§160–§163), and a mortar's fire on laid bridges (§166): fire.ts's passage.
    // Each script from one of its positions: plate II's fire from any, the others from about where their fire is lit.
    const scripts = (
      [
        [FIRE, 0, 9],
        [BRIDGE_FIRE, 6, 1],
        [PASSAGE, 7, 3],
        [MORTAR, 6, 6],
      ] as const
    ).map(([t, from, span]) => ({ game: parseGame(t), from, span }));
    const plate = (g: Game) => g.map.grid.name === 'II';
    fc.assert(
      fc.property(fc.nat(8), fc.array(fc.nat(10_000), { minLength: 10, maxLength: 30 }), (k, picks) => {
        for (const { game, from, span } of scripts) {
          let g = gameAt(game, Math.min(from + (k % span), game.actions.length));
          for (const pick of picks) {
            if (g.status.kind !== 'playing') break;
            const offered = legalActions(g);
            const before = boardOf(g);
            const f = g.fires[g.fires.length - 1];
            const closed = new Set([
              ...Object.values(f?.buildings ?? {}).flatMap((x) => [...(x?.burning.keys() ?? [])]),
              ...onFire(g),
            ]);
            // Nothing offered ends on or passes over a burning site (§74, §166), a piece's move along a line checked
            // square by square on plate II's row-major numbering.
            if (plate(g))
              for (const m of offered) {
                expect(passesFire(before, g.bridges[g.bridges.length - 1], m, closed), JSON.stringify(m)).toBe(false);
                if (closed.size > 0) underFire.add(m.type);
              }
            for (const m of offered) if (m.type === 'move') expect(closed.has(m.to)).toBe(false);
            // Whenever the side may set something on fire or break a fire, it does so on one turn in two; a bridge
            // action beside the fire on one in three.
            const fire = offered.filter((a) => /ignite|fire-break/.test(a.type));
            const bridges = offered.filter((a) => /ruin|bridge/.test(a.type));
            const a =
              pick % 2 === 0 && fire.length
                ? fire[pick % fire.length]
                : pick % 3 === 1 && bridges.length
                  ? bridges[pick % bridges.length]
                  : step(g, pick);
            if (!a) break;
            kinds.add(a.type);
            const { next, after } = playChecked(g, a);
            g = next;
            // No piece comes onto a square that burned as it moved (§74, §166).
            for (const s of closed) {
              const p = after.pieces.get(s as never);
              if (p) expect(before.pieces.get(s as never)).toMatchObject({ player: p.player, kind: p.kind });
            }
          }
          const replayed = parseGame(formatGame(g));
          expect(setupOf(boardOf(replayed))).toEqual(setupOf(boardOf(g)));
          expect(replayed.fires[replayed.fires.length - 1]).toEqual(g.fires[g.fires.length - 1]);
        }
      }),
      { numRuns: 6, seed: 17, endOnFailure: true },
    );
    expect(kinds).toContain('ignite');
    expect(kinds).toContain('fire-break');
    expect(kinds).toContain('leave-ignite');
    // The offers checked while a fire burned held a bridge action of every kind that moves over the bridges' ground.
    expect([...underFire]).toEqual(
      expect.arrayContaining(['move', 'leave-ruin', 'ruin-held', 'ruin-secondary', 'bridge-transport', 'wheel-bridge']),
    );
  },
  120_000,
);
