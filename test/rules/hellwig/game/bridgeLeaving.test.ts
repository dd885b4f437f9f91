/**
 * The second and third means of ruining bridges in play (issue 17, §161, §162): the holder of a bridge-transporter's
 * secondary surface ruins the bridges aboard it and stays or leaves; a piece leaving a laid bridge ruins it as it
 * goes. Each offered only when legal, refused otherwise with the reason and its §, and written in the notation.
 */
import { describe, expect, test } from 'vitest';
import {
  applyAction,
  boardOf,
  formatAction,
  formatGame,
  gameAt,
  legalActions,
  parseAction,
  parseGame,
  type Action,
  type Game,
} from '../../../../src/rules/hellwig/index.ts';
import { refusal } from './refusal.ts';
import { BRIDGE_MEANS } from './scripts.ts';

const game = parseGame(BRIDGE_MEANS);
const at = (n: number) => gameAt(game, n);
const offered = (g: Game, type: string, square?: number) => legalActions(g, square).filter((a) => a.type === type);

describe('the second and third means of ruining bridges in play', () => {
  test('a piece standing on a laid bridge may leave it by each of its moves and ruin it (§162)', () => {
    expect(offered(at(2), 'leave-ruin')).toEqual([]);
    const leaving = offered(at(4), 'leave-ruin', 1352);
    expect(leaving).toContainEqual({ type: 'leave-ruin', from: 1352, to: 1295, captures: [] });
    // Each is one of the pawn's own moves off the bridge, and nothing else.
    const moves = offered(at(4), 'move', 1352).map((a) => a.type === 'move' && a.to);
    expect(leaving.map((a) => a.type === 'leave-ruin' && a.to).sort()).toEqual(moves.sort());
    const after = boardOf(at(5));
    expect(after.pieces.get(1295 as never)?.kind).toBe('pawn');
    expect(after.pieces.has(1352 as never)).toBe(false);
    expect(after.bridges.has(1352 as never)).toBe(false);
    expect(after.terrain.get(1352 as never)).toBe('water');
    expect(game.bridges[5]?.laid.size).toBe(0);
    // The ordinary move leaves the bridge standing (§146a).
    const plain = applyAction(at(4), { type: 'move', from: 1352, to: 1295, captures: [] } as unknown as Action);
    expect(plain.bridges.at(-1)?.laid.has(1352 as never)).toBe(true);
  });
  test(
    'a ruin on leaving is refused off a bridge, by a move the piece cannot make, and on the enemy’s piece ' +
      '(§162, §21)',
    () => {
      expect(refusal(at(4), { type: 'leave-ruin', from: 1392, to: 1349, captures: [] })).toMatch(
        /1392 does not stand on a laid bridge \(§162\)/,
      );
      expect(refusal(at(4), { type: 'leave-ruin', from: 1352, to: 1200, captures: [] })).toMatch(
        /cannot go to 1200: §162/,
      );
      expect(refusal(at(5), { type: 'leave-ruin', from: 1352, to: 1295, captures: [] })).toMatch(/no piece on 1352/);
    },
  );
  test(
    'the holder of the secondary surface ruins the bridges aboard it, ' + 'and stays or leaves in the same move (§161)',
    () => {
      expect(offered(at(8), 'ruin-secondary')).toEqual([]);
      const ruins = offered(at(10), 'ruin-secondary', 1395);
      expect(ruins).toContainEqual({ type: 'ruin-secondary', number: 1, count: 1 });
      expect(ruins).toContainEqual({ type: 'ruin-secondary', number: 1, count: 2 });
      expect(ruins).toContainEqual({ type: 'ruin-secondary', number: 1, count: 2, then: 1351 });
      // Never more than the bridges aboard the secondary surface.
      expect(ruins.every((a) => a.type === 'ruin-secondary' && a.count <= 2)).toBe(true);
      expect(game.bridges[11]?.transporters[0]).toMatchObject({
        main: 1394,
        secondary: 1395,
        aboard: { main: 1, secondary: 0 },
      });
      expect(boardOf(at(11)).pieces.get(1351 as never)?.kind).toBe('queen');
      expect(boardOf(at(11)).pieces.has(1395 as never)).toBe(false);
    },
  );
  test(
    'the second means is refused to one not holding the secondary surface, beyond the bridges aboard, or to a ' +
      'square the piece cannot reach (§161)',
    () => {
      expect(refusal(at(9), { type: 'ruin-secondary', number: 1, count: 1 })).toMatch(/secondary surface 1395.*§161/);
      expect(refusal(at(10), { type: 'ruin-secondary', number: 1, count: 3 })).toMatch(
        /has 2 bridges aboard .* not 3 \(§161\)/,
      );
      expect(refusal(at(10), { type: 'ruin-secondary', number: 1, count: 1, then: 1 })).toMatch(/not 1 \(§161/);
      expect(refusal(at(10), { type: 'ruin-secondary', number: 7, count: 1 })).toMatch(
        /no bridge-transporter numbered 7/,
      );
    },
  );
  test('the record writes both means and replays to the same text and network', () => {
    expect(formatGame(game)).toBe(BRIDGE_MEANS);
    game.actions.forEach((a, i) => {
      const b = game.positions[i] as ReturnType<typeof boardOf>;
      expect(parseAction(b, formatAction(b, a))).toEqual(a);
    });
    expect(formatAction(boardOf(at(10)), { type: 'ruin-secondary', number: 1, count: 1 })).toBe(
      'bt 1 ruin secondary 1',
    );
    expect(parseAction(boardOf(at(4)), 'b 1352x1295 ruin')).toEqual({
      type: 'leave-ruin',
      from: 1352,
      to: 1295,
      captures: [1295],
    });
  });
});
