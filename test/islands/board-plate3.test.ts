// @vitest-environment node
/**
 * Plate III on the board, without a DOM: the choice of plate as an action, its address (pl=III,
 * carrying only the terrain beyond the text's), old addresses still plate II, and a piece placed
 * and moved on plate III through the same reducer as on plate II.
 */
import { describe, expect, test } from 'vitest';
import { plateIIISetupTerrain } from '../../src/rules/hellwig/index.ts';
import { BOARD_PRESETS, WHOLE_PLATE } from '../../src/islands/board/presets.ts';
import { emptyOn as emptyBoard } from '../../src/islands/board/plate3/plate.ts';
import { PLATE_III } from '../../src/islands/board/plate3/kit.ts';
import { stateToSearch, type BoardState } from '../../src/islands/board/state.ts';
import { parseState } from '../../src/islands/board/stateRead.ts';
import type { BoardAction } from '../../src/islands/board/state/actions.ts';
import { initialModel, viewFor, type BoardContext, type BoardModel } from '../../src/islands/board/state/model.ts';
import { reduce } from '../../src/islands/board/state/reducer.ts';
import { explainSquare } from '../../src/islands/board/explain.ts';

const ctx: BoardContext = {
  presets: BOARD_PRESETS,
  initialPreset: 'hellwig-s47-field',
  home: WHOLE_PLATE,
  plates: PLATE_III,
};
const base = PLATE_III.reconstruction;
const emptyOn = (plate: 'II' | 'III') => emptyBoard(plate, base);
const toSearch = (state: BoardState) => stateToSearch(state, base);
const parse = (search: string) => parseState(search, emptyOn('II'), [], base);
const run = (...actions: readonly BoardAction[]): BoardModel =>
  actions.reduce((m, a) => reduce(m, a, ctx), initialModel(ctx));

describe('the address of plate III', () => {
  test('an empty plate III is pl=III alone, and reads back with the terrain the text names', () => {
    const empty = emptyOn('III');
    expect(toSearch(empty)).toBe('pl=III');
    const back = parse('pl=III');
    expect(back.problems).toEqual([]);
    expect(back.state).toEqual(empty);
    expect(back.state.setup.terrain).toEqual(plateIIISetupTerrain());
  });

  test('a position round-trips: pieces beyond square 682, and terrain painted beyond the text’s', () => {
    const state: BoardState = {
      ...emptyOn('III'),
      setup: {
        ...emptyOn('III').setup,
        terrain: { ...emptyOn('III').setup.terrain, marsh: [...plateIIISetupTerrain().marsh, 1200] },
        pieces: [{ player: 'A', kind: 'rook', square: 1372 }],
      },
      selected: { type: 'piece', square: 1372 },
    };
    const search = toSearch(state);
    expect(search).toBe('pl=III&g=1200&p=AT1372&s=p1372');
    const back = parse(search).state;
    expect(back.setup.pieces).toEqual(state.setup.pieces);
    expect(new Set(back.setup.terrain?.marsh)).toEqual(new Set(state.setup.terrain?.marsh));
    expect(toSearch(back)).toBe(search);
  });

  test('an address without pl= is plate II as before; a square beyond 682 there is refused, and pl=IV too', () => {
    expect(parse('p=AT300').state.setup).toEqual({
      pieces: [{ player: 'A', kind: 'rook', square: 300 }],
    });
    expect(parse('p=AT1372').problems.join(' ')).toMatch(/plate II/);
    expect(parse('pl=IV').problems).toEqual(['pl= is the plate, II or III; received "IV"']);
  });
});

describe('the plate as an action', () => {
  test('choosing plate III shows all of it, empty but for the text’s terrain, and says so; plate II comes back', () => {
    const m = run({ type: 'plate', plate: 'III' });
    expect(m.win).toEqual({ top: 0, left: 0, rows: 33, columns: 49 });
    expect(m.state).toEqual(emptyOn('III'));
    expect(m.said).toMatch(/^Plate III, the playing plan/);
    const back = reduce(m, { type: 'plate', plate: 'II' }, ctx);
    expect(back.win).toEqual(WHOLE_PLATE);
    expect(back.state.setup).toEqual({});
  });

  test('without the board page’s kit (a small board) the address still round-trips plate III, terrain and all', () => {
    const state = emptyBoard('III', base);
    const search = stateToSearch(state);
    expect(search).toMatch(/^pl=III&m=/);
    expect(parseState(search, emptyOn('II')).state).toEqual(state);
  });

  test('a knight placed on plate III moves by the engine, and the cursor’s line quotes the § of a named square', () => {
    const tools: BoardAction = { type: 'tools', patch: { tool: 'piece', pieceKind: 'knight', piecePlayer: 'A' } };
    let m = run({ type: 'plate', plate: 'III' }, tools, { type: 'square', square: 1000 });
    expect(m.state.setup.pieces).toEqual([{ player: 'A', kind: 'knight', square: 1000 }]);
    m = reduce(m, { type: 'tools', patch: { tool: 'select' } }, ctx);
    m = reduce(m, { type: 'square', square: 1000 }, ctx);
    m = reduce(m, { type: 'toggle-moves' }, ctx);
    // 1000 = row 20, column 19 (0-based). Rows 18 and 22 run left to right (18·49 + 19 + 1 = 902 ± 1), rows 19 and
    // 21 right to left (19·49 + 49 − 17 = 963, − 21 = 959): serpentine, so the squares are not 1000 ± 47, 51, 96, 100.
    expect([...viewFor(m, ctx).targets.keys()].sort((a, b) => a - b)).toEqual([
      901, 903, 959, 963, 1057, 1061, 1097, 1099,
    ]);
    expect(explainSquare(viewFor(m, ctx), 82 as never)).toMatch(
      /^Square 82 \(row 2, column 17\): a red square \(mountain\); so the text says; § 24: “Terrain of this kind/,
    );
    expect(explainSquare(viewFor(m, ctx), 1 as never)).toMatch(/terrain not known; the text never names it\./);
  });

  test('a mountain the text names stops a rook on plate III (§24, §177)', () => {
    const tools: BoardAction = { type: 'tools', patch: { tool: 'piece', pieceKind: 'rook', piecePlayer: 'A' } };
    // 85 = (1, 13): along row 1 toward BD, the mountain 82 = (1, 16) stops it after 84 and 83.
    let m = run({ type: 'plate', plate: 'III' }, tools, { type: 'square', square: 85 });
    m = reduce(m, { type: 'tools', patch: { tool: 'select' } }, ctx);
    m = reduce(reduce(m, { type: 'square', square: 85 }, ctx), { type: 'toggle-moves' }, ctx);
    const targets = viewFor(m, ctx).targets;
    expect(targets.has(83)).toBe(true);
    expect(targets.has(82)).toBe(false);
    expect(targets.has(81)).toBe(false);
  });
});
