/**
 * What may stand on a bridge-transporter in a set-up (§147, §148, §150): "pieces, artillery, and other transporters",
 * whole or in part, as on any practicable ground; and how the engine then moves it: with what lies wholly on it
 * (§137, §90), out from under what lies on it only in part (§91, §148). Water without a bridge is no ground for one
 * (§88, §148).
 */
import { describe, expect, test } from 'vitest';
import { boardOf, formatGame, legalActions, parseGame, type Game } from '../../../../src/rules/hellwig/index.ts';

const game = (setup: string, ...lines: string[]): Game =>
  parseGame(
    `Start: setup\nSetup: ${setup}\n${lines.map((l, i) => `${i + 1}. ${i % 2 ? 'B' : 'A'} ${l}`).join('\n')}\n`,
  );
const devices = (g: Game) => boardOf(g).devices.map((d) => [d.artillerists, d.gun]);
const carriers = (g: Game) => g.bridges[g.bridges.length - 1]?.transporters.map((t) => [t.number, t.main, t.secondary]);

describe('artillery on a bridge-transporter (§147)', () => {
  const WHOLE = 'AS331 BT20 C331/332axial bt1:331/332';
  test('a cannon standing wholly on one is a set-up, written back as it was read', () => {
    const g = game(WHOLE);
    expect(devices(g)).toEqual([[331, 332]]);
    expect(carriers(g)).toEqual([[1, 331, 332]]);
    expect(formatGame(g)).toMatch(/^Setup: AS331 BT20 C331\/332axial bt1:331\/332$/m);
  });
  test('the bridge-transporter moves and wheels with it (§137, §90), and the cannon may drive off it (§45)', () => {
    const moved = game(WHOLE, 'bt 1-287/288');
    expect([devices(moved), carriers(moved)]).toEqual([[[287, 288]], [[1, 287, 288]]]);
    const wheeled = game(WHOLE, 'bt 1 wheel main small clockwise');
    expect([devices(wheeled), carriers(wheeled)]).toEqual([[[331, 353]], [[1, 331, 353]]]);
    const off = game(WHOLE, 'C 332-310');
    expect([devices(off), carriers(off)]).toEqual([[[309, 310]], [[1, 331, 332]]]);
    // Loaded with bridges, it goes as the artillery does, 4 squares at most (§137, §45).
    const reach = legalActions(game(WHOLE), 331).filter((a) => a.type === 'bridge-transport');
    expect(reach).toContainEqual({ type: 'bridge-transport', number: 1, to: [243, 244] });
    expect(reach).not.toContainEqual({ type: 'bridge-transport', number: 1, to: [221, 222] });
  });
  test(
    'a gun on its surface with the artillerists beside it: the transporter, moved by a piece on it, leaves the ' +
      'device behind (§91, §148)',
    () => {
      const half = 'AS331 AS333 BT20 C331/332axial bt1:332/333';
      expect(devices(game(half))).toEqual([[331, 332]]);
      const moved = game(half, 'bt 1-310/311');
      expect([devices(moved), carriers(moved)]).toEqual([[[331, 332]], [[1, 310, 311]]]);
      // With no piece on it, a gun alone does not move it (§86, §148).
      expect(
        legalActions(game('AS331 BT20 C331/332axial bt1:332/333'), 333).some((a) => a.type === 'bridge-transport'),
      ).toBe(false);
    },
  );
  test('another transporter on it moves with it (§147, §90)', () => {
    const g = game('AS331 BT20 tr331/332 bt1:331/332', 'bt 1-287/288');
    expect(boardOf(g).transporters.map((t) => t.squares)).toEqual([[287, 288]]);
  });
  test('water without a bridge is refused, with the reason and the § (§88, §148)', () => {
    expect(() => parseGame('Start: setup\nSetup: AS331 BT20 water=332 bt1:331/332\n')).toThrow(
      /practicable ground \(§88, §148\); square 332 is water/,
    );
  });
});
