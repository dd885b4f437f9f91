// @vitest-environment node
/**
 * Placing the second half by keyboard and tool, through the board's reducer: breastworks (E), bridge-transporters
 * (the tool) and laid bridges (L), each checked by the engine, said in words and kept in the address.
 */
import { describe, expect, test } from 'vitest';
import { keyAction } from '../../src/islands/board/keymap.ts';
import { WHOLE_PLATE } from '../../src/islands/board/presets.ts';
import { WORKS_KIT } from '../../src/islands/board/worksKit.ts';
import { stateToSearch, type BoardState } from '../../src/islands/board/state.ts';
import type { BoardAction } from '../../src/islands/board/state/actions.ts';
import { initialModel, type BoardContext, type BoardModel } from '../../src/islands/board/state/model.ts';
import { reduce } from '../../src/islands/board/state/reducer.ts';

const ctx: BoardContext = { presets: [], initialPreset: undefined, home: WHOLE_PLATE, works: WORKS_KIT };
const key = (k: string, cursor: number): BoardAction => keyAction(k, { cursor, animate: false })!;
const run = (m: BoardModel, ...actions: readonly BoardAction[]) => actions.reduce((x, a) => reduce(x, a, ctx), m);
const withState = (state: BoardState): BoardModel => ({ ...initialModel(ctx), state });

describe('placing breastworks and bridges', () => {
  test('E throws up a breastwork of the chosen player on the cursor, says so, and E again takes it away', () => {
    const m = run(initialModel(ctx), key('e', 555));
    expect(m.state.works).toEqual([{ square: 555, owner: 'A', signs: 3 }]);
    expect(m.said).toBe('Threw up a breastwork of A’s on 555 (§106).');
    expect(stateToSearch(m.state, {}, WORKS_KIT)).toContain('bw=555A3');
    const b = run(initialModel(ctx), { type: 'tools', patch: { piecePlayer: 'B' } }, key('e', 555));
    expect(b.state.works).toEqual([{ square: 555, owner: 'B', signs: 3 }]);
    expect(run(m, key('e', 555)).state.works).toEqual([]);
  });

  test('the engine refuses a breastwork on water, with its reason', () => {
    const m = run(withState({ setup: { terrain: { water: [13] } }, showMoves: false }), key('e', 13));
    expect(m.state.works).toBeUndefined();
    expect(m.error).toMatch(/practicable ground \(§107, §134d\)/);
  });

  test('the arrow keys say what of the second half stands on a square', () => {
    const m = run(
      initialModel(ctx),
      key('e', 555),
      { type: 'step', rows: 0, columns: 1 },
      { type: 'step', rows: 0, columns: -1 },
    );
    expect(m.said).toMatch(/A breastwork of A’s, 3 signs \(§104\)\./);
  });

  test(
    'the bridge-transporter tool places the next number of the set; ' + 'L lays a bridge only where the engine lets it',
    () => {
      // §145: the transporter on 12 and 34 beside the river 13, 35, 56, 57, 78, its main surface held by A's knight.
      const start = withState({
        setup: { terrain: { water: [13, 35, 56, 57, 78] }, pieces: [{ square: 12, kind: 'knight', player: 'A' }] },
        showMoves: false,
      });
      const placed = run(
        start,
        { type: 'tools', patch: { tool: 'bridge-transporter', toward: 'CD' } },
        { type: 'square', square: 12 },
      );
      expect(placed.state.network?.transporters).toEqual([{ number: 1, main: 12, secondary: 34 }]);
      expect(placed.said).toMatch(/bridge-transporter 1 with its main surface on 12, reaching toward CD \(§141\)/);
      const far = run(placed, key('l', 78));
      expect(far.error).toMatch(/^No bridge-transporter may lay a bridge on 78 now/);
      const laid = run(placed, key('l', 56), key('l', 78));
      expect(laid.state.network?.laid).toEqual([
        { square: 56, transporter: 1 },
        { square: 78, transporter: 1 },
      ]);
      expect(stateToSearch(laid.state, {}, WORKS_KIT)).toContain('bl=56%3A1%2C78%3A1');
      // Delete takes up the bridge on 78, then the transporter with its bridges.
      const up = run(laid, { type: 'remove', square: 78 });
      expect(up.state.network?.laid).toEqual([{ square: 56, transporter: 1 }]);
      const gone = run(up, { type: 'remove', square: 34 });
      expect(gone.state.network).toEqual({ transporters: [], laid: [] });
      expect(gone.said).toBe('Removed bridge-transporter 1 and its bridges.');
    },
  );

  test('a board without the kit (a small board of chapters IV–VII) says where breastworks are placed', () => {
    const m = reduce(initialModel({ ...ctx, works: undefined }), key('e', 555), { ...ctx, works: undefined });
    expect(m.state.works).toBeUndefined();
    expect(m.error).toBe('Breastworks and bridges are placed on the full board (/hellwig/board/).');
  });
});
