/**
 * The works in Hellwig's game (issue 17): breastworks thrown up and strengthened (§106–§109) and
 * standing in the way of both players (§110, §134c, §179); depots established (§244–§247), ruined
 * (§250) and not again for six moves (§253); each offered where the engine allows, refused with its
 * § elsewhere, and read back from its text.
 */
import { describe, expect, test } from 'vitest';
import {
  applyAction,
  computerAction,
  boardOf,
  formatAction,
  formatGame,
  gameAt,
  legalActions,
  newGame,
  parseAction,
  parseGame,
  DEFAULT_READINGS,
  type Action,
  type Game,
} from '../../../../src/rules/hellwig/index.ts';
import { refusal } from './refusal.ts';
import { createBoard } from '../../../../src/rules/hellwig/board.ts';
import { createDepots } from '../../../../src/rules/hellwig/depots.ts';
import { noWorks, worksAfter } from '../../../../src/rules/hellwig/game/works.ts';
import { computerWorksOffers } from '../../../../src/rules/hellwig/game/computerWorks.ts';
import { FIGHTS, WORKS } from './scripts.ts';

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
  test(
    'established where a piece could occupy it, ruined by its holder, and not again for six moves (§247, §250, ' +
      '§253)',
    () => {
      const g = parseGame(WORKS);
      expect(gameAt(g, 2).works[2]?.depots.depots.get(32 as never)).toEqual({ square: 32, owner: 'B' });
      expect(lastWorks(g)?.depots.depots.size).toBe(0);
      expect(lastWorks(g)?.depotLost).toEqual({ B: 4 });
      // A may still establish one; B, who lost his at move 4, not before move 10 (§253, §254).
      expect(legalActions(g).some((a) => a.type === 'depot')).toBe(true);
      const b = applyAction(g, legalActions(g).find((a) => a.type === 'turn') as Action);
      expect(legalActions(b).some((a) => a.type === 'depot')).toBe(false);
      expect(refusal(b, { type: 'depot', square: 32 })).toMatch(/six moves later \(§253, §254\)/);
    },
  );

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
  test(
    'an enemy piece on it before its owner’s move and ' +
      'after it takes it, at no cost; the loss counts for ' +
      '§253',
    () => {
      const board = createBoard({
        pieces: [
          { square: 100, kind: 'knight', player: 'B' },
          { square: 300, kind: 'queen', player: 'A' },
        ],
      });
      const works = { ...noWorks(board), depots: createDepots(board, [{ square: 100, owner: 'A' }]) };
      const taken = worksAfter(board, board, works, 'A', 5, DEFAULT_READINGS);
      expect([...taken.depots.depots.values()]).toEqual([{ square: 100, owner: 'B' }]);
      expect(taken.depotLost).toEqual({ A: 6 });
      // Not on the taker's own move: the owner has not yet had his.
      expect(worksAfter(board, board, works, 'B', 5, DEFAULT_READINGS)).toBe(works);
    },
  );
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

describe('breastworks fought over (§110–§134f)', () => {
  const fights = parseGame(FIGHTS);
  const at = (n: number) => gameAt(fights, n);
  const work = (g: Game, sq: number) => lastWorks(g)?.breastworks.works.get(sq as never);

  test('a device bombards the enemy work first in its line, one sign a move as single artillery (§122, §123)', () => {
    expect(legalActions(at(5), 599)).toContainEqual({ type: 'bombard', gun: 599, target: 555 });
    expect(work(at(5), 555)?.signs).toBe(3);
    expect(work(at(6), 555)).toEqual({ square: 555, owner: 'B', signs: 2 });
    // Its own works are no target, and the enemy cannot bombard with a device he does not work.
    expect(refusal(at(5), { type: 'bombard', gun: 599, target: 577 })).toMatch(/only an enemy breastwork.*§116c, §122/);
    expect(refusal(at(4), { type: 'bombard', gun: 599, target: 555 })).toMatch(/not worked by B/);
  });

  test('a cannon’s fire stops at the enemy’s breastwork: what lies beyond is sheltered (§111, §180 (4))', () => {
    // B's rook on 533 stands behind his work on 555, in the cannon's line 577, 555, 533.
    const g = at(5);
    expect(legalActions(g, 599).filter((a) => a.type === 'fire')).toEqual([]);
    expect(refusal(g, { type: 'fire', gun: 599, targets: [533] })).toMatch(/533 lies sheltered.*§111, §180 \(4\)/);
  });

  test('a work is stormed when the attack exceeds the defence, and not before (§130, §131, §192)', () => {
    // Before A's leaping queen comes within a cannon-shot, only B's rook and A's rook count.
    expect(legalActions(at(3)).some((a) => a.type === 'storm')).toBe(false);
    expect(refusal(at(3), { type: 'storm', square: 552 })).toMatch(/storming needs \d+ \(§130, §131, §192\)/);
    expect(legalActions(at(7), 552)).toContainEqual({ type: 'storm', square: 552 });
    expect(work(at(8), 552)).toBeUndefined();
    expect(boardOf(at(8)).entrenched?.has(552 as never)).toBe(false);
    expect(refusal(at(7), { type: 'storm', square: 600 })).toMatch(/no breastwork on 600 to storm \(§130\)/);
    expect(refusal(at(2), { type: 'storm', square: 555 })).toMatch(/B’s own; only the enemy storms it \(§130\)/);
  });

  test('an abandoned work passes to the player who now holds it, at no cost of a move (§118, §119)', () => {
    expect(work(at(8), 555)?.owner).toBe('B');
    expect(work(fights, 555)).toEqual({ square: 555, owner: 'A', signs: 2 });
    expect(fights.actions).toHaveLength(9);
  });

  test('the fights read back from their text, and the game replays to the same text', () => {
    fights.actions.forEach((a, i) => {
      const board = fights.positions[i] as (typeof fights.positions)[number];
      expect(parseAction(board, formatAction(board, a))).toEqual(a);
    });
    expect(formatGame(fights)).toBe(FIGHTS);
    expect(() => parseAction(boardOf(fights), 'storm x')).toThrow(/storm 555/);
  });
});

describe('the computer and the works', () => {
  // B's rook throws up 552 before A's knights come within a cannon-shot of it (§108, §134a); then they do.
  const KNIGHTS = `# Hellwig 1780: a game in the notation of The First Wargames
Start: setup
Setup: BS20 AS464 AS621 BT574
First: B
1. B T 574 entrench 552
2. A S 464-509
3. B S 20-63
4. A S 621-576
5. B S 63-20
`;
  test('it storms an enemy breastwork when its attack wins, and not before (§130, §131)', () => {
    const g = parseGame(KNIGHTS);
    // Two knights against one rook: 2 > 1, the storm is offered and it takes it.
    expect(computerAction(g, 1)).toEqual({ type: 'storm', square: 552 });
    expect(computerAction(g, 2)).toEqual({ type: 'storm', square: 552 });
    // With one knight, 1 against 1, there is no storm to make.
    expect(computerAction(gameAt(g, 3), 1).type).not.toBe('storm');
  });
  test(
    'it weighs a new breastwork only for a piece that stands in an enemy field, ' + 'found on that square (§106, §47)',
    () => {
      const g = gameAt(parseGame(FIGHTS), 4);
      const kinds = (exposed: number[]) =>
        computerWorksOffers(g, new Set(exposed as never[])).map((o) => [
          o.action.type,
          'from' in o.action && o.action.from,
        ]);
      expect(kinds([])).toEqual([]);
      const dug = kinds([533]);
      expect(dug.length).toBeGreaterThan(0);
      expect(dug.every(([type, from]) => type === 'entrench' && from === 533)).toBe(true);
    },
  );
  test(
    'a piece behind its own breastwork is not in danger from the enemy cannon it shelters from (§110–§112, ' +
      '§180 (4))',
    () => {
      // A's cannon on 599 fires axially over 577, 555 and 533: B's breastwork on 555 shelters B's rook on 533 (§111).
      const sheltered = gameAt(parseGame(FIGHTS), 2);
      // The same position but for the breastwork: B's first action moves a knight instead.
      const open = parseGame(`# Hellwig 1780: a game in the notation of The First Wargames
Start: setup
Setup: BT533 BS20 AT665 ASK464 BT574 C621/599axial
First: B
1. B S 20-63
2. A T 665-621
`);
      const from533 = (a: Action) => 'from' in a && a.from === 533;
      for (const seed of [1, 2, 3]) {
        // In the field it flees or digs in; sheltered it has no cause to, and moves another piece.
        expect(from533(computerAction(open, seed))).toBe(true);
        expect(from533(computerAction(sheltered, seed))).toBe(false);
      }
    },
  );
});
