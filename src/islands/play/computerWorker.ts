/**
 * The computer's reply, worked out off the page's main thread: on plate III with a hundred pieces a
 * side it takes tens of milliseconds in `npm run bench`, more on a slow phone, and the page must stay
 * responsive meanwhile. It receives the game as its
 * record, replays it through the same engine and answers with the action it prefers, or with the engine's
 * refusal, or with a fault (computerReply.ts).
 */
import { computerAction, parseGame } from '../../rules/hellwig/index.ts';
import { RuleError } from '../../rules/errors.ts';
import type { ComputerReply } from './computerReply.ts';

self.onmessage = (e: MessageEvent<{ readonly text: string; readonly seed: number }>) => {
  const { text, seed } = e.data;
  let reply: ComputerReply;
  try {
    reply = { text, kind: 'action', action: computerAction(parseGame(text), seed) };
  } catch (error) {
    reply =
      error instanceof RuleError
        ? { text, kind: 'refused', code: error.code, message: error.message }
        : { text, kind: 'fault', message: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  self.postMessage(reply);
};
