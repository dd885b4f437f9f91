/**
 * Everything the board remembers between two actions, as one value: the position and selection
 * (`BoardState`, the part in the address), the example on the board, what was said or refused,
 * the cursor and the part of the plate shown, the tools, and a wheel under way. The reducer
 * (reducer.ts) is the only thing that makes a new one.
 */
import type { BoardPreset, Window } from '../lessons.ts';
import type { WorksKit } from '../worksKitTypes.ts';
import type { AddressKit } from '../addressKit.ts';
import { EMPTY_STATE, type BoardState } from '../state.ts';
import { viewOf, type BoardView } from '../view.ts';
import { firstSquare } from './selection.ts';
import { DEFAULT_TOOLS, type ToolChoice } from './tools.ts';
import type { PlateKit, SquareKnown } from '../plate3/plate.ts';
import type { BoardSetup } from '../../../rules/hellwig/index.ts';

/** A wheel under way: where it lands and what is said then, and the swing the animation draws (§62, §95). */
export interface Landing {
  readonly next: BoardState;
  readonly sentence: string;
  readonly squares: readonly number[];
  readonly pivot: number;
  /** The whole turn in degrees, clockwise positive. */
  readonly angle: number;
  /** Milliseconds, 350 a quarter-turn. */
  readonly duration: number;
}

export interface BoardModel {
  readonly state: BoardState;
  /** The example last chosen (its marks are drawn while it is on the board). */
  readonly presetId: string | undefined;
  /** Why the address could not be read. */
  readonly problems: readonly string[];
  /** What the address carried that was ignored (a position beside ex=). */
  readonly addressNote: string | undefined;
  /**
   * The reader changed the board: the address is the board's from now on (until then a reader's typo stays in the bar).
   */
  readonly touched: boolean;
  /** The live region's sentence. */
  readonly said: string;
  /** A refusal, said once by its alert. */
  readonly error: string | undefined;
  readonly numbers: boolean;
  /** §199's territory line drawn on plate III (the plate's kit draws it). */
  readonly territory: boolean;
  /** The part of plate II shown: a small board grows when the selection is moved beyond it. */
  readonly win: Window;
  readonly cursor: number;
  readonly choice: ToolChoice;
  /** “Why these squares?” is open. */
  readonly why: boolean;
  /** A square to bring into view once drawn: in the board's frame only, or on the page too. */
  readonly reveal: { readonly square: number; readonly page: boolean } | undefined;
  readonly swing: Landing | undefined;
  /** Bumped by every change to the board; `next` names the control to focus if the one pressed is gone or disabled. */
  readonly focus: { readonly seq: number; readonly next?: string | undefined };
}

/** What the reducer knows of the island's props: they do not change while it runs. */
export interface BoardContext {
  readonly presets: readonly BoardPreset[];
  readonly initialPreset: string | undefined;
  /** The window the board opens on, and goes back to when an example is chosen. */
  readonly home: Window;
  /** The square numbers shown at first: a small board's § speaks in square numbers, so it shows them (issue 21). */
  readonly numbers?: boolean | undefined;
  /** Plate III, brought by the board page's island only (plate3/kit.ts). */
  readonly plates?: PlateKit | undefined;
  /** Breastworks and bridges (worksKit.ts): the board page's and the chapters' drawings of §§103–167 have them. */
  readonly works?: WorksKit | undefined;
  /** Reading the address, brought by the board page's island only (addressKit.ts). */
  readonly address?: AddressKit | undefined;
}

/** The state of an example, or the empty board. */
export function presetState(presets: readonly BoardPreset[], id: string | undefined): BoardState {
  return presets.find((p) => p.id === id)?.state ?? EMPTY_STATE;
}

/** The board before any interaction (and without JavaScript): the initial example, the cursor on its first thing. */
export function initialModel(ctx: BoardContext): BoardModel {
  const state = presetState(ctx.presets, ctx.initialPreset);
  return {
    state,
    presetId: ctx.initialPreset,
    problems: [],
    addressNote: undefined,
    touched: false,
    said: '',
    error: undefined,
    numbers: ctx.numbers === true,
    territory: false,
    win: ctx.home,
    cursor: firstSquare(state, ctx.home),
    choice: DEFAULT_TOOLS,
    why: false,
    reveal: undefined,
    swing: undefined,
    focus: { seq: 0 },
  };
}

let cached:
  { readonly state: BoardState; readonly marks: readonly number[] | undefined; readonly view: BoardView } | undefined;

/**
 * What the board shows for the model, with the marks of the example on it; the last one is kept, as the reducer and the
 * drawing ask in turn.
 */
export function viewFor(m: BoardModel, ctx: BoardContext): BoardView {
  const marks = ctx.presets.find((p) => p.id === m.presetId)?.marks;
  if (cached && cached.state === m.state && cached.marks === marks) return cached.view;
  const view = viewOfState(m.state, marks, ctx.plates?.known);
  cached = { state: m.state, marks, view };
  return view;
}

/**
 * The views already worked out for each set-up, by what else they are made of (the selection, its moves shown, the
 * wheeling, the howitzer's target, the example's marks and plate III's notes), at most `KEPT` of them: a reader going
 * back to a piece selected before finds its view at once, where on plate III a queen's moves are a long walk (issue
 * 16's 16 ms frame). A board never changes, so the view is the same.
 */
const VIEWS = new WeakMap<BoardSetup, Map<string, BoardView>>();
// The board page works out every piece's selection ahead (hooks/useIdleViews.ts): plate III's 200 pieces are kept.
const KEPT = 256;

/** `viewOf`, each view kept for its set-up (`VIEWS`). */
export function viewOfState(state: BoardState, marks?: readonly number[], known?: SquareKnown): BoardView {
  let views = VIEWS.get(state.setup);
  if (!views) VIEWS.set(state.setup, (views = new Map()));
  const key = JSON.stringify([state.selected, state.showMoves, state.wheel, state.target, marks, !!known]);
  let view = views.get(key);
  if (!view) {
    views.set(key, (view = viewOf(state, marks, known)));
    if (views.size > KEPT) views.delete(views.keys().next().value as string);
  }
  return view;
}
