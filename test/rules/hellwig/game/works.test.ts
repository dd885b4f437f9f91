/**
 * The works in Hellwig's game (issue 17): breastworks thrown up and strengthened (§106–§109) and
 * standing in the way of both players (§110, §134c, §179); depots established (§244–§247), ruined
 * (§250) and not again for six moves (§253); each offered where the engine allows, refused with its
 * § elsewhere, and read back from its text.
 */
import { describe, expect, test } from 'vitest';
import {
  applyAction,
  boardOf,
  formatAction,
  formatGame,
  gameAt,
  legalActions,
  newGame,
  parseAction,
  parseGame,
  type Action,
  type Game,
} from '../../../../src/rules/hellwig/index.ts';
import { RuleError } from '../../../../src/rules/errors.ts';
import { createBoard } from '../../../../src/rules/hellwig/board.ts';
import { createDepots } from '../../../../src/rules/hellwig/depots.ts';
import { noWorks, worksAfter } from '../../../../src/rules/hellwig/game/works.ts';
import { WORKS } from './scripts.ts';

const refusal = (g: Game, a: unknown): string => {
  try {
    applyAction(g, a as Action);
  } catch (e) {
    if (e instanceof RuleError) return e.message;
    throw e;
  }
  throw new Error('the action was not refused');
};

const lastWorks = (g: Game) => g.works[g.works.length - 1];

describe('breastworks', () => {
  test('a piece throws up three signs, then adds one; the work stops both players (§106, §110, §179)', () => {
    const g = parseGame(WORKS);
    expect(gameAt(g, 1).works[1]?.breastworks.works.get(557 as never)).toEqual({ square: 557, owner: 'A', signs: 3 });
    expect(lastWorks(g)?.breastworks.works.get(557 as never)?.signs).toBe(4);
    expect(boardOf(g).entrenched?.has(557 as never)).toBe(true);
    // No piece of either side is offered a move onto the work.
    const onto = legalActions(g).filter((a) => a.type === 'move' && a.to === 557);
    expect(onto).toEqual([]);
  });

  test('the piece on a square is offered the squares it may entrench; others are refused with §107–§109', () => {
    const g = newGame('skirmish');
    const offered = legalActions(g, 602).filter((a) => a.type === 'entrench');
    expect(offered).toContainEqual({ type: 'entrench', from: 602, square: 557 });
    expect(offered.every((a) => a.type === 'entrench' && a.from === 602)).toBe(true);
    // Far beyond one cannon-shot (§108).
    expect(refusal(g, { type: 'entrench', from: 602, square: 12 })).toMatch(/§107–§109/);
    expect(refusal(g, { type: 'entrench', from: 32, square: 33 })).toMatch(/B’s.*§21/);
    expect(refusal(g, { type: 'entrench', from: 603, square: 557 })).toMatch(/no piece on 603/);
  });
});

describe('depots', () => {
  test('established where a piece could occupy it, ruined by its holder, and not again for six moves (§247, §250, §253)', () => {
    const g = parseGame(WORKS);
    expect(gameAt(g, 2).works[2]?.depots.depots.get(32 as never)).toEqual({ square: 32, owner: 'B' });
    expect(lastWorks(g)?.depots.depots.size).toBe(0);
    expect(lastWorks(g)?.depotLost).toEqual({ B: 4 });
    // A may still establish one; B, who lost his at move 4, not before move 10 (§253, §254).
    expect(legalActions(g).some((a) => a.type === 'depot')).toBe(true);
    const b = applyAction(g, legalActions(g).find((a) => a.type === 'turn') as Action);
    expect(legalActions(b).some((a) => a.type === 'depot')).toBe(false);
    expect(refusal(b, { type: 'depot', square: 32 })).toMatch(/six moves later \(§253, §254\)/);
  });

  test('a depot is refused off its sites and a ruin without a means, each with its § (§245, §247, §250)', () => {
    const g = newGame('skirmish');
    expect(refusal(g, { type: 'depot', square: 12 })).toMatch(/§245, §247/);
    expect(refusal(g, { type: 'ruin-depot', square: 32 })).toMatch(/no depot on 32 \(§250\)/);
    const built = parseGame(WORKS.split('\n').slice(0, 4).join('\n'));
    // A holds nothing on 32, has no artillery there and no attack on it (§250).
    expect(refusal(built, { type: 'ruin-depot', square: 32 })).toMatch(/cannot ruin the depot on 32.*§250/);
  });
});

describe('a depot taken (§252)', () => {
  test('an enemy piece on it before its owner’s move and after it takes it, at no cost; the loss counts for §253', () => {
    const board = createBoard({
      pieces: [
        { square: 100, kind: 'knight', player: 'B' },
        { square: 300, kind: 'queen', player: 'A' },
      ],
    });
    const works = { ...noWorks(board), depots: createDepots(board, [{ square: 100, owner: 'A' }]) };
    const taken = worksAfter(board, board, works, 'A', 5);
    expect([...taken.depots.depots.values()]).toEqual([{ square: 100, owner: 'B' }]);
    expect(taken.depotLost).toEqual({ A: 6 });
    // Not on the taker's own move: the owner has not yet had his.
    expect(worksAfter(board, board, works, 'B', 5)).toBe(works);
  });
});

describe('the notation of the works', () => {
  test('each reads back from its text, and the game replays to the same text', () => {
    const g = parseGame(WORKS);
    g.actions.forEach((a, i) => {
      const board = g.positions[i] as (typeof g.positions)[number];
      expect(parseAction(board, formatAction(board, a))).toEqual(a);
    });
    expect(formatGame(g)).toBe(WORKS);
    expect(() => parseAction(boardOf(g), 'depot x')).toThrow(/depot 818 ruin/);
    expect(() => parseAction(boardOf(g), 'S 602 entrench')).toThrow(/S 602/);
  });
});
