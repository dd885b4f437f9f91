// @vitest-environment node
/**
 * Placing the second school by keyboard and tool, through the board's reducer: hills of either kind (H, G), depots
 * (D) and buildings on fire (I), each checked by the engine, said in words and kept in the address; and the engine's
 * answers about them for any position (schoolView.ts).
 */
import { describe, expect, test } from 'vitest';
import { keyAction } from '../../src/islands/board/keymap.ts';
import { WHOLE_PLATE } from '../../src/islands/board/presets.ts';
import { WORKS_KIT } from '../../src/islands/board/worksKit.ts';
import { schoolViewOf } from '../../src/islands/board/schoolView.ts';
import { EMPTY_STATE, stateToSearch, type BoardState } from '../../src/islands/board/state.ts';
import { parseState } from '../../src/islands/board/stateRead.ts';
import type { BoardAction } from '../../src/islands/board/state/actions.ts';
import { initialModel, type BoardContext, type BoardModel } from '../../src/islands/board/state/model.ts';
import { reduce } from '../../src/islands/board/state/reducer.ts';

const ctx: BoardContext = { presets: [], initialPreset: undefined, home: WHOLE_PLATE, works: WORKS_KIT };
const key = (k: string, cursor: number): BoardAction => keyAction(k, { cursor, animate: false })!;
const run = (m: BoardModel, ...actions: readonly BoardAction[]) => actions.reduce((x, a) => reduce(x, a, ctx), m);
const withState = (state: BoardState): BoardModel => ({ ...initialModel(ctx), state });
const S75 = { terrain: { building: [180, 181, 182, 183, 205] } };

describe('placing hills, depots and fire', () => {
  test(
    'H raises a hill of the first kind from the cursor as its top left, G makes it of the second, H again ' +
      'levels it',
    () => {
      const m = run(initialModel(ctx), key('h', 170));
      expect(m.state.hills).toEqual([{ squares: [170, 171, 192, 193], kind: 'first' }]);
      expect(m.said).toBe('Raised a hill of the first kind on 170, 171, 192, 193 (§235, §236).');
      expect(stateToSearch(m.state, {}, WORKS_KIT)).toContain('hl=170.171.192.193%3A1');
      const second = run(m, key('g', 193));
      expect(second.state.hills).toEqual([{ squares: [170, 171, 192, 193], kind: 'second' }]);
      expect(run(second, key('g', 171)).state.hills).toEqual([]);
    },
  );

  test('the engine refuses a hill over another, and one the plate cuts short, with its reason', () => {
    const m = run(initialModel(ctx), key('h', 170), key('h', 149));
    expect(m.state.hills).toHaveLength(1);
    expect(m.error).toBeDefined();
    expect(run(initialModel(ctx), key('h', 22)).error).toMatch(/four squares in a block \(§235\)/);
  });

  test('D establishes a depot of the chosen player, not on water; the tool and Delete take it away', () => {
    const b = run(initialModel(ctx), { type: 'tools', patch: { piecePlayer: 'B' } }, key('d', 300));
    expect(b.state.depots).toEqual([{ square: 300, owner: 'B' }]);
    expect(b.said).toBe('Established a depot of B’s on 300 (§244).');
    expect(run(b, key('Delete', 300)).state.depots).toEqual([]);
    const wet = run(withState({ setup: { terrain: { water: [13] } }, showMoves: false }), key('d', 13));
    expect(wet.state.depots).toBeUndefined();
    expect(wet.error).toMatch(/white, black or building ground \(§245\)/);
  });

  test('I sets a building on fire for six moves and puts it out; open ground does not burn', () => {
    const m = run(withState({ setup: S75, showMoves: false }), key('i', 182));
    expect(m.state.fire).toEqual({ igniter: 'A', burning: [{ square: 182, movesLeft: 6 }] });
    expect(m.said).toBe('Set the building on 182 on fire, for 6 moves (§74).');
    expect(run(m, { type: 'step', rows: 0, columns: 1 }, { type: 'step', rows: 0, columns: -1 }).said).toMatch(
      /On fire, impassable 6 more moves \(§74\)\./,
    );
    expect(run(m, key('i', 182)).state.fire).toBeUndefined();
    expect(run(m, key('i', 100)).error).toMatch(/Only buildings burn \(§74\)/);
  });
});

describe('the second school in the address', () => {
  test('hills, depots and fire written and read back the same; a bad value is named', () => {
    const state: BoardState = {
      setup: S75,
      showMoves: false,
      hills: [{ squares: [170, 171, 192, 193], kind: 'first' }],
      depots: [{ square: 300, owner: 'B' }],
      fire: {
        igniter: 'A',
        burning: [
          { square: 182, movesLeft: 6 },
          { square: 181, movesLeft: 3 },
        ],
        burnedOut: [183],
      },
    };
    const q = stateToSearch(state, {}, WORKS_KIT);
    expect(q).toContain('fi=A%3A182-6.181-3%2Fo183');
    const back = parseState(q, EMPTY_STATE, [], {}, WORKS_KIT);
    expect(back.problems).toEqual([]);
    expect(back.state).toMatchObject({ hills: state.hills, depots: state.depots, fire: state.fire });
    const bad = parseState('hl=170.171:1&dp=300C&fi=C:1', EMPTY_STATE, [], {}, WORKS_KIT);
    expect(bad.problems.join(' ')).toMatch(/hl= lists hills.*dp= lists depots.*fi= gives the igniter/);
  });
});

describe('the engine’s answers about the second school', () => {
  test('where the fire spreads next and what burns out after the next move (§74)', () => {
    const v = schoolViewOf({
      setup: S75,
      showMoves: false,
      fire: { igniter: 'A', burning: [{ square: 182, movesLeft: 1 }] },
    });
    expect(v.fire).toMatchObject({
      burning: [{ square: 182, movesLeft: 1 }],
      spreads: [181, 183],
      burnsOut: [182],
      burnedOut: [],
    });
  });

  test(
    'the fire’s stepper: each turn of its igniter from ' +
      'the engine, back and on, until nothing burns ' +
      '(§74–§76)',
    () => {
      const at = (fireTurn?: number) =>
        schoolViewOf({
          setup: S75,
          showMoves: false,
          fire: { igniter: 'A', burning: [{ square: 182, movesLeft: 6 }] },
          ...(fireTurn ? { fireTurn } : {}),
        }).fire!;
      const first = at();
      expect(first.steps.turn).toBe(0);
      expect(first.steps.previous).toBeUndefined();
      // One turn on: a move passes for 182, and the fire catches 181 and 183 (the first two offered).
      expect(first.steps.next!.burning).toEqual([
        { square: 181, movesLeft: 6 },
        { square: 182, movesLeft: 5 },
        { square: 183, movesLeft: 6 },
      ]);
      const sixth = at(6);
      expect(sixth.steps.turn).toBe(6);
      expect(sixth.burnedOut).toEqual([182]);
      expect(sixth.burning.map((b) => b.square)).not.toContain(182);
      // Far past the end, the stepper stops at the last turn anything burns.
      const last = at(40);
      expect(last.steps.next).toBeUndefined();
      expect(last.burning).toEqual([]);
      expect(last.burnedOut).toEqual([180, 181, 182, 183, 205]);
    },
  );

  test('a supply line asked for: on plate II there is no fortress, so the engine’s reason is the answer (§243)', () => {
    const v = schoolViewOf({
      setup: {},
      showMoves: false,
      depots: [{ square: 120, owner: 'A' }],
      lines: [120],
    });
    expect(v.depots[0]!.lineShown).toBe(true);
    expect(v.lines).toHaveLength(1);
    expect(v.lines[0]).toMatchObject({ depot: 120, problem: expect.stringContaining('§243') });
  });

  test('a supply line on plate III: open to A’s fortress, or cut where an enemy rook sweeps a row (§255, §258)', () => {
    const open = schoolViewOf({
      setup: { plate: 'III' },
      showMoves: false,
      depots: [{ square: 818, owner: 'A' }],
      lines: [818],
    }).lines[0]!;
    expect(open).toMatchObject({ depot: 818, open: true });
    if (!('path' in open)) throw new Error('open');
    expect(open.path[0]).toBe(818);
    expect(open.path.length).toBeGreaterThan(1);
    const cut = schoolViewOf({
      setup: {
        plate: 'III',
        // B's rook on 1017 (row 20, column 36) sweeps column 36 from edge to edge, between the depot on 818 (row 16,
        // column 33) and fortress B (columns 39 to 48).
        pieces: [{ square: 1017, kind: 'rook', player: 'B' }],
      },
      showMoves: false,
      depots: [{ square: 818, owner: 'A' }],
      lines: [818],
    }).lines[0]!;
    expect(cut).toMatchObject({ depot: 818, open: false });
    if (!('barred' in cut)) throw new Error('cut');
    expect(cut.barred).toContainEqual({ square: 821, reason: 'enemy-reach' });
  });

  test('a depot’s field (§248) and the squares an enemy piece bars to its owner’s supply (§258)', () => {
    const v = schoolViewOf({
      setup: { pieces: [{ square: 100, kind: 'rook', player: 'B' }] },
      showMoves: false,
      depots: [{ square: 120, owner: 'A' }],
    });
    expect(v.depots).toEqual([
      { square: 120, owner: 'A', count: 81, corners: [28, 36, 204, 212], fieldShown: false, lineShown: false },
    ]);
    expect(v.barred).toHaveLength(1);
    expect(v.barred[0]!.player).toBe('A');
    expect(v.barred[0]!.squares).toContainEqual({ square: 100, reason: 'enemy-piece' });
    expect(v.barred[0]!.squares).toContainEqual({ square: 101, reason: 'enemy-reach' });
  });

  test('a hill’s height, and whether the selected gun drives an enemy gun off (§236, §238)', () => {
    const v = schoolViewOf({
      setup: {
        pieces: [
          { square: 148, kind: 'knight', player: 'A' },
          { square: 236, kind: 'knight', player: 'B' },
        ],
        devices: [
          { artillerists: 148, gun: 170, variant: 'axial' },
          { artillerists: 236, gun: 214, variant: 'axial' },
        ],
      },
      showMoves: false,
      hills: [{ squares: [170, 171, 192, 193], kind: 'first' }],
      selected: { type: 'device', gun: 170 },
    });
    expect(v.hills).toEqual([{ squares: [170, 171, 192, 193], kind: 'first', height: 2 }]);
    expect(v.gun?.field.height).toBe(2);
    expect(v.gun?.against).toEqual([{ gun: 214, drives: true, drivenOff: false }]);
  });
});
