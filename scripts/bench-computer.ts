/**
 * The bench's computer (issue 17), in a worker thread, as the play page asks its computer in a Web Worker
 * (src/islands/play/computerWorker.ts): it receives the game as its record, replays it through the same engine and
 * answers with the action it prefers and the milliseconds `computerAction` took. Its garbage is then its own heap's, as
 * on the page: in the bench's one heap, the computer's garbage was collected during the timing of the side's legal
 * actions and put their 90th centile on plate III at 50 to 60 ms, where they take 7 to 16 ms (2026-11-29).
 */
import { parentPort } from 'node:worker_threads';
import { computerAction, parseGame } from '../src/rules/hellwig/index.ts';

parentPort?.on('message', (asked: { readonly text: string; readonly seed: number }) => {
  const game = parseGame(asked.text);
  const t = performance.now();
  const action = computerAction(game, asked.seed);
  parentPort?.postMessage({ action, ms: performance.now() - t });
});
