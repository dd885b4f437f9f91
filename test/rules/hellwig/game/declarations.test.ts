/**
 * Cut-off (§182–§184) and blockade (§190) in Hellwig's game (issue 17): two scripted games, one that
 * declares a corps cut off and sees it lay down its arms after six of its player's own moves, one
 * that announces a blockade of plate III's fortress and counts it down to the surrender; the
 * refusals with their §, and the notation's round trip.
 */
import { describe, expect, test } from 'vitest';
import {
  applyAction,
  boardOf,
  countsOf,
  formatAction,
  formatGame,
  legalActions,
  newGame,
  parseAction,
  parseGame,
  type Action,
} from '../../../../src/rules/hellwig/index.ts';
import { refusal } from './refusal.ts';
import { BLOCKADE, CUT_OFF } from './scripts.ts';

describe('cut-off (§182–§184)', () => {
  test('declared, counted down over six of B’s own moves, and the corps lays down its arms (§182)', () => {
    const g = parseGame(CUT_OFF);
    expect(formatGame(g)).toBe(CUT_OFF);
    const counts = (n: number) =>
      countsOf(
        parseGame(
          CUT_OFF.split('\n')
            .slice(0, 2 + n)
            .join('\n'),
        ),
      );
    expect(counts(6)).toEqual([]);
    expect(counts(7)).toEqual([{ kind: 'cutoff', player: 'B', corps: [81], movesLeft: 6 }]);
    expect(counts(8)).toEqual([{ kind: 'cutoff', player: 'B', corps: [81], movesLeft: 5 }]);
    expect(counts(17)).toEqual([{ kind: 'cutoff', player: 'B', corps: [81], movesLeft: 1 }]);
    // B's sixth own move since the declaration: the knight on 81 is removed, the count ends.
    expect(g.positions[17]?.pieces.get(81 as never)?.kind).toBe('knight');
    expect(boardOf(g).pieces.has(81 as never)).toBe(false);
    expect(countsOf(g)).toEqual([]);
  });
  test('the offer is the engine’s, and a corps that communicates is refused with the square that joins it', () => {
    const before = parseGame(CUT_OFF.split('\n').slice(0, 8).join('\n'));
    expect(legalActions(before)).toContainEqual({ type: 'cutoff', corps: [81] });
    expect(refusal(newGame('skirmish'), { type: 'cutoff', corps: [81] } as unknown as Action)).toMatch(
      /^the corps on 81 communicates with B’s fortress at 12: troops pass by \d+, so it is not cut off \(§182, §183\)$/,
    );
    expect(refusal(newGame('skirmish'), { type: 'cutoff', corps: [602] } as unknown as Action)).toMatch(
      /B’s troops; 602 holds none \(§183\)/,
    );
  });
});

describe('blockade (§190)', () => {
  test('announced when the fortress is cut from the terrains beside it, and its count shown', () => {
    const g = parseGame(BLOCKADE);
    expect(formatGame(g)).toBe(BLOCKADE);
    expect(countsOf(g)).toEqual([
      { kind: 'blockade', garrison: 'B', movesMade: 1, allowance: 100, movesLeft: 99, resupplies: 0 },
    ]);
    expect(refusal(g, { type: 'blockade' })).toBe('B’s fortress is already blockaded (§190 (3))');
  });
  test('after 50 moves of each player the fortress surrenders and the besieger wins (§190 (2))', () => {
    let g = parseGame(BLOCKADE);
    const turns: Action[] = [
      { type: 'turn', square: 1388, side: 'left' } as unknown as Action,
      { type: 'turn', square: 230, side: 'left' } as unknown as Action,
    ];
    for (let i = 0; i < 99; i++) g = applyAction(g, turns[i % 2] as Action);
    expect(countsOf(g)).toEqual([
      { kind: 'blockade', garrison: 'B', movesMade: 100, allowance: 100, movesLeft: 0, resupplies: 0 },
    ]);
    expect(g.status).toMatchObject({ kind: 'blockade', winner: 'A' });
  });
  test(
    'a piece of the garrison’s side that enters the ' +
      'fortress brings provisions: 20 moves more (§190 (4), ' +
      '(5))',
    () => {
      let g = applyAction(parseGame(BLOCKADE), { type: 'turn', square: 1388, side: 'left' } as unknown as Action);
      // B's rook on 131, outside the fortress's block, comes into it on 139; its pawns inside bring nothing.
      g = applyAction(g, { type: 'turn', square: 230, side: 'left' } as unknown as Action);
      expect(countsOf(g)).toEqual([
        { kind: 'blockade', garrison: 'B', movesMade: 3, allowance: 100, movesLeft: 97, resupplies: 0 },
      ]);
      g = applyAction(g, { type: 'turn', square: 1388, side: 'left' } as unknown as Action);
      g = applyAction(g, { type: 'move', from: 131, to: 139, captures: [] } as unknown as Action);
      expect(countsOf(g)).toEqual([
        { kind: 'blockade', garrison: 'B', movesMade: 5, allowance: 120, movesLeft: 115, resupplies: 1 },
      ]);
      // Leaving it again brings nothing (§190 (4): the piece must come back in).
      g = applyAction(g, { type: 'turn', square: 1388, side: 'left' } as unknown as Action);
      g = applyAction(g, { type: 'move', from: 139, to: 131, captures: [] } as unknown as Action);
      expect(countsOf(g)).toMatchObject([{ allowance: 120, resupplies: 1 }]);
    },
  );
  test('refused while the fortress communicates, and on plate II, which has no fortress block (§186, §190)', () => {
    expect(refusal(newGame('skirmish', {}, 'A', 'III'), { type: 'blockade' })).toMatch(
      /B’s fortress still communicates with the terrains beside it: it is not blockaded \(§190 \(1\)\)/,
    );
    expect(refusal(newGame('skirmish'), { type: 'blockade' })).toMatch(/§186, §190/);
  });
});

test('the notation of both declarations reads back as itself', () => {
  for (const text of [CUT_OFF, BLOCKADE]) {
    const g = parseGame(text);
    g.actions.forEach((a, i) => {
      const b = g.positions[i]!;
      expect(parseAction(b, formatAction(b, a))).toEqual(a);
    });
  }
  expect(() => parseAction(boardOf(newGame()), 'cutoff')).toThrow(/cutoff 81 82 83/);
});
