/**
 * The computer's reply, worked out off the page's main thread: on plate III with a hundred pieces a
 * side it takes tens of milliseconds in `npm run bench`, more on a slow phone, and the page must stay
 * responsive meanwhile. It receives the game as its
 * record, replays it through the same engine and answers with the action it prefers.
 */
import { computerAction, parseGame } from '../../rules/hellwig/index.ts';

self.onmessage = (e: MessageEvent<{ readonly text: string; readonly seed: number }>) => {
  const action = computerAction(parseGame(e.data.text), e.data.seed);
  self.postMessage({ text: e.data.text, action });
};
