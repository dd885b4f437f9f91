/**
 * The computer's turn: when it plays the player to move at the latest position, it is asked (in a worker,
 * askComputer.ts) a moment later, so the reader sees his own move first. Its action is played as any action; the
 * engine's refusal is said with its reason and §; a fault (a programming error, a failed worker) is logged and
 * said plainly, never dressed as a rule. A reply to a position no longer shown is dropped.
 */
import { useEffect } from 'preact/hooks';
import type { Game } from '../../../rules/hellwig/index.ts';
import { askComputer } from '../askComputer.ts';
import type { PlayAction } from '../state.ts';

/** How long the computer waits before it answers, in milliseconds. */
const PAUSE_MS = 120;

export function useComputer(toMove: boolean, game: Game, dispatch: (a: PlayAction) => void): void {
  useEffect(() => {
    if (!toMove) return;
    let current = true;
    const timer = window.setTimeout(
      () =>
        void askComputer(game).then(
          (reply) => {
            if (!current) return;
            // No Worker to ask: the readers play the computer's seats.
            if (reply === undefined) dispatch({ type: 'computer', seats: [] });
            else if (reply.ok) dispatch({ type: 'act', action: reply.value });
            else dispatch({ type: 'computer-refused', message: reply.error.message });
          },
          (fault: unknown) => {
            console.error(fault);
            if (current) dispatch({ type: 'fault' });
          },
        ),
      PAUSE_MS,
    );
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [toMove, game, dispatch]);
}
