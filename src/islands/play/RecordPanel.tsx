/**
 * Download the game as a text file in the notation, and load one by pasting it. A text that cannot
 * be read is refused with its line and the reason (shown by the page), and the game on the board stays.
 */
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { formatGame, type Game } from '../../rules/hellwig/index.ts';

export interface RecordPanelProps {
  readonly game: Game;
  readonly live: boolean;
  readonly onLoad: (text: string) => void;
}

function download(text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = 'hellwig-game.txt';
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function RecordPanel({ game, live, onLoad }: RecordPanelProps): JSX.Element {
  const [text, setText] = useState('');
  return (
    <section class="play-record" aria-labelledby="play-record-title">
      <h3 id="play-record-title">The record</h3>
      <div class="board-buttons">
        <button type="button" disabled={!live} onClick={() => download(formatGame(game))}>
          Download the game
        </button>
      </div>
      <label for="play-paste">Paste a game in the notation to load it</label>
      <textarea
        id="play-paste"
        rows={4}
        disabled={!live}
        value={text}
        onInput={(e) => setText((e.target as HTMLTextAreaElement).value)}
      />
      <div class="board-buttons">
        <button type="button" disabled={!live || !text.trim()} onClick={() => onLoad(text)}>
          Load
        </button>
      </div>
    </section>
  );
}
