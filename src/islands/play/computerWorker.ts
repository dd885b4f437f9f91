/**
 * The computer's reply, worked out off the page's main thread: on plate III with a full army it takes
 * seconds (`npm run bench`), and the page must stay responsive meanwhile. It receives the game as its
 * record, replays it through the same engine and answers with the action it prefers.
 */
import { computerAction, parseGame } from '../../rules/hellwig/index.ts';

self.onmessage = (e: MessageEvent<{ readonly text: string; readonly seed: number }>) => {
  const action = computerAction(parseGame(e.data.text), e.data.seed);
  self.postMessage({ text: e.data.text, action });
};
