/**
 * Resupply over a bridge on plate III's fortress ditch (§190, §146a): B's fortress, its outermost ditch made water,
 * communicates with the terrains only by a bridge laid on the ditch. With it and the far end free it cannot be
 * blockaded; without it, it can. Once A holds the squares beyond the bridge and announces the blockade, a piece of B's
 * coming in over the bridge brings fresh provisions, 20 more moves (§190 (4), (5)).
 */
import { expect, test } from 'vitest';
import {
  applyAction,
  boardOf,
  countsOf,
  legalActions,
  newGame,
  outerDitch,
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

test('a bridge laid on the ditch, its far end free, keeps the fortress in communication: no blockade (§146a, §190 (1))', () => {
  const g = start([bridge], []);
  expect(legalActions(g)).not.toContainEqual(blockade);
  expect(refusal(g, blockade)).toMatch(/still communicates.*§190 \(1\)/);
});

test('blockaded with the bridge’s far end held, then a piece of B’s comes in over the bridge: a resupply (§190 (4), (5))', () => {
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
});
