/**
 * Ask the computer for its reply (`computerAction`) in a module worker (computerWorker.ts), so the page
 * stays responsive however long it thinks. The reply is plain data, and the page applies it through the
 * engine as any action. The computer's code is the worker's alone: the page does not carry it (issue 17's
 * 80 KB), so where there is no Worker the computer cannot answer and its seats are given back to the readers.
 */
import { formatGame, type Action, type Game } from '../../rules/hellwig/index.ts';
import { RuleError } from '../../rules/errors.ts';
import type { Result } from '../../rules/result.ts';
import type { ComputerReply } from './computerReply.ts';

let worker: Worker | undefined;

/**
 * The computer's action for the player to move in `game`, or the engine's refusal; `undefined` where there is no
 * Worker to ask. A fault (the worker's error, or a programming error it reports) rejects the promise.
 */
export function askComputer(game: Game, seed = 1): Promise<Result<Action> | undefined> {
  if (typeof Worker === 'undefined') return Promise.resolve(undefined);
  worker ??= new Worker(new URL('./computerWorker.ts', import.meta.url), { type: 'module' });
  const w = worker;
  const text = formatGame(game);
  return new Promise((resolve, reject) => {
    const onMessage = (e: MessageEvent<ComputerReply>) => {
      const reply = e.data;
      if (reply.text !== text) return;
      w.removeEventListener('message', onMessage);
      if (reply.kind === 'action') resolve({ ok: true, value: reply.action });
      else if (reply.kind === 'refused') resolve({ ok: false, error: new RuleError(reply.code, reply.message) });
      else reject(new Error(`the computer's worker failed: ${reply.message}`));
    };
    w.addEventListener('message', onMessage);
    w.addEventListener('error', reject, { once: true });
    w.postMessage({ text, seed });
  });
}
