/**
 * The second school's answers a reader asks for: for each depot, its field (§248) and its supply line (§255) drawn on
 * the plate or not, as toggle buttons; and the fire's stepper, its igniter's turns one by one, back and on (§74–§76).
 * Each press is a change of the board's state with a sentence for its live region; the board has no JavaScript-free
 * form of a press, so a board drawn at build time shows none of these.
 */
import type { JSX } from 'preact';
import type { SchoolState } from '../schoolState.ts';
import type { SchoolView } from '../schoolView.ts';
import type { FireTurn } from '../schoolAsked.ts';

/** A change the panel asks of the board: the second school's part of the state, and what to say. */
export type SchoolSend = (patch: Partial<SchoolState>, sentence: string) => void;

const toggled = (xs: readonly number[], x: number, on: boolean) =>
  on ? [...xs, x].sort((a, b) => a - b) : xs.filter((y) => y !== x);

/** The fire at a turn, in words, for the live region. */
export function fireTurnWords(turn: number, f: FireTurn): string {
  const burning = f.burning.map((b) => `${b.square} (${b.movesLeft} ${b.movesLeft === 1 ? 'move' : 'moves'} left)`);
  const when = turn === 0 ? 'The fire as placed' : `After ${turn} ${turn === 1 ? 'turn' : 'turns'} of its igniter`;
  return `${when}: burning ${burning.join(', ') || 'nothing'}; burned out ${f.burnedOut.join(', ') || 'none'} (§74).`;
}

/** The toggles for each depot and the fire's stepper. */
export function SchoolControls({ view, send }: { readonly view: SchoolView; readonly send: SchoolSend }) {
  const fields = view.depots.filter((d) => d.fieldShown).map((d) => d.square);
  const lines = view.depots.filter((d) => d.lineShown).map((d) => d.square);
  const steps = view.fire?.steps;
  const out: JSX.Element[] = view.depots.map((d) => (
    <p key={`d${d.square}`} class="board-buttons">
      <button
        type="button"
        aria-pressed={d.fieldShown}
        onClick={() =>
          send(
            { fields: toggled(fields, d.square, !d.fieldShown) },
            d.fieldShown
              ? `The field of the depot on ${d.square} is no longer drawn.`
              : `The field of the depot on ${d.square} drawn: ${d.count} squares, from ${d.corners.join(', ')} (§248).`,
          )
        }
      >
        Field of the depot on {d.square}
      </button>
      <button
        type="button"
        aria-pressed={d.lineShown}
        onClick={() =>
          send(
            { lines: toggled(lines, d.square, !d.lineShown) },
            d.lineShown
              ? `The supply line of the depot on ${d.square} is no longer drawn.`
              : `The supply line of the depot on ${d.square} drawn; the answers say where it runs or what bars it (§255).`,
          )
        }
      >
        Supply line of the depot on {d.square}
      </button>
    </p>
  ));
  if (steps)
    out.push(
      <p key="fire" class="board-fire-steps" role="group" aria-label="The fire, turn by turn (§74–§76)">
        <button
          type="button"
          disabled={!steps.previous}
          onClick={() =>
            steps.previous && send({ fireTurn: steps.turn - 1 }, fireTurnWords(steps.turn - 1, steps.previous))
          }
        >
          Previous turn of the fire
        </button>
        <span>{steps.turn === 0 ? 'The fire as placed' : `Turn ${steps.turn}`}</span>
        <button
          type="button"
          disabled={!steps.next}
          onClick={() => steps.next && send({ fireTurn: steps.turn + 1 }, fireTurnWords(steps.turn + 1, steps.next))}
        >
          Next turn of the fire
        </button>
      </p>,
    );
  return out.length ? <>{out}</> : null;
}
