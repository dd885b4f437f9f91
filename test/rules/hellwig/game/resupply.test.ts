/**
 * Resupply over a bridge on plate III's fortress ditch (§190, §146a): B's fortress, its outermost ditch made water,
 * communicates with the terrains only by a bridge laid on the ditch. With it and the far end free it cannot be
 * blockaded; without it, it can. Once A holds the squares beyond the bridge and announces the blockade, a piece of B's
 * coming in over the bridge brings fresh provisions, 20 more moves (§190 (4), (5)).
 */
import { describe, expect, test } from 'vitest';
import {
  applyAction,
  boardOf,
  countsOf,
  legalActions,
  newGame,
  outerDitch,
  parseGame,
  plateIII,
  squareAt,
  type Action,
  type BoardSetup,
  type Game,
} from '../../../../src/rules/hellwig/index.ts';
import { refusal } from './refusal.ts';

const at = (row: number, col: number) => squareAt(row, col, plateIII) as number;
const ditch = outerDitch('B').map(Number);
// The ditch's column faces the plan at column 39 (from 0); the bridge on its eighth row.
const bridge = at(8, 39);
const beyond = [at(7, 38), at(8, 38), at(9, 38)];

function start(bridges: readonly number[], blockers: readonly number[]): Game {
  const setup = {
    terrain: { water: ditch },
    bridges,
    pieces: [
      { square: at(8, 44), kind: 'rook', player: 'B' },
      { square: at(7, 30), kind: 'queen', player: 'B' },
      { square: at(30, 10), kind: 'rook', player: 'A' },
      ...blockers.map((square) => ({ square, kind: 'knight', player: 'A' })),
    ],
  } as unknown as BoardSetup;
  return newGame(setup, {}, 'A', 'III');
}

const play = (g: Game, ...actions: object[]) => actions.reduce<Game>((x, a) => applyAction(x, a as Action), g);
const blockade = { type: 'blockade' } as const;

test('the ditch of water without a bridge shuts the fortress in: A may announce the blockade (§190 (1), (3))', () => {
  const g = start([], []);
  expect(ditch).toContain(bridge);
  expect(legalActions(g)).toContainEqual(blockade);
});

test(
  'a bridge laid on the ditch, its far end free, keeps the fortress in communication: no blockade (§146a, §190 ' +
    '(1))',
  () => {
    const g = start([bridge], []);
    expect(legalActions(g)).not.toContainEqual(blockade);
    expect(refusal(g, blockade)).toMatch(/still communicates.*§190 \(1\)/);
  },
);

test(
  'blockaded with the bridge’s far end held, then a piece of B’s comes in over the bridge: a resupply (§190 ' +
    '(4), (5))',
  () => {
    let g = start([bridge], beyond);
    expect(legalActions(g)).toContainEqual(blockade);
    g = play(
      g,
      blockade,
      { type: 'move', from: at(8, 44), to: at(8, 45), captures: [] },
      // A's knight leaves the square above the bridge's far end; B's queen comes beside the ditch there.
      { type: 'move', from: beyond[0], to: at(5, 37), captures: [] },
      { type: 'move', from: at(7, 30), to: at(7, 38), captures: [] },
      { type: 'move', from: at(30, 10), to: at(31, 10), captures: [] },
    );
    const before = countsOf(g).find((c) => c.kind === 'blockade');
    expect(before).toMatchObject({ garrison: 'B', resupplies: 0 });
    // Over the bridge, which makes its water practicable (§146a), into the fortress's block.
    expect(legalActions(g, at(7, 38))).toContainEqual({ type: 'move', from: at(7, 38), to: bridge, captures: [] });
    g = play(g, { type: 'move', from: at(7, 38), to: bridge, captures: [] });
    const after = countsOf(g).find((c) => c.kind === 'blockade');
    expect(after).toMatchObject({ garrison: 'B', resupplies: 1 });
    if (after?.kind === 'blockade' && before?.kind === 'blockade') expect(after.allowance).toBe(before.allowance + 20);
    // Without the bridge the same square is water: the queen cannot come in there at all (§28, §170).
    const dry = start([], beyond);
    expect(boardOf(dry).terrain.get(bridge as never)).toBe('water');
    expect(boardOf(dry).bridges.has(bridge as never)).toBe(false);
  },
);

/**
 * Every kind of action that brings a piece of B's into his blockaded fortress brings provisions, one resupply a piece
 * (§190 (4), (5)): what counts is the position, the garrison's pieces in the fortress's block before and after, not
 * the kind of action that moved them. On an empty plate of plate III's size A's queen on the block's corner, 745,
 * bars its ditch along both sides (§190 (1)); B's cannon and knights, bishops, transporter, bridge-transporters (41
 * alone, 42 with the empty 43 on it, §150) and a second cannon stand just outside the block.
 */
describe('a resupply by any kind of action (§190 (4), (5))', () => {
  const SETUP =
    'AK745 AT1481 BS136 BS159 C136/137axial C159/158axial BL257 BL256 BL332 BL333 BS430 bt41:430/431 ' +
    'BS528 bt42:528/529 bt43:528/529:0/0 BS825 C825/826axial BT724 BT725 tr724/725';
  const blockaded = (line: string) =>
    parseGame(`Map: empty 33x49\nStart: setup\nSetup: ${SETUP}\n1. A blockade\n2. B ${line}\n`);
  const resupplies = (g: Game) => countsOf(g).find((c) => c.kind === 'blockade');
  test.each([
    ['move', 'S 136-59', 1],
    ['transport', 'tr 724/725-726/727', 2],
    ['device', 'C 137-139', 1],
    ['wheel', 'C 826 wheel gun small clockwise', 1],
    ['rectangle', 'rect 136:158-139', 2],
    ['wheel-rectangle', 'rect 136:158 wheel 137 larger clockwise', 2],
    ['bridge-transport', 'bt 41-432/433', 1],
    ['wheel-bridge', 'bt 41 wheel secondary larger clockwise', 1],
    ['bridge-stack', 'bt 42+43-530/531', 1],
    ['ruin-held', 'bt 41 ruin aboard 2/2 then 353', 1],
  ])('%s: %s brings %i', (kind, line, n) => {
    const g = blockaded(line);
    expect(g.actions[1]?.type).toBe(kind);
    expect(resupplies(g)).toMatchObject({ garrison: 'B', resupplies: n, allowance: 100 + 20 * n });
  });
  test('a move inside the block, or out of it, brings nothing (§190 (4): the piece must come in)', () => {
    // B's bishop comes in on 139, then moves on inside the block to 155, or goes back out to 257.
    for (const then of ['L 139-155', 'L 139-257'])
      expect(resupplies(blockaded(`L 257-139\n3. A T 1481-1482\n4. B ${then}`))).toMatchObject({
        resupplies: 1,
        allowance: 120,
      });
  });
});
