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
import { fireTurnWords } from '../schoolWords.ts';

/** A change the panel asks of the board: the second school's part of the state, and what to say. */
export type SchoolSend = (patch: Partial<SchoolState>, sentence: string) => void;

const toggled = (xs: readonly number[], x: number, on: boolean) =>
  on ? [...xs, x].sort((a, b) => a - b) : xs.filter((y) => y !== x);

/** A button pressed or not, asking for a depot's field or supply line to be drawn. */
function Toggle(props: { readonly on: boolean; readonly label: string; readonly flip: () => void }) {
  return (
    <button type="button" aria-pressed={props.on} onClick={props.flip}>
      {props.label}
    </button>
  );
}

/** The toggles for each depot and the fire's stepper. */
export function SchoolControls({ view, send }: { readonly view: SchoolView; readonly send: SchoolSend }) {
  const fields = view.depots.filter((d) => d.fieldShown).map((d) => d.square);
  const lines = view.depots.filter((d) => d.lineShown).map((d) => d.square);
  const steps = view.fire?.steps;
  const step = (to: number, f: FireTurn | undefined) => f && send({ fireTurn: to }, fireTurnWords(to, f));
  const out: JSX.Element[] = view.depots.map((d) => {
    const on = `the depot on ${d.square}`;
    return (
      <p key={`d${d.square}`} class="board-buttons">
        <Toggle
          on={d.fieldShown}
          label={`Field of ${on}`}
          flip={() =>
            send(
              { fields: toggled(fields, d.square, !d.fieldShown) },
              d.fieldShown
                ? `The field of ${on} is no longer drawn.`
                : `The field of ${on} drawn: ${d.count} squares, from ${d.corners.join(', ')} (§248).`,
            )
          }
        />
        <Toggle
          on={d.lineShown}
          label={`Supply line of ${on}`}
          flip={() =>
            send(
              { lines: toggled(lines, d.square, !d.lineShown) },
              `The supply line of ${on} ` +
                (d.lineShown ? 'is no longer drawn' : 'drawn; the answers say where it runs or what bars it (§255)') +
                `.`,
            )
          }
        />
      </p>
    );
  });
  if (steps)
    out.push(
      <p key="fire" class="board-fire-steps" role="group" aria-label="The fire, turn by turn (§74–§76)">
        <button type="button" disabled={!steps.previous} onClick={() => step(steps.turn - 1, steps.previous)}>
          Previous turn of the fire
        </button>
        <span>{steps.turn ? `Turn ${steps.turn}` : 'The fire as placed'}</span>
        <button type="button" disabled={!steps.next} onClick={() => step(steps.turn + 1, steps.next)}>
          Next turn of the fire
        </button>
      </p>,
    );
  return out.length ? <>{out}</> : null;
}
