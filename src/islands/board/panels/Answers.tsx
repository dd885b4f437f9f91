/**
 * A panel of the engine's answers about the position, in words; "Which rules?" adds the § of each. The works panel
 * (breastworks, bridges, communication) and the second school's (hills, depots, supply, fire) are both this panel.
 */
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';

/** One answer: its words, and the rules it rests on, shown on request. */
export interface Answer {
  readonly key: string;
  readonly words: string;
  readonly rules: string;
}

/**
 * The answers under their heading, or why the position's `things` do not fit it. `open`: the §§ shown from the first,
 * with no button (a board drawn at build time, which never runs).
 */
export function AnswersPanel({
  headingId,
  heading,
  things,
  problem,
  answers,
  open,
  controls,
}: {
  readonly headingId: string;
  readonly heading: string;
  readonly things: string;
  readonly problem: string | undefined;
  readonly answers: () => readonly Answer[];
  readonly open: boolean;
  /** Buttons that ask for more of the answers on the board (the second school's fields, lines and fire steps). */
  readonly controls?: JSX.Element | null | undefined;
}): JSX.Element | null {
  const [asked, setRules] = useState(false);
  const rules = open || asked;
  if (problem)
    return (
      <div class="board-works">
        <p class="board-problem">
          The {things} do not fit this position: {problem}
        </p>
      </div>
    );
  const list = answers();
  if (!list.length) return null;
  return (
    <div class="board-works">
      <h4 id={headingId}>{heading}</h4>
      <ul>
        {list.map((a) => (
          <li key={a.key}>
            {a.words}
            {rules && <span class="board-why"> {a.rules}</span>}
          </li>
        ))}
      </ul>
      {controls}
      {!open && (
        <button type="button" aria-expanded={rules} onClick={() => setRules(!rules)}>
          Which rules?
        </button>
      )}
    </div>
  );
}
