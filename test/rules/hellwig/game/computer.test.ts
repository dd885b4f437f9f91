/**
 * The computer opponent (issue 17; game/computer.ts): it plays only what the rules offer, and its documented
 * preference holds on positions built to ask it one thing at a time: it conquers the enemy's fortress when it can
 * (§§187–188), it takes when a capture is offered and nothing is worth more, the stronger piece first (§42a), and it
 * does not move a piece into an enemy field of effect when a move as good stands outside it (§47).
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  applyAction,
  boardOf,
  computerAction,
  gameAt,
  legalActions,
  newGame,
  parseGame,
  toMove,
  type Action,
  type Game,
} from '../../../../src/rules/hellwig/index.ts';
import { computeField } from '../../../../src/rules/hellwig/artillery.ts';
import { chebyshevDistance } from '../../../../src/rules/hellwig/grid.ts';
import { sameAction } from '../../../../src/rules/hellwig/game/actions.ts';
import { BRIDGES, FIGHTS, FIRE } from './scripts.ts';

/** A position on the empty plate of plate II's size, A to move; B's fortress centre is 12 (row 0, column 11). */
const at = (setup: string) => parseGame(`Map: empty 31x22\nStart: setup\nSetup: ${setup}\n`);

/** The squares of plate II's size by row and column, from 0: row × 22 + column + 1. */
const sq = (row: number, col: number) => row * 22 + col + 1;

const SEEDS = [1, 2, 3, 4, 5];

describe('the computer plays only what the rules offer', () => {
  test(
    'its reply, on random positions of every map and on the scripted games’ positions, is one of the legal ' +
      'actions, and applies',
    () => {
      const scripts = [FIGHTS, FIRE, BRIDGES].map((t) => parseGame(t));
      fc.assert(
        fc.property(
          fc.constantFrom('II', 'III', 'empty 33x49'),
          fc.constantFrom('short', 'skirmish', 'bridging'),
          fc.array(fc.nat(1_000_000), { minLength: 0, maxLength: 30 }),
          fc.nat(3),
          fc.integer({ min: 1, max: 1000 }),
          (map, start, picks, script, seed) => {
            let g: Game =
              script < scripts.length
                ? gameAt(scripts[script] as Game, (picks[0] ?? 0) % ((scripts[script] as Game).actions.length + 1))
                : newGame(start, {}, 'A', map);
            // A random game from there: each turn an action of a random piece of the side to move.
            for (const pick of picks.slice(1)) {
              const own = [...boardOf(g).pieces.values()].filter((p) => p.player === toMove(g));
              const offers = legalActions(g, own[pick % own.length]?.square ?? 1);
              const a = offers[pick % Math.max(1, offers.length)];
              if (!a || g.status.kind !== 'playing') break;
              g = applyAction(g, a);
            }
            if (g.status.kind !== 'playing') return;
            const reply = computerAction(g, seed);
            expect(
              legalActions(g).some((o) => sameAction(o, reply)),
              JSON.stringify(reply),
            ).toBe(true);
            expect(() => applyAction(g, reply)).not.toThrow();
          },
        ),
        { numRuns: 24, seed: 17, endOnFailure: true },
      );
    },
    60_000,
  );
});

describe('its preference (computer.ts)', () => {
  test('it takes the enemy fortress’s centre when it can, before any capture (§§187–188)', () => {
    // A knight a leap from B's centre; a rook that could take B's queen along its row.
    const g = at(`AS${sq(2, 10)} AT${sq(20, 3)} BK${sq(20, 15)} Bb${sq(5, 2)}:CD`);
    expect(legalActions(g)).toContainEqual({ type: 'move', from: sq(20, 3), to: sq(20, 15), captures: [sq(20, 15)] });
    for (const seed of SEEDS)
      expect(computerAction(g, seed)).toEqual({ type: 'move', from: sq(2, 10), to: 12, captures: [] });
  });

  test('it takes when a capture is offered and nothing is worth more, the stronger piece first (§33, §42a)', () => {
    // A lone knight far from B's fortress, a pawn a leap away; then a queen a leap away beside it.
    const pawn = at(`AS${sq(11, 9)} Bb${sq(13, 10)}:CD`);
    const queen = at(`AS${sq(11, 9)} Bb${sq(13, 10)}:CD BK${sq(13, 8)}`);
    expect(legalActions(pawn).filter((a) => a.type === 'move' && a.captures.length === 0).length).toBeGreaterThan(0);
    for (const seed of SEEDS) {
      expect(computerAction(pawn, seed)).toEqual({
        type: 'move',
        from: sq(11, 9),
        to: sq(13, 10),
        captures: [sq(13, 10)],
      });
      expect(computerAction(queen, seed)).toEqual({
        type: 'move',
        from: sq(11, 9),
        to: sq(13, 8),
        captures: [sq(13, 8)],
      });
    }
  });

  test('it does not move a piece into an enemy field of effect when a move as good stands outside it (§47)', () => {
    // B's cannon on 143 fires down column 10; A's knight on row 11 may leap to 209 in its field or 207 beside it,
    // each as near B's fortress as the other.
    const g = at(`BT${sq(5, 10)} C${sq(5, 10)}/${sq(6, 10)}axial AS${sq(11, 9)} Bb30:CD`);
    const board = boardOf(g);
    const field = new Set<number>(computeField(board, board.devices[0] as never).inEffect);
    const moves = legalActions(g).filter((a): a is Extract<Action, { type: 'move' }> => a.type === 'move');
    const near = (a: { to: number }) => -chebyshevDistance(a.to as never, 12 as never, board.grid);
    const inside = moves.filter((a) => field.has(a.to));
    const outside = moves.filter((a) => !field.has(a.to));
    // The position asks what it should: a move into the field as near the fortress as the nearest outside it.
    expect(inside.map((a) => a.to)).toEqual([sq(9, 10)]);
    expect(Math.max(...inside.map(near))).toBe(Math.max(...outside.map(near)));
    for (const seed of SEEDS) {
      const a = computerAction(g, seed);
      expect(a.type).toBe('move');
      expect(field.has((a as { to: number }).to)).toBe(false);
    }
  });
});
