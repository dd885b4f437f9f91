/**
 * What a sheet of exercises is made of: the teacher's choices (topics, level, count, seed), and each
 * exercise as a situation, a question and the engine's answer with its reasons and the rules it rests on.
 * Plain data: the same values are drawn at build time and in the browser.
 */
import type { MeleeResult } from '../rules/wells/index.ts';
import type { BoardState } from '../islands/board/state.ts';
import type { Window } from '../islands/board/lessons.ts';
import type { Rng } from './random.ts';

/** The two books that have exercise sheets, by the first segment of their address. */
export type Book = 'little-wars' | 'hellwig';

/**
 * How hard a sheet is: plain arithmetic of a rule (`numbers`), the conditions that decide it, such as support,
 * obstacles or the edge of the plate (`support`), and the cases where the rule's readings give different answers
 * (`readings`); `mixed` draws each exercise's level by the dice.
 */
export const LEVELS = ['mixed', 'numbers', 'support', 'readings'] as const;
export type Level = (typeof LEVELS)[number];
/** A level an exercise is made at. */
export type ExerciseLevel = Exclude<Level, 'mixed'>;

/** The levels in words, for the controls and the sheet's heading. */
export const LEVEL_LABELS: Record<Level, string> = {
  mixed: 'mixed',
  numbers: 'numbers',
  support: 'support and conditions',
  readings: 'edge cases where readings differ',
};

/** A rule or § an answer rests on, with its place in the edition. */
export interface Cite {
  readonly label: string;
  readonly href: string;
}

/** A situation drawn as a widget draws it. */
export type Figure =
  | {
      readonly kind: 'melee';
      readonly result: MeleeResult;
      readonly a: number;
      readonly b: number;
      readonly labels: { readonly a: string; readonly b: string };
      /** The frame of the mêlée's step-through: 0 before the fight, the last when it is settled. */
      readonly frame: number;
    }
  | {
      readonly kind: 'board';
      readonly state: BoardState;
      readonly window: Window;
      readonly marks?: readonly number[];
    }
  | { readonly kind: 'facts'; readonly caption: string; readonly rows: readonly (readonly [string, string])[] };

/**
 * The situation as the engine's input: the counts of a mêlée, a position and the square asked about… Each topic
 * keeps its own fields; the tests ask the engine again from these alone.
 */
export type Given = Readonly<Record<string, unknown>> & { readonly kind: string };

/** One exercise: what the pupil sees, and what the key adds. */
export interface Exercise {
  readonly topic: string;
  readonly level: ExerciseLevel;
  readonly given: Given;
  /** The situation in words (the figure's text equivalent). */
  readonly situation: string;
  readonly question: string;
  /** The short answer, in one or two sentences. */
  readonly answer: string;
  /** The working, as the engine and the widgets say it. */
  readonly reasons: readonly string[];
  readonly cites: readonly Cite[];
  readonly figure: Figure;
  /** The situation as settled, shown with the answer only. */
  readonly answerFigure?: Figure | undefined;
}

/** A kind of exercise a teacher may choose. */
export interface Topic {
  readonly id: string;
  readonly label: string;
  /** Make one exercise at `level` with these dice: the situation is chosen here, the answer asked of the engine. */
  readonly make: (rng: Rng, level: ExerciseLevel) => Exercise;
}

/** A book's exercises: its topics and the sheet it opens with. */
export interface TopicTable {
  readonly book: Book;
  readonly topics: readonly Topic[];
  readonly defaults: SheetParams;
}

/** The teacher's choices, all in the address: `?seed=1913&topics=melee,guns&level=support&n=8`. */
export interface SheetParams {
  readonly seed: string;
  /** Topic ids in the teacher's order. */
  readonly topics: readonly string[];
  readonly level: Level;
  readonly n: number;
}

/** A generated sheet. */
export interface Sheet {
  readonly params: SheetParams;
  readonly exercises: readonly Exercise[];
}
