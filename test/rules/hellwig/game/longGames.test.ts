/**
 * Long random games (issue 17): on every map (plate II, plate III's reconstruction, an empty plate) from every one of
 * the edition’s starting positions, and on two empty plates of other sizes, one game each of 200 to 250 actions. Each
 * action the engine offers applies and keeps the invariants (invariants.ts: one thing a square, the pieces conserved or
 * taken where the rules take them), reads back from its text, and the game’s text replays to the same position. Every
 * 40 actions the engine is also asked what it does not offer: a piece's move to a random square, a device's move and
 * fire to one, and an offered action changed (a wrong square, a wrong piece). Each is refused with a RuleError (never
 * another error) exactly when it is not offered, except a volley: any part of a field may be struck (§47a), so a volley
 * not offered may apply, and then keeps the invariants too.
 */
import fc from 'fast-check';
import { expect, test } from 'vitest';
import {
  applyAction,
  boardOf,
  formatGame,
  legalActions,
  MAPS,
  newGame,
  parseGame,
  setupOf,
  toMove,
  type Action,
  type Game,
} from '../../../../src/rules/hellwig/index.ts';
import { RuleError } from '../../../../src/rules/errors.ts';
import { sameAction } from '../../../../src/rules/hellwig/game/actions.ts';
import { GAME_READING_OPTIONS } from '../../../../src/rules/hellwig/game/readings.ts';
import { START_IDS } from '../../../../src/rules/hellwig/game/starts.ts';
import { conserved, oneThingASquare, playChecked } from './invariants.ts';

/** What the engine did with an action: applied it (the game after), or refused it with a RuleError. */
function tried(g: Game, a: Action): Game | 'refused' {
  try {
    return applyAction(g, a);
  } catch (e) {
    if (e instanceof RuleError) return 'refused';
    throw new Error(`${JSON.stringify(a)} threw ${String(e)}, not a RuleError`, { cause: e });
  }
}

/** The actions that take: a capture (§33), a volley (§47), a bombardment or storm (§122, §130), a ruin by fire. */
const takes = (a: Action) =>
  ('captures' in a && a.captures.length > 0) ||
  ['fire', 'shell-bridges', 'bombard', 'storm', 'ignite'].includes(a.type);

/**
 * One turn of a random game: on one turn in six the side's whole list, an action that takes when there is one;
 * otherwise an action of a random piece of the side to move, or of the whole side when that piece has none.
 */
function step(g: Game, pick: number): Action | undefined {
  if (pick % 6 === 0) {
    const taking = legalActions(g).filter(takes);
    if (taking.length) return taking[pick % taking.length];
  }
  const own = [...boardOf(g).pieces.values()].filter((p) => p.player === toMove(g)).map((p) => p.square);
  const square = own[pick % Math.max(1, own.length)];
  // A piece may throw up a breastwork on any square beside it (§106), and an artillerist destroy his device and move
  // off to any square he could move to (§72, §73): each on one turn in ten, or it would dig in or destroy more often
  // than it moves.
  const here = (square === undefined ? [] : legalActions(g, square)).filter(
    (a) => (a.type !== 'entrench' || pick % 10 === 1) && (a.type !== 'destroy' || pick % 10 === 2),
  );
  const all = here.length ? here : legalActions(g).filter((a) => a.type !== 'peace' && a.type !== 'accept');
  return all[pick % Math.max(1, all.length)];
}

/** The square-valued fields of an action, by path: `from`, `captures.0`, `to.1`, … */
function squareFields(a: Action): string[] {
  return Object.entries(a).flatMap(([k, v]) =>
    typeof v === 'number' && k !== 'number' && k !== 'count' && k !== 'main' && k !== 'secondary' && k !== 'flags'
      ? [k]
      : Array.isArray(v) && k !== 'numbers'
        ? v.map((_, i) => `${k}.${i}`)
        : [],
  );
}

/** The action with one field changed. */
function changed(a: Action, path: string, value: number): Action {
  const [k, i] = path.split('.') as [string, string | undefined];
  const v = (a as unknown as Record<string, unknown>)[k];
  const next = i === undefined ? value : (v as number[]).map((x, j) => (j === Number(i) ? value : x));
  return { ...a, [k]: next } as Action;
}

/**
 * Actions the side may or may not have, drawn from `draws`: a piece of his to a random square (taking what stands
 * there), a device's move and volley to one, an offered action with one square changed to a random one or to another
 * piece's of his.
 */
function candidates(g: Game, offered: readonly Action[], draws: readonly number[]): Action[] {
  const b = boardOf(g);
  const own = [...b.pieces.values()].filter((p) => p.player === toMove(g)).map((p) => p.square);
  const size = b.grid.size;
  const out: Action[] = [];
  for (const [i, d] of draws.entries()) {
    // Mostly on the plate, now and then just off it: a square out of range is refused as such, by a RuleError.
    const r = d % 50 === 0 ? (d % 100 === 0 ? 0 : size + 1) : (d % size) + 1;
    const from = own[(d >> 3) % Math.max(1, own.length)] ?? 1;
    const gun = b.devices[(d >> 5) % Math.max(1, b.devices.length)]?.gun;
    const enemy = b.pieces.get(r as never)?.player;
    switch (i % 5) {
      case 0:
        out.push({ type: 'move', from, to: r, captures: enemy && enemy !== toMove(g) ? [r] : [] } as unknown as Action);
        break;
      case 1:
        if (gun !== undefined) out.push({ type: 'device', gun, to: r } as unknown as Action);
        break;
      case 2:
        if (gun !== undefined) out.push({ type: 'fire', gun, targets: [r] } as unknown as Action);
        break;
      default: {
        const o = offered[(d >> 2) % Math.max(1, offered.length)];
        const fields = o ? squareFields(o) : [];
        const field = fields[d % Math.max(1, fields.length)];
        if (o && field) out.push(changed(o, field, i % 5 === 3 ? r : from));
      }
    }
  }
  return out;
}

/** The volleys, whose targets may be any part of a field (§47a, §164): applied or not, never any other error. */
const volley = (a: Action) => a.type === 'fire' || a.type === 'shell-bridges';

/**
 * At a position: every action offered for a random square of the side, and some of the side's, applies and keeps the
 * invariants; each candidate not offered is refused, each offered one applies. How many were refused.
 */
function probe(g: Game, draws: readonly number[]): number {
  const offered = legalActions(g);
  const own = [...boardOf(g).pieces.values()].filter((p) => p.player === toMove(g));
  const square = own[(draws[0] ?? 0) % Math.max(1, own.length)]?.square;
  const some = [
    ...(square === undefined ? [] : legalActions(g, square)),
    ...draws.slice(0, 8).map((d) => offered[d % Math.max(1, offered.length)] as Action),
  ].filter((a) => a !== undefined);
  for (const a of some) {
    expect(offered.some((o) => sameAction(o, a))).toBe(true);
    const next = tried(g, a);
    expect(next, JSON.stringify(a)).not.toBe('refused');
    if (next !== 'refused') {
      conserved(g, a, next);
      oneThingASquare(next);
    }
  }
  let refused = 0;
  for (const c of candidates(g, offered, draws)) {
    const next = tried(g, c);
    if (next === 'refused') refused++;
    else {
      conserved(g, c, next);
      oneThingASquare(next);
    }
    if (!volley(c)) expect(next !== 'refused', JSON.stringify(c)).toBe(offered.some((o) => sameAction(o, c)));
  }
  return refused;
}

/** Empty plates of sizes no book plate has (§22), each with a start that fits it: one near the least, one narrow. */
const SIZED = [
  ['empty 16x20', 'short'],
  ['empty 14x10', 'bridging'],
] as const;

const GAMES = [
  ...['II', 'III', 'empty 33x49'].flatMap((map) => START_IDS.map((start) => [map, start] as const)),
  ...SIZED,
];

/** Readings drawn for a game: each switchable one, any of its options. */
const READINGS_ARB = fc.record(
  Object.fromEntries(
    Object.entries(GAME_READING_OPTIONS).map(([key, options]) => [key, fc.constantFrom(...options)]),
  ) as { [K in keyof typeof GAME_READING_OPTIONS]: fc.Arbitrary<(typeof GAME_READING_OPTIONS)[K][number]> },
);

test('the long games cover every map and every starting position', () => {
  expect(new Set(GAMES.map(([m]) => m))).toEqual(
    new Set(['II', 'III', MAPS.find((m) => m.id.startsWith('empty'))?.id, ...SIZED.map(([m]) => m)]),
  );
  expect(new Set(GAMES.map(([, s]) => s))).toEqual(new Set(START_IDS));
});

test.each(GAMES)(
  'a random game on %s from the %s start: offered actions apply, others are refused, invariants hold, the text replays',
  (map, start) => {
    const played = new Set<string>();
    let refused = 0;
    let last: Game | undefined;
    fc.assert(
      fc.property(
        fc.array(fc.nat(1_000_000), { minLength: 200, maxLength: 250 }),
        fc.array(fc.nat(1_000_000), { minLength: 20, maxLength: 20 }),
        // Each game under readings of its own: every switchable reading, any of its options (§6's ambiguities).
        READINGS_ARB,
        (picks, draws, readings) => {
          let g = newGame(start, readings, 'A', map);
          for (const [i, pick] of picks.entries()) {
            if (g.status.kind !== 'playing') break;
            if (i % 40 === 0)
              refused += probe(
                g,
                draws.map((d) => d + pick),
              );
            const a = step(g, pick);
            if (!a) break;
            played.add(a.type);
            g = playChecked(g, a).next;
          }
          const replayed = parseGame(formatGame(g));
          expect(setupOf(boardOf(replayed))).toEqual(setupOf(boardOf(g)));
          expect(replayed.status).toEqual(g.status);
          expect(replayed.readings).toEqual(g.readings);
          // The whole position, not only the pieces: the counts (cut-offs, blockade), the works, the bridges and the
          // fires after every action, and the actions themselves.
          expect(replayed.actions).toEqual(g.actions);
          expect(replayed.counts).toEqual(g.counts);
          expect(replayed.works).toEqual(g.works);
          expect(replayed.bridges).toEqual(g.bridges);
          expect(replayed.fires).toEqual(g.fires);
          expect(formatGame(replayed)).toBe(formatGame(g));
          // Every pick played, unless the game ended (§188).
          if (g.status.kind === 'playing') expect(g.actions.length).toBe(picks.length);
          last = g;
        },
      ),
      { numRuns: 1, seed: 17, endOnFailure: true },
    );
    // The game moved pieces and took some, and the engine refused some of what it was asked.
    expect(played).toContain('move');
    const pieces = (g: Game | undefined) => (g ? boardOf(g).pieces.size : 0);
    expect(pieces(last)).toBeLessThan(pieces(newGame(start, {}, 'A', map)));
    expect(refused).toBeGreaterThan(0);
  },
  60_000,
);
