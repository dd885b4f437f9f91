/**
 * Transporters in Hellwig's game beyond their moves: a bridge-transporter wheeled as the artillery device wheels
 * (§137, §62), and a transporter abandoned by its last piece and taken out of the game in the same move (§101).
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  abandonMoves,
  applyAction,
  boardOf,
  formatAction,
  formatGame,
  gameAt,
  legalActions,
  newGame,
  parseAction,
  parseGame,
  setupOf,
  wheelBridgeTransporter,
  type Action,
  type Game,
} from '../../../../src/rules/hellwig/index.ts';
import { RuleError } from '../../../../src/rules/errors.ts';
import { refusal } from './refusal.ts';
import { STACKED, TRANSPORTERS } from './scripts.ts';

const game = parseGame(TRANSPORTERS);
const wheelBridge = (pivot: string, kind = 'small', sense = 'anticlockwise') =>
  ({ type: 'wheel-bridge', number: 1, pivot, kind, sense }) as unknown as Action;

describe('a bridge-transporter wheeled (§137, §62)', () => {
  test('its main surface stays with the piece on it, the secondary swings, its bridges aboard go with it', () => {
    expect(formatGame(game)).toBe(TRANSPORTERS);
    const [before, after] = [game.bridges[0]?.transporters[0], game.bridges[1]?.transporters[0]];
    expect(after?.main).toBe(before?.main);
    expect(after?.secondary).not.toBe(before?.secondary);
    expect(after?.aboard).toEqual(before?.aboard);
    const piece = game.positions[0]?.pieces.get(before?.main as never);
    expect(piece, 'a piece stands on the main surface before the wheeling').toBeDefined();
    expect(game.positions[1]?.pieces.get(after?.main as never)).toEqual(piece);
  });
  test('refused with the reason and its §: the other player’s, blocked, or unknown', () => {
    const start = gameAt(game, 0);
    expect(refusal(gameAt(game, 1), wheelBridge('main'))).toMatch(/A’s, and it is B’s turn \(§21, §137\)/);
    const offered = legalActions(start).filter((a) => a.type === 'wheel-bridge');
    const blocked = ['main', 'secondary']
      .flatMap((p) =>
        ['small', 'larger', 'greatest'].flatMap((k) => ['clockwise', 'anticlockwise'].map((s) => [p, k, s])),
      )
      .map(([p, k, s]) => wheelBridge(p as string, k, s))
      .find((a) => !offered.some((o) => JSON.stringify(o) === JSON.stringify(a)));
    expect(refusal(start, blocked)).toMatch(/§62|§170|§177|plate/);
    // What blocks it is said in words, never the engine's bare code ("blocked by transporter on 331").
    expect(refusal(start, blocked)).not.toMatch(
      new RegExp(
        String.raw`blocked by (mountain|marsh|piece|gun|breastwork|artillerists|transporter|unmanned|empty-transp` +
          String.raw`orter|players-mixed) on`,
      ),
    );
    expect(refusal(start, { ...wheelBridge('main'), number: 7 })).toMatch(/no bridge-transporter numbered 7.*§136/);
  });
  test('the engine refuses bad options with the argument named', () => {
    const b = boardOf(gameAt(game, 0));
    const n = gameAt(game, 0).bridges[0];
    expect(() => wheelBridgeTransporter(b, n as never, 1, { pivot: 'gun' } as never)).toThrow(RuleError);
    expect(() => wheelBridgeTransporter(b, n as never, 1, { pivot: 'gun' } as never)).toThrow(/options\.pivot/);
  });
});

describe('a transporter abandoned (§101)', () => {
  test('the queen leaves her transporter, which goes out of the game in the same move', () => {
    const before = game.positions[2];
    const after = game.positions[3];
    expect(before?.transporters.some((t) => t.squares.includes(1549 as never))).toBe(true);
    expect(after?.transporters.some((t) => t.squares.includes(1549 as never))).toBe(false);
    expect(after?.transporters.length).toBe((before?.transporters.length ?? 0) - 1);
    expect(after?.pieces.get(1547 as never)?.kind).toBe('queen');
  });
  test('not while another piece stands on it, nor a piece on no transporter (§101)', () => {
    const short = newGame('short');
    const b = boardOf(short);
    const held = b.transporters.find((t) => t.squares.every((s) => b.pieces.get(s)?.player === 'A'));
    const from = held?.squares[0] as number;
    const move = legalActions(short, from).find((a) => a.type === 'move');
    expect(move).toBeDefined();
    expect(refusal(short, { ...(move as object), type: 'abandon' })).toMatch(/still stands on the transporter.*§101/);
    expect(abandonMoves(b, from)).toEqual([]);
    expect(refusal(gameAt(game, 2), { type: 'abandon', from: 1393, to: 1352, captures: [] })).toMatch(
      /no transporter \(§101\)|no piece/,
    );
  });
});

test('random games with abandoned transporters: offered ones apply, the text replays (§101)', () => {
  const kinds = new Set<string>();
  fc.assert(
    fc.property(
      fc.constantFrom('II', 'III'),
      fc.array(fc.nat(10_000), { minLength: 30, maxLength: 50 }),
      (map, picks) => {
        let g = newGame('skirmish', {}, 'A', map);
        for (const pick of picks) {
          if (g.status.kind !== 'playing') break;
          const all = legalActions(g).filter((a) => a.type !== 'peace' && a.type !== 'accept');
          const left = all.filter((a) => a.type === 'abandon');
          const a = pick % 4 === 0 && left.length ? left[pick % left.length] : all[pick % all.length];
          if (!a) break;
          kinds.add(a.type);
          const b = boardOf(g);
          expect(parseAction(b, formatAction(b, a))).toEqual(a);
          g = applyAction(g, a);
          expect(boardOf(g).transporters.length).toBe(b.transporters.length - (a.type === 'abandon' ? 1 : 0));
        }
        expect(setupOf(boardOf(parseGame(formatGame(g))))).toEqual(setupOf(boardOf(g)));
      },
    ),
    { numRuns: 4, seed: 17, endOnFailure: true },
  );
  expect(kinds).toContain('abandon');
}, 120_000);

describe('two bridge-transporters one on the other moved together (§150)', () => {
  const stacked = parseGame(STACKED);
  test('the set-up writes them back; both come to 287/288 with the knight, in one move (§150 I b)', () => {
    expect(formatGame(stacked)).toBe(STACKED);
    expect(stacked.bridges[1]?.transporters.map((t) => [t.number, t.main, t.secondary])).toEqual([
      [1, 287, 288],
      [2, 287, 288],
    ]);
    expect(stacked.positions[1]?.pieces.get(287 as never)?.kind).toBe('knight');
  });
  test('offered on their square, refused beyond the artillery’s reach or for the other player (§137, §21)', () => {
    const start = gameAt(stacked, 0);
    expect(legalActions(start, 331)).toContainEqual(stacked.actions[0]);
    const far = { type: 'bridge-stack', numbers: [1, 2], to: [199, 200] };
    expect(refusal(start, far)).toMatch(/may come to.*§150/);
    expect(refusal(gameAt(stacked, 1), stacked.actions[0])).toMatch(/not all B’s.*§150/);
    expect(refusal(start, { ...far, numbers: [1, 5] })).toMatch(/no bridge-transporter numbered 5/);
  });
});

test(
  'random games from stacked bridge-transporters: ' + 'offered moves apply, both stay stacked, the text replays (§150)',
  () => {
    const kinds = new Set<string>();
    fc.assert(
      fc.property(fc.array(fc.nat(10_000), { minLength: 20, maxLength: 40 }), (picks) => {
        let g = gameAt(parseGame(STACKED), 0);
        for (const pick of picks) {
          if (g.status.kind !== 'playing') break;
          const all = legalActions(g).filter((a) => a.type !== 'peace' && a.type !== 'accept');
          const stacks = all.filter((a) => a.type === 'bridge-stack');
          const a = pick % 2 === 0 && stacks.length ? stacks[pick % stacks.length] : all[pick % all.length];
          if (!a) break;
          kinds.add(a.type);
          const b = boardOf(g);
          expect(parseAction(b, formatAction(b, a))).toEqual(a);
          // Moved together, the two keep how they lie on each other: the same squares shared (§150).
          const shared = (x: Game) => {
            const [one, two] = x.bridges[x.bridges.length - 1]?.transporters ?? [];
            return [one?.main, one?.secondary].filter((s) => s === two?.main || s === two?.secondary).length;
          };
          const before = shared(g);
          g = applyAction(g, a);
          if (a.type === 'bridge-stack') expect(shared(g)).toBe(before);
        }
        const replayed = parseGame(formatGame(g));
        expect(setupOf(boardOf(replayed))).toEqual(setupOf(boardOf(g)));
        expect(replayed.bridges[replayed.bridges.length - 1]).toEqual(g.bridges[g.bridges.length - 1]);
      }),
      { numRuns: 4, seed: 17, endOnFailure: true },
    );
    expect(kinds).toContain('bridge-stack');
  },
  120_000,
);
