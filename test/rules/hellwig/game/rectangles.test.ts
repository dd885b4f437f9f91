/**
 * Rectangles in Hellwig's game (§53, §95, §102b, §173–§178, §181 (4)): several boards moved as one rectangle and a
 * rectangle wheeled, each one move, offered only where the formations' rules allow, refused with the reason and §.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  applyAction,
  boardOf,
  formatAction,
  formatGame,
  gameAt,
  newGame,
  parseAction,
  plateIII,
  rectangleSquares,
  setupOf,
  squareAt,
  toMove,
  legalActions,
  parseGame,
  rectangleActions,
  type Action,
} from '../../../../src/rules/hellwig/index.ts';
import { refusal } from './refusal.ts';
import { RECTANGLES } from './scripts.ts';

const game = parseGame(RECTANGLES);
const at = (n: number) => gameAt(game, n);
const rect = (corners: [number, number], to: number) => ({ type: 'rectangle', corners, to }) as unknown as Action;

describe('rectangles in play (§173–§178)', () => {
  test('the scripted game replays to its own text, each rectangle one move (§181 (4))', () => {
    expect(formatGame(game)).toBe(RECTANGLES);
    const moved = game.positions[1];
    // Both cannon and their knights came one square toward AB together (§53, §97).
    expect(moved?.devices.map((d) => [d.artillerists, d.gun]).sort()).toEqual([
      [331, 309],
      [332, 310],
    ]);
    expect([...(moved?.pieces.keys() ?? [])].filter((s) => s === 331 || s === 332)).toHaveLength(2);
    // The transporter wheeled about 420 with the queen on it (§95).
    const wheeled = game.positions[3];
    expect(wheeled?.transporters[0]?.squares.slice().sort()).toEqual([398, 420]);
    // The bishops, on no board, wheeled as one rectangle about 445 (§173, §176).
    const after = game.positions[5];
    expect(after?.pieces.get(445 as never)?.kind).toBe('bishop');
    expect(
      [...(after?.pieces.values() ?? [])]
        .filter((p) => p.kind === 'bishop')
        .map((p) => p.square)
        .sort(),
    ).not.toEqual([445, 446, 467, 468]);
  });
  test('the side offers its boards’ rectangles; the named rectangle offers its pieces’ wheelings', () => {
    const start = at(0);
    const side = legalActions(start).filter((a) => a.type === 'rectangle' || a.type === 'wheel-rectangle');
    expect(side).toContainEqual(game.actions[0]);
    expect(side).toContainEqual(game.actions[2]);
    // Loose pieces are not a board's rectangle: they are offered once the player names them (§173).
    expect(side.some((a) => a.type === 'wheel-rectangle' && a.corners[0] === 445)).toBe(false);
    expect(rectangleActions(at(4), [445, 468])).toContainEqual(game.actions[4]);
    expect(rectangleActions(at(4), [468, 445])).toContainEqual(game.actions[4]);
    // Every action offered for a named rectangle applies.
    for (const a of rectangleActions(start, [331, 354])) expect(boardOf(applyAction(start, a))).toBeDefined();
    // B's turn: A's rectangles are not his.
    expect(rectangleActions(at(1), [331, 354])).toEqual([]);
  });
  test('refused with the reason and its §', () => {
    const start = at(0);
    // One device moves as a device (§45); a rectangle of nothing is no formation (§90).
    expect(refusal(start, rect([331, 353], 309))).toMatch(/one board.*§45/);
    expect(refusal(start, rect([100, 123], 56))).toMatch(/§84|§90|§173/);
    // Beyond the artillery's reach of 4 (§45, §97).
    expect(refusal(start, rect([331, 354], 199))).toMatch(/§45.*§97/);
    // An enemy's rectangle is not A's to wheel (§21).
    expect(
      refusal(start, { type: 'wheel-rectangle', corners: [20, 20], pivot: 20, kind: 'small', sense: 'clockwise' }),
    ).toMatch(/§21/);
    // Not a corner (§176).
    expect(
      refusal(start, { type: 'wheel-rectangle', corners: [331, 354], pivot: 400, kind: 'small', sense: 'clockwise' }),
    ).toMatch(/§63|§176/);
    expect(() => rectangleActions(start, [0, 1] as never)).toThrow(/corners\[0\]/);
  });
});

test(
  'random games with rectangles: offered rectangles ' +
    'apply, pieces are conserved, the text replays ' +
    '(§173–§178)',
  () => {
    const kinds = new Set<string>();
    fc.assert(
      fc.property(fc.array(fc.nat(10_000), { minLength: 40, maxLength: 60 }), (picks) => {
        let g = at(0);
        for (const pick of picks) {
          if (g.status.kind !== 'playing') break;
          const b = boardOf(g);
          const own = [...b.pieces.values()].filter((p) => p.player === toMove(g)).map((p) => p.square);
          // A rectangle the player names: from one of his pieces to another, or the side's boards' rectangles.
          const named =
            own.length > 1
              ? rectangleActions(g, [own[pick % own.length] as number, own[(pick >> 3) % own.length] as number])
              : [];
          const all = legalActions(g).filter((a) => a.type !== 'peace' && a.type !== 'accept');
          const squares = all.filter((a) => a.type === 'rectangle' || a.type === 'wheel-rectangle');
          const pool = pick % 3 === 0 && named.length ? named : pick % 3 === 1 && squares.length ? squares : all;
          const a = pool[pick % pool.length];
          if (!a) break;
          kinds.add(a.type);
          expect(parseAction(b, formatAction(b, a))).toEqual(a);
          g = applyAction(g, a);
          const after = boardOf(g);
          for (const d of after.devices) expect(after.pieces.has(d.gun)).toBe(false);
          for (const [sq, p] of after.pieces) expect(p.square).toBe(sq);
          expect(after.pieces.size).toBeLessThanOrEqual(b.pieces.size);
          expect(after.transporters.length).toBe(b.transporters.length - (a.type === 'abandon' ? 1 : 0));
        }
        const replayed = parseGame(formatGame(g));
        expect(setupOf(boardOf(replayed))).toEqual(setupOf(boardOf(g)));
      }),
      { numRuns: 6, seed: 17, endOnFailure: true },
    );
    expect(kinds).toContain('rectangle');
    expect(kinds).toContain('wheel-rectangle');
  },
  120_000,
);

test(
  'on plate III, numbered serpentine, a rectangle is named by opposite corners, not its lowest and highest ' +
    '(§173, §197)',
  () => {
    const at = (row: number, col: number) => squareAt(row, col, plateIII) as number;
    const squares = [at(18, 10), at(18, 11), at(19, 10), at(19, 11)];
    const g = newGame(
      { pieces: squares.map((square) => ({ square, kind: 'rook', player: 'A' })) } as never,
      {},
      'A',
      'III',
    );
    const offered = rectangleActions(g, [at(19, 11), at(18, 10)]);
    expect(offered.length).toBeGreaterThan(0);
    for (const a of offered) {
      if (a.type !== 'wheel-rectangle') continue;
      expect(a.corners).toEqual([at(18, 10), at(19, 11)]);
      expect(rectangleSquares(boardOf(g), a.corners).sort()).toEqual([...squares].sort());
      expect(boardOf(applyAction(g, a)).pieces.size).toBe(4);
    }
  },
);
