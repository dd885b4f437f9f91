/**
 * While the reader looks at the board, what selecting each of its pieces shows is worked out ahead, in small slices
 * of idle time: its moves and flags (the board's view) and the second half's answers (worksView.ts), so that a reader's
 * first click on a piece is as fast as a click on one selected before (issue 16: on plate III with 200 pieces a piece's
 * first selection walked its moves and its communication in the click's own frame). A reader's pointer or key pauses
 * the work until the board is idle again; a new position starts it afresh.
 */
import { useEffect } from 'preact/hooks';
import type { BoardState } from '../state.ts';
import type { SquareKnown } from '../plate3/plate.ts';
import { boardOf } from '../view.ts';
import { viewOfState } from '../state/model.ts';
import { RuleError } from '../../../rules/errors.ts';

/** The longest slice of work when the browser gives no idle deadline (milliseconds). */
const SLICE_MS = 5;

/** What is left of an idle period, or of a slice the timer fallback gives. */
type Deadline = { readonly timeRemaining: () => number };

/** The browser's idle callback, or a timer where it has none (Safari). */
function whenIdle(run: (d: Deadline) => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(() => {
    const end = performance.now() + SLICE_MS;
    run({ timeRemaining: () => end - performance.now() });
  }, 50);
  return () => clearTimeout(handle);
}

/**
 * Works out ahead, while `on` (the board page: a chapter's small boards have few pieces), each piece's selection on the
 * position (`state` with that piece selected, as a click makes it), and with it `works`, the second half's answers.
 */
export function useIdleViews(
  on: boolean,
  state: BoardState,
  marks: readonly number[] | undefined,
  known: SquareKnown | undefined,
  works: ((next: BoardState) => unknown) | undefined,
): void {
  const { setup } = state;
  useEffect(() => {
    if (!on) return;
    let squares: number[];
    try {
      squares = [...boardOf(setup).pieces.keys()];
    } catch (error) {
      // A position the engine refuses has nothing to work out ahead: the board says why. Anything else is a fault.
      if (error instanceof RuleError) return;
      throw error;
    }
    let next = 0;
    let cancel = whenIdle(slice);
    function slice(d: Deadline): void {
      while (next < squares.length && d.timeRemaining() > 1) {
        const ahead: BoardState = {
          ...state,
          selected: { type: 'piece', square: squares[next++] as number },
          target: undefined,
          wheel: undefined,
        };
        viewOfState(ahead, marks, known);
        works?.(ahead);
      }
      if (next < squares.length) cancel = whenIdle(slice);
    }
    // The reader's own action comes first: the work waits for the next idle period.
    const pause = () => {
      cancel();
      if (next < squares.length) cancel = whenIdle(slice);
    };
    addEventListener('pointerdown', pause, { capture: true, passive: true });
    addEventListener('keydown', pause, { capture: true, passive: true });
    return () => {
      cancel();
      removeEventListener('pointerdown', pause, { capture: true });
      removeEventListener('keydown', pause, { capture: true });
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- worked out again for a new position, not a new selection
  }, [on, setup, state.showMoves, marks, known, works]);
}
