/**
 * A cut-off corps followed through every kind of move (§182–§184, issue 17): once declared, its count runs on its
 * pieces wherever they go, by a piece's move, a transporter's, a device's, a rectangle's or a bridge-transporter's,
 * moved or wheeled (§45, §62, §87, §95, §101, §137, §150, §160, §161, §173), and at the end of six of its player's
 * own moves it lays down its arms (§182). Losing the moved pieces from the corps would let them escape the count.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  applyAction,
  boardOf,
  countsOf,
  gameAt,
  legalActions,
  parseGame,
  toMove,
  type Board,
  type Game,
} from '../../../../src/rules/hellwig/index.ts';
import { movedPieces } from '../../../../src/rules/hellwig/game/movedPieces.ts';
import {
  BRIDGE_FIRE,
  BRIDGE_MEANS,
  BRIDGES,
  FIGHTS,
  FIRE,
  RECTANGLES,
  STACKED,
  TRANSPORTERS,
  WORKS,
} from './scripts.ts';

const HEAD = '# Hellwig 1780: a game in the notation of The First Wargames\nStart: setup\n';

/**
 * A's rooks on 6 and 122 reach 11, 13 and 34, every square beside B's fortress centre 12 (plate II's, the edition's),
 * so that every body of B's elsewhere is cut off (§184 III, the edition's reading); B's pawn on 400 only turns.
 */
const ENCLOSED = 'AT6 AT122 Bb400:AB';

/** B's squares but the pawn's on 400, ascending: the corps, all of whose pieces the move under test carries. */
const corpsOn = (b: Board) =>
  [...b.pieces.values()]
    .filter((p) => p.player === 'B' && p.square !== 400)
    .map((p) => p.square as number)
    .sort((x, y) => x - y);

/** The counts under way, each cut-off's corps ascending. */
const countsNow = (g: Game) =>
  countsOf(g).map((c) => (c.kind === 'cutoff' ? { ...c, corps: [...c.corps].sort((x, y) => x - y) } : c));

/** A declares B's corps cut off; B makes the move under test, then turns his pawn while A's rook goes to and fro. */
function cutOffGame(setup: string, move: string): Game {
  const start = parseGame(`${HEAD}Setup: ${ENCLOSED} ${setup}\n`);
  const lines = [`1. A cutoff ${corpsOn(boardOf(start)).join(' ')}`, `2. B ${move}`];
  for (let i = 3; i <= 12; i++)
    lines.push(i % 2 ? `${i}. A T ${i % 4 === 3 ? '6-5' : '5-6'}` : `${i}. B b 400 turn left`);
  return parseGame(`${HEAD}Setup: ${ENCLOSED} ${setup}\n${lines.join('\n')}\n`);
}

const CASES: readonly (readonly [string, string, string])[] = [
  ['a piece’s move (§32–§41)', 'BS224', 'S 224-179'],
  ['a transporter’s move (§87)', 'BS224 tr224/225', 'tr 224/225-268/269'],
  ['a device’s move, carrying its artillerists (§45)', 'BS246 C246/224axial', 'C 224-180'],
  ['a device’s wheeling (§62)', 'BS246 C246/224axial', 'C 224 wheel gun small clockwise'],
  ['a rectangle of two transporters moved (§90, §181 (4))', 'BS224 BS246 tr224/225 tr246/247', 'rect 224:247-180'],
  [
    'a rectangle of two transporters wheeled (§95, §96)',
    'BS224 BS246 tr224/225 tr246/247',
    'rect 224:247 wheel 224 small anticlockwise',
  ],
  ['a transporter wheeled (§95)', 'BS224 tr224/225', 'rect 224:225 wheel 225 small clockwise'],
  [
    'pieces standing in a rectangle wheeled (§173)',
    'BS224 BS225 BS246 BS247',
    'rect 224:247 wheel 224 small anticlockwise',
  ],
  ['a transporter abandoned by its last piece (§101)', 'BS224 tr224/225', 'S 224-179 abandon'],
  ['a bridge-transporter’s move (§137)', 'BS224 bt1:224/225', 'bt 1-180/181'],
  ['a bridge-transporter’s wheeling (§137, §62)', 'BS224 bt1:224/225', 'bt 1 wheel secondary small clockwise'],
  ['two stacked bridge-transporters moved together (§150)', 'BS224 bt1:224/225 bt2:224/225:0/0', 'bt 1+2-268/269'],
  [
    'the main surface’s holder moving on after ruining (§160)',
    'BS224 BS225 bt1:224/225',
    'bt 1 ruin aboard 2/2 then 179',
  ],
  [
    'the secondary surface’s holder moving on after ruining (§161)',
    'BS224 BS225 bt1:224/225',
    'bt 1 ruin secondary 2 then 180',
  ],
];

describe('a declared cut-off corps moved by each kind of action keeps its count (§182, §183)', () => {
  test.each(CASES)('%s', (_, setup, move) => {
    const g = cutOffGame(setup, move);
    const moved = corpsOn(g.positions[2] as Board);
    // The move changed where the corps stands, and the corps is where its pieces went.
    expect(moved).not.toEqual(corpsOn(g.positions[1] as Board));
    expect(countsNow(gameAt(g, 2))).toEqual([{ kind: 'cutoff', player: 'B', corps: moved, movesLeft: 5 }]);
    expect(countsNow(gameAt(g, 11))).toEqual([{ kind: 'cutoff', player: 'B', corps: moved, movesLeft: 1 }]);
    // B's sixth own move since the declaration: the corps lays down its arms (§182).
    expect(corpsOn(g.positions[11] as Board)).toEqual(moved);
    expect(corpsOn(boardOf(g))).toEqual([]);
    expect(boardOf(g).pieces.get(400 as never)?.player).toBe('B');
    expect(countsOf(g)).toEqual([]);
  });

  test('a corps brought back into communication ends its count (§182)', () => {
    // A's rook leaves 122 for 132: 34, below B's fortress centre, opens, and rows 1 to 4 beyond column 5 with it; B's
    // transporter, followed to 250, comes up beside them.
    const text =
      `${HEAD}Setup: ${ENCLOSED} BS206 tr206/207\n1. A cutoff 206\n2. B tr 206/207-250/251\n3. A T 122-132\n4. ` +
      `B tr 250/251-118/119\n`;
    const g = parseGame(text);
    expect(countsOf(gameAt(g, 3))).toEqual([{ kind: 'cutoff', player: 'B', corps: [250], movesLeft: 5 }]);
    expect(countsOf(g)).toEqual([]);
    expect(boardOf(g).pieces.get(118 as never)?.player).toBe('B');
  });
});

/** Every piece after an action stands where `movedPieces` takes a piece of its player's, or where one stood still. */
function followsEveryPiece(g: Game): void {
  g.actions.forEach((a, i) => {
    const before = g.positions[i] as Board;
    const moves = movedPieces(before, g.bridges[i] as never, a, g.readings);
    const image = new Set([...before.pieces.values()].map((p) => `${p.player}${moves.get(p.square) ?? p.square}`));
    for (const p of (g.positions[i + 1] as Board).pieces.values()) expect(image).toContain(`${p.player}${p.square}`);
  });
}

test('the scripted games’ every action: each piece after it is one before it, where the move took it (§181)', () => {
  const scripts = [BRIDGES, BRIDGE_MEANS, BRIDGE_FIRE, FIGHTS, FIRE, RECTANGLES, STACKED, TRANSPORTERS, WORKS];
  const games = [...scripts.map(parseGame), ...CASES.map(([, setup, move]) => cutOffGame(setup, move))];
  const kinds = new Set<string>();
  for (const g of games) {
    followsEveryPiece(g);
    for (const a of g.actions) kinds.add(a.type);
  }
  // The kinds that move a piece, all among them.
  for (const k of ['move', 'transport', 'device', 'wheel', 'rectangle', 'wheel-rectangle', 'wheel-bridge'])
    expect(kinds).toContain(k);
  for (const k of ['bridge-transport', 'bridge-stack', 'ruin-held', 'ruin-secondary', 'leave-ruin', 'leave-ignite'])
    expect(kinds).toContain(k);
  expect(kinds).toContain('abandon');
});

test(
  'random games of a cut-off corps on boards: ' + 'its count always holds every piece of it, wherever it went (§182)',
  () => {
    const kinds = new Set<string>();
    const setup =
      'BS224 BS246 tr224/225 tr246/247 BT250 C250/228axial BL320 tr320/321 BK300 bt1:300/301 bt2:300/301:0/0 ' +
      'BS344 bt3:344/345';
    fc.assert(
      fc.property(fc.array(fc.nat(10_000), { minLength: 12, maxLength: 12 }), (picks) => {
        const start = parseGame(`${HEAD}Setup: AT6 AT122 ${setup}\n`);
        const all = [...boardOf(start).pieces.values()].filter((p) => p.player === 'B').map((p) => p.square);
        let g = applyAction(start, { type: 'cutoff', corps: all } as never);
        for (const pick of picks) {
          if (g.status.kind !== 'playing') break;
          const offers = legalActions(g).filter(
            (a) => a.type !== 'peace' && a.type !== 'accept' && a.type !== 'cutoff',
          );
          // B mostly moves his boards: a rectangle's, a transporter's, a device's or a bridge-transporter's move.
          const boards = offers.filter((a) => /rect|transport|device|wheel|bridge|abandon|ruin/.test(a.type));
          const pool = pick % 4 !== 0 && boards.length ? boards : offers;
          const a = pool[pick % Math.max(1, pool.length)];
          if (!a) break;
          if (toMove(g) === 'B' && countsOf(g).length) kinds.add(a.type);
          g = applyAction(g, a);
          const count = countsOf(g).find((c) => c.kind === 'cutoff');
          const b = [...boardOf(g).pieces.values()].filter((p) => p.player === 'B').map((p) => p.square as number);
          if (count?.kind === 'cutoff') expect([...count.corps].sort((x, y) => x - y)).toEqual(b.sort((x, y) => x - y));
        }
        followsEveryPiece(g);
      }),
      { numRuns: 12, seed: 17, endOnFailure: true },
    );
    // The corps went by boards of every kind while its count ran, not only by its pieces' own moves.
    for (const k of ['rectangle', 'wheel-rectangle', 'transport', 'device', 'abandon']) expect(kinds, k).toContain(k);
    for (const k of ['bridge-transport', 'wheel-bridge', 'bridge-stack', 'ruin-held']) expect(kinds, k).toContain(k);
  },
  120_000,
);
