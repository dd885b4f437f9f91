/**
 * The question a worked example puts, answered by the engine for the position on the board:
 * firing, a duel and the driving of §56 as two steps, the varieties of §65, a pawn's turns, the
 * reach against a fire, a rectangle and its pivots, the parts of a corps, destroying one's own
 * gun, combined artillery, a load. Each answer that changes the position offers a button. The first half's answers
 * are one function each (lesson/), kept in a table by the example's kind; the second half's are the works kit's.
 */
import type { JSX } from 'preact';
import { createBoard, type Board, type BoardSetup, type DeviceSetup } from '../../rules/hellwig/index.ts';
import { tryRule } from '../../rules/result.ts';
import type { Lesson } from './lessons.ts';
import { SAID } from './words.ts';
import { isWorksLesson, type WorksLesson } from './worksLessons.ts';
import { isEndgameLesson, type EndgameLesson } from './endgame/lessons.ts';
import type { WorksState } from './worksState.ts';
import type { WorksKit } from './worksKitTypes.ts';
import { useAsleep } from './asleep.ts';
import type { AnswerContext } from './lesson/answer.ts';
import { combinedAnswer, destroyAnswer, fireAnswer } from './lesson/artillery.tsx';
import { duelAnswer } from './lesson/duel.tsx';
import {
  loadAnswer,
  pawnTurnAnswer,
  pivotsAnswer,
  reachAnswer,
  rectangleAnswer,
  specialTerrainAnswer,
  slicesAnswer,
  sweepingAnswer,
} from './lesson/moves.tsx';

export interface LessonProps {
  readonly lesson: Lesson;
  readonly setup: BoardSetup;
  /** The breastworks and bridges on the board (§104, §141). */
  readonly works?: WorksState | undefined;
  /** What answers the second half's questions (worksKit.ts), where the board has it. */
  readonly kit?: WorksKit | undefined;
  /** What answers the questions of cutting off, the fortress and plate III (plate III's kit), where there is one. */
  readonly endgame?: ((lesson: EndgameLesson, board: Board) => JSX.Element) | undefined;
  /** Put a new position on the board, with a sentence for the live region. */
  readonly onApply: (setup: BoardSetup, said: string, select?: DeviceSetup) => void;
  readonly cite: string;
  /** Prefix of the element ids, unique on the page. */
  readonly id: string;
}

export function LessonPanel({ lesson, setup, works, kit, endgame, onApply, cite, id }: LessonProps): JSX.Element {
  const asleep = useAsleep();
  // The reader may have changed the position since: any refusal, the engine's or the lesson's own, is shown, never
  // thrown.
  const tried = tryRule(() =>
    isEndgameLesson(lesson) ? (
      endgame ? (
        endgame(lesson, createBoard(setup))
      ) : (
        <p>{SAID.plateIIIElsewhere}</p>
      )
    ) : isWorksLesson(lesson) ? (
      kit ? (
        kit.answer(lesson, createBoard(setup), works ?? {})
      ) : (
        <p>{SAID.worksElsewhere}</p>
      )
    ) : (
      answer(lesson, { board: createBoard(setup), onApply, asleep })
    ),
  );
  return (
    <div class="board-lesson">
      <h4 id={`${id}-lesson`}>The book’s example ({cite})</h4>
      {tried.ok ? (
        tried.value
      ) : (
        <p class="board-problem">
          The book’s example no longer fits the position on the board ({tried.error.message}). Choose the example again
          to restore it.
        </p>
      )}
    </div>
  );
}

type FirstHalf = Exclude<Lesson, WorksLesson>;

/** The first half's answers, one for each kind of example. */
const ANSWERS: {
  readonly [K in FirstHalf['kind']]: (lesson: Extract<FirstHalf, { kind: K }>, c: AnswerContext) => JSX.Element;
} = {
  fire: fireAnswer,
  duel: duelAnswer,
  sweeping: sweepingAnswer,
  'pawn-turn': pawnTurnAnswer,
  reach: reachAnswer,
  rectangle: rectangleAnswer,
  pivots: pivotsAnswer,
  slices: slicesAnswer,
  destroy: destroyAnswer,
  combined: combinedAnswer,
  load: loadAnswer,
  'special-terrain': specialTerrainAnswer,
};

/** The answer to a first-half example's question; its buttons are disabled while the board is `asleep` (asleep.ts). */
function answer(lesson: FirstHalf, c: AnswerContext): JSX.Element {
  return (ANSWERS[lesson.kind] as (lesson: FirstHalf, c: AnswerContext) => JSX.Element)(lesson, c);
}
