/**
 * Ask the computer for its reply (`computerAction`) in a module worker (computerWorker.ts), so the page
 * stays responsive however long it thinks; where there is no Worker (a test's DOM), on the main thread.
 * The reply is plain data, and the page applies it through the engine as any action.
 */
import { computerAction, formatGame, type Action, type Game } from '../../rules/hellwig/index.ts';

let worker: Worker | undefined;

/** The computer's action for the player to move in `game`. */
export function askComputer(game: Game, seed = 1): Promise<Action> {
  if (typeof Worker === 'undefined') return Promise.resolve(computerAction(game, seed));
  worker ??= new Worker(new URL('./computerWorker.ts', import.meta.url), { type: 'module' });
  const w = worker;
  const text = formatGame(game);
  return new Promise((resolve, reject) => {
    const onMessage = (e: MessageEvent<{ readonly text: string; readonly action: Action }>) => {
      if (e.data.text !== text) return;
      w.removeEventListener('message', onMessage);
      resolve(e.data.action);
    };
    w.addEventListener('message', onMessage);
    w.addEventListener('error', reject, { once: true });
    w.postMessage({ text, seed });
  });
}
