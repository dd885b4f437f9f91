/**
 * Issue 17, quality: one scripted game in the tests that uses every kind of action at least once, on plate III's
 * reconstruction from one set-up, the players alternating (§21) and every action checked by the engine (§181).
 */
import { describe, expect, test } from 'vitest';
import {
  ACTION_TYPES,
  applyAction,
  boardOf,
  computerAction,
  formatGame,
  gameAt,
  legalActions,
  newGame,
  parseGame,
  rectangleActions,
  type Game,
} from '../../../../src/rules/hellwig/index.ts';
import { sameAction } from '../../../../src/rules/hellwig/game/actions.ts';
import { parseSetup } from '../../../../src/rules/hellwig/game/setupText.ts';
import { ALL_ACTIONS } from './scripts.ts';

/** The game's own set-up line, read apart from parseGame. */
const setupLine = (text: string): string => {
  const line = text.split('\n').find((l) => l.startsWith('Setup: '));
  if (line === undefined) throw new Error('the game has no Setup: line');
  return line.slice('Setup: '.length);
};

/** The position before action 41, where legalActions throws (the known bug below). */
const BURNING_HOLDER = 40;

describe('one game that uses every kind of action (issue 17)', () => {
  const parsed = parseGame(ALL_ACTIONS);

  test('it parses, and its actions are every kind of ACTION_TYPES, each at least once', () => {
    expect(parsed.actions.length).toBeGreaterThanOrEqual(ACTION_TYPES.length);
    expect(new Set(parsed.actions.map((a) => a.type))).toEqual(new Set(ACTION_TYPES));
  });

  test('it is played on plate III from a set-up, A first, and ends in the accepted peace (§13, §21)', () => {
    expect(parsed.map.id).toBe('III');
    expect(parsed.start.id).toBe('setup');
    expect(parsed.first).toBe('A');
    expect(parsed.actions.at(-2)).toEqual({ type: 'peace', receiver: 'A', flags: 1 });
    expect(parsed.actions.at(-1)).toEqual({ type: 'accept' });
    expect(parsed.status).toEqual({ kind: 'peace', winner: 'A', flags: { large: 0, small: 1 } });
  });

  test('its text round-trips through the notation', () => {
    expect(formatGame(parsed)).toBe(ALL_ACTIONS);
  });

  test('applied one by one with applyAction from the set-up, it reaches the same position as parseGame', () => {
    let g: Game = newGame(parseSetup(setupLine(ALL_ACTIONS)), {}, 'A', 'III');
    for (const a of parsed.actions) g = applyAction(g, a);
    expect(g.actions).toEqual(parsed.actions);
    expect(boardOf(g)).toEqual(boardOf(parsed));
    expect(g).toEqual(parsed);
  });

  test('each action is one the engine offers in its position (§181)', () => {
    for (const [i, a] of parsed.actions.entries()) {
      const g = gameAt(parsed, i);
      // A rectangle the player names by its corners is asked for by them (§173), as the page does.
      const offered = [
        ...legalActions(g),
        ...(a.type === 'rectangle' || a.type === 'wheel-rectangle' ? rectangleActions(g, a.corners) : []),
      ];
      expect(
        offered.some((b) => sameAction(a, b)),
        `action ${i + 1} (${a.type}) is offered`,
      ).toBe(true);
    }
  });

  // After action 40 B's rook stands on the burning building 1050 (read as marsh, §74) until his next move, beside a
  // bridge-transporter's holder (§160): the holder's offers once copied the board after the ruin unchecked, and reading
  // the copy afresh refused the piece on marsh, so legalActions threw instead of offering.
  test('legalActions answers while a piece stands on a burning building beside a bridge holder (§74, §160)', () => {
    expect(() => legalActions(gameAt(parsed, BURNING_HOLDER))).not.toThrow();
  });
  // The same at its smallest: FIRE's building burning under B's rook on 183, A's knight holding bridge-transporter 1;
  // the computer's reply threw there too.
  test('the same on plate II, at its smallest, and the computer answers there (§74, §160)', () => {
    const g = parseGame(
      'Start: setup\nSetup: AS94 BS224 BT183 AT20 BT600 AS331 H94/116 building=180-183,205 bt1:331/332\n1. A ' +
        'H 116 ignite 182\n2. B firebreak 181\n',
    );
    expect(() => legalActions(g)).not.toThrow();
    expect(legalActions(g)).toContainEqual(computerAction(g, 1));
  });
});
