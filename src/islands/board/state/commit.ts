/**
 * The few ways the model changes, every action built from them: say a sentence, refuse with a
 * reason, and commit a new position (which stops a wheel under way and says so), an edit, a move
 * of the selection (the cursor goes with it) or a new selection.
 */
import { windowCovering } from '../lessons.ts';
import { gridOfSetup } from '../plate3/plate.ts';
import type { Edit } from '../edits.ts';
import { checkSetup, type BoardState, type Selection } from '../state.ts';
import { describeSelection, refusal, SAID } from '../words.ts';
import { viewFor, type BoardContext, type BoardModel } from './model.ts';
import { selectionSquares, stillThere } from './selection.ts';
import type { BoardSetup, DeviceSetup } from '../../../rules/hellwig/index.ts';

/**
 * The same sentence twice (firing twice, say) must still be heard: a repeat differs by a no-break space, so the live
 * region changes.
 */
export function say(m: BoardModel, sentence: string): BoardModel {
  return { ...m, said: m.said === sentence ? `${sentence}\u00a0` : sentence };
}

/**
 * A refusal is said once, by its alert (not the live region too); the same refusal twice still changes the alert, so it
 * is heard again.
 */
export function refuse(m: BoardModel, message: string): BoardModel {
  const text = refusal(message);
  return { ...m, error: m.error === text ? `${text}\u00a0` : text };
}

/**
 * Every change to the board goes through here, so an edit made while a gun swings wins over the wheel, and the reader
 * is told.
 */
export function commit(m: BoardModel, next: BoardState, sentence: string, focusNext?: string): BoardModel {
  const said = m.swing ? SAID.stopped(sentence) : sentence;
  return say(
    {
      ...m,
      swing: undefined,
      touched: true,
      problems: [],
      addressNote: undefined,
      win: windowCovering(m.win, selectionSquares(next), 1, gridOfSetup(next.setup)),
      focus: { seq: m.focus.seq + 1, next: focusNext },
      state: next,
      error: undefined,
    },
    said,
  );
}

/**
 * An edit of the set-up, or its refusal; a selection or planned wheeling of something no longer there goes with it (and
 * out of the address).
 */
export function edit(
  m: BoardModel,
  e: Edit,
  sentence: string,
  selected: Selection | undefined = m.state.selected,
): BoardModel {
  if (!e.ok) return refuse(m, e.message);
  const kept = stillThere(e.setup, selected);
  return commit(
    m,
    { ...m.state, setup: e.setup, selected: kept, target: undefined, wheel: kept ? m.state.wheel : undefined },
    sentence,
  );
}

/** A lesson's answer put on the board, checked first: a position the rules refuse is said, never thrown. */
export function apply(m: BoardModel, setup: BoardSetup, sentence: string, dev?: DeviceSetup): BoardModel {
  const invalid = checkSetup(setup);
  if (invalid) return refuse(m, invalid);
  return commit(
    m,
    {
      ...m.state,
      setup,
      selected: dev ? { type: 'device', gun: dev.gun } : stillThere(setup, m.state.selected),
      target: undefined,
    },
    sentence,
  );
}

/** A move of the selection: the cursor goes with the thing moved. */
export function moved(m: BoardModel, next: BoardState, sentence: string, focusNext?: string): BoardModel {
  const sq = selectionSquares(next)[0];
  return commit(sq === undefined ? m : { ...m, cursor: sq }, next, sentence, focusNext);
}

/**
 * Select something, or nothing; a planned wheeling stays planned for a selection of the same type (a formation's pivot
 * is one of its own squares). The sentence is made from the view the board then draws (the example's marks and plate
 * III's notes with it), so that the engine is asked once: on plate III a piece's first selection is its moves' walk.
 */
export function select(m: BoardModel, s: Selection | undefined, ctx: BoardContext): BoardModel {
  const state = m.state;
  const keep = s && state.wheel && s.type === state.selected?.type && s.type !== 'formation' ? state.wheel : undefined;
  const next: BoardState = { ...state, selected: s, target: undefined, wheel: keep };
  return commit(m, next, s ? describeSelection(viewFor({ ...m, state: next }, ctx), next) : SAID.nothingSelected);
}
