/**
 * The board's state as a pure reducer: one handler per kind of action, each a function from the
 * model to the next, asking the engine through the view. Nothing here touches the DOM, the
 * address bar or a timer, so every action is tested in node without rendering the plate.
 */
import { coordsOf, squareAt, type Square } from '../../../rules/hellwig/index.ts';
import { explainSquare } from '../explain.ts';
import type { BoardAction, BoardActionType } from './actions.ts';
import { actOn, removeOn, rotateOn, worksOn } from './act.ts';
import { apply, commit, moved, refuse, say, select } from './commit.ts';
import { presetState, viewFor, type BoardContext, type BoardModel } from './model.ts';
import { firstSquare } from './selection.ts';
import { emptyOn, gridOfSetup, wholePlate } from '../plate3/plate.ts';
import { SAID } from '../words.ts';
import { fireSelection, land, wheelSelection } from './wheel.ts';

type Handlers = {
  readonly [K in BoardActionType]: (
    m: BoardModel,
    a: Extract<BoardAction, { type: K }>,
    ctx: BoardContext,
  ) => BoardModel;
};

const HANDLERS: Handlers = {
  address: (m, a, ctx) => {
    // Only the board page reads the address (addressKit.ts); a small board has nothing to read it with.
    if (!ctx.address) return m;
    const parsed = ctx.address.parse(
      a.search,
      presetState(ctx.presets, ctx.initialPreset),
      ctx.presets,
      ctx.plates?.reconstruction,
      ctx.works,
    );
    // A readable position that is not an example is no longer the example the board opened on.
    const presetId = parsed.preset ?? (a.search && parsed.problems.length === 0 ? undefined : m.presetId);
    // A plate III position is shown whole; a plate II one in the window the board had.
    const grid = gridOfSetup(parsed.state.setup);
    const win = grid.name === 'III' ? wholePlate(grid) : gridOfSetup(m.state.setup).name === 'III' ? ctx.home : m.win;
    const cursor = firstSquare(parsed.state, win);
    return {
      ...m,
      win,
      state: parsed.state,
      problems: [...(a.duplicates ?? []), ...parsed.problems],
      addressNote: parsed.note,
      presetId,
      cursor,
      reveal: { square: cursor, page: false },
    };
  },
  // On a phone the plate is wider than its frame: open with the example in sight, not the frame's left edge.
  opened: (m) => ({ ...m, reveal: { square: m.cursor, page: false } }),
  square: (m, a, ctx) => actOn(m, a.square, ctx),
  step: (m, a, ctx) => {
    const grid = gridOfSetup(m.state.setup);
    const c = coordsOf(m.cursor, grid);
    const { win } = m;
    const row = Math.max(win.top, Math.min(win.top + win.rows - 1, c.row + a.rows));
    const col = Math.max(win.left, Math.min(win.left + win.columns - 1, c.col + a.columns));
    const sq = squareAt(row, col, grid);
    return say(
      { ...m, cursor: sq },
      explainSquare(viewFor(m, ctx), sq as Square) + (ctx.works?.words(m.state, sq) ?? ''),
    );
  },
  remove: (m, a, ctx) => removeOn(m, a.square, ctx),
  rotate: (m, a) => rotateOn(m, a.square),
  works: (m, a, ctx) => worksOn(m, a.tool, a.square, ctx),
  change: (m, a) => commit(m, a.next, a.sentence, a.focusNext),
  move: (m, a) => moved(m, a.next, a.sentence),
  apply: (m, a) => apply(m, a.setup, a.sentence, a.device),
  choose: (m, a, ctx) => {
    const cursor = firstSquare(a.preset.state, ctx.home);
    const chosen = commit(
      { ...m, win: ctx.home, presetId: a.preset.id, cursor },
      a.preset.state,
      SAID.chosen(a.preset),
    );
    // A click among the board page's 80 examples may leave the board below the screen: bring the example into sight.
    // A keyboard reader stays by the list (the live region says what is on the board); the frame scrolls either way.
    return { ...chosen, reveal: { square: cursor, page: a.pointer } };
  },
  clear: (m, _a, ctx) =>
    commit(
      { ...m, presetId: undefined },
      emptyOn(gridOfSetup(m.state.setup).name === 'III' ? 'III' : 'II', ctx.plates?.reconstruction),
      SAID.cleared,
    ),
  plate: (m, a, ctx) => {
    if (gridOfSetup(m.state.setup).name === a.plate) return m;
    const next = emptyOn(a.plate, ctx.plates?.reconstruction);
    const win = a.plate === 'III' ? wholePlate(gridOfSetup(next.setup)) : ctx.home;
    const cursor = firstSquare(next, win);
    return commit({ ...m, presetId: undefined, win, cursor }, next, SAID.plate(a.plate));
  },
  'toggle-moves': (m, _a, ctx) => {
    const { state } = m;
    const sentence = state.showMoves ? SAID.movesHidden : viewFor(m, ctx).resolved ? SAID.movesShown : SAID.movesLater;
    return commit(m, { ...state, showMoves: !state.showMoves }, sentence);
  },
  numbers: (m) => say({ ...m, numbers: !m.numbers }, m.numbers ? SAID.numbersHidden : SAID.numbersShown),
  territory: (m, _a, ctx) =>
    say(
      { ...m, territory: !m.territory },
      m.territory ? SAID.territoryHidden : SAID.territoryShown(ctx.plates?.territoryWords() ?? ''),
    ),
  say: (m, a) => say(m, a.sentence),
  wheel: (m, a, ctx) => wheelSelection(m, a.animate, ctx),
  landed: (m) => land(m),
  fire: (m, a, ctx) => fireSelection(m, a.together, ctx),
  'fire-step': (m, a, ctx) => {
    // Only a board with the second half's kit holds a fire (§74); the others have nothing to step.
    const step = ctx.works?.fireStep(m.state, a.by);
    if (!step) return m;
    return 'refused' in step ? refuse(m, step.refused) : commit(m, step.next, step.sentence);
  },
  escape: (m, _a, ctx) => select(m, undefined, ctx),
  tools: (m, a) => ({ ...m, choice: { ...m.choice, ...a.patch } }),
  why: (m, a) => ({ ...m, why: a.open }),
};

/** The next model after an action. */
export function reduce(m: BoardModel, action: BoardAction, ctx: BoardContext): BoardModel {
  return (HANDLERS[action.type] as (m: BoardModel, a: BoardAction, ctx: BoardContext) => BoardModel)(m, action, ctx);
}
