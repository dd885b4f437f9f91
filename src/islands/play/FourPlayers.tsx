/**
 * The play page's parts for who plays: the computer's seats, one side in a game of two or any of the
 * four players in a game of four (§218), and the note that says how a game of four is played (§§222–229).
 * The dividing surface's squares are the engine's (`dividingSurface`).
 */
import type { ComponentChildren, JSX } from 'preact';
import { dividingSurface, type Half } from '../../rules/hellwig/index.ts';
import type { Seat } from './state.ts';

const TWO: readonly (readonly [readonly Seat[], string])[] = [
  [[], 'Two players'],
  [['B'], 'The computer plays B'],
  [['A'], 'The computer plays A'],
];

const FOUR: readonly Seat[] = ['AA', 'A', 'BB', 'B'];

export interface OpponentProps {
  readonly id: string;
  readonly live: boolean;
  readonly four: boolean;
  readonly computer: readonly Seat[];
  readonly onComputer: (seats: readonly Seat[]) => void;
}

/** Who the computer plays: a side of two (radio buttons), or any of the four players (check boxes). */
export function Opponent({ id, live, four, computer, onComputer }: OpponentProps): JSX.Element {
  if (four)
    return (
      <fieldset class="play-computer">
        <legend>The computer plays</legend>
        {FOUR.map((seat) => (
          <label key={seat}>
            <input
              type="checkbox"
              disabled={!live}
              checked={computer.includes(seat)}
              onChange={(e) =>
                onComputer(
                  FOUR.filter((s) => (s === seat ? (e.target as HTMLInputElement).checked : computer.includes(s))),
                )
              }
            />{' '}
            {seat}
          </label>
        ))}
      </fieldset>
    );
  return (
    <fieldset class="play-computer">
      <legend>Opponent</legend>
      {TWO.map(([seats, label]) => (
        <label key={label}>
          <input
            type="radio"
            name={`${id}-computer`}
            disabled={!live}
            checked={computer.length === seats.length && seats.every((s) => computer.includes(s))}
            onChange={() => onComputer(seats)}
          />{' '}
          {label}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * How a game of four is played on this page (§§218–233): who commands where, from the game; how the turns go round,
 * `turns`, in the page's words (play.astro's slot, static HTML).
 */
export function FourNote({
  marshals,
  turns,
}: {
  readonly marshals: Half;
  readonly turns?: ComponentChildren;
}): JSX.Element {
  const surface = dividingSurface();
  const generals = marshals === 'AB' ? 'CD' : 'AB';
  return (
    <p class="play-four-note">
      A game of four (§§217–233): AA and A play A’s pieces, BB and B play B’s. The dividing surface, squares{' '}
      {Math.min(...surface)} to {Math.max(...surface)} (§222; the banded row on the board), halves the plan: the field
      marshals AA and BB command on side {marshals}, the generals A and B on side {generals}, and each moves only what
      stands on his half or on the dividing surface, though he may take it across (§§222–225). {turns}
    </p>
  );
}
