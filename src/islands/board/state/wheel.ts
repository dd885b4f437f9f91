/**
 * W and F as the reader meets them: plan a wheeling (saying what the engine makes of it), wheel
 * the plan when the way is free, or say what to select, what blocks it, or that a gun already
 * swings; fire the selected gun, alone or with its combination (§47–§49b, §62, §66, §68a, §95).
 */
import {
  fire,
  QUARTER_TURNS,
  setupOf,
  type DeviceWheeling,
  type FormationWheeling,
} from '../../../rules/hellwig/index.ts';
import { tryRule } from '../../../rules/result.ts';
import { blockWords, wheelWords } from '../explain.ts';
import { DEFAULT_WHEEL, type BoardState, type Selection } from '../state.ts';
import { viewOf } from '../view.ts';
import { firedWords, SAID, wheeledWords } from '../words.ts';
import { commit, moved, refuse, say } from './commit.ts';
import { viewFor, type BoardContext, type BoardModel } from './model.ts';

/** A quarter-turn of the animation, in milliseconds. */
const QUARTER_MS = 350;

/**
 * W: never silent. It says what to select, opens the planner, says why the wheel cannot be worked out, or wheels
 * (animated unless `animate` is false).
 */
export function wheelSelection(m: BoardModel, animate: boolean, ctx: BoardContext): BoardModel {
  // W again while the gun swings would start the same wheel over: it is under way.
  if (m.swing) return say(m, SAID.stillWheeling);
  const { state } = m;
  const r = viewFor(m, ctx).resolved;
  if (!r || r.type === 'piece') return say(m, SAID.onlyWheels);
  if (!state.wheel) {
    const planned: BoardState = {
      ...state,
      wheel: { ...DEFAULT_WHEEL, pivot: r.type === 'formation' ? (r.squares[0] as number) : 'artillerists' },
    };
    // Say what the engine makes of the plan, as the panel shows it: its path, or why there is none.
    const p = viewOf(planned).resolved;
    const words = p && p.type !== 'piece' && p.wheel ? wheelWords(p.wheel, state.setup) : undefined;
    return commit(m, planned, SAID.planOpened(words));
  }
  if (!r.wheel?.ok) return refuse(m, r.wheel ? r.wheel.error.message : SAID.cannotWorkOut);
  const w: DeviceWheeling | FormationWheeling = r.wheel.value;
  const plan = state.wheel;
  if (!w.legal)
    return refuse(m, SAID.blocked(w.blockedBy.square, blockWords(w.blockedBy.reason, state.setup, w.blockedBy.square)));
  // The wheel done, the plan is put away: the board shows where the gun landed and its new field, not the same wheeling
  // again from there.
  const next: BoardState =
    'device' in w
      ? { ...state, setup: setupOf(w.board), selected: { type: 'device', gun: w.device.gun }, wheel: undefined }
      : {
          ...state,
          setup: setupOf(w.board),
          selected: { ...(state.selected as Selection & { type: 'formation' }), squares: w.squares },
          wheel: undefined,
        };
  const sentence = wheeledWords(w, plan);
  const pivot: number = 'device' in w ? w.from[w.pivot] : w.pivot;
  // A small board's Wheel button can be a screen below the gun: the pivot is brought into view.
  const shown: BoardModel = { ...m, reveal: { square: pivot, page: true } };
  if (!animate) return moved(shown, next, sentence);
  const turns = QUARTER_TURNS[plan.kind];
  const squares = 'device' in w ? [w.from.artillerists, w.from.gun] : r.type === 'formation' ? r.squares : [];
  return {
    ...shown,
    swing: {
      next,
      sentence,
      squares,
      pivot,
      angle: turns * 90 * (plan.sense === 'clockwise' ? 1 : -1),
      duration: QUARTER_MS * turns,
    },
  };
}

/** The swing has ended: the wheel lands, the cursor with it. */
export function land(m: BoardModel): BoardModel {
  if (!m.swing) return m;
  const { next, sentence } = m.swing;
  return moved({ ...m, swing: undefined }, next, sentence);
}

/**
 * F: never silent. With no gun selected it says what to select; a howitzer, that it needs its target; else the engine
 * fires.
 */
export function fireSelection(m: BoardModel, together: boolean, ctx: BoardContext): BoardModel {
  const { state } = m;
  const view = viewFor(m, ctx);
  const r = view.resolved;
  if (!r || r.type !== 'device') return say(m, SAID.onlyFires);
  if (r.device.kind === 'howitzer' && state.target === undefined) return say(m, SAID.chooseTarget);
  const devices = together ? r.combined : [r.device];
  const tried = tryRule(() =>
    fire(
      view.board,
      devices,
      r.device.kind === 'howitzer' ? { targets: state.target === undefined ? [] : [state.target] } : {},
    ),
  );
  if (!tried.ok) return refuse(m, tried.error.message);
  return commit(m, { ...state, setup: setupOf(tried.value.board), target: undefined }, firedWords(tried.value));
}
