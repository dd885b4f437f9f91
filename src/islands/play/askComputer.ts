/**
 * Ask the computer for its reply (`computerAction`) in a module worker (computerWorker.ts), so the page
 * stays responsive however long it thinks. The reply is plain data, and the page applies it through the
 * engine as any action. The computer's code is the worker's alone: the page does not carry it (issue 17's
 * 80 KB), so where there is no Worker the computer cannot answer and its seats are given back to the readers.
 */
import { formatGame, type Action, type Game } from '../../rules/hellwig/index.ts';

let worker: Worker | undefined;

/** The computer's action for the player to move in `game`; refused where there is no Worker to ask. */
export function askComputer(game: Game, seed = 1): Promise<Action> {
  if (typeof Worker === 'undefined') return Promise.reject(new Error('the computer plays in a Web Worker'));
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
