/**
 * What the second half (breastworks, bridges, communication: §§103–184) brings to a board, as a kit of functions the
 * board page and the build pass in (worksKit.ts), as predict-then-reveal is: the small boards of chapters IV–VII, which
 * hold none of it, load none of its code (their JavaScript budget).
 */
import type { EndgameLesson } from './endgame/lessons.ts';
import type { JSX } from 'preact';
import type { Board, BoardSetup, Direction, Player } from '../../rules/hellwig/index.ts';
import type { BoardState } from './state.ts';
import type { FireStep } from './fireStep.ts';
import type { WorksTool } from './state/tools.ts';
import type { KeyEntry } from './BoardKey.tsx';
import type { WorksLayerProps } from './svg/Works.tsx';
import type { WorksEdit } from './worksEdits.ts';
import type { WorksLesson } from './worksLessons.ts';
import type { WorksState } from './worksState.ts';
import type { WorksView } from './worksView.ts';

export interface WorksKit {
  /** The answer to a second-half example's question (WorksLesson.tsx). */
  readonly answer: (lesson: Exclude<WorksLesson, EndgameLesson>, board: Board, works: WorksState) => JSX.Element;
  /** The engine's answers for any position (worksView.ts), and their panel. */
  readonly viewOf: (state: BoardState) => WorksView;
  readonly Panel: (props: {
    readonly view: WorksView;
    readonly id: string;
    readonly open?: boolean;
    /** The board's change for the second school's buttons (panels/SchoolControls.tsx): a patch and its sentence. */
    readonly send?: ((patch: Partial<WorksState>, sentence: string) => void) | undefined;
  }) => JSX.Element | null;
  /** A tool's edit on a square (worksEdits.ts), and Delete's. */
  readonly edit: (
    setup: BoardSetup,
    works: WorksState,
    tool: WorksTool,
    square: number,
    player: Player,
    toward: Direction,
  ) => WorksEdit;
  readonly remove: (setup: BoardSetup, works: WorksState, square: number) => WorksEdit;
  /** The drawing's layer (svg/Works.tsx) and the key's entries for it. */
  readonly Layer: (props: WorksLayerProps) => JSX.Element | null;
  readonly key: readonly KeyEntry[];
  /** What of the second half stands on a square, and who may entrench it, in words (worksWords.ts). */
  readonly words: (state: BoardState, square: number) => string;
  /** Read the second half's keys of an address (worksState.ts). */
  readonly read: (q: URLSearchParams, problems: string[]) => WorksState;
  readonly write: (q: URLSearchParams, works: WorksState) => void;
  /** A key's step of the fire's stepper, back or on (fireStep.ts, §74–§76). */
  readonly fireStep: (state: BoardState, by: -1 | 1) => FireStep;
  /** The engine's reason the works do not fit a position read from an address. */
  readonly check: (setup: BoardSetup, works: WorksState) => string | undefined;
}
