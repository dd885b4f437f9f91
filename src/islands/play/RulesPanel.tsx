/**
 * "The rules of this game": every reading the game is played under, with its §, the one this game
 * takes marked; the switchable ones can be chosen before a new game (they are part of the record).
 * The readings' words are the engine's `READING_NOTES`, handed in by the page (play.astro) as the
 * island's props: they come with the page's HTML, not in its JavaScript.
 */
import type { ComponentChildren, JSX } from 'preact';
import { GAME_READING_OPTIONS, type GameReadings, type ReadingNote } from '../../rules/hellwig/index.ts';

export interface RulesPanelProps {
  /** The engine's `READING_NOTES`: every reading with its § and the words of its options. */
  readonly notes: readonly ReadingNote[];
  /** The panel's opening words, as the page says them (play.astro's slot, static HTML). */
  readonly note?: ComponentChildren;
  readonly readings: GameReadings;
  /** The readings chosen for the next new game. */
  readonly next: GameReadings;
  readonly live: boolean;
  readonly onNext: (next: GameReadings) => void;
}

export function RulesPanel({ notes, note, readings, next, live, onNext }: RulesPanelProps): JSX.Element {
  return (
    <details class="play-rules">
      <summary>The rules of this game</summary>
      <p>{note}</p>
      <dl>
        {notes.map((note) => {
          const key = note.key as keyof GameReadings;
          const switchable = key in GAME_READING_OPTIONS;
          return (
            <div key={note.key}>
              <dt>
                {note.question} ({note.section})
              </dt>
              <dd>
                {switchable ? (
                  <>
                    <p>This game: {note.options[readings[key]]}.</p>
                    <label>
                      Next game:{' '}
                      <select
                        disabled={!live}
                        value={next[key]}
                        onChange={(e) => onNext({ ...next, [key]: (e.target as HTMLSelectElement).value })}
                      >
                        {Object.entries(note.options).map(([value, words]) => (
                          <option key={value} value={value}>
                            {words}
                          </option>
                        ))}
                      </select>
                    </label>
                  </>
                ) : (
                  <p>{Object.values(note.options)[0]}.</p>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </details>
  );
}
